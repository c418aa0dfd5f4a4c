"""The Qt interface: model over the engine, card table view, dialogs, main window."""

import PySide6  # noqa: F401  (first: PySide's import hook is in place before the rest is imported)

from yukon_qt.ui.pyside_imports import speed_up_feature_check

speed_up_feature_check()
