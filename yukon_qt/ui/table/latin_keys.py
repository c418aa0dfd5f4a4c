"""The Latin letter of a key pressed while the keyboard writes another script (Russian, Arabic, Hindi ...).

The game's one-letter keys (C, F and S read the table aloud, H gives a hint, W finds the losing
move) are named by the letters printed on a Latin keyboard.  A player whose keyboard is set to
Cyrillic or Arabic presses the same key and Qt reports the letter of that script, so nothing would
happen.  The key's place on the keyboard tells the Latin letter: the key code on X11 and Wayland
(xkb, the same on every PC keyboard), the virtual key on Windows (letters keep their Latin codes
whatever the layout) and on macOS.  Keys that already give a Latin letter are left as they are,
so a French or German layout keeps its own letters.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# xkb key codes (evdev + 8) of the letter keys of a PC keyboard, in the order of LETTERS.
XKB_CODES = (38, 56, 54, 40, 26, 41, 42, 43, 31, 44, 45, 46, 58, 57, 32, 33, 24, 27, 39, 28, 30, 55, 25, 53, 29, 52)
# macOS virtual key codes (kVK_ANSI_A ...), in the order of LETTERS.
MAC_CODES = (0, 11, 8, 2, 14, 3, 5, 4, 34, 38, 40, 37, 46, 45, 31, 35, 12, 15, 1, 17, 32, 9, 13, 7, 16, 6)
XKB = {code: ord(letter) for code, letter in zip(XKB_CODES, LETTERS, strict=True)}
MAC = {code: ord(letter) for code, letter in zip(MAC_CODES, LETTERS, strict=True)}


def latin_key(event: QKeyEvent) -> int:
    """``event``'s key, or, for a letter of another script, the Latin letter on the same key."""
    key = event.key()
    text = event.text()
    if Qt.Key.Key_A <= key <= Qt.Key.Key_Z or len(text) != 1 or not text.isalpha() or text.isascii():
        return key
    platform = QGuiApplication.platformName()
    if platform == "windows":
        virtual = event.nativeVirtualKey()
        return virtual if ord("A") <= virtual <= ord("Z") else key
    if platform == "cocoa":
        return MAC.get(event.nativeVirtualKey(), key)
    return XKB.get(event.nativeScanCode(), key)  # X11, Wayland, and Qt's offscreen platform on Linux
