"""Sound effects and the dealer's recorded voice."""
