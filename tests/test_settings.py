import json
import os
from pathlib import Path

import pytest

from yukon_qt import atomic
from yukon_qt import settings as settings_module
from yukon_qt.settings import OPTIONS, Settings


@pytest.fixture(autouse=True)
def app_dirs(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"YUKON_{name}_DIR", str(tmp_path / name.lower()))


def settings_file() -> Path:
    return settings_module.default_path()


EXPECTED_DEFAULTS = {
    "double_click": True,
    "placement_help": True,
    "interactive_rules": True,
    "auto_place": False,
    "four_colour_deck": False,
    "show_solver_status": False,
    "winnable_only": False,
    "deal_level": "",
    "language": "system",
    "rule": "classic",
    "window_geometry": "",
    "deck": "classic",
    "card_back": "blue",
    "table_colour": "green",
}


def test_defaults_follow_the_rules_page_when_there_is_no_file():
    settings = Settings.load()
    assert {name: settings.get(name) for name in OPTIONS} == EXPECTED_DEFAULTS
    assert settings.load_notice is None
    assert not settings_file().exists()  # nothing is written until something changes


def test_a_change_is_saved_at_once_and_survives_a_reload(qtbot):
    settings = Settings.load()
    with qtbot.waitSignal(settings.changed) as blocker:
        settings.set("auto_place", True)
    assert blocker.args == ["auto_place"]
    settings.set("rule", "relaxed")
    settings.set("window_geometry", "AdnQywADAAAAAAAA")

    reloaded = Settings.load()
    assert reloaded.get("auto_place") is True
    assert reloaded.get("rule") == "relaxed"
    assert reloaded.get("window_geometry") == "AdnQywADAAAAAAAA"
    assert reloaded.get("double_click") is True
    assert json.loads(settings_file().read_text())["format"] == settings_module.FORMAT


def test_setting_the_same_value_emits_nothing(qtbot):
    settings = Settings.load()
    with qtbot.assertNotEmitted(settings.changed):
        settings.set("double_click", True)


def test_wrong_names_and_values_are_refused_by_set():
    settings = Settings.load()
    with pytest.raises(KeyError):
        settings.set("no_such_option", True)
    with pytest.raises(ValueError):
        settings.set("auto_place", 1)
    with pytest.raises(ValueError):
        settings.set("rule", "easy")
    assert settings.get("auto_place") is False


def test_wrong_typed_values_fall_back_to_their_defaults_one_by_one():
    settings_file().write_text(json.dumps({
        "format": 1,
        "double_click": "yes",      # wrong type
        "auto_place": 1,            # an int is not a bool
        "placement_help": False,    # fine
        "rule": "sideways",         # not an allowed value
        "language": None,
        "four_colour_deck": True,   # fine
    }))
    settings = Settings.load()
    assert settings.get("double_click") is True
    assert settings.get("auto_place") is False
    assert settings.get("placement_help") is False
    assert settings.get("rule") == "classic"
    assert settings.get("language") == "system"
    assert settings.get("four_colour_deck") is True
    assert settings.load_notice is None  # a readable file is not set aside


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2, 3]", b"\xff\xfe\x00garbage", b"", b'{"format": "one"}'])
def test_a_damaged_file_is_set_aside_with_a_notice_and_defaults_are_used(content):
    path = settings_file()
    path.write_bytes(content)
    settings = Settings.load()

    assert {name: settings.get(name) for name in OPTIONS} == EXPECTED_DEFAULTS
    moved = list(path.parent.glob("settings.json.damaged-*"))
    assert len(moved) == 1
    assert moved[0].read_bytes() == content  # kept as it was, never emptied
    assert not path.exists()
    assert settings.load_notice and str(moved[0]) in settings.load_notice

    settings.set("auto_place", True)  # the app goes on and writes a fresh file
    assert Settings.load().get("auto_place") is True


def test_unknown_keys_are_kept_when_saving():
    settings_file().write_text(json.dumps({"format": 1, "from_a_newer_version": [1, 2]}))
    settings = Settings.load()
    settings.set("four_colour_deck", True)
    saved = json.loads(settings_file().read_text())
    assert saved["from_a_newer_version"] == [1, 2]
    assert saved["four_colour_deck"] is True


def test_a_file_of_a_newer_version_is_used_where_known_told_and_never_written_over():
    newer = {"format": settings_module.FORMAT + 1, "four_colour_deck": True, "a_newer_option": 3}
    settings_file().write_text(json.dumps(newer))
    before = settings_file().read_bytes()
    settings = Settings.load()
    assert settings.get("four_colour_deck") is True  # what this version knows is used
    assert "newer version" in settings.load_notice and str(settings_file()) in settings.load_notice
    settings.set("auto_place", True)  # applies in this run only
    assert settings.get("auto_place") is True
    assert settings_file().read_bytes() == before
    assert sorted(p.name for p in settings_file().parent.iterdir()) == [settings_file().name]


def test_old_formats_go_through_the_upgrade_steps(monkeypatch):
    def from_format_1(values):
        values["placement_help"] = values.pop("show_targets")
        return values

    monkeypatch.setattr(settings_module, "FORMAT", 2)
    monkeypatch.setitem(settings_module.UPGRADE_STEPS, 1, from_format_1)
    settings_file().write_text(json.dumps({"format": 1, "show_targets": False}))
    settings = Settings.load()
    assert settings.get("placement_help") is False
    settings.set("auto_place", True)
    saved = json.loads(settings_file().read_text())
    assert saved["format"] == 2 and "show_targets" not in saved


def test_a_format_without_an_upgrade_step_is_set_aside(monkeypatch):
    monkeypatch.setattr(settings_module, "FORMAT", 3)
    settings_file().write_text(json.dumps({"format": 1, "auto_place": True}))
    settings = Settings.load()
    assert settings.get("auto_place") is False
    assert settings.load_notice


def test_saving_leaves_no_temporary_files():
    settings = Settings.load()
    for value in (True, False, True):
        settings.set("auto_place", value)
    assert sorted(p.name for p in settings_file().parent.iterdir()) == ["settings.json"]


def test_a_failing_write_keeps_the_old_file_and_the_value_in_memory(monkeypatch):
    settings = Settings.load()
    settings.set("auto_place", True)
    before = settings_file().read_text()

    def broken_replace(source, target):
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "replace", broken_replace)
    settings.set("four_colour_deck", True)  # logged, not raised
    assert settings.get("four_colour_deck") is True
    assert settings_file().read_text() == before
    assert sorted(p.name for p in settings_file().parent.iterdir()) == ["settings.json"]


def test_restore_defaults_only_touches_the_named_options():
    settings = Settings.load()
    settings.set("auto_place", True)
    settings.set("rule", "relaxed")
    settings.restore_defaults(["auto_place"])
    assert settings.get("auto_place") is False
    assert settings.get("rule") == "relaxed"


def test_set_aside_never_overwrites_an_earlier_damaged_file(tmp_path):
    first = tmp_path / "x.json"
    first.write_text("one")
    moved_first = atomic.set_aside(first)
    first.write_text("two")
    moved_second = atomic.set_aside(first)
    assert moved_first != moved_second
    assert moved_first.read_text() == "one" and moved_second.read_text() == "two"


def test_a_config_folder_that_cannot_be_created_still_gives_working_settings(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("YUKON_CONFIG_DIR", str(blocker / "config"))
    settings = Settings.load()
    assert settings.get("double_click") is True
    assert settings.load_notice is None  # nothing was damaged: there was no file
    settings.set("auto_place", True)  # cannot be saved: logged, not raised
    assert settings.get("auto_place") is True


@pytest.mark.parametrize("name, value", [
    ("window_geometry", "ééé"),
    ("window_geometry", "not base64!"),
    ("window_geometry", "A" * 10_000),
    ("language", "xx"),
    ("language", ""),
])
def test_a_value_out_of_range_falls_back_to_its_default(tmp_path, name, value):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, name: value, "auto_place": True}), encoding="utf-8")
    settings = Settings.load(path)
    assert settings.get(name) == OPTIONS[name].default
    assert settings.get("auto_place") is True  # the rest of the file still counts


def test_a_window_geometry_that_is_not_ascii_does_not_stop_the_window(qtbot, tmp_path):
    from yukon_qt.ui.window.main_window import MainWindow

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "window_geometry": "ééé"}), encoding="utf-8")
    window = MainWindow(Settings.load(path))
    qtbot.addWidget(window)
    assert window.width() > 0


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_in_place_of_the_file_never_blocks_and_is_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    os.mkfifo(path)  # nothing ever writes to it: reading it plainly would wait for ever
    settings = Settings.load(path)
    assert settings.get("double_click") is True
    assert settings.load_notice and str(path.name) in settings.load_notice
    assert not path.exists()  # moved aside, a new regular file is written from now on
    settings.set("auto_place", True)
    assert json.loads(path.read_text())["auto_place"] is True


def test_a_link_to_a_device_is_not_read(tmp_path):
    path = tmp_path / "settings.json"
    path.symlink_to("/dev/zero")  # endless zero bytes
    settings = Settings.load(path)
    assert settings.get("rule") == "classic" and settings.load_notice


def test_a_huge_file_is_not_read_into_memory(tmp_path):
    path = tmp_path / "settings.json"
    with open(path, "wb") as stream:
        stream.truncate(5 * 1024 * 1024 * 1024)  # 5 GB of nothing, sparse on disk
    settings = Settings.load(path)
    assert settings.load_notice and settings.get("rule") == "classic"


def test_a_file_that_may_not_be_read_is_left_alone_and_not_overwritten(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "auto_place": True}), encoding="utf-8")

    def refused(*_args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(atomic, "read_text_limited", refused)  # as root, chmod cannot refuse a read
    settings = Settings.load(path)
    assert "permissions" in settings.load_notice and "damaged" not in settings.load_notice
    settings.set("rule", "relaxed")
    assert json.loads(path.read_text()) == {"format": 1, "auto_place": True}
    assert list(tmp_path.iterdir()) == [path]  # nothing set aside


def test_a_failed_save_is_told_once_until_a_save_succeeds(tmp_path):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be")
    settings = Settings(blocker / "settings.json")
    told = []
    settings.save_failed.connect(told.append)
    settings.set("auto_place", True)
    settings.set("double_click", False)
    assert len(told) == 1 and "settings.json" in told[0]
    settings.path = tmp_path / "settings.json"
    settings.set("auto_place", False)  # succeeds, quietly
    settings.path = blocker / "settings.json"
    settings.set("auto_place", True)
    assert len(told) == 2


def test_every_option_is_a_preference_in_a_group_or_remembered_state():
    """A new option says where the Preferences show it, or that the game remembers it by itself:
    "Restore defaults" goes by that, and would otherwise reset a remembered choice."""
    for name, option in OPTIONS.items():
        if option.state:
            assert option.group is None and not option.title, f"{name}: state is never shown"
        else:
            assert option.group in settings_module.GROUPS and option.title, f"{name}: where is it shown?"
            assert option.kind is not bool or option.help, f"{name}: a check box has its help under it"
    assert {name for name, option in OPTIONS.items() if option.state} >= {"winnable_only", "rule", "window_geometry"}


def test_restore_defaults_gives_back_the_preferences_and_leaves_the_state_and_language():
    settings = Settings.load()
    changed = {"auto_place": True, "double_click": False, "four_colour_deck": True, "deck": "large-print",
               "card_back": "red", "table_colour": "blue", "language": "de", "winnable_only": True,
               "rule": "relaxed", "window_geometry": "AdnQywADAAAAAAAA"}
    for name, value in changed.items():
        settings.set(name, value)
    settings.restore_defaults()
    kept = {name: settings.get(name) for name in ("language", "winnable_only", "rule", "window_geometry")}
    assert kept == {name: changed[name] for name in kept}
    assert all(settings.get(name) == EXPECTED_DEFAULTS[name] for name in OPTIONS if name not in kept)
    assert Settings.load().get("deck") == "classic"  # and saved


def test_reading_every_setting_writes_nothing(qtbot):
    values = {"format": settings_module.FORMAT, "deck": "user:gone", "card_back": "no-such-back",
              "table_colour": "no-such-table", "language": "de", "auto_place": True, "someone_elses": [1, 2]}
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(values), encoding="utf-8")
    before = path.stat()
    settings = Settings.load()
    with qtbot.assertNotEmitted(settings.changed):
        read = {name: settings.get(name) for name in OPTIONS}
    assert read["deck"] == "user:gone" and read["auto_place"] is True
    after = path.stat()
    assert (after.st_mtime_ns, after.st_ino) == (before.st_mtime_ns, before.st_ino)
    assert json.loads(path.read_text(encoding="utf-8")) == values
