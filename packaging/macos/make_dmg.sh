#!/usr/bin/env bash
# Pack the PyInstaller app bundle into a compressed disk image (macOS, hdiutil).
# Usage: packaging/macos/make_dmg.sh [DIST]   (DIST defaults to dist/ in the checkout)
# Expects DIST/Yukon Solitaire.app from `pyinstaller packaging/yukon-solitaire.spec`;
# writes DIST/yukon-solitaire-VERSION-macos-ARCH.dmg holding the app and a link to /Applications.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
DIST=$(cd "${1:-$ROOT/dist}" && pwd)
APP="$DIST/Yukon Solitaire.app"
VERSION=$(python3 "$ROOT/packaging/project_version.py")
DMG="$DIST/yukon-solitaire-$VERSION-macos-$(uname -m).dmg"

[ -d "$APP" ] || { echo "make_dmg.sh: $APP is missing; run PyInstaller first" >&2; exit 1; }
PLIST_VERSION=$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$APP/Contents/Info.plist")
[ "$PLIST_VERSION" = "$VERSION" ] || { echo "make_dmg.sh: the app is $PLIST_VERSION, the checkout $VERSION" >&2; exit 1; }

STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
hdiutil create -volname "Yukon Solitaire $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
hdiutil verify "$DMG"
echo "$DMG"
