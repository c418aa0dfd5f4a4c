"""Between the engine and the widgets: the live game and what follows it (QtCore only, never QtGui or QtWidgets)."""
