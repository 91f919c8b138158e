"""The player's record at the table: the session clock, the reality check and break, the hand
history and the statistics, and the window's seam to them."""
