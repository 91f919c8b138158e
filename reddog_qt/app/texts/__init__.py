"""The app's words that are not yet written at the widget showing them: the help and rules texts, the
narration, the engine's and the profile's sentences in the player's language (:mod:`.sentence`), and the
player's language itself (translators, numbers in the player's locale)."""
