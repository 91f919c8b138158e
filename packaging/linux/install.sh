#!/bin/sh
# Install Red Dog for the current user (no root needed). Run it from the unpacked tarball:
#
#     ./install.sh
#
# The game goes to ~/.local/lib/reddog-qt (or $REDDOG_INSTALL_DIR), a `reddog-qt` command to
# ~/.local/bin (or $REDDOG_BIN_DIR), and the menu entry, icons and AppStream metadata under
# $XDG_DATA_HOME (default ~/.local/share). Running it again upgrades the game in place.
#
# The player's profile (bankroll, history, personal limit, PIN, settings) lives in
# $XDG_DATA_HOME/reddog-qt and $XDG_CONFIG_HOME/reddog-qt. The game never goes into those
# folders, and nothing here reads, moves, rewrites or deletes a file of the profile.
# Red Dog 1.0's install.sh put the game inside $XDG_DATA_HOME/reddog-qt, beside the profile:
# installing this version takes exactly the files 1.0 put there out again and leaves the rest.
set -eu

APP_ID=io.github.reddogqt.RedDog
MARKER=.reddog-qt-install
HERE=$(cd "$(dirname "$0")" && pwd)

fail() { echo "install.sh: $*" >&2; exit 1; }
absolute() { case $2 in /*) ;; *) fail "$1 must be an absolute path (got '$2')" ;; esac; }

[ -n "${HOME:-}" ] || fail "HOME is not set"
DATA_HOME=${XDG_DATA_HOME:-"$HOME/.local/share"}
CONFIG_HOME=${XDG_CONFIG_HOME:-"$HOME/.config"}
DEST=${REDDOG_INSTALL_DIR:-"$HOME/.local/lib/reddog-qt"}
BIN_DIR=${REDDOG_BIN_DIR:-"$HOME/.local/bin"}
absolute XDG_DATA_HOME "$DATA_HOME"
absolute XDG_CONFIG_HOME "$CONFIG_HOME"
absolute REDDOG_INSTALL_DIR "$DEST"
absolute REDDOG_BIN_DIR "$BIN_DIR"
DEST=${DEST%/}

[ -x "$HERE/reddog-qt/reddog-qt" ] || fail "no game bundle at $HERE/reddog-qt/reddog-qt: run me from the unpacked tarball"
[ -f "$HERE/share/applications/$APP_ID.desktop" ] || fail "missing share/applications/$APP_ID.desktop next to me"
[ -f "$HERE/uninstall.sh" ] || fail "missing uninstall.sh next to me"

# The game folder is replaced on every upgrade, so it must never be, hold or sit inside a profile
# folder, nor hold a profile's files: uninstall.sh keeps that one rule for both scripts.
sh "$HERE/uninstall.sh" --check-install-dir "$DEST" || exit 1

# 1. The game itself: a complete fresh copy is moved into place, so a partial copy never replaces a
#    working one; only a folder this script made (it carries the marker) is ever replaced.
if [ -e "$DEST" ] && [ ! -f "$DEST/$MARKER" ]; then
    fail "$DEST exists and is not a Red Dog installation; not touching it"
fi
if [ "$HERE/reddog-qt" != "$DEST" ]; then
    mkdir -p "$(dirname "$DEST")"
    tmp="$DEST.new.$$"
    old="$DEST.old.$$"
    trap 'rm -rf "$tmp"' EXIT
    rm -rf "$tmp"
    cp -R "$HERE/reddog-qt" "$tmp"
    cp "$HERE/uninstall.sh" "$tmp/uninstall.sh"
    : > "$tmp/$MARKER"
    if [ -e "$DEST" ]; then
        mv "$DEST" "$old"
        mv "$tmp" "$DEST"
        rm -rf "$old"
    else
        mv "$tmp" "$DEST"
    fi
    trap - EXIT
fi
EXE=$DEST/reddog-qt

# 2. The `reddog-qt` command: a link to the game, unless that name is already someone else's.
mkdir -p "$BIN_DIR"
if [ -L "$BIN_DIR/reddog-qt" ] || [ ! -e "$BIN_DIR/reddog-qt" ]; then
    ln -sfn "$EXE" "$BIN_DIR/reddog-qt"
else
    echo "install.sh: $BIN_DIR/reddog-qt exists and is not a link; left as it is" >&2
fi

# 3. The menu entry, with the absolute path of the game (quoted as the Desktop Entry spec says).
# In a quoted Exec argument \ " ` $ are backslash-escaped, and the string escape doubles each backslash.
escaped=$(printf '%s' "$EXE" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g' -e 's/%/%%/g')
mkdir -p "$DATA_HOME/applications"
while IFS= read -r line || [ -n "$line" ]; do
    case $line in
        Exec=*) printf 'Exec="%s"\n' "$escaped" ;;
        TryExec=*) printf 'TryExec=%s\n' "$(printf '%s' "$EXE" | sed 's/\\/\\\\/g')" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$HERE/share/applications/$APP_ID.desktop" > "$DATA_HOME/applications/$APP_ID.desktop.tmp"
mv "$DATA_HOME/applications/$APP_ID.desktop.tmp" "$DATA_HOME/applications/$APP_ID.desktop"

# 4. Icons (hicolor theme) and the AppStream metadata.
for icon in "$HERE"/share/icons/hicolor/*/apps/"$APP_ID".*; do
    [ -f "$icon" ] || continue
    size_dir=$(basename "$(dirname "$(dirname "$icon")")")
    mkdir -p "$DATA_HOME/icons/hicolor/$size_dir/apps"
    cp "$icon" "$DATA_HOME/icons/hicolor/$size_dir/apps/"
done
if [ -f "$HERE/share/metainfo/$APP_ID.metainfo.xml" ]; then
    mkdir -p "$DATA_HOME/metainfo"
    cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$DATA_HOME/metainfo/"
fi

# 5. Red Dog 1.0's game files inside the profile folder: now that the new game is in place, take
#    out exactly what 1.0 put there (uninstall.sh knows the list); the profile's files stay.
sh "$DEST/uninstall.sh" --old-layout-only

# 6. Tell the desktop (optional tools: never fail without them).
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$DATA_HOME/applications" 2>/dev/null || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATA_HOME/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$DATA_HOME/icons/hicolor" 2>/dev/null || true
fi
touch "$DATA_HOME/icons/hicolor" 2>/dev/null || true

echo "Red Dog is installed in $DEST"
echo "Start it from your applications menu, or run: $EXE"
echo "To remove it: $DEST/uninstall.sh (your bankroll, history and settings are kept)"
