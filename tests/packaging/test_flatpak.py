"""The Flatpak manifest follows Flathub's rules, and the metainfo has what a Flathub listing shows.

The manifest is read by flatpak-builder itself (--show-manifest); building it needs KDE's runtime
and the PySide6 BaseApp from Flathub, which these tests do not fetch.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

from bundle_build import APP_ID, LINUX_ONLY, ROOT, VERSION, png_size

MANIFEST = ROOT / "packaging" / "flatpak" / f"{APP_ID}.yml"
METAINFO = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"
RAW = re.compile(r"^https://raw\.githubusercontent\.com/yukonsolitaire/yukon-solitaire/main/(?P<path>.+)$")


def manifest(tmp_path: Path) -> dict:
    builder = shutil.which("flatpak-builder")
    assert builder, "flatpak-builder is needed to read the Flatpak manifest (Debian: apt-get install flatpak-builder)"
    # Run where its working folder (.flatpak-builder) may be left behind.
    result = subprocess.run([builder, "--show-manifest", str(MANIFEST)], capture_output=True, text=True, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@LINUX_ONLY
def test_manifest_uses_a_flathub_runtime_and_asks_only_for_a_window(tmp_path):
    found = manifest(tmp_path)
    assert found["id"] == APP_ID and found["command"] == "yukon-solitaire"
    assert (found["runtime"], found["sdk"]) == ("org.kde.Platform", "org.kde.Sdk")
    assert found["base"] == "io.qt.PySide.BaseApp" and found["base-version"] == found["runtime-version"]
    assert sorted(found["finish-args"]) == sorted(
        ["--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri"])


@LINUX_ONLY
def test_every_download_is_pinned_and_every_dependency_is_there(tmp_path):
    modules = {module["name"]: module for module in manifest(tmp_path)["modules"]}
    for module in modules.values():
        for source in module["sources"]:
            if source["type"] == "file":
                assert source["url"].startswith("https://files.pythonhosted.org/"), source
                assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source
    # Every run-time dependency of the game but PySide6 (the BaseApp's) is a module of its own.
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = {re.match(r"[A-Za-z0-9_.-]+", requirement)[0].lower() for requirement in project["dependencies"]}
    assert {f"python3-{name}" for name in names - {"pyside6"}} <= set(modules)
    [game] = modules["yukon-solitaire"]["sources"]
    assert game["type"] == "git" and game["tag"] == f"v{VERSION}"
    # The files the build installs are where it looks for them.
    for command in modules["yukon-solitaire"]["build-commands"]:
        for path in re.findall(r'(?:packaging/linux/\$\{FLATPAK_ID\}[.\w]+|resources/icons/[\w.-]+)', command):
            assert (ROOT / path.replace("${FLATPAK_ID}", APP_ID)).is_file(), path


def test_metainfo_has_a_flathub_listing():
    component = ET.parse(METAINFO).getroot()
    colours = {colour.get("scheme_preference"): colour.text for colour in component.findall("branding/color")}
    assert set(colours) == {"light", "dark"}
    assert all(re.fullmatch(r"#[0-9a-f]{6}", colour) for colour in colours.values())
    release = component.find("releases/release")
    assert release.get("version") == VERSION and release.find("description/ul/li") is not None
    screenshots = component.findall("screenshots/screenshot")
    assert [shot.get("type") for shot in screenshots].count("default") == 1
    names = set()
    for shot in screenshots:
        assert shot.findtext("caption", "").strip()
        image = shot.find("image")
        served = RAW.match(image.text)
        assert served, f"{image.text} is not a file of the repository's main branch"
        path = ROOT / served["path"]
        assert path.is_file() and path.parent == ROOT / "docs" / "screenshots", image.text
        assert png_size(path) == (int(image.get("width")), int(image.get("height")))
        assert path.stat().st_size < 200_000, f"{path.name}: optimise it (packaging/make_screenshots.sh)"
        names.add(path.stem)
    assert names == {"table", "new-game", "statistics", "preferences"}  # one for each main view
