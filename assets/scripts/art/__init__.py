"""Drawing modules used by ``assets/scripts/make_art.py``.

Each module returns SVG documents as plain strings; nothing here touches the
file system except :mod:`art.build`, which writes the files.
"""
