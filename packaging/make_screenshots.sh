#!/usr/bin/env bash
# Take the metainfo's screenshots of the real game, one per main view: the table, the New game
# dialog, Statistics and Preferences, each the whole game window at 1152x720 (what the game opens
# at on a 1280x800 screen), with any dialog over it. Writes docs/screenshots/*.png.
#
# Usage: packaging/make_screenshots.sh [DISPLAY_NUMBER]   (default 93)
# Needs Xvfb, xdotool, xwininfo (x11-utils), import (imagemagick), pngquant and optipng; PYTHON defaults to
# the checkout's .venv. The statistics shown are made up for the picture, in a temporary folder.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
NUMBER=${1:-93}
SHOTS="$ROOT/docs/screenshots"
for tool in Xvfb xdotool xwininfo import pngquant optipng; do
    command -v "$tool" >/dev/null || { echo "make_screenshots.sh: $tool is needed" >&2; exit 1; }
done
SCRATCH=$(mktemp -d)
# English, with the dates as an English-speaking player sees them (Qt reads LANG by itself).
unset LC_ALL LC_MESSAGES LANGUAGE
export DISPLAY=":$NUMBER" YUKON_DATA_DIR="$SCRATCH/data" QT_QPA_PLATFORM=xcb LANG=en_US.UTF-8
Xvfb "$DISPLAY" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
SERVER=$!
trap '[ -z "${GAME:-}" ] || kill "$GAME" 2>/dev/null; kill "$SERVER" 2>/dev/null; rm -rf "$SCRATCH"' EXIT
sleep 1

# A month of games for the Statistics view: wins and losses of both rules (the same as the
# screenshots in other languages have, packaging/make_language_shots.py).
"$PYTHON" -c "import sys; sys.path.insert(0, sys.argv[1]); from make_language_shots import fill_statistics; fill_statistics()" \
    "$ROOT/packaging"

"$PYTHON" -m yukon_qt --code YU1-C-AAAAAAB --quit-after 120000 &
GAME=$!
window() {  # the id of the first visible window whose name matches $1, waiting for it
    for _ in $(seq 100); do
        found=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -n1 || true)
        [ -n "$found" ] && { echo "$found"; return; }
        sleep 0.1
    done
    echo "make_screenshots.sh: no window named $1" >&2
    exit 1
}
MAIN=$(window '^Yukon Solitaire$')
GEOMETRY=$(xwininfo -id "$MAIN" | awk '/Absolute upper-left X/ {x=$4} /Absolute upper-left Y/ {y=$4}
    /Width:/ {w=$2} /Height:/ {h=$2} END {printf "%dx%d+%d+%d", w, h, x, y}')
shot() {  # the whole game window, with whatever dialog is over it
    sleep 1.5
    import -window root -crop "$GEOMETRY" +repage "$SHOTS/$1.png"
    # 256 colours look the same here (flat felt, cards, text) at a third of the size.
    pngquant --force --skip-if-larger --quality 85-100 --strip --output "$SHOTS/$1.png" "$SHOTS/$1.png"
    optipng -quiet -o5 -strip all "$SHOTS/$1.png"
}
mkdir -p "$SHOTS"
# No window manager gives the window the keyboard: take it, then type as a player (XTEST).
xdotool windowfocus --sync "$MAIN"
shot table
xdotool windowfocus --sync "$MAIN" key ctrl+n
window '^New game' >/dev/null
shot new-game
xdotool key Escape
sleep 0.5
xdotool windowfocus --sync "$MAIN" key F4
window '^Statistics' >/dev/null
shot statistics
xdotool key Escape
sleep 0.5
xdotool windowfocus --sync "$MAIN" key ctrl+comma
window '^Preferences' >/dev/null
shot preferences
xdotool key Escape
echo "written: $(cd "$SHOTS" && ls -s --block-size=K ./*.png | tr '\n' ' ')"
