#!/bin/sh
# Install Red Dog for the current user (no root needed). Run it from the unpacked tarball:
#
#     ./install.sh
#
# Copies the game to $XDG_DATA_HOME/reddog-qt (default ~/.local/share/reddog-qt) and adds
# the menu entry, icons and AppStream metadata under $XDG_DATA_HOME. Running it again
# replaces the previous installation. ./uninstall.sh (also copied next to the game) removes it.
set -eu

APP_ID=io.github.reddogqt.RedDog
HERE=$(cd "$(dirname "$0")" && pwd)
DATA_HOME=${XDG_DATA_HOME:-"$HOME/.local/share"}
case $DATA_HOME in /*) ;; *) echo "install.sh: XDG_DATA_HOME must be an absolute path (got '$DATA_HOME')" >&2; exit 1 ;; esac
DEST=$DATA_HOME/reddog-qt

fail() { echo "install.sh: $*" >&2; exit 1; }

[ -x "$HERE/reddog-qt/reddog-qt" ] || fail "no game bundle at $HERE/reddog-qt/reddog-qt: run me from the unpacked tarball"
[ -f "$HERE/share/applications/$APP_ID.desktop" ] || fail "missing share/applications/$APP_ID.desktop next to me"

# 1. The game itself: a fresh copy (a partial copy never replaces a working one).
mkdir -p "$DATA_HOME"
if [ "$HERE/reddog-qt" != "$DEST" ]; then
    tmp="$DEST.new.$$"
    rm -rf "$tmp"
    cp -R "$HERE/reddog-qt" "$tmp"
    cp "$HERE/uninstall.sh" "$tmp/uninstall.sh"
    : > "$tmp/.reddog-qt-install"          # marks the folder as ours for uninstall.sh
    if [ -e "$DEST" ]; then
        [ -f "$DEST/.reddog-qt-install" ] || [ -x "$DEST/reddog-qt" ] || { rm -rf "$tmp"; fail "$DEST exists and is not a Red Dog installation; not touching it"; }
        rm -rf "$DEST"
    fi
    mv "$tmp" "$DEST"
fi
EXE=$DEST/reddog-qt

# 2. The menu entry, with the absolute path of the game (quoted as the Desktop Entry spec says).
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

# 3. Icons (hicolor theme) and the AppStream metadata.
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

# 4. Tell the desktop (optional tools: never fail without them).
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$DATA_HOME/applications" 2>/dev/null || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATA_HOME/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$DATA_HOME/icons/hicolor" 2>/dev/null || true
fi
touch "$DATA_HOME/icons/hicolor" 2>/dev/null || true

echo "Red Dog is installed in $DEST"
echo "Start it from your applications menu, or run: $EXE"
echo "To remove it: $DEST/uninstall.sh"
