"""What shows over the table for a moment: the notes, the win banner and the win animation."""
