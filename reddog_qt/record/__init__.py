"""What the player's record says, read from the ledger: Hand History's pages and summary (:mod:`.history_query`),
the statistics (:mod:`.stats`) and the CSV export (:mod:`.history_csv`).

The profile (:mod:`reddog_qt.profile`) owns the files and everything that writes them; this package only asks
the ledger questions in SQL, a page or a step at a time, and never writes a file of the profile. No Qt here.
"""
