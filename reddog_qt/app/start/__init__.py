"""Starting the game: the launch from the command line, the first frame, the smoke run and the
desktop integration."""
