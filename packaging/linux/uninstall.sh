#!/bin/sh
# Remove what install.sh put in ~/.local for this user: the link in ~/.local/bin and the files
# it copied from this folder's share/. This folder itself is left; delete it yourself.
set -eu

NAME=yukon-solitaire
HERE=$(cd "$(dirname "$0")" && pwd)
BIN="$HOME/.local/bin"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"

if [ -L "$BIN/$NAME" ]; then
    if [ "$(readlink "$BIN/$NAME")" = "$HERE/$NAME" ]; then
        rm -f "$BIN/$NAME"
    else
        echo "uninstall.sh: left $BIN/$NAME: it links to $(readlink "$BIN/$NAME"), not to this folder" >&2
    fi
fi
(cd "$HERE/share" && find . -type f) | while IFS= read -r file; do
    rm -f "$DATA/${file#./}"
done

if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$DATA/applications" ]; then
    update-desktop-database -q "$DATA/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -d "$DATA/icons/hicolor" ]; then
    gtk-update-icon-cache -q -f -t "$DATA/icons/hicolor" || true
fi
echo "Yukon Solitaire is uninstalled for $(id -un); you may delete $HERE"
