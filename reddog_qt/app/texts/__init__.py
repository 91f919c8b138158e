"""The player's language and the few words several rooms say alike.

The widgets write their own words where they show them (``translate(context, "...")``); here are
the translators and numbers in the player's locale (:mod:`.language`), the engine's and the
profile's sentences in the player's language (:mod:`.sentence`), the house rules' words, a card's
name, and the words shared by two windows of one room.
"""
