"""Write the .deb's machine-readable copyright file (DEP-5) from what the bundle really holds.

Usage: python3 packaging/deb_copyright.py BUNDLE_FOLDER INSTALLED_AS COPYRIGHT_FILE
  e.g. python3 packaging/deb_copyright.py dist/work/dist/yukon-solitaire usr/lib/yukon-solitaire copyright

The game's own files are GPL-3.0-or-later (the "Files: *" paragraph). Every shared library of the
bundle gets the project and licence that packaging/third_party.py's table gives it (the same table
that writes THIRD-PARTY-NOTICES.txt), with the copyright holders and the Debian short licence name
from HOLDERS below; a project the table knows and HOLDERS does not stops the build, naming it.
The files that are not libraries (PyInstaller's starter program, Python's standard library,
PySide6's Python files and Qt's translations) have their own paragraphs. Each licence named gets a
stand-alone paragraph: where Debian ships the text (/usr/share/common-licenses) it points there,
otherwise it names where the text is published.
"""

from __future__ import annotations

import sys
from pathlib import Path

from third_party import licence_of, shared_libraries

GAME = ("Yukon Solitaire developers", "GPL-3.0+")
# project (as in third_party.LICENCES) -> (copyright holders, DEP-5 licence expression)
HOLDERS: dict[str, tuple[str, str]] = {
    "Python": ("Python Software Foundation", "PSF-2.0"),
    "Python (standard library extension modules)": ("Python Software Foundation", "PSF-2.0"),
    "Shiboken6 (Qt for Python)": ("The Qt Company Ltd.", "LGPL-3.0"),
    "PySide6 (Qt for Python)": ("The Qt Company Ltd.", "LGPL-3.0"),
    "Qt 6 (libraries and plugins)": ("The Qt Company Ltd. and other contributors", "LGPL-3.0"),
    "ICU": ("Unicode, Inc. and others", "Unicode-3.0"),
    "OpenSSL": ("The OpenSSL Project Authors", "Apache-2.0"),
    "FreeType": ("David Turner, Robert Wilhelm, Werner Lemberg and the FreeType authors", "FTL or GPL-2.0+"),
    "libpng": ("Cosmin Truta, Glenn Randers-Pehrson, Andreas Dilger, Guy Eric Schalnat", "Libpng"),
    "zlib": ("Jean-loup Gailly and Mark Adler", "Zlib"),
    "bzip2": ("Julian R Seward", "bzip2-1.0.6"),
    "XZ Utils (liblzma)": ("Lasse Collin and the XZ Utils authors", "0BSD"),
    "Zstandard": ("Meta Platforms, Inc. and affiliates", "BSD-3-clause"),
    "Expat": ("Thai Open Source Software Center Ltd, Clark Cooper and the Expat maintainers", "Expat"),
    "libjpeg-turbo": ("The Independent JPEG Group, D. R. Commander and others", "IJG and BSD-3-clause"),
    "HarfBuzz": ("The HarfBuzz authors", "MIT"),
    "Fontconfig": ("Keith Packard and the Fontconfig authors", "MIT"),
    "GLib": ("The GLib authors", "LGPL-2.1+"),
    "PCRE2": ("University of Cambridge and the PCRE2 authors", "BSD-3-clause"),
    "PCRE": ("University of Cambridge", "BSD-3-clause"),
    "D-Bus": ("Red Hat, Inc. and the D-Bus authors", "AFL-2.1 or GPL-2.0+"),
    "libxcb and XCB utilities": ("Bart Massey, Jamey Sharp, Josh Triplett and the XCB authors", "MIT"),
    "libxkbcommon": ("Daniel Stone, Ran Benita, Intel Corporation and others", "MIT"),
    "X.Org libraries": ("The X.Org Foundation and others", "MIT"),
    "Wayland": ("Kristian Høgsberg, Intel Corporation and others", "MIT"),
    "Graphite2": ("SIL International", "LGPL-2.1+ or MPL-2.0"),
    "Brotli": ("Google Inc.", "MIT"),
    "libffi": ("Anthony Green, Red Hat, Inc. and others", "MIT"),
    "util-linux libuuid": ("The util-linux authors", "BSD-3-clause"),
    "util-linux": ("Karel Zak and the util-linux authors", "LGPL-2.1+"),
    "libselinux": ("The SELinux authors", "public-domain"),
    "SQLite": ("D. Richard Hipp, who dedicated SQLite to the public domain", "public-domain"),
    "mpdecimal": ("Stefan Krah", "BSD-2-clause"),
    "GNU Readline": ("Free Software Foundation, Inc.", "GPL-3.0+"),
    "ncurses": ("Thomas E. Dickey, Free Software Foundation, Inc.", "X11"),
    "GNU dbm": ("Free Software Foundation, Inc.", "GPL-3.0+"),
    "libtirpc / libnsl": ("Sun Microsystems, Inc., Oracle and others", "BSD-3-clause and LGPL-2.1+"),
    "MIT Kerberos": ("Massachusetts Institute of Technology and others", "MIT"),
    "GCC runtime libraries": ("Free Software Foundation, Inc.", "GPL-3.0+ with GCC-Runtime-3.1 exception"),
    "libglvnd": ("NVIDIA Corporation and others", "MIT"),
    "libdrm": ("The libdrm authors", "MIT"),
    "BLAKE2 (libb2)": ("Samuel Neves and the BLAKE2 authors", "CC0-1.0"),
    "GNU OpenMP runtime": ("Free Software Foundation, Inc.", "GPL-3.0+ with GCC-Runtime-3.1 exception"),
    "libbsd / libmd": ("The libbsd and libmd authors", "BSD-3-clause"),
    "systemd libraries": ("The systemd authors", "LGPL-2.1+"),
    "libcap": ("Andrew G. Morgan and others", "BSD-3-clause or GPL-2.0"),
    "libgcrypt / libgpg-error": ("Free Software Foundation, Inc., g10 Code GmbH", "LGPL-2.1+"),
    "LZ4": ("Yann Collet", "BSD-2-clause"),
    "double-conversion": ("The V8 project authors", "BSD-3-clause"),
    "MD4C": ("Martin Mitáš", "MIT"),
    "libxml2": ("Daniel Veillard", "MIT"),
    # Windows only (never in a .deb); listed so that the table and this one stay one to one.
    "Microsoft Visual C++ runtime": ("Microsoft Corporation", "Microsoft-Redistributable"),
    "Microsoft Universal C Runtime": ("Microsoft Corporation", "Microsoft-Redistributable"),
    "Direct3D shader compiler (Microsoft)": ("Microsoft Corporation", "Microsoft-Redistributable"),
    "Mesa (llvmpipe, Qt's software OpenGL)": ("The Mesa authors", "MIT"),
}
# Files of the bundle that are not shared libraries: (pattern under the bundle, holders, licence).
OTHER_FILES = [
    ("yukon-solitaire", "Hartmut Goebel, Giovanni Bajo, David Vierra, David Cortesi, Martin Zibricky and the "
     "PyInstaller authors", "GPL-2.0+ with PyInstaller-bootloader exception"),
    ("_internal/base_library.zip", "Python Software Foundation", "PSF-2.0"),
    ("_internal/PySide6/*", "The Qt Company Ltd. and other contributors", "LGPL-3.0"),
    ("_internal/shiboken6/*", "The Qt Company Ltd.", "LGPL-3.0"),
]
# Debian short name -> the common-licenses file, or where the text is published.
COMMON = {"GPL-2.0": "GPL-2", "GPL-3.0": "GPL-3", "LGPL-2.1": "LGPL-2.1", "LGPL-3.0": "LGPL-3",
          "Apache-2.0": "Apache-2.0", "MPL-2.0": "MPL-2.0", "CC0-1.0": "CC0-1.0"}
PUBLISHED = {
    "PSF-2.0": "https://docs.python.org/3/license.html",
    "Unicode-3.0": "https://www.unicode.org/license.txt",
    "FTL": "https://freetype.org/license.html",
    "Libpng": "http://www.libpng.org/pub/png/src/libpng-LICENSE.txt",
    "Zlib": "https://zlib.net/zlib_license.html",
    "bzip2-1.0.6": "https://sourceware.org/bzip2/",
    "0BSD": "https://spdx.org/licenses/0BSD.html",
    "BSD-2-clause": "https://spdx.org/licenses/BSD-2-Clause.html",
    "BSD-3-clause": "https://spdx.org/licenses/BSD-3-Clause.html",
    "Expat": "https://spdx.org/licenses/MIT.html",
    "MIT": "https://spdx.org/licenses/MIT.html",
    "X11": "https://spdx.org/licenses/X11.html",
    "IJG": "https://spdx.org/licenses/IJG.html",
    "AFL-2.1": "https://spdx.org/licenses/AFL-2.1.html",
    "public-domain": "the project's own statement, linked from THIRD-PARTY-NOTICES.txt",
    "Microsoft-Redistributable": "https://visualstudio.microsoft.com/license-terms/",
}
EXCEPTIONS = {
    "GCC-Runtime-3.1": "https://www.gnu.org/licenses/gcc-exception-3.1.html",
    "PyInstaller-bootloader": "https://github.com/pyinstaller/pyinstaller/blob/develop/COPYING.txt",
}


def licence_names(expression: str) -> list[str]:
    """The licences an expression names ("FTL or GPL-2.0+" -> FTL, GPL-2.0+), exceptions kept."""
    names = expression.replace(" and ", " or ").split(" or ")
    return [name.strip() for name in names]


def licence_paragraph(name: str) -> str:
    base, _, exception = name.partition(" with ")
    plain = base.rstrip("+")
    if plain in COMMON:
        text = [f"On Debian systems the full text of {plain} is in /usr/share/common-licenses/{COMMON[plain]}."]
        if base.endswith("+"):
            text.append("These files may be used under this version or, at your option, any later version.")
    elif plain in PUBLISHED:
        text = [f"Its full text is published at {PUBLISHED[plain]}."]
    else:
        raise ValueError(f"no text known for the licence {name}: add it to packaging/deb_copyright.py")
    if exception:
        exception_name = exception.removesuffix(" exception")
        text.append(f"With the {exception_name} exception: {EXCEPTIONS[exception_name]}.")
    text.append("Which files are under it, and their projects: /usr/share/doc/yukon-solitaire/THIRD-PARTY-NOTICES.txt.")
    return f"License: {name}\n" + "".join(f" {line}\n" for line in text)


def paragraph(files: list[str], holders: str, licence: str) -> str:
    return "Files: " + "\n ".join(files) + f"\nCopyright: {holders}\nLicense: {licence}\n"


def copyright_file(bundle: Path, installed_as: str) -> str:
    """The DEP-5 text; raises ValueError naming what the tables do not know."""
    by_project: dict[tuple[str, str], list[str]] = {}
    unknown = []
    for path in shared_libraries(bundle):
        relative = path.relative_to(bundle).as_posix()
        found = licence_of(relative)
        if found is None or found[0] not in HOLDERS:
            unknown.append(relative if found is None else found[0])
            continue
        by_project.setdefault(HOLDERS[found[0]], []).append(f"{installed_as}/{relative}")
    if unknown:
        raise ValueError("no copyright or licence known for " + ", ".join(sorted(set(unknown)))
                         + ": add it to packaging/third_party.py and packaging/deb_copyright.py")
    paragraphs = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: Yukon Solitaire\n"
        "Upstream-Contact: Yukon Solitaire developers <yukon-solitaire@users.noreply.github.com>\n"
        "Source: https://github.com/yukonsolitaire/yukon-solitaire\n"
        "Comment: The program under /" + installed_as + " is a PyInstaller bundle: Python, Qt,\n"
        " PySide6 and the libraries they load are shipped with the game. The paragraphs\n"
        " below are written at build time from the files the bundle holds.\n",
        paragraph(["*"], GAME[0], GAME[1]),
    ]
    licences = {GAME[1]}
    for pattern, holders, licence in OTHER_FILES:
        paragraphs.append(paragraph([f"{installed_as}/{pattern}"], holders, licence))
        licences.update(licence_names(licence))
    for (holders, licence), files in sorted(by_project.items()):
        paragraphs.append(paragraph(files, holders, licence))
        licences.update(licence_names(licence))
    paragraphs += [licence_paragraph(name) for name in sorted(licences)]
    return "\n".join(paragraphs)


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    try:
        text = copyright_file(Path(argv[0]), argv[1].strip("/"))
    except ValueError as error:
        print(f"deb_copyright.py: {error}", file=sys.stderr)
        return 1
    Path(argv[2]).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
