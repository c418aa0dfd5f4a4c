"""Statistics: every game recorded in SQLite, figures computed from the records.

``store`` (the database) and ``figures`` (pure computations) do not import Qt;
``recorder`` is what the game model calls, ``celebration`` words a win.
"""
