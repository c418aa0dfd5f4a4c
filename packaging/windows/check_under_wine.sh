#!/usr/bin/env bash
# Build the Windows installer with the project's own recipe under Wine, install it in a new Wine
# prefix and check the installed game as a player would use it. Linux only, run as root (it
# installs Debian packages when they are missing). Everything that only Wine needs is done here
# and in check_under_wine.py, never in the shipped recipe or the program.
#
#   packaging/windows/check_under_wine.sh [--screenshots] [--keep] [--skip-build]
#
# Downloads and builds go to $YUKON_WINE_CACHE (default /var/tmp/yukon-windows), outside the
# checkout; a second run reuses the downloads. --screenshots also writes docs/looks/windows/*.png.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
started=$(date +%s.%N)

# 1. Debian packages: Wine (64-bit, and 32-bit for Inno Setup, whose compiler and setups are
# 32-bit programs), MinGW (the stand-in icuuc.dll), an X server and xdotool, ImageMagick for the
# screenshots, Node's npm (Inno Setup's compiler comes from npm), and fonts: the Arabic and Indic
# ones a Windows system has (Wine borrows them from fontconfig). The locales make Wine report
# Turkish and Arabic to the program.
missing="" PACKAGES=""
need() { missing="$missing $1"; PACKAGES="$PACKAGES $2"; }
{ command -v wine >/dev/null && [ -x /usr/lib/wine/wine64 ]; } || need wine "wine wine64"
dpkg -s wine32:i386 >/dev/null 2>&1 || need wine32 wine32:i386
command -v x86_64-w64-mingw32-gcc >/dev/null || need mingw gcc-mingw-w64-x86-64-win32
command -v Xvfb >/dev/null || need Xvfb xvfb
command -v xdotool >/dev/null || need xdotool xdotool
command -v xwininfo >/dev/null || need xwininfo x11-utils
command -v import >/dev/null || need import imagemagick
# nodejs from NodeSource carries its own npm (and conflicts with Debian's npm package).
command -v npm >/dev/null || need npm "nodejs npm"
[ -f /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf ] || need fonts fonts-noto-core
# Wine's own Tahoma (the Windows system font Wine reports) and the Liberation fonts that stand in
# for Arial and Times New Roman; without them the game's words fall back to a serif face.
[ -d /usr/share/wine/fonts ] && ls /usr/share/wine/fonts | grep -qi tahoma || need wine-fonts fonts-wine
[ -d /usr/share/fonts/truetype/liberation ] || need liberation fonts-liberation
command -v locale-gen >/dev/null || need locale-gen locales
for name in tr_TR ar_EG; do
  locale -a 2>/dev/null | grep -qi "^$name.utf-\?8$" || missing="$missing locale:$name"
done
if [ -n "$missing" ]; then
  echo "installing what is missing:$missing"
  if [ "$(id -u)" != 0 ]; then
    echo "check_under_wine: step 'debian packages' failed: run as root to install$missing" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  dpkg --print-foreign-architectures | grep -qx i386 || dpkg --add-architecture i386
  # A mirror in the middle of a sync fails an index now and then: the install is tried again.
  installed=""
  for attempt in 1 2 3; do
    [ -n "$PACKAGES" ] || { installed=yes; break; }
    apt-get update -qq || echo "apt-get update failed (attempt $attempt), trying the install all the same"
    # shellcheck disable=SC2086
    if apt-get install -y -qq --no-install-recommends $PACKAGES >/dev/null; then installed=yes; break; fi
    sleep 10
  done
  if [ -z "$installed" ]; then
    echo "check_under_wine: step 'debian packages' failed: apt-get install" $PACKAGES >&2
    exit 1
  fi
  for name in tr_TR ar_EG; do
    grep -q "^$name.UTF-8 UTF-8" /etc/locale.gen 2>/dev/null || echo "$name.UTF-8 UTF-8" >> /etc/locale.gen
  done
  locale-gen >/dev/null
fi

# 2. The rest is in Python (the standard library only); the Linux game (the checkout's .venv, or
# the checkout itself) gives the winning line of the deal played.
exec python3 "$HERE/check_under_wine.py" --started "$started" "$@"
