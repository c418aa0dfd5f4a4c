"""The Qt interface: model over the engine, card table view, dialogs, main window."""
