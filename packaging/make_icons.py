"""Render the app icon (resources/icons/yukon-solitaire.svg) to every file a package needs.

    python packaging/make_icons.py OUT_DIR

writes OUT_DIR/hicolor/<N>x<N>/apps/<ICON_NAME>.png for the freedesktop sizes,
OUT_DIR/hicolor/scalable/apps/<ICON_NAME>.svg, OUT_DIR/yukon-solitaire.ico (Windows) and
OUT_DIR/yukon-solitaire.icns (macOS). Only PySide6 (QtSvg) is needed; the .ico and .icns
files hold PNG images, which Windows (Vista and later) and macOS (10.7 and later) read.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "yukon-solitaire.svg"
ICON_NAME = "io.github.yukonsolitaire.YukonSolitaire"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, by pixel size (the @2x types share sizes).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"icp6", 64), (b"ic12", 64),
    (b"ic07", 128), (b"ic08", 256), (b"ic13", 256), (b"ic09", 512), (b"ic14", 512),
    (b"ic10", 1024),
)


def render_png(size: int) -> bytes:
    """The icon as PNG bytes, size x size pixels, transparent background."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size."""
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    entries, images = b"", b""
    offset = len(header) + 16 * len(ICO_SIZES)
    for size in ICO_SIZES:
        png = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an icon directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(images))
        images += png
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG elements."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    out = Path(argv[0])
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - painting needs one
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render_png(size) for size in sizes}
    for size in HICOLOR_SIZES:
        target = out / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
    scalable = out / "hicolor" / "scalable" / "apps" / f"{ICON_NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SVG, scalable)
    (out / "yukon-solitaire.ico").write_bytes(ico_bytes(pngs))
    (out / "yukon-solitaire.icns").write_bytes(icns_bytes(pngs))
    (out / "yukon-solitaire-512.png").write_bytes(pngs[512])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
