"""The dialogs: New game, Preferences, Statistics, Rules, and what they share."""
