#!/bin/sh
# Remove Red Dog installed by install.sh for the current user. Safe to run twice.
#
#     uninstall.sh                    remove the game, its command, menu entry, icons and metadata
#     uninstall.sh --old-layout-only  only take Red Dog 1.0's game files out of the profile folder
#     uninstall.sh --check-install-dir DIR
#                                     (for install.sh) fail unless DIR is safe to replace: it must not
#                                     be, hold or sit inside a profile folder, nor hold a profile's files
#
# The player's profile (bankroll, history, personal limit, PIN, settings) is never touched: it is
# in $XDG_DATA_HOME/reddog-qt and $XDG_CONFIG_HOME/reddog-qt, and this script says where.
set -eu

APP_ID=io.github.reddogqt.RedDog
MARKER=.reddog-qt-install
HERE=$(cd "$(dirname "$0")" && pwd)

ME=uninstall.sh
[ "${1:-}" = "--check-install-dir" ] && ME=install.sh
fail() { echo "$ME: $*" >&2; exit 1; }
absolute() { case $2 in /*) ;; *) fail "$1 must be an absolute path (got '$2')" ;; esac; }

[ -n "${HOME:-}" ] || fail "HOME is not set"
DATA_HOME=${XDG_DATA_HOME:-"$HOME/.local/share"}
CONFIG_HOME=${XDG_CONFIG_HOME:-"$HOME/.config"}
BIN_DIR=${REDDOG_BIN_DIR:-"$HOME/.local/bin"}
absolute XDG_DATA_HOME "$DATA_HOME"
absolute XDG_CONFIG_HOME "$CONFIG_HOME"
absolute REDDOG_BIN_DIR "$BIN_DIR"
# A folder's real path, symlinks and doubled slashes resolved, whether it exists yet or not.
canonical() {
    path=$1
    rest=""
    while [ ! -d "$path" ]; do
        rest="/$(basename "$path")$rest"
        path=$(dirname "$path")
    done
    printf '%s%s\n' "$(cd -P "$path" && pwd -P)" "$rest"
}

# Does the folder hold a file only a player's profile has?
holds_profile_files() {
    for name in ledger.sqlite3 ledger-copy.sqlite3 limits.sqlite3 limits-copy.sqlite3 practice.sqlite3 \
                settings.json tables.json; do
        [ -e "$1/$name" ] && return 0
    done
    return 1
}

# The game folder is replaced on every upgrade and removed on uninstall, so it must never be, hold or
# sit inside a profile folder (the user folders, or REDDOG_PROFILE_DIR), nor hold a profile's files.
check_install_dir() {
    dest=$(canonical "$1")
    chosen=${REDDOG_PROFILE_DIR:-}
    case $chosen in *[![:space:]]*) ;; *) chosen="" ;; esac   # a blank REDDOG_PROFILE_DIR is unset, as for the game
    for profile in "$DATA_HOME/reddog-qt" "$CONFIG_HOME/reddog-qt" "$chosen"; do
        case $profile in /*) ;; *) continue ;; esac
        real=$(canonical "$profile")
        case "$dest/" in "$real/"*) fail "$1 is inside the profile folder $profile; choose another REDDOG_INSTALL_DIR" ;; esac
        case "$real/" in "$dest/"*) fail "$1 holds the profile folder $profile; choose another REDDOG_INSTALL_DIR" ;; esac
    done
    if [ -d "$1" ] && holds_profile_files "$1"; then
        fail "$1 holds a player's profile files (a ledger, limit or settings); not touching it"
    fi
}

if [ "${1:-}" = "--check-install-dir" ]; then
    [ $# -eq 2 ] || fail "usage: uninstall.sh --check-install-dir DIR"
    check_install_dir "$2"
    exit 0
fi

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
check_install_dir "$DEST"

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
