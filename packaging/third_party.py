"""Write THIRD-PARTY-NOTICES.txt for a built bundle from the shared libraries it really holds.

Usage: python3 packaging/third_party.py BUNDLE_FOLDER NOTICE_FILE

Every shared library under the bundle (Linux ``*.so``/``*.so.N``, Windows ``*.dll``/``*.pyd``,
macOS ``*.dylib``/``*.so`` and the binaries of ``*.framework`` folders) is matched against the
table below and listed under its project and licence. A library the table does not know stops
the build, naming it: a new dependency is looked at and listed before anything ships with it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

# (file name pattern, project, licence, where its licence text is published).
# The first pattern that matches a file's name wins: the specific ones come first.
LICENCES: list[tuple[str, str, str, str]] = [
    (r"^libpython3|^python3\d*\.dll$|^Python$", "Python", "PSF-2.0", "https://docs.python.org/3/license.html"),
    (r"\.cpython-\d+.*\.so$", "Python (standard library extension modules)", "PSF-2.0",
     "https://docs.python.org/3/license.html"),
    (r"^libshiboken6|^shiboken6\.|^Shiboken\.pyd$", "Shiboken6 (Qt for Python)", "LGPL-3.0-only",
     "https://www.gnu.org/licenses/lgpl-3.0.html"),
    (r"^libpyside6|^pyside6\.abi3\.dll$|\.abi3\.so$|^Qt\w+\.pyd$", "PySide6 (Qt for Python)", "LGPL-3.0-only",
     "https://www.gnu.org/licenses/lgpl-3.0.html"),
    (r"^libQt6|^libq\w+\.so$|^Qt6\w+\.dll$|^Qt[A-Z]\w*$", "Qt 6 (libraries and plugins)", "LGPL-3.0-only",
     "https://www.gnu.org/licenses/lgpl-3.0.html"),
    (r"^libicu", "ICU", "Unicode-3.0", "https://github.com/unicode-org/icu/blob/main/LICENSE"),
    (r"^libssl|^libcrypto", "OpenSSL", "Apache-2.0 (3.x) or OpenSSL license (1.x)",
     "https://www.openssl.org/source/license.html"),
    (r"^libfreetype", "FreeType", "FTL or GPL-2.0-or-later", "https://freetype.org/license.html"),
    (r"^libpng", "libpng", "Libpng", "http://www.libpng.org/pub/png/src/libpng-LICENSE.txt"),
    (r"^libz\.", "zlib", "Zlib", "https://zlib.net/zlib_license.html"),
    (r"^libbz2", "bzip2", "bzip2-1.0.6", "https://sourceware.org/bzip2/"),
    (r"^liblzma", "XZ Utils (liblzma)", "0BSD", "https://tukaani.org/xz/"),
    (r"^libzstd", "Zstandard", "BSD-3-Clause", "https://github.com/facebook/zstd/blob/dev/LICENSE"),
    (r"^libexpat", "Expat", "MIT", "https://github.com/libexpat/libexpat/blob/master/COPYING"),
    (r"^libjpeg|^libturbojpeg", "libjpeg-turbo", "IJG and BSD-3-Clause",
     "https://github.com/libjpeg-turbo/libjpeg-turbo/blob/main/LICENSE.md"),
    (r"^libharfbuzz", "HarfBuzz", "MIT", "https://github.com/harfbuzz/harfbuzz/blob/main/COPYING"),
    (r"^libfontconfig", "Fontconfig", "MIT", "https://gitlab.freedesktop.org/fontconfig/fontconfig"),
    (r"^lib(glib|gobject|gio|gmodule|gthread)-2\.0", "GLib", "LGPL-2.1-or-later",
     "https://gitlab.gnome.org/GNOME/glib"),
    (r"^libpcre2", "PCRE2", "BSD-3-Clause", "https://github.com/PCRE2Project/pcre2/blob/master/LICENCE.md"),
    (r"^libpcre\.", "PCRE", "BSD-3-Clause", "https://www.pcre.org/licence.txt"),
    (r"^libdbus-1", "D-Bus", "AFL-2.1 or GPL-2.0-or-later", "https://gitlab.freedesktop.org/dbus/dbus"),
    (r"^libxcb", "libxcb and XCB utilities", "MIT", "https://gitlab.freedesktop.org/xorg/lib/libxcb"),
    (r"^libxkbcommon", "libxkbcommon", "MIT", "https://github.com/xkbcommon/libxkbcommon/blob/master/LICENSE"),
    (r"^libX(11|au|dmcp|ext|render|i|fixes|cursor|randr|rss|inerama|damage|composite|shmfence)",
     "X.Org libraries", "MIT", "https://gitlab.freedesktop.org/xorg/lib"),
    (r"^libwayland", "Wayland", "MIT", "https://gitlab.freedesktop.org/wayland/wayland/-/blob/main/COPYING"),
    (r"^libgraphite2", "Graphite2", "LGPL-2.1-or-later or MPL-2.0", "https://github.com/silnrsi/graphite"),
    (r"^libbrotli", "Brotli", "MIT", "https://github.com/google/brotli/blob/master/LICENSE"),
    (r"^libffi", "libffi", "MIT", "https://github.com/libffi/libffi/blob/master/LICENSE"),
    (r"^libuuid", "util-linux libuuid", "BSD-3-Clause", "https://github.com/util-linux/util-linux"),
    (r"^libmount|^libblkid", "util-linux", "LGPL-2.1-or-later", "https://github.com/util-linux/util-linux"),
    (r"^libselinux", "libselinux", "LicenseRef-SELinux-PD", "https://github.com/SELinuxProject/selinux"),
    (r"^libsqlite3|^sqlite3\.dll$", "SQLite", "blessing (public domain)", "https://www.sqlite.org/copyright.html"),
    (r"^libmpdec", "mpdecimal", "BSD-2-Clause", "https://www.bytereef.org/mpdecimal/"),
    (r"^libreadline|^libhistory", "GNU Readline", "GPL-3.0-or-later", "https://www.gnu.org/licenses/gpl-3.0.html"),
    (r"^libncurses|^libtinfo|^libpanel|^libform|^libmenu", "ncurses", "X11 (MIT)",
     "https://invisible-island.net/ncurses/"),
    (r"^libgdbm", "GNU dbm", "GPL-3.0-or-later", "https://www.gnu.org/software/gdbm/"),
    (r"^libnsl|^libtirpc", "libtirpc / libnsl", "BSD-3-Clause and LGPL-2.1-or-later",
     "https://sourceforge.net/projects/libtirpc/"),
    (r"^libgssapi|^libkrb5|^libk5crypto|^libcom_err|^libkeyutils", "MIT Kerberos", "MIT",
     "https://web.mit.edu/kerberos/krb5-latest/doc/mitK5license.html"),
    (r"^libgcc_s|^libstdc\+\+", "GCC runtime libraries", "GPL-3.0-or-later WITH GCC-exception-3.1",
     "https://www.gnu.org/licenses/gcc-exception-3.1.html"),
    (r"^libEGL|^libGL|^libGLX|^libGLdispatch|^libOpenGL", "libglvnd", "MIT-style",
     "https://gitlab.freedesktop.org/glvnd/libglvnd"),
    (r"^libdrm", "libdrm", "MIT", "https://gitlab.freedesktop.org/mesa/drm"),
    (r"^libb2", "BLAKE2 (libb2)", "CC0-1.0", "https://github.com/BLAKE2/libb2"),
    (r"^libgomp", "GNU OpenMP runtime", "GPL-3.0-or-later WITH GCC-exception-3.1",
     "https://www.gnu.org/licenses/gcc-exception-3.1.html"),
    (r"^libmd\.|^libbsd", "libbsd / libmd", "BSD-3-Clause and others", "https://libbsd.freedesktop.org/"),
    (r"^libsystemd|^libudev", "systemd libraries", "LGPL-2.1-or-later", "https://github.com/systemd/systemd"),
    (r"^libcap\.", "libcap", "BSD-3-Clause or GPL-2.0-only", "https://sites.google.com/site/fullycapable/"),
    (r"^libgcrypt|^libgpg-error", "libgcrypt / libgpg-error", "LGPL-2.1-or-later", "https://gnupg.org/"),
    (r"^liblz4", "LZ4", "BSD-2-Clause", "https://github.com/lz4/lz4/blob/dev/lib/LICENSE"),
    (r"^libdouble-conversion", "double-conversion", "BSD-3-Clause",
     "https://github.com/google/double-conversion/blob/master/LICENSE"),
    (r"^libmd4c", "MD4C", "MIT", "https://github.com/mity/md4c/blob/master/LICENSE.md"),
    (r"^libxml2", "libxml2", "MIT", "https://gitlab.gnome.org/GNOME/libxml2"),
    # Windows: Python's own extension modules, and what Python and Qt bring of Microsoft's and Mesa's.
    (r"\.pyd$", "Python (standard library extension modules)", "PSF-2.0", "https://docs.python.org/3/license.html"),
    (r"(?i)^(vcruntime|msvcp|concrt|vccorlib)\d+(_\w+)?\.dll$", "Microsoft Visual C++ runtime",
     "LicenseRef-Microsoft-Visual-C-Redistributable",
     "https://visualstudio.microsoft.com/license-terms/vs2022-ga-community/"),
    (r"(?i)^(ucrtbase|api-ms-win-[\w-]+)\.dll$", "Microsoft Universal C Runtime",
     "LicenseRef-Microsoft-Windows-SDK-Redistributable", "https://learn.microsoft.com/cpp/windows/universal-crt-deployment"),
    (r"(?i)^d3dcompiler_\d+\.dll$", "Direct3D shader compiler (Microsoft)",
     "LicenseRef-Microsoft-Windows-SDK-Redistributable", "https://learn.microsoft.com/windows/win32/direct3dtools/"),
    (r"(?i)^opengl32sw\.dll$", "Mesa (llvmpipe, Qt's software OpenGL)", "MIT", "https://docs.mesa3d.org/license.html"),
]

QT_PLUGINS = ("Qt 6 (libraries and plugins)", "LGPL-3.0-only", "https://www.gnu.org/licenses/lgpl-3.0.html")
SHARED_LIBRARY = re.compile(r"\.so(\.\d+)*$|\.dylib$|\.dll$|\.pyd$", re.IGNORECASE)
# macOS: a framework's binary has no extension (QtCore.framework/Versions/A/QtCore); PyInstaller
# collects a python.org Python's as Contents/Frameworks/Python.
FRAMEWORK_BINARY = re.compile(r"\.framework/Versions/[^/]+/[^/.]+$|(^|/)Contents/Frameworks/Python$")


def licence_of(relative: str) -> tuple[str, str, str] | None:
    """The project, licence and licence address of a library (its path in the bundle), or None."""
    if "PySide6/Qt/plugins/" in relative or "PySide6/plugins/" in relative:  # (Windows: no Qt/)
        return QT_PLUGINS  # Qt's plugins have names of their own (libxdg-shell.so, qwindows.dll)
    name = relative.rsplit("/", 1)[-1]
    for pattern, project, licence, url in LICENCES:
        if re.search(pattern, name):
            return project, licence, url
    return None


def shared_libraries(bundle: Path) -> list[Path]:
    """Every shared library file in the bundle (symlinks to one are the same library)."""
    return sorted(path for path in bundle.rglob("*")
                  if (SHARED_LIBRARY.search(path.name) or FRAMEWORK_BINARY.search(path.relative_to(bundle).as_posix()))
                  and path.is_file() and not path.is_symlink())


def notice(bundle: Path) -> str:
    """The notice text; raises ValueError naming the libraries the table does not know."""
    projects: dict[tuple[str, str, str], list[str]] = {}
    unknown = []
    for path in shared_libraries(bundle):
        found = licence_of(path.relative_to(bundle).as_posix())
        if found is None:
            unknown.append(str(path.relative_to(bundle)))
        else:
            projects.setdefault(found, []).append(str(path.relative_to(bundle)))
    if unknown:
        raise ValueError("no licence known for " + ", ".join(unknown)
                         + ": add it to LICENCES in packaging/third_party.py")
    lines = [
        "Yukon Solitaire is free software under the GNU General Public License, version 3 or",
        "later (the file LICENSE). This build also carries the following third-party software,",
        "each under its own licence; the files of each are listed under it.",
        "",
    ]
    for (project, licence, url), files in sorted(projects.items()):
        lines += [project, f"  Licence: {licence}", f"  Licence text: {url}", "  Files:"]
        lines += [f"    {file}" for file in files]
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    bundle, target = Path(argv[0]), Path(argv[1])
    try:
        text = notice(bundle)
    except ValueError as error:
        print(f"third_party.py: {error}", file=sys.stderr)
        return 1
    target.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
