#!/bin/sh
# Remove Red Dog installed by install.sh for the current user. Safe to run twice.
#
#     uninstall.sh                    remove the game, its command, menu entry, icons and metadata
#     uninstall.sh --old-layout-only  only take Red Dog 1.0's game files out of the profile folder
#
# The player's profile (bankroll, history, personal limit, PIN, settings) is never touched: it is
# in $XDG_DATA_HOME/reddog-qt and $XDG_CONFIG_HOME/reddog-qt, and this script says where.
set -eu

APP_ID=io.github.reddogqt.RedDog
MARKER=.reddog-qt-install
HERE=$(cd "$(dirname "$0")" && pwd)

fail() { echo "uninstall.sh: $*" >&2; exit 1; }
absolute() { case $2 in /*) ;; *) fail "$1 must be an absolute path (got '$2')" ;; esac; }

[ -n "${HOME:-}" ] || fail "HOME is not set"
DATA_HOME=${XDG_DATA_HOME:-"$HOME/.local/share"}
CONFIG_HOME=${XDG_CONFIG_HOME:-"$HOME/.config"}
BIN_DIR=${REDDOG_BIN_DIR:-"$HOME/.local/bin"}
absolute XDG_DATA_HOME "$DATA_HOME"
absolute XDG_CONFIG_HOME "$CONFIG_HOME"
absolute REDDOG_BIN_DIR "$BIN_DIR"
# Run from an installation, this script removes that one; run from the tarball, the default one.
if [ -f "$HERE/$MARKER" ]; then
    DEST=$HERE
else
    DEST=${REDDOG_INSTALL_DIR:-"$HOME/.local/lib/reddog-qt"}
    absolute REDDOG_INSTALL_DIR "$DEST"
    DEST=${DEST%/}
fi

# Red Dog 1.0 installed the game into the profile folder: its bundle (the reddog-qt program and
# _internal/), its uninstall.sh and the marker. Exactly those four go; every other file stays.
remove_old_layout() {
    old=$DATA_HOME/reddog-qt
    [ -f "$old/$MARKER" ] || return 0
    [ "$old" = "$DEST" ] && return 0
    rm -rf "$old/_internal"
    rm -f "$old/reddog-qt" "$old/uninstall.sh" "$old/$MARKER"
    echo "Took Red Dog 1.0's game files out of $old; your files there are as they were."
}

if [ "${1:-}" = "--old-layout-only" ]; then
    remove_old_layout
    exit 0
fi
[ $# -eq 0 ] || fail "unknown option '$1' (usage: uninstall.sh [--old-layout-only])"

rm -f "$DATA_HOME/applications/$APP_ID.desktop" "$DATA_HOME/metainfo/$APP_ID.metainfo.xml"
for icon in "$DATA_HOME"/icons/hicolor/*/apps/"$APP_ID".*; do
    [ -e "$icon" ] && rm -f "$icon"
done
if [ -L "$BIN_DIR/reddog-qt" ] && [ "$(readlink "$BIN_DIR/reddog-qt")" = "$DEST/reddog-qt" ]; then
    rm -f "$BIN_DIR/reddog-qt"
fi
if [ -d "$DEST" ]; then
    if [ -f "$DEST/$MARKER" ]; then
        rm -rf "$DEST"
    else
        echo "uninstall.sh: $DEST was not made by install.sh; leaving it alone" >&2
    fi
fi
remove_old_layout

if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$DATA_HOME/applications" ]; then
    update-desktop-database -q "$DATA_HOME/applications" 2>/dev/null || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATA_HOME/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$DATA_HOME/icons/hicolor" 2>/dev/null || true
fi

echo "Red Dog has been removed."
kept=""
for profile in "$DATA_HOME/reddog-qt" "$CONFIG_HOME/reddog-qt"; do
    [ -d "$profile" ] && kept="$kept
    $profile"
done
if [ -n "$kept" ]; then
    echo "Your bankroll, history, personal limit and settings are kept in:$kept"
    echo "Delete those folders yourself if you want them gone."
else
    echo "No profile was found in $DATA_HOME/reddog-qt or $CONFIG_HOME/reddog-qt (one made with --profile-dir or REDDOG_PROFILE_DIR is wherever you put it)."
fi
