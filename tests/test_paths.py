import sys

import pytest

from yukon_qt import paths


@pytest.fixture
def no_overrides(monkeypatch, tmp_path):
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.delenv(f"YUKON_{name}_DIR", raising=False)
    # Keep platformdirs inside the test folder on Linux (XDG) and elsewhere (HOME).
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    for variable, folder in (("XDG_CONFIG_HOME", "xdg-config"), ("XDG_DATA_HOME", "xdg-data"),
                             ("XDG_STATE_HOME", "xdg-state"), ("XDG_CACHE_HOME", "xdg-cache")):
        monkeypatch.setenv(variable, str(tmp_path / folder))
    return tmp_path


def test_environment_variables_move_every_folder_and_create_it(monkeypatch, tmp_path):
    for name, function in (("CONFIG", paths.config_dir), ("DATA", paths.data_dir), ("LOG", paths.log_dir)):
        wanted = tmp_path / name.lower() / "nested"
        monkeypatch.setenv(f"YUKON_{name}_DIR", str(wanted))
        assert function() == wanted
        assert wanted.is_dir()


def test_platform_folders_are_named_after_the_app(no_overrides):
    for folder in (paths.config_dir(), paths.data_dir(), paths.log_dir()):
        assert folder.is_dir() and "yukon-solitaire" in folder.parts
    if sys.platform == "linux":  # the XDG conventions
        assert paths.config_dir() == no_overrides / "xdg-config" / "yukon-solitaire"
        assert paths.data_dir() == no_overrides / "xdg-data" / "yukon-solitaire"


def test_resources_hold_the_english_rules():
    assert (paths.resources_dir() / "rules" / "en.md").is_file()


def test_the_data_variable_alone_moves_everything_the_app_writes(no_overrides, monkeypatch):
    portable = no_overrides / "portable"
    monkeypatch.setenv("YUKON_DATA_DIR", str(portable))
    assert paths.data_dir() == portable
    assert paths.config_dir() == portable
    assert paths.log_dir() == portable / "log"
    assert not (no_overrides / "xdg-config").exists() and not (no_overrides / "xdg-state").exists()


def test_the_settings_and_log_variables_still_win_over_the_data_variable(no_overrides, monkeypatch):
    monkeypatch.setenv("YUKON_DATA_DIR", str(no_overrides / "data"))
    monkeypatch.setenv("YUKON_CONFIG_DIR", str(no_overrides / "config"))
    monkeypatch.setenv("YUKON_LOG_DIR", str(no_overrides / "logs"))
    assert paths.config_dir() == no_overrides / "config"
    assert paths.log_dir() == no_overrides / "logs"
