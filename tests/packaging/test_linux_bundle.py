"""The Linux folder and .tar.gz: built from this checkout by packaging/build_linux.sh, then run and unpacked.

One build (a few minutes, the session fixture ``out`` of conftest.py) serves every packaging test.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import tarfile
from pathlib import Path

import pytest
from bundle_build import APP_ID, FOLDER, LANGUAGES, LINUX_ONLY, NAME, NOTICE, ROOT, VERSION, png_size, run, validator

from yukon_qt.commands.deal import deal_record
from yukon_qt.engine import Game, GameCode

pytestmark = [pytest.mark.slow, LINUX_ONLY]


# --- the built program ---------------------------------------------------------------


def test_version_is_the_package_version(program, tmp_path):
    result = run(program, "--version", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    # Built with a C compiler at hand, as every release is: the bundle carries the compiled solver.
    assert result.stdout.split() == [NAME, VERSION, "(solver:", "compiled)"]


def test_deal_prints_the_same_deal_as_the_source(program, tmp_path):
    result = run(program, "deal", "YU1-C-AAAAAAB", "--json", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == deal_record(Game(GameCode.parse("YU1-C-AAAAAAB")))


def test_bad_code_is_one_line_and_status_2(program, tmp_path):
    result = run(program, "deal", "YU1-C-!!", tmp_path=tmp_path)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr


def test_screenshot_paints_the_table(program, tmp_path):
    from PySide6.QtGui import QImage

    target = tmp_path / "table.png"
    result = run(program, "screenshot", "YU1-C-AAAAAAB", str(target), "--size", "900x600", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert png_size(target) == (900, 600)
    image = QImage(str(target)).scaled(90, 60)
    colours = {image.pixel(x, y) for x in range(90) for y in range(60)}
    assert len(colours) > 100, "the picture is nearly one colour: cards or text were not painted"


def test_window_opens_and_quits_by_itself(program, tmp_path):
    result = run(program, "--quit-after", "300", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    log = tmp_path / "log" / "yukon-solitaire.log"
    logged = log.read_text(encoding="utf-8") if log.exists() else ""
    assert "Traceback" not in logged and " ERROR " not in logged, logged


def test_window_opens_on_a_given_deal(program, tmp_path):
    result = run(program, "--code", "YU1-R-AAAAAAC", "--quit-after", "200", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


# --- what the bundle carries ---------------------------------------------------------


def test_bundle_carries_the_app_data(out):
    bundled = out / FOLDER / "_internal" / "yukon_qt"
    # What the game reads: the rules pages and icons, the compiled translations (not the translators'
    # glossaries beside them).
    folders = ((ROOT / "resources", bundled / "resources", {".svg", ".md"}),
               (ROOT / "translations", bundled / "translations", {".qm"}))
    for source, target, kinds in folders:
        wanted = {p.relative_to(source) for p in source.rglob("*") if p.is_file() and p.suffix in kinds}
        present = {p.relative_to(target) for p in target.rglob("*") if p.is_file()}
        assert wanted <= present, f"missing from the bundle: {sorted(map(str, wanted - present))}"
    assert (bundled / "resources" / "icons" / "yukon-solitaire.svg").is_file()


def test_bundle_carries_every_module_of_the_source(out):
    # PyInstaller lists the modules it archived in its build folder.
    archived = (out / "work" / "build" / NAME / "PYZ-00.toc").read_text(encoding="utf-8")
    bundled = set(re.findall(r"'(yukon_qt(?:\.\w+)*)'", archived))
    internal = out / FOLDER / "_internal"  # the compiled solver's modules lie there as extensions
    compiled = {".".join(path.relative_to(internal).parts[:-1] + (path.name.split(".")[0],))
                for path in (internal / "yukon_qt").rglob("*.so")}
    assert {"yukon_qt.engine.solver", "yukon_qt.engine.solver_state"} <= compiled
    bundled |= compiled
    source = set()
    for path in (ROOT / "yukon_qt").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        source.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    assert source - bundled == set(), "modules missing from the bundle (listed in pyproject's packages?)"


def test_bundle_leaves_out_unused_qt(out):
    files = [p for p in (out / FOLDER).rglob("*") if p.is_file() or p.is_symlink()]
    names = [p.name for p in files]
    unwanted = re.compile(r"Qt6?(WebEngine|Qml|Quick|3D|Multimedia|Pdf|VirtualKeyboard|Network)")
    assert [n for n in names if unwanted.search(n)] == []
    assert [p for p in files if p.is_symlink() and not p.exists()] == [], "dangling symlinks"
    assert "libQt6Widgets.so.6" in names and "libqxcb.so" in names and "libqwayland.so" in names


def test_only_the_app_languages_of_qt_translations(out):
    import PySide6

    qt_dir = Path(PySide6.__file__).parent / "Qt" / "translations"
    expected = {f"qtbase_{lang}.qm" for lang in ("en", *LANGUAGES) if (qt_dir / f"qtbase_{lang}.qm").exists()}
    bundled = out / FOLDER / "_internal" / "PySide6" / "Qt" / "translations"
    assert {p.name for p in bundled.iterdir()} == expected


def test_tarball_holds_the_folder(out):
    with tarfile.open(out / f"{FOLDER}.tar.gz") as archive:
        members = {m.name: m for m in archive.getmembers()}
    assert all(name == FOLDER or name.startswith(FOLDER + "/") for name in members)
    launcher = members[f"{FOLDER}/{NAME}"]
    assert launcher.isfile() and launcher.mode & 0o111
    assert f"{FOLDER}/share/applications/{APP_ID}.desktop" in members
    assert f"{FOLDER}/share/icons/hicolor/48x48/apps/{APP_ID}.png" in members
    for script in ("install.sh", "uninstall.sh"):
        assert members[f"{FOLDER}/{script}"].isfile() and members[f"{FOLDER}/{script}"].mode & 0o111


def test_no_path_of_the_build_machine(out, deb_root):
    # pip writes the folder it installed from into direct_url.json; nothing else may name it either.
    paths = [str(out / "work").encode(), str(ROOT).encode()]
    for bundle in (out / FOLDER, deb_root / "usr" / "lib" / NAME):
        found = sorted({str(path.relative_to(bundle)) for path in bundle.rglob("*")
                        if path.is_file() and not path.is_symlink() and any(p in path.read_bytes() for p in paths)})
        assert found == [], f"files naming the build folder or the checkout: {found}"
        assert list(bundle.rglob("direct_url.json")) == []
    [record] = (out / FOLDER / "_internal").glob("yukon_solitaire-*.dist-info/RECORD")
    assert "direct_url.json" not in record.read_text(encoding="utf-8")


def test_libraries_search_only_the_bundle(out):
    # The build machine's Python records its lib folder as RUNPATH; only $ORIGIN-relative ones may stay.
    libraries = [p for p in (out / FOLDER).rglob("*.so*") if p.is_file() and not p.is_symlink()]
    assert len(libraries) > 50
    kept = {}
    for library in libraries:
        dynamic = subprocess.run(["objdump", "-p", str(library)], capture_output=True, text=True, check=True).stdout
        for path in re.findall(r"^\s+(?:RPATH|RUNPATH)\s+(\S+)$", dynamic, re.MULTILINE):
            kept[library.name] = path
    assert kept and {name: path for name, path in kept.items() if not path.startswith("$ORIGIN")} == {}
    assert [p.name for p in libraries if os.access(p, os.X_OK)] == []  # libraries are not programs


# --- licences ---------------------------------------------------------------------------

def test_folder_carries_the_licence_and_a_notice_of_every_library(out):
    folder = out / FOLDER
    assert (folder / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    notice = (folder / NOTICE).read_text(encoding="utf-8")
    listed = set(re.findall(r"^    (\S+)$", notice, re.MULTILINE))
    libraries = {p.relative_to(folder).as_posix() for p in folder.rglob("*")
                 if re.search(r"\.so(\.\d+)*$", p.name) and p.is_file() and not p.is_symlink()}
    assert len(libraries) > 50 and any(name.startswith("_internal/libpython3") for name in libraries)
    assert libraries - listed == set(), "bundled libraries the notice does not name"
    assert listed - libraries == set(), "the notice names libraries the bundle does not hold"
    for licence in ("LGPL-3.0-only", "PSF-2.0"):
        assert f"Licence: {licence}" in notice


def test_tarball_carries_the_licences(out):
    with tarfile.open(out / f"{FOLDER}.tar.gz") as archive:
        for name in ("LICENSE", NOTICE):
            member = archive.getmember(f"{FOLDER}/{name}")
            assert member.isfile() and member.size > 1000
        assert archive.extractfile(f"{FOLDER}/LICENSE").read() == (ROOT / "LICENSE").read_bytes()


# --- install.sh / uninstall.sh from the .tar.gz -------------------------------------------


def files_under(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file() or p.is_symlink()}


@pytest.fixture
def unpacked(out, tmp_path) -> Path:
    with tarfile.open(out / f"{FOLDER}.tar.gz") as archive:
        archive.extractall(tmp_path / "games", filter="data")
    return tmp_path / "games" / FOLDER


def test_install_and_uninstall_for_one_user(unpacked, tmp_path):
    home = tmp_path / "home"
    theirs = [".local/bin/other-tool", ".local/share/applications/other.desktop",
              ".local/share/icons/hicolor/48x48/apps/other.png", ".profile"]
    for name in theirs:
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        (home / name).write_text("theirs\n", encoding="utf-8")
    # The cache tools, stood in for by scripts that note how they were called.
    tools, calls = tmp_path / "tools", tmp_path / "calls.txt"
    tools.mkdir()
    for tool in ("update-desktop-database", "gtk-update-icon-cache"):
        (tools / tool).write_text(f'#!/bin/sh\necho "{tool} $*" >> "{calls}"\n', encoding="utf-8")
        (tools / tool).chmod(0o755)
    env = {key: value for key, value in os.environ.items() if key != "XDG_DATA_HOME"}
    env.update(HOME=str(home), PATH=f"{tools}:{os.environ['PATH']}")
    before = files_under(home)

    installed = subprocess.run([str(unpacked / "install.sh")], env=env, capture_output=True, text=True)
    assert installed.returncode == 0, installed.stderr
    data = home / ".local" / "share"
    shipped = {f".local/share/{name}" for name in files_under(unpacked / "share")}
    assert files_under(home) - before == {f".local/bin/{NAME}"} | shipped
    link = home / ".local" / "bin" / NAME
    assert link.is_symlink() and link.resolve() == (unpacked / NAME).resolve()
    desktop = (data / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f'\nExec="{link}"\n' in desktop and f"\nTryExec={link}\n" in desktop
    assert subprocess.run([validator("desktop-file-validate"), str(data / "applications" / f"{APP_ID}.desktop")],
                          capture_output=True, text=True).stdout == ""
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert calls.read_text(encoding="utf-8").splitlines() == [
        f"update-desktop-database -q {data / 'applications'}",
        f"gtk-update-icon-cache -q -f -t {data / 'icons' / 'hicolor'}",
    ]
    result = run(link, "--version", tmp_path=tmp_path)  # started through the link, as a desktop does
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [NAME, VERSION, "(solver:", "compiled)"]

    removed = subprocess.run([str(unpacked / "uninstall.sh")], env=env, capture_output=True, text=True)
    assert removed.returncode == 0, removed.stderr
    assert files_under(home) == before
    for name in theirs:
        assert (home / name).read_text(encoding="utf-8") == "theirs\n"
    assert len(calls.read_text(encoding="utf-8").splitlines()) == 4
    assert (unpacked / NAME).is_file()  # the folder itself stays until the player deletes it


def test_install_leaves_a_program_of_the_same_name_alone(unpacked, tmp_path):
    home = tmp_path / "home"
    (home / ".local" / "bin").mkdir(parents=True)
    (home / ".local" / "bin" / NAME).write_text("#!/bin/sh\n", encoding="utf-8")
    env = {key: value for key, value in os.environ.items() if key != "XDG_DATA_HOME"}
    result = subprocess.run([str(unpacked / "install.sh")], env=dict(env, HOME=str(home)),
                            capture_output=True, text=True)
    assert result.returncode == 1 and "is not a link" in result.stderr
    assert (home / ".local" / "bin" / NAME).read_text(encoding="utf-8") == "#!/bin/sh\n"
    assert not (home / ".local" / "share").exists()
