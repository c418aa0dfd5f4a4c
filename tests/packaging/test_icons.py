"""packaging/make_icons.py: the app icon rendered for each system, read back with Qt's image readers."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage, QImageReader

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.yukonsolitaire.YukonSolitaire"


def frames(path: Path) -> list[QImage]:
    reader = QImageReader(str(path))
    images = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        images.append(reader.read())
    return images


def test_icons_for_every_system(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "packaging" / "make_icons.py"), str(tmp_path)], check=True)

    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        image = QImage(str(tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
        assert image.pixelColor(0, 0).alpha() == 0, "corners stay transparent"
        assert image.pixelColor(size // 2, size // 2).alpha() == 255, "the cards are opaque"

    ico = frames(tmp_path / "yukon-solitaire.ico")
    assert sorted(image.width() for image in ico) == [16, 24, 32, 48, 64, 128, 256]
    assert all(image.width() == image.height() for image in ico)

    icns = tmp_path / "yukon-solitaire.icns"
    data = icns.read_bytes()
    assert data[:4] == b"icns" and int.from_bytes(data[4:8], "big") == len(data)
    sizes = {image.width() for image in frames(icns)}
    assert {16, 32, 128, 256, 512, 1024} <= sizes
