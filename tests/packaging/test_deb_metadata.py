"""The .deb's copyright file and changelog, written from small made-up bundles and release notes."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
sys.path.insert(0, str(PACKAGING))

from bundle_build import fake_bundle  # noqa: E402

import deb_copyright  # noqa: E402  (the build runs it as a script from packaging/)
import third_party  # noqa: E402


def write(script: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(PACKAGING / script), *args], capture_output=True, text=True)


def test_every_project_of_the_notice_table_has_holders_and_a_licence_text():
    projects = {project for _, project, _, _ in third_party.LICENCES} | {third_party.QT_PLUGINS[0]}
    assert projects - set(deb_copyright.HOLDERS) == set()
    for _, licence in deb_copyright.HOLDERS.values():
        for name in deb_copyright.licence_names(licence):
            assert deb_copyright.licence_paragraph(name).startswith(f"License: {name}\n ")


def test_copyright_names_each_library_under_its_licence(tmp_path):
    folder = fake_bundle(tmp_path, "yukon-solitaire", "_internal/libQt6Core.so.6", "_internal/libz.so.1",
                         "_internal/PySide6/Qt/plugins/platforms/libqxcb.so", "_internal/libfreetype.so.6")
    target = tmp_path / "copyright"
    result = write("deb_copyright.py", str(folder), "usr/lib/yukon-solitaire", str(target))
    assert result.returncode == 0, result.stderr
    text = target.read_text(encoding="utf-8")
    paragraphs = text.split("\n\n")
    assert paragraphs[0].startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
    assert "Files: *\nCopyright: Yukon Solitaire developers\nLicense: GPL-3.0+\n" in text
    qt = next(p for p in paragraphs if "libQt6Core" in p)
    assert "usr/lib/yukon-solitaire/_internal/PySide6/Qt/plugins/platforms/libqxcb.so" in qt
    assert qt.endswith("License: LGPL-3.0")
    assert re.search(r"libz\.so\.1\nCopyright: Jean-loup Gailly and Mark Adler\nLicense: Zlib", text)
    assert "License: FTL or GPL-2.0+" in text
    # Each licence named has its stand-alone paragraph, the GPL's pointing at Debian's copy.
    for name in ("GPL-3.0+", "LGPL-3.0", "Zlib", "FTL", "GPL-2.0+", "PSF-2.0"):
        assert f"\nLicense: {name}\n " in text, name
    assert "/usr/share/common-licenses/GPL-3" in text


def test_copyright_refuses_a_library_it_cannot_name(tmp_path):
    folder = fake_bundle(tmp_path, "_internal/libQt6Core.so.6", "_internal/libunheardof.so.2")
    result = write("deb_copyright.py", str(folder), "usr/lib/yukon-solitaire", str(tmp_path / "copyright"))
    assert result.returncode == 1 and "_internal/libunheardof.so.2" in result.stderr
    assert not (tmp_path / "copyright").exists()


METAINFO = """<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>io.github.yukonsolitaire.YukonSolitaire</id>
  <releases>
    <release version="0.2.0" date="2027-01-05">
      <description><p>Installed card decks.</p><ul><li>Undo   without
      limit</li></ul></description>
    </release>
    <release version="0.1.0" date="2026-11-29"/>
  </releases>
</component>
"""


def test_changelog_is_written_from_the_release_notes(tmp_path):
    (tmp_path / "metainfo.xml").write_text(METAINFO, encoding="utf-8")
    (tmp_path / "control.in").write_text("Package: yukon-solitaire\nMaintainer: Someone <someone@example.org>\n",
                                         encoding="utf-8")
    args = [str(tmp_path / "metainfo.xml"), str(tmp_path / "control.in")]
    result = write("deb_changelog.py", *args, "0.2.0", str(tmp_path / "changelog"))
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "changelog").read_text(encoding="utf-8") == (
        "yukon-solitaire (0.2.0) unstable; urgency=medium\n\n"
        "  * Installed card decks.\n  * Undo without limit\n\n"
        " -- Someone <someone@example.org>  Tue, 05 Jan 2027 00:00:00 +0000\n\n"
        "yukon-solitaire (0.1.0) unstable; urgency=medium\n\n"
        "  * New upstream release.\n\n"
        " -- Someone <someone@example.org>  Sun, 29 Nov 2026 00:00:00 +0000\n"
    )


def test_changelog_refuses_a_version_without_notes(tmp_path):
    (tmp_path / "metainfo.xml").write_text(METAINFO, encoding="utf-8")
    (tmp_path / "control.in").write_text("Maintainer: Someone <someone@example.org>\n", encoding="utf-8")
    result = write("deb_changelog.py", str(tmp_path / "metainfo.xml"), str(tmp_path / "control.in"), "0.3.0",
                   str(tmp_path / "changelog"))
    assert result.returncode == 1 and "0.3.0" in result.stderr
    assert not (tmp_path / "changelog").exists()
