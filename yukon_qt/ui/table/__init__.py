"""The card table: the view, its scene and items, the felt, the cards' faces, the keyboard's play
and the notes over it."""
