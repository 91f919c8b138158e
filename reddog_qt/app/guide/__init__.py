"""Teaching the game: the first-game guide over the felt, and Help > How to Play.

* :mod:`.lessons` — the exact raise figures of a table (from :mod:`reddog_qt.engine.odds`) and the guide's words;
* :mod:`.first_game` — :class:`~.first_game.FirstGameGuide`, the panel that walks a first-timer through a real hand;
* :mod:`.how_to_play` — the How to Play page: rules, the table's pay table, the raise advice and the keys.
"""
