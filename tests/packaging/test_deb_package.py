"""The .deb: its control fields, its files unpacked as dpkg would, and lintian's verdict.

Built once with the other packages (the session fixture ``out`` of conftest.py).
"""

from __future__ import annotations

import configparser
import gzip
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest
from bundle_build import (
    APP_ID,
    FOLDER,
    HICOLOR_SIZES,
    LANGUAGES,
    LINUX_ONLY,
    NAME,
    NOTICE,
    ROOT,
    VERSION,
    png_size,
    run,
    validator,
)

pytestmark = [pytest.mark.slow, LINUX_ONLY]


def test_deb_carries_the_licences(out, deb_root):
    program_folder = deb_root / "usr" / "lib" / NAME
    doc = deb_root / "usr" / "share" / "doc" / NAME
    # Beside the program, for its About box; the notice also in the doc folder, naming exactly
    # the libraries the .deb holds (not those it leaves to the system).
    assert (program_folder / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert (doc / NOTICE).read_bytes() == (program_folder / NOTICE).read_bytes()
    listed = set(re.findall(r"^    (\S+)$", (doc / NOTICE).read_text(encoding="utf-8"), re.MULTILINE))
    assert listed == {p.relative_to(program_folder).as_posix() for p in program_folder.rglob("*")
                      if re.search(r"\.so(\.\d+)*$", p.name) and p.is_file() and not p.is_symlink()}


def test_deb_copyright_is_machine_readable_and_covers_every_library(deb_root):
    text = (deb_root / "usr" / "share" / "doc" / NAME / "copyright").read_text(encoding="utf-8")
    paragraphs = [dict(re.findall(r"^(\S+): (.*(?:\n .*)*)", block, re.MULTILINE)) for block in text.split("\n\n")]
    assert paragraphs[0]["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    files = {}
    for paragraph in paragraphs[1:]:
        for pattern in paragraph.get("Files", "").split():
            files[pattern] = paragraph["License"]
    assert files["*"] == "GPL-3.0+"
    licensed = {name for name in files if not name.endswith("*")}
    libraries = {p.relative_to(deb_root).as_posix() for p in (deb_root / "usr" / "lib" / NAME).rglob("*")
                 if re.search(r"\.so(\.\d+)*$", p.name) and p.is_file() and not p.is_symlink()}
    assert libraries - licensed == set(), "libraries of the .deb the copyright file does not name"
    assert files[f"usr/lib/{NAME}/_internal/PySide6/Qt/lib/libQt6Core.so.6"] == "LGPL-3.0"
    assert next(v for k, v in files.items() if "libpython3" in k) == "PSF-2.0"
    defined = {p["License"].split("\n")[0] for p in paragraphs if "Files" not in p and "License" in p}
    used = {name.strip() for licence in files.values() for name in re.split(r" or | and ", licence)}
    assert used <= defined, f"licences without a stand-alone paragraph: {used - defined}"


def test_deb_changelog_and_manual(deb_root):
    doc = deb_root / "usr" / "share" / "doc" / NAME
    changelog = gzip.decompress((doc / "changelog.gz").read_bytes()).decode("utf-8")
    assert changelog.startswith(f"{NAME} ({VERSION}) unstable; urgency=medium\n\n  * ")
    assert re.search(r"^ -- .+ <.+@.+>  \w{3}, \d{2} \w{3} \d{4} ", changelog, re.MULTILINE)
    manual = gzip.decompress((deb_root / "usr" / "share" / "man" / "man6" / f"{NAME}.6.gz").read_bytes())
    assert manual.startswith(b".TH YUKON-SOLITAIRE 6")


def test_lintian_finds_no_error_nor_warning(out):
    lintian = shutil.which("lintian")
    assert lintian, "lintian is needed to check the .deb (Debian: apt-get install lintian)"
    deb = next(out.glob(f"{NAME}_{VERSION}_*.deb"))
    # What stays is listed with its reason in /usr/share/lintian/overrides/yukon-solitaire.
    result = subprocess.run([lintian, "--no-cfg", "--fail-on", "error,warning", str(deb)],
                            capture_output=True, text=True, timeout=300)
    hints = [line for line in result.stdout.splitlines() if re.match(r"[EW]: ", line)]
    assert result.returncode == 0 and hints == [], result.stdout + result.stderr


def test_deb_control(out):
    deb = next(out.glob(f"{NAME}_{VERSION}_*.deb"))
    fields = subprocess.run(["dpkg-deb", "-f", str(deb), "Package", "Version", "Section", "Depends"],
                            capture_output=True, text=True, check=True).stdout
    assert f"Package: {NAME}\n" in fields and f"Version: {VERSION}\n" in fields and "Section: games" in fields
    depends = re.search(r"^Depends: (.*)$", fields, re.MULTILINE)[1].split(", ")
    # What the bundle links against and does not carry (glibc at the version its symbols need,
    # OpenGL, xcb), and the keyboard maps libxkbcommon reads, which nothing links against.
    assert "xkb-data" in depends and "fontconfig-config" in depends
    assert any(re.fullmatch(r"libc6 \(>= 2\.\d+\)", item) for item in depends), depends
    for package in ("libgl1", "libxcb1"):
        assert any(item.split()[0] == package for item in depends), depends
    if shutil.which("dpkg-shlibdeps"):  # computed: none of the libraries the bundle carries itself
        assert not [item for item in depends if re.match(r"libqt6|libicu|libxkbcommon0|libxcb-cursor0", item)]
    # zlib, bzip2, expat, libpng and FreeType are the system's (lintian: embedded-library).
    for package in ("zlib1g", "libbz2-1.0", "libexpat1", "libfreetype6"):
        assert any(item.split()[0] == package for item in depends), depends
    suggests = subprocess.run(["dpkg-deb", "-f", str(deb), "Suggests"], capture_output=True, text=True).stdout
    assert suggests.split() == ["kdegames-card-data-kf5"]  # the KDE card decks the game can use


def test_deb_leaves_the_common_libraries_to_the_system(out, deb_root, tmp_path):
    internal = deb_root / "usr" / "lib" / NAME / "_internal"
    for name in ("libz.so.1", "libbz2.so.1.0", "libexpat.so.1", "libpng16.so.16", "libfreetype.so.6"):
        assert (out / FOLDER / "_internal" / name).is_file() and not (internal / name).exists(), name
    # With the system's copies (FreeType draws the game bar's text), the program still paints the table.
    target = tmp_path / "table.png"
    result = run(deb_root / "usr" / "lib" / NAME / NAME, "screenshot", "YU1-C-AAAAAAB", str(target), "--size",
                 "640x400", tmp_path=tmp_path)
    assert result.returncode == 0 and png_size(target) == (640, 400), result.stderr
    mapped = subprocess.run(["ldd", str(internal / "libfontconfig.so.1")], capture_output=True, text=True).stdout
    assert re.search(r"libfreetype\.so\.6 => /(usr/)?lib/", mapped), mapped  # the system's, found by the loader


def test_deb_installs_to_usr_lib_with_links_in_usr_bin_and_usr_games(deb_root, tmp_path):
    installed = deb_root / "usr" / "lib" / NAME / NAME
    assert installed.is_file() and os.access(installed, os.X_OK)
    assert not (deb_root / "opt").exists()
    for folder in ("bin", "games"):
        link = deb_root / "usr" / folder / NAME
        assert link.is_symlink() and os.readlink(link) == f"../lib/{NAME}/{NAME}"
        assert link.resolve() == installed.resolve()
    # Started through a link, as /usr/bin/yukon-solitaire is, the program still finds its files.
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / NAME).symlink_to(installed)
    result = run(tmp_path / "bin" / NAME, "--version", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [NAME, VERSION, "(solver:", "compiled)"]


def test_desktop_file(deb_root):
    path = deb_root / "usr" / "share" / "applications" / f"{APP_ID}.desktop"
    assert path.is_file()
    result = subprocess.run([validator("desktop-file-validate"), str(path)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(path, encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Exec"] == NAME and (deb_root / "usr" / "bin" / desktop["Exec"]).is_symlink()
    assert desktop["Icon"] == APP_ID
    assert desktop["StartupWMClass"] == NAME  # the window's X11 class, so docks match it to the entry
    assert desktop["Categories"].split(";")[:2] == ["Game", "CardGame"]
    for lang in LANGUAGES:
        assert desktop[f"Name[{lang}]"] and desktop[f"Comment[{lang}]"]


def test_metainfo(deb_root):
    path = deb_root / "usr" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    assert path.is_file()
    result = subprocess.run([validator("appstreamcli"), "validate", "--no-net", str(path)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    component = ET.parse(path).getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    assert component.findtext("id") == APP_ID
    assert component.find("launchable").text == f"{APP_ID}.desktop"
    assert (deb_root / "usr" / "share" / "applications" / f"{APP_ID}.desktop").is_file()
    assert component.find("releases/release").get("version") == VERSION
    assert component.find("content_rating").get("type").startswith("oars-")
    for tag in ("name", "summary"):
        translated = {element.get(lang) for element in component.findall(tag)}
        assert translated == {None, *LANGUAGES}, f"{tag} translations: {translated}"
    images = [element.text for element in component.findall("screenshots/screenshot/image")]
    assert images
    for url in images:
        # The screenshots are served from the repository: each must be a file in this checkout.
        relative = re.sub(r"^https://raw\.githubusercontent\.com/[^/]+/[^/]+/[^/]+/", "", url)
        assert relative != url and (ROOT / relative).is_file(), f"{url} is not a file of the repository"


def test_icons_where_desktops_look(deb_root):
    hicolor = deb_root / "usr" / "share" / "icons" / "hicolor"
    for size in HICOLOR_SIZES:
        icon = hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert icon.is_file(), f"no {size}px icon"
        assert png_size(icon) == (size, size)
    assert (hicolor / "scalable" / "apps" / f"{APP_ID}.svg").read_bytes() == (
        ROOT / "resources" / "icons" / "yukon-solitaire.svg"
    ).read_bytes()
