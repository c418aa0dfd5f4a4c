"""An installed deck's drawn cards are kept on disk: shown again without reading the SVG, never stale."""

from __future__ import annotations

import os

import pytest
from deck_files import card_svg, make_deck
from PySide6.QtGui import QColor

from yukon_qt import paths
from yukon_qt.engine import Card, Suit
from yukon_qt.ui.decks import picture_cache
from yukon_qt.ui.decks.svg_deck import SvgDeck
from yukon_qt.ui.table.card_faces import CardFaces

ACE = Card(1, Suit.SPADES)


@pytest.fixture
def folder():
    return make_deck(paths.data_dir() / "decks", "kept")


def new_run_deck(folder) -> SvgDeck:
    """The deck as a new run of the game meets it: nothing parsed yet."""
    return SvgDeck("user:kept", folder, folder / "cards.svgz", {"": "Kept"})


def pictures(deck: SvgDeck, width: int = 70, ratio: float = 2.0) -> list[bytes]:
    faces = CardFaces(deck)
    faces.set_size(width, ratio)
    return [faces.face(Card.from_index(index)).toImage().constBits().tobytes() for index in range(52)]


def test_a_later_run_shows_the_same_pictures_without_reading_the_file(qapp, folder):
    first = pictures(new_run_deck(folder))
    later_deck = new_run_deck(folder)
    assert pictures(later_deck) == first
    assert later_deck._renderer is None  # not parsed: every picture and the card shape came from the cache
    assert later_deck.shape.aspect == pytest.approx(1.5)


def test_a_changed_file_is_drawn_anew(qapp, folder):
    pictures(new_run_deck(folder))
    svg = card_svg().replace("#fffdf7", "#ffe0e0")
    make_deck(paths.data_dir() / "decks", "kept", svg=svg)
    stamp = (folder / "cards.svgz").stat().st_mtime_ns + 10**9
    os.utime(folder / "cards.svgz", ns=(stamp, stamp))  # however quickly the test rewrote it
    faces = CardFaces(new_run_deck(folder))
    faces.set_size(70, 2.0)
    image = faces.face(ACE).toImage()
    assert image.pixelColor(70, 180) == QColor("#ffe0e0")


def test_a_damaged_picture_is_drawn_again(qapp, folder):
    first = pictures(new_run_deck(folder))
    kept = [path for path in picture_cache.cache_root().rglob("*") if path.is_file() and path.name != "aspect"]
    assert len(kept) == 52
    for path in kept:
        path.write_bytes(path.read_bytes()[:30])
    assert pictures(new_run_deck(folder)) == first


def test_only_a_few_sizes_are_kept(qapp, folder):
    deck = new_run_deck(folder)
    for width in range(40, 40 + 2 * (picture_cache.MAX_SIZES + 2), 2):
        faces = CardFaces(deck)
        faces.set_size(width, 1.0)
        faces.face(ACE)
    sizes = [path for path in deck._pictures().folder.iterdir() if path.is_dir()]
    assert len(sizes) == picture_cache.MAX_SIZES


def test_an_unwritable_cache_only_means_drawing_again(qapp, folder, monkeypatch, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setattr(picture_cache, "cache_root", lambda: blocker / "decks")
    first = pictures(new_run_deck(folder))
    assert pictures(new_run_deck(folder)) == first


def test_a_later_start_finds_a_deck_drawn_before_without_unpacking_its_file(qapp, folder, monkeypatch):
    from yukon_qt.ui.decks import find_deck, installed

    pictures(new_run_deck(folder))
    monkeypatch.setattr(installed, "_checked", {})  # as a new run starts
    monkeypatch.setattr(installed, "_decks", {})
    monkeypatch.setattr(installed, "read_svg_bytes", pytest.fail)
    deck = find_deck("user:kept")
    assert deck is not None
    assert pictures(deck)  # every picture from the cache: the file is not read


def kept_files(deck: SvgDeck) -> list:
    folder = deck._pictures().folder
    return sorted(path for path in folder.rglob("*") if path.is_file() and path.parent.name != folder.name)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_where_a_picture_should_be_is_passed_over_at_once(qapp, folder):
    """A FIFO with no writer would block a plain read forever (the window stayed black)."""
    first = pictures(new_run_deck(folder))
    ace = next(path for path in kept_files(new_run_deck(folder)) if path.name == "1_club")
    ace.unlink()
    os.mkfifo(ace)
    assert pictures(new_run_deck(folder)) == first  # drawn again, and the read never waited


def test_a_link_to_an_endless_device_is_passed_over(qapp, folder):
    """A link to /dev/zero grew the memory to gigabytes."""
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    first = pictures(new_run_deck(folder))
    for path in kept_files(new_run_deck(folder)):
        path.unlink()
        path.symlink_to("/dev/zero")
    assert pictures(new_run_deck(folder)) == first


def test_a_picture_that_unpacks_to_more_than_its_size_is_not_unpacked_whole(qapp, folder):
    import zlib

    pictures(new_run_deck(folder))
    deck = new_run_deck(folder)
    path = next(path for path in kept_files(deck) if path.name == "1_club")
    width, height = (int(side) for side in path.parent.name.split("x"))
    bomb = zlib.compress(bytes(width * height * 4 * 50), 9)  # fifty times the picture, in a small file
    path.write_bytes(picture_cache.HEADER.pack(picture_cache.MAGIC, width, height) + bomb)
    assert len(path.read_bytes()) < picture_cache.most_bytes(width, height)
    assert deck._pictures().picture("1_club", width, height) is None


@pytest.mark.parametrize("element", ["../../../victim", "/tmp/victim", "a/b", "..", "", "x" * 41])
def test_a_name_that_is_no_element_id_never_becomes_a_path(qapp, folder, tmp_path, element):
    from PySide6.QtGui import QImage

    pictures_of = new_run_deck(folder)._pictures()
    image = QImage(4, 6, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    with pytest.raises(ValueError):
        pictures_of.keep(element, image)
    assert pictures_of.picture(element, 4, 6) is None
    assert not list(tmp_path.rglob("victim"))


def test_a_full_disk_leaves_no_half_written_file(qapp, folder, monkeypatch):
    """Each refused write left its partial file behind: 735 of them after one opening of the Preferences."""
    import errno

    real_fdopen = os.fdopen

    class FullDisk:
        def __init__(self, stream):
            self.stream = stream

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.stream.close()

        def write(self, data):
            self.stream.write(data[:10])
            self.stream.flush()
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fdopen", lambda fd, mode="r", *a, **k: FullDisk(real_fdopen(fd, mode, *a, **k))
                        if "w" in mode else real_fdopen(fd, mode, *a, **k))
    deck = new_run_deck(folder)
    assert len(pictures(deck)) == 52  # the cards are drawn all the same
    monkeypatch.undo()
    left = [path for path in deck._pictures().folder.rglob("*") if path.is_file()]
    assert left == []


def test_half_written_files_left_by_a_killed_copy_are_removed(qapp, folder):
    import time

    deck = new_run_deck(folder)
    pictures(deck)
    size = next(path for path in deck._pictures().folder.iterdir() if path.is_dir())
    old, fresh = size / ".1_club.abc123.tmp", size / ".2_club.def456.tmp"
    for path in (old, fresh):
        path.write_bytes(b"half")
    long_ago = time.time() - picture_cache.STALE_SECONDS - 60
    os.utime(old, (long_ago, long_ago))
    pictures(new_run_deck(folder))  # a later run, showing that size again
    assert not old.exists()
    assert fresh.exists()  # it may be another running copy's file, being written now
