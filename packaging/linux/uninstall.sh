#!/bin/sh
# Remove Red Dog installed by install.sh for the current user. Safe to run twice.
# Your bankroll, history and settings (in your profile folder) are kept.
set -eu

APP_ID=io.github.reddogqt.RedDog
DATA_HOME=${XDG_DATA_HOME:-"$HOME/.local/share"}
case $DATA_HOME in /*) ;; *) echo "uninstall.sh: XDG_DATA_HOME must be an absolute path (got '$DATA_HOME')" >&2; exit 1 ;; esac
DEST=$DATA_HOME/reddog-qt

rm -f "$DATA_HOME/applications/$APP_ID.desktop" "$DATA_HOME/metainfo/$APP_ID.metainfo.xml"
for icon in "$DATA_HOME"/icons/hicolor/*/apps/"$APP_ID".*; do
    [ -e "$icon" ] && rm -f "$icon"
done
if [ -d "$DEST" ]; then
    if [ -f "$DEST/.reddog-qt-install" ]; then
        rm -rf "$DEST"
    else
        echo "uninstall.sh: $DEST was not made by install.sh; leaving it alone" >&2
    fi
fi

if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$DATA_HOME/applications" ]; then
    update-desktop-database -q "$DATA_HOME/applications" 2>/dev/null || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATA_HOME/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$DATA_HOME/icons/hicolor" 2>/dev/null || true
fi
echo "Red Dog has been removed (your bankroll and settings are kept in your profile folder)."
