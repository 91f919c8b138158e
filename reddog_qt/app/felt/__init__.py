"""What is drawn on the felt: the scene and its view, cards, chips, bet spot and red-dog marker
items, the shoe, the felt's caches, motion and the one table of timings."""
