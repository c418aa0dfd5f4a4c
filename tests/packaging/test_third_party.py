"""The third-party notice lists each bundled library under its licence, and refuses one it does not know."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bundle_build import fake_bundle

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "third_party.py"


def write_notice(folder: Path, target: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), str(folder), str(target)], capture_output=True, text=True)


def test_each_library_is_listed_under_its_licence(tmp_path):
    folder = fake_bundle(tmp_path, "_internal/libQt6Core.so.6", "_internal/libpython3.11.so.1.0",
                         "_internal/PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
                         "_internal/libicuuc.so.73", "_internal/libz.so.1", "_internal/data.txt")
    (folder / "_internal" / "libz.so").symlink_to("libz.so.1")  # a link is the same library
    target = tmp_path / "NOTICE.txt"
    result = write_notice(folder, target)
    assert result.returncode == 0, result.stderr
    blocks = {block.splitlines()[0]: block for block in target.read_text(encoding="utf-8").split("\n\n")[1:] if block}
    assert "Licence: LGPL-3.0-only" in blocks["Qt 6 (libraries and plugins)"]
    assert "    _internal/PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so" in blocks[
        "Qt 6 (libraries and plugins)"]
    assert "Licence: PSF-2.0" in blocks["Python"] and "_internal/libpython3.11.so.1.0" in blocks["Python"]
    assert "Licence: Unicode-3.0" in blocks["ICU"]
    assert blocks["zlib"].splitlines()[-1] == "    _internal/libz.so.1"
    assert "data.txt" not in target.read_text(encoding="utf-8")


def test_an_unknown_library_stops_the_build_naming_it(tmp_path):
    folder = fake_bundle(tmp_path, "_internal/libQt6Core.so.6", "_internal/libunheardof.so.2")
    target = tmp_path / "NOTICE.txt"
    result = write_notice(folder, target)
    assert result.returncode == 1
    assert "_internal/libunheardof.so.2" in result.stderr and "libQt6Core" not in result.stderr
    assert not target.exists()


def test_windows_and_macos_bundles_are_listed_too(tmp_path):
    folder = fake_bundle(tmp_path, "_internal/python311.dll", "_internal/VCRUNTIME140.dll", "_internal/_ssl.pyd",
                         "_internal/libcrypto-3.dll", "_internal/PySide6/Qt6Core.dll", "_internal/PySide6/QtCore.pyd",
                         "_internal/PySide6/plugins/platforms/qwindows.dll", "_internal/PySide6/opengl32sw.dll",
                         "_internal/shiboken6/shiboken6.abi3.dll",
                         "Contents/Frameworks/PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
                         "Contents/Frameworks/PySide6/Qt/lib/QtGui.framework/Versions/A/Resources/Info.plist",
                         "Contents/Frameworks/PySide6/Qt/plugins/platforms/libqcocoa.dylib",
                         "Contents/Frameworks/Python", "Contents/Frameworks/libssl.3.dylib")
    target = tmp_path / "NOTICE.txt"
    result = write_notice(folder, target)
    assert result.returncode == 0, result.stderr
    text = target.read_text(encoding="utf-8")
    blocks = {block.splitlines()[0]: block for block in text.split("\n\n")[1:] if block}
    qt = blocks["Qt 6 (libraries and plugins)"]
    for name in ("Qt6Core.dll", "qwindows.dll", "QtGui.framework", "libqcocoa.dylib"):
        assert name in qt, name
    assert "QtCore.pyd" in blocks["PySide6 (Qt for Python)"]
    assert "python311.dll" in blocks["Python"] and "Contents/Frameworks/Python" in blocks["Python"].replace("\\", "/")
    assert "_ssl.pyd" in blocks["Python (standard library extension modules)"]
    assert "VCRUNTIME140.dll" in blocks["Microsoft Visual C++ runtime"]
    assert "libcrypto-3.dll" in blocks["OpenSSL"] and "libssl.3.dylib" in blocks["OpenSSL"]
    assert "Info.plist" not in text
