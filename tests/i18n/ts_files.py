"""Reading Qt Linguist .ts files: each message with its translation as the file gives it."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # the translation's type attribute: "", "unfinished", "obsolete" or "vanished"
    forms: tuple[str, ...]  # the translation, or its plural forms

    @property
    def key(self) -> tuple[str, str, str, bool]:
        return (self.context, self.source, self.comment, self.numerus)


def read_ts(path: Path) -> list[Message]:
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if numerus:
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            messages.append(Message(name, message.findtext("source", ""), message.findtext("comment", ""),
                                    numerus, translation.get("type", ""), forms))
    return messages


def translation(path: Path, context: str, source: str) -> str:
    """The translation of one (non-plural) message, "" when the file has none."""
    for message in read_ts(path):
        if message.context == context and message.source == source and not message.numerus:
            return message.forms[0]
    raise KeyError(f"{context!r}/{source!r} is not in {path.name}")
