"""The frozen app's entry point (PyInstaller runs this script): ``reddog-qt`` with its usual options."""

import sys

from reddog_qt.cli import main

if __name__ == "__main__":
    sys.exit(main())
