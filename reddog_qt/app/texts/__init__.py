"""Every sentence of the game: the catalogues of the engine's events and refusals, the help and
rules texts, and the player's language (translators, credits in the player's locale)."""
