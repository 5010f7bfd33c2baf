"""Finish unfinished messages of a Qt Linguist file from a JSON table, touching nothing else.

    .venv/bin/python packaging/ts_fill.py resources/translations/ludoteca_cs.ts table.json

The table maps a context to {source text: translation}; a plural message (``%n``) takes a list
of forms, as many as the language has (Czech and Romanian three, the others two). Only
messages still marked unfinished are filled, so a translator's work in the .ts (the source of
the translations) is never overwritten; a translation that drops a placeholder (%1, %n) is
refused. For batch work; Qt Linguist (pyside6-linguist) is the tool for a person.
"""
from __future__ import annotations

import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

PLACEHOLDER = re.compile(r"%(?:\d+|n)")


def fill(ts: Path, table: dict[str, dict[str, object]]) -> tuple[int, list[str]]:
    tree = ET.parse(ts)
    filled, refused = 0, []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            wanted = table.get(name, {}).get(source, table.get("*", {}).get(source))
            if wanted is None:
                continue
            forms = wanted if isinstance(wanted, list) else [wanted]
            needed = set(PLACEHOLDER.findall(source))
            if any(set(PLACEHOLDER.findall(str(f))) != needed for f in forms):
                refused.append(f"{name}: {source!r}")
                continue
            if message.get("numerus") == "yes":
                for old in list(translation):
                    translation.remove(old)
                translation.text = None
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = str(form)
            else:
                translation.text = str(forms[0])
            del translation.attrib["type"]
            filled += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    text = ts.read_text(encoding="utf-8")
    if "<!DOCTYPE TS>" not in text:
        text = text.replace("?>", "?>\n<!DOCTYPE TS>", 1)
    ts.write_text(text, encoding="utf-8")
    return filled, refused


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    filled, refused = fill(Path(argv[1]), json.loads(Path(argv[2]).read_text(encoding="utf-8")))
    print(f"{argv[1]}: {filled} filled" + (f"; refused (placeholders): {refused}" if refused else ""))
    return 1 if refused else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
