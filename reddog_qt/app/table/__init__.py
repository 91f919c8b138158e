"""The table a player sits at: the controller (phases, betting model), the window, menus, keys and
focus, the console and the dealer's voice in text. Its seams with the other rooms are in
``reddog_qt.app.seams``."""
