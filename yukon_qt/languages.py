"""The languages the game speaks, kept apart from Qt so that the command line's help can name
them without loading Qt; ``yukon_qt.i18n`` loads their translations."""

from __future__ import annotations

SYSTEM = "system"
# Language code and its name in that language (never translated).  A code with a region
# (``pt_BR``) is the language as that region writes it; a player's ``pt_PT`` system still finds it.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "hi": "हिन्दी",
    "tr": "Türkçe",
    "te": "తెలుగు",
    "ha": "Hausa",
    "zh_CN": "简体中文",
    "es": "Español",
    "ar": "العربية",
    "fr": "Français",
    "pt_BR": "Português (Brasil)",
    "ru": "Русский",
    "bn": "বাংলা",
    "de": "Deutsch",
    "ja": "日本語",
    "id": "Bahasa Indonesia",
    "it": "Italiano",
    "ko": "한국어",
    "vi": "Tiếng Việt",
    "pl": "Polski",
    "uk": "Українська",
    "nl": "Nederlands",
    "fa": "فارسی",
    "he": "עברית",
    "th": "ไทย",
    "ta": "தமிழ்",
}
