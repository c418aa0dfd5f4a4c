#!/bin/sh
# Install Yukon Solitaire for this user, from the folder this script is in (leave the folder
# where it is: the program runs from it). Nothing outside ~/.local is touched and no root is needed:
#   ~/.local/bin/yukon-solitaire                      a link to the program in this folder
#   ~/.local/share/applications/, icons/hicolor/, metainfo/   what desktops read to list the game
# ./uninstall.sh removes exactly these again.
set -eu

NAME=yukon-solitaire
HERE=$(cd "$(dirname "$0")" && pwd)
BIN="$HOME/.local/bin"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"

[ -x "$HERE/$NAME" ] || { echo "install.sh: $HERE/$NAME is missing: unpack the whole archive first" >&2; exit 1; }
if [ -e "$BIN/$NAME" ] && [ ! -L "$BIN/$NAME" ]; then
    echo "install.sh: $BIN/$NAME exists and is not a link; move it away and run install.sh again" >&2
    exit 1
fi

mkdir -p "$BIN"
ln -sfn "$HERE/$NAME" "$BIN/$NAME"
(cd "$HERE/share" && find . -type f) | while IFS= read -r file; do
    file=${file#./}
    mkdir -p "$(dirname "$DATA/$file")"
    case "$file" in
        applications/*.desktop)
            # The full path: ~/.local/bin is not on every session's PATH.
            sed -e "s|^Exec=$NAME\$|Exec=\"$BIN/$NAME\"|" -e "s|^TryExec=$NAME\$|TryExec=$BIN/$NAME|" \
                "$HERE/share/$file" > "$DATA/$file"
            chmod 644 "$DATA/$file" ;;
        *)
            cp "$HERE/share/$file" "$DATA/$file"
            chmod 644 "$DATA/$file" ;;
    esac
done

# Desktops read these caches where they exist; refresh them when the tools are there.
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$DATA/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -f -t "$DATA/icons/hicolor" || true
fi
echo "Yukon Solitaire is installed for $(id -un): find it among your games, or run $BIN/$NAME"
