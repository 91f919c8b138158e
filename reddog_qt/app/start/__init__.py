"""What the start needs besides the table: work that waits for the first frame, and the desktop's
screen and motion settings. The launch itself (``reddog_qt.app.launch``) opens the profile and the table."""
