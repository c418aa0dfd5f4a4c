"""The card table for screen readers: an accessibility tree of the table, its piles and cards, with
actions that go through the gesture policy, and announcements of what each move changed."""
