#!/usr/bin/env bash
# Build the Linux packages of Yukon Solitaire from this checkout:
#   OUT/yukon-solitaire-VERSION-linux-ARCH/          the self-contained folder (run ./yukon-solitaire)
#   OUT/yukon-solitaire-VERSION-linux-ARCH.tar.gz    the same folder, packed
#   OUT/yukon-solitaire_VERSION_DEBARCH.deb          installs to /usr/lib/yukon-solitaire, links /usr/bin/yukon-solitaire
#
# Usage: packaging/build_linux.sh [OUT]   (OUT defaults to dist/ in the checkout)
# Needs a Python 3.11+ with PySide6 and PyInstaller (choose it with PYTHON=...), pip, tar, ldd, patchelf and dpkg-deb;
# dpkg-shlibdeps (dpkg-dev) for the .deb's Depends.
# The checkout is only read: the package is installed into OUT/work/site and analysed there.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=$(realpath -m "${1:-$ROOT/dist}")
PYTHON=${PYTHON:-python3}
APP_ID=io.github.yukonsolitaire.YukonSolitaire
NAME=yukon-solitaire
VERSION=$("$PYTHON" "$ROOT/packaging/project_version.py")
ARCH=$(uname -m)
FOLDER="$NAME-$VERSION-linux-$ARCH"
WORK="$OUT/work"
# Left out of the .deb only (see there): zlib, bzip2, expat, libpng, FreeType.
SYSTEM_COPIES="libz.so.1 libbz2.so.1.0 libexpat.so.1 libpng16.so.16 libfreetype.so.6"

command -v dpkg-deb >/dev/null || { echo "build_linux.sh: dpkg-deb is needed for the .deb" >&2; exit 1; }
command -v patchelf >/dev/null || { echo "build_linux.sh: patchelf is needed (apt-get install patchelf)" >&2; exit 1; }
"$PYTHON" -c "import PyInstaller, PySide6" || { echo "build_linux.sh: $PYTHON needs PySide6 and PyInstaller" >&2; exit 1; }

rm -rf "$WORK" "$OUT/$FOLDER" "$OUT/$FOLDER.tar.gz"
mkdir -p "$WORK/src"

echo "== install $NAME $VERSION into $WORK/site"
# Copy the sources first so that building the wheel leaves nothing in the checkout.
cp -r "$ROOT/pyproject.toml" "$ROOT/setup.py" "$ROOT/README.md" "$ROOT/yukon_qt" "$ROOT/resources" "$ROOT/translations" "$WORK/src/"
find "$WORK/src" -name __pycache__ -prune -exec rm -rf {} +
"$PYTHON" -m pip install --quiet --disable-pip-version-check --no-deps --no-compile --target "$WORK/site" "$WORK/src"
# pip records where it installed from (direct_url.json, a path on this machine); players' copies
# must not carry the build machine's folders, so the file goes, and its line in RECORD with it.
find "$WORK/site" -path '*.dist-info/direct_url.json' -delete
sed -i '/\.dist-info\/direct_url\.json,/d' "$WORK/site"/*.dist-info/RECORD

echo "== PyInstaller"
(cd "$WORK" && PYTHONPATH="$WORK/site" "$PYTHON" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$WORK/dist" --workpath "$WORK/build" "$ROOT/packaging/yukon-solitaire.spec")

echo "== library search paths of the build machine"
# Python built on the build machine records its own lib folder as RUNPATH in libpython and its
# extension modules: on a player's machine that folder is someone else's (or an attacker's), so
# every RUNPATH that is not relative to the bundle ($ORIGIN) is removed; the bundle's libraries are
# found without it. And shared libraries need no execute permission.
find "$WORK/dist/$NAME" -type f -name '*.so*' | while read -r library; do
    chmod a-x "$library"
    runpath=$(patchelf --print-rpath "$library" 2>/dev/null || true)
    if [ -n "$runpath" ] && [[ "$runpath" != '$ORIGIN'* ]]; then
        patchelf --remove-rpath "$library"
    fi
done

echo "== libraries of Qt's platform plugins"
# PyInstaller only warns about a library it cannot find; without it the program cannot open a window.
"$PYTHON" "$ROOT/packaging/check_libraries.py" "$WORK/dist/$NAME/_internal/PySide6/Qt/plugins/platforms" \
    --library-path "$WORK/dist/$NAME/_internal"

echo "== licences"
# The game's licence and a notice of every third-party library the bundle really holds, next to
# the program (the About box links to both); a library without a known licence stops the build.
install -m644 "$ROOT/LICENSE" "$WORK/dist/$NAME/LICENSE"
"$PYTHON" "$ROOT/packaging/third_party.py" "$WORK/dist/$NAME" "$WORK/dist/$NAME/THIRD-PARTY-NOTICES.txt"

echo "== icons, desktop file, metainfo"
"$PYTHON" "$ROOT/packaging/make_icons.py" "$WORK/icons"
# share/ as desktops expect it under /usr or /usr/local (also shipped inside the folder build).
SHARE="$WORK/share"
install -Dm644 "$ROOT/packaging/linux/$APP_ID.desktop" "$SHARE/applications/$APP_ID.desktop"
install -Dm644 "$ROOT/packaging/linux/$APP_ID.metainfo.xml" "$SHARE/metainfo/$APP_ID.metainfo.xml"
mkdir -p "$SHARE/icons"
cp -r "$WORK/icons/hicolor" "$SHARE/icons/"

echo "== folder and .tar.gz"
cp -a "$WORK/dist/$NAME" "$OUT/$FOLDER"
cp -r "$SHARE" "$OUT/$FOLDER/share"
install -m755 "$ROOT/packaging/linux/install.sh" "$ROOT/packaging/linux/uninstall.sh" "$OUT/$FOLDER/"
tar -C "$OUT" -czf "$OUT/$FOLDER.tar.gz" "$FOLDER"

echo "== .deb"
DEB_ARCH=$(dpkg-deb --version >/dev/null && dpkg --print-architecture)
DEB="$OUT/${NAME}_${VERSION}_${DEB_ARCH}.deb"
STAGE="$WORK/deb"
LIB="usr/lib/$NAME"
DOC="$STAGE/usr/share/doc/$NAME"
mkdir -p "$STAGE/DEBIAN" "$STAGE/usr/lib" "$STAGE/usr/bin"
cp -a "$WORK/dist/$NAME" "$STAGE/$LIB"
# Links relative within /usr, as Debian's policy asks: /usr/bin for everyone's PATH, /usr/games
# where Debian puts a game's program.
mkdir -p "$STAGE/usr/games"
ln -s "../lib/$NAME/$NAME" "$STAGE/usr/bin/$NAME"
ln -s "../lib/$NAME/$NAME" "$STAGE/usr/games/$NAME"
# Libraries every Debian desktop has: the .deb uses the system's copy, kept up to date by Debian's
# security updates, instead of carrying its own (dpkg-shlibdeps then names their packages).
for library in $SYSTEM_COPIES; do
    rm "$STAGE/$LIB/_internal/$library"
done
"$PYTHON" "$ROOT/packaging/third_party.py" "$STAGE/$LIB" "$STAGE/$LIB/THIRD-PARTY-NOTICES.txt"
cp -r "$SHARE" "$STAGE/usr/share"
install -Dm644 "$ROOT/packaging/linux/$NAME.6" "$STAGE/usr/share/man/man6/$NAME.6"
gzip -9n "$STAGE/usr/share/man/man6/$NAME.6"
# Debian's doc folder: a machine-readable copyright file written from the files the bundle holds
# (the same table as the notice), the changelog from the metainfo's release notes, the notice.
mkdir -p "$DOC"
"$PYTHON" "$ROOT/packaging/deb_copyright.py" "$STAGE/$LIB" "$LIB" "$DOC/copyright"
"$PYTHON" "$ROOT/packaging/deb_changelog.py" "$ROOT/packaging/linux/$APP_ID.metainfo.xml" \
    "$ROOT/packaging/linux/control.in" "$VERSION" "$DOC/changelog"
gzip -9n "$DOC/changelog"
install -m644 "$STAGE/$LIB/THIRD-PARTY-NOTICES.txt" "$DOC/"
# What lintian still says of a PyInstaller bundle, each with the reason it is so.
install -Dm644 "$ROOT/packaging/linux/lintian-overrides" "$STAGE/usr/share/lintian/overrides/$NAME"
chmod -R u+rwX,go+rX,go-w "$STAGE"
# Depends: what the bundle links against and does not carry, found by dpkg-shlibdeps (dpkg-dev);
# without it, a fixed list with the glibc of the newest symbol version the bundle uses (objdump).
if command -v dpkg-shlibdeps >/dev/null; then
    DEPENDS=$("$PYTHON" "$ROOT/packaging/deb_depends.py" "$STAGE/$LIB")
else
    echo "build_linux.sh: dpkg-shlibdeps not found (install dpkg-dev): the .deb gets a fixed Depends list" >&2
    GLIBC=$({ find "$STAGE/$LIB" -type f \( -name '*.so*' -o -name "$NAME" \) -exec objdump -T {} + 2>/dev/null || true; } \
        | grep -oE 'GLIBC_[0-9]+\.[0-9]+' | sed 's/GLIBC_//' | sort -V | tail -n1)
    [ -n "$GLIBC" ] || { echo "build_linux.sh: cannot tell which glibc the bundle needs (objdump missing?)" >&2; exit 1; }
    DEPENDS="libc6 (>= $GLIBC), libgl1, libegl1, libxcb1, libwayland-client0, libwayland-cursor0, libwayland-egl1"
    DEPENDS="$DEPENDS, zlib1g, libbz2-1.0, libexpat1, libpng16-16, libfreetype6, fontconfig-config, xkb-data"
fi
sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$DEB_ARCH/" -e "s/@DEPENDS@/$DEPENDS/" \
    -e "s/@SIZE@/$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)/" \
    "$ROOT/packaging/linux/control.in" > "$STAGE/DEBIAN/control"
(cd "$STAGE" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum) > "$STAGE/DEBIAN/md5sums"
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null

echo "== built"
du -sh "$OUT/$FOLDER" "$OUT/$FOLDER.tar.gz" "$DEB"
