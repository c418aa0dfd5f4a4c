import json
import os
import subprocess
import sys

import pytest

from yukon_qt import atomic, saved_game
from yukon_qt.saved_game import SavedGame


@pytest.fixture
def saved():
    return SavedGame(saved_game.saved_game_path())


def test_no_saved_game_gives_nothing_and_no_notice(saved):
    assert saved.load() == (None, None)


def test_a_record_comes_back_as_it_was_saved(saved):
    record = {"game": {"code": "YU1-C-AAAAAAB", "history": [[1, 2], [3, 4]]}, "elapsed": 75, "format": 1}
    saved.save(record)
    assert saved.load() == (record, None)
    assert sorted(p.name for p in saved.path.parent.iterdir()) == ["saved-game.json"]


def test_saving_again_replaces_the_record(saved):
    saved.save({"elapsed": 1})
    saved.save({"elapsed": 2})
    assert saved.load()[0] == {"elapsed": 2}


def test_clear_forgets_the_game_and_is_harmless_twice(saved):
    saved.save({"elapsed": 1})
    saved.clear()
    saved.clear()
    assert saved.load() == (None, None)


@pytest.mark.parametrize("content", [b'{"game": ', b'"just a string"', b"\x00\xff\xfe"])
def test_a_damaged_file_is_set_aside_with_a_notice(saved, content):
    saved.path.parent.mkdir(parents=True, exist_ok=True)
    saved.path.write_bytes(content)
    record, notice = saved.load()
    assert record is None
    moved = list(saved.path.parent.glob("saved-game.json.damaged-*"))
    assert len(moved) == 1 and moved[0].read_bytes() == content
    assert notice and str(moved[0]) in notice
    assert saved.load() == (None, None)  # next start: a clean slate


def test_a_record_the_model_cannot_restore_is_set_aside_on_request(saved):
    saved.save({"format": 1, "game": 99})
    record, notice = saved.load()
    assert record == {"format": 1, "game": 99} and notice is None
    notice = saved.set_aside()
    moved = list(saved.path.parent.glob("saved-game.json.damaged-*"))
    assert len(moved) == 1 and json.loads(moved[0].read_text()) == {"format": 1, "game": 99}
    assert str(moved[0]) in notice
    assert saved.load() == (None, None)


def test_a_record_of_a_newer_version_is_left_as_it_is_told_and_never_written_over(saved):
    newer = {"format": saved_game.FORMAT + 1, "game": {"what": "a newer version's record"}, "stats_row": 7}
    saved.save(newer)
    before = saved.path.read_bytes()
    record, notice = saved.load()
    assert record is None and "newer version" in notice and str(saved.path) in notice
    saved.save({"format": saved_game.FORMAT, "elapsed": 3})  # this run's game is not saved over it
    saved.clear()
    assert saved.path.read_bytes() == before
    assert [p.name for p in saved.path.parent.iterdir()] == ["saved-game.json"]  # nothing set aside
    assert 7 in saved_game.rows_kept()  # its statistics row is a game to come back to


def test_nothing_is_said_when_there_was_nothing_to_restore(saved):
    assert saved.set_aside() is None  # no file: no "could not be restored"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_never_blocks_the_start_and_is_set_aside(saved):
    saved.path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(saved.path)
    record, notice = saved.load()
    assert record is None and notice and not saved.path.exists()


def test_a_huge_file_is_not_read(saved):
    saved.path.parent.mkdir(parents=True, exist_ok=True)
    with open(saved.path, "wb") as stream:
        stream.truncate(3 * 1024 * 1024 * 1024)
    record, notice = saved.load()
    assert record is None and notice


def test_a_file_that_may_not_be_read_is_left_alone_and_not_written_over(saved, monkeypatch):
    saved.save({"elapsed": 5})

    def refused(*_args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(atomic, "read_text_limited", refused)  # as root, chmod cannot refuse a read
    record, notice = saved.load()
    assert record is None and "permissions" in notice and "damaged" not in notice
    monkeypatch.undo()
    saved.save({"elapsed": 6})
    saved.clear()
    assert json.loads(saved.path.read_text()) == {"elapsed": 5}
    assert [p.name for p in saved.path.parent.iterdir()] == ["saved-game.json"]


def test_a_slot_is_held_by_one_copy_at_a_time(saved):
    other = SavedGame(saved.path)
    assert saved.try_hold()
    assert not other.try_hold()
    assert saved_game.first_free_slot().path.name == "saved-game-2.json"
    saved.release()
    assert other.try_hold()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and /dev/zero are POSIX things")
@pytest.mark.parametrize("kind", ["fifo", "device", "folder", "garbage"])
def test_a_lock_file_no_copy_made_is_moved_aside_and_the_slot_held(saved, kind, tmp_path):
    """A FIFO or a link to /dev/zero made QLockFile wait forever; a folder or garbage always seemed held."""
    lock = saved.lock_path
    lock.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(lock)
    elif kind == "device":
        lock.symlink_to("/dev/zero")
    elif kind == "folder":
        lock.mkdir()
    else:
        lock.write_bytes(b"\xff\xfe not a process id" * 100)
    holder = ("import sys; from pathlib import Path; from yukon_qt.saved_game import SavedGame; "
              "s = SavedGame(Path(sys.argv[1])); print(s.try_hold(), flush=True)")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", holder, str(saved.path)], capture_output=True, text=True,
                            timeout=120, env=env)  # before, it never ended for the FIFO and the device
    assert result.stdout.strip() == "True"
    assert len(list(lock.parent.glob("saved-game.lock.damaged-*"))) == 1


def test_the_lock_of_a_killed_copy_is_taken_over(saved):
    holder = ("import sys, os, time; from pathlib import Path; from yukon_qt.saved_game import SavedGame; "
              "s = SavedGame(Path(sys.argv[1])); assert s.try_hold(); print('held', flush=True); time.sleep(60)")
    process = subprocess.Popen([sys.executable, "-c", holder, str(saved.path)], stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout.readline().strip() == "held"
        assert not saved.try_hold()
    finally:
        process.kill()
        process.wait()
    assert saved.try_hold()


def test_the_rows_of_every_kept_game_are_known():
    SavedGame(saved_game.slot_path(1)).save({"stats_row": 4})
    SavedGame(saved_game.slot_path(3)).save({"stats_row": 9})
    SavedGame(saved_game.slot_path(2)).save({"stats_row": "x"})
    assert saved_game.rows_kept() == {4, 9}
