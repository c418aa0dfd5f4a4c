"""Compiled translations (.qm) and their sources (.ts)."""
