"""The package build's two additions to pyproject.toml: the packages, found, and the translations.

The packages are every ``reddog_qt`` package (found, so a new folder needs no list) plus
``reddog_qt.assets``, which lives in the top-level ``assets/`` folder of the source tree.
The translations (``.ts`` -> ``.qm``) are built with pyside6-lrelease. Everything else
about the package is in pyproject.toml.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class BuildWithTranslations(build_py):
    """build_py that also compiles reddog_qt/i18n/*.ts into .qm files inside the package."""

    def run(self) -> None:
        spec = importlib.util.spec_from_file_location("reddog_i18n_build", HERE / "reddog_qt" / "i18n" / "build.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        # An editable install runs the game from the source tree: the .qm files go beside the .ts there.
        editable = getattr(self, "editable_mode", False)
        target = HERE / "reddog_qt" / "i18n" if editable else Path(self.build_lib) / "reddog_qt" / "i18n"
        module.compile_translations(target)
        super().run()


setup(
    packages=[*find_packages(include=["reddog_qt", "reddog_qt.*"]), "reddog_qt.assets"],
    cmdclass={"build_py": BuildWithTranslations},
)
