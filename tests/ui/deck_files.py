"""Installed-deck folders made by the tests: a small SVG in the KDE card-deck format and its index.desktop."""

from __future__ import annotations

import gzip
from pathlib import Path

from yukon_qt.ui.decks.svg_deck import BACK_ID, ELEMENT_IDS

CARD_W, CARD_H = 100, 150  # the test deck's cards are 1.5 times as tall as wide


def card_svg(ids=ELEMENT_IDS, width: int = CARD_W, height: int = CARD_H) -> str:
    """One group per id, side by side: a card-coloured rectangle with a different mark for each."""
    groups = []
    for place, element in enumerate(ids):
        x = place * (width + 10)
        colour = "#1d4f91" if element == BACK_ID else "#fffdf7"
        mark = f"#{(place * 37) % 256:02x}{(place * 91) % 256:02x}{(place * 53) % 256:02x}"
        groups.append(
            f'<g id="{element}"><rect x="{x}" y="0" width="{width}" height="{height}" fill="{colour}"/>'
            f'<rect x="{x + 10 + place % 7 * 8}" y="{10 + place // 7 * 6}" width="20" height="20" '
            f'fill="{mark}"/></g>')
    total = len(ids) * (width + 10)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{total}" height="{height}" '
            f'viewBox="0 0 {total} {height}">' + "".join(groups) + "</svg>")


def make_deck(place: Path, folder: str, name: str = "Test deck", svg: str | bytes | None = None,
              svg_file: str = "cards.svgz", extra_names: dict[str, str] | None = None,
              packed: bool = True) -> Path:
    """A deck folder ``place/folder`` with an ``index.desktop`` and its SVG (packed as SVGZ by default)."""
    deck = place / folder
    deck.mkdir(parents=True, exist_ok=True)
    lines = ["[KDE Backdeck]", f"Name={name}"]
    lines += [f"Name[{language}]={text}" for language, text in (extra_names or {}).items()]
    lines += [f"SVG={svg_file}", "Back=Test", ""]
    (deck / "index.desktop").write_text("\n".join(lines), encoding="utf-8")
    data = svg if svg is not None else card_svg()
    raw = data.encode("utf-8") if isinstance(data, str) else data
    (deck / svg_file).write_bytes(gzip.compress(raw) if packed else raw)
    return deck
