#!/usr/bin/env bash
# Pack the PyInstaller app bundle into a compressed disk image (macOS, hdiutil).
# Usage: packaging/macos/make_dmg.sh [DIST]   (DIST defaults to dist/ in the checkout)
# Expects DIST/Yukon Solitaire.app from `pyinstaller packaging/yukon-solitaire.spec`;
# writes DIST/yukon-solitaire-VERSION-macos-ARCH.dmg holding the app and a link to /Applications.
# PYTHON names the build's own interpreter (the one PyInstaller ran with); default: python3 on the PATH.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
DIST=$(cd "${1:-$ROOT/dist}" && pwd)
APP="$DIST/Yukon Solitaire.app"
PYTHON=${PYTHON:-python3}
command -v "$PYTHON" >/dev/null || { echo "make_dmg.sh: no Python at PYTHON=$PYTHON" >&2; exit 1; }
VERSION=$("$PYTHON" "$ROOT/packaging/project_version.py")
DMG="$DIST/yukon-solitaire-$VERSION-macos-$(uname -m).dmg"

[ -d "$APP" ] || { echo "make_dmg.sh: $APP is missing; run PyInstaller first" >&2; exit 1; }
PLIST_VERSION=$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$APP/Contents/Info.plist")
[ "$PLIST_VERSION" = "$VERSION" ] || { echo "make_dmg.sh: the app is $PLIST_VERSION, the checkout $VERSION" >&2; exit 1; }

STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
# hdiutil create fails now and then on CI runners ("Resource busy"): try a few times, then give up loudly.
ATTEMPTS=5
for attempt in $(seq 1 "$ATTEMPTS"); do
  if hdiutil create -volname "Yukon Solitaire $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"; then
    break
  fi
  if [ "$attempt" -eq "$ATTEMPTS" ]; then
    echo "make_dmg.sh: hdiutil create failed $ATTEMPTS times" >&2
    exit 1
  fi
  echo "make_dmg.sh: hdiutil create failed (attempt $attempt of $ATTEMPTS); trying again" >&2
  rm -f "$DMG"
  sleep $((attempt * 5))
done
hdiutil verify "$DMG"
echo "$DMG"
