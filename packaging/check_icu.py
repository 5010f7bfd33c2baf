"""Check that the bundle's trimmed ICU data (packaging/icu_data.py) answers QtCore as the full data does.

    python3 packaging/check_icu.py FULL_DIR TRIMMED_DIR

Each folder holds ``libicuuc.so.NN``, ``libicui18n.so.NN`` and ``libicudata.so.NN`` (PySide6's
``Qt/lib`` in the build's venv; the bundle's ``_internal``). QtCore calls only these ICU
functions (``objdump -T libQt6Core.so.6 | grep _NN``): converters (``ucnv_*``), collation
(``ucol_open``, ``ucol_setAttribute``, ``ucol_strcoll``, ``ucol_getSortKey``), calendars and
time zones (``ucal_open``, ``ucal_getCanonicalTimeZoneID``, ``ucal_getTimeZoneDisplayName``)
and case mapping (``u_strToUpper``, ``u_strToLower``). Each folder's ICU, loaded with ctypes in
a process of its own, answers the same questions: every converter ICU lists (its names, and a
text converted both ways), collation sort keys of a set of words in every locale ICU lists (plain,
numeric and primary strength), every time zone's canonical id and its four display names in
30 locales, and upper and lower case of a set of words in every locale. Any answer that differs
is printed and the exit status is 1; ``--probe DIR`` prints one folder's answers (JSON).
"""
from __future__ import annotations

import ctypes
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

WORDS = ["a", "A", "á", "b", "c", "č", "ch", "cH", "d", "h", "hrad", "chrám", "i", "ı", "İ", "î", "â", "ă",
         "ș", "ş", "ț", "ţ", "s", "t", "z", "ž", "ß", "ss", "æ", "å", "ä", "ö", "o", "ø", "ñ", "n", "ç",
         "file2", "file10", "File1", "x-9", "x 9", "中文", "日本語", "한국어", "ไทย", "العربية", "עברית",
         "Ελλάδα", "русский", "ĳ", "ﬁ", "ǅ", "ΐ", "Ά", "🂡", ""]
ZONE_LOCALES = ["en", "en_US", "en_GB", "it", "it_IT", "pt", "pt_BR", "pt_PT", "ro", "ro_RO", "cs", "cs_CZ",
                "de", "fr", "es", "nl", "pl", "sv", "fi", "ru", "uk", "el", "tr", "ar", "he", "hi", "ja", "ko",
                "zh_Hans", "zh_Hant"]
SAMPLE = "Ludoteca: Othello, Wild Cats – šachy, ţară, ação, città, ¿qué? 中文 €"
UCOL_NUMERIC_COLLATION, UCOL_STRENGTH, UCOL_ON, UCOL_PRIMARY = 7, 5, 17, 0


def icu_version(folder: Path) -> str:
    """The suffix of ICU's function names (``73`` in ``u_strToUpper_73``)."""
    uc = next(folder.glob("libicuuc.so.*"))
    dump = subprocess.run(["objdump", "-T", str(uc)], capture_output=True, text=True, check=True).stdout
    found = re.search(r"\bu_strToUpper_(\d+)\b", dump)
    if found is None:
        raise SystemExit(f"check_icu: no u_strToUpper_NN in {uc}")
    return found.group(1)


class Icu:
    """One folder's ICU, through ctypes (UChar strings are UTF-16)."""

    def __init__(self, folder: Path) -> None:
        self.v = icu_version(folder)
        self.uc = ctypes.CDLL(str(next(folder.glob(f"libicuuc.so.{self.v}*"))))
        self.i18n = ctypes.CDLL(str(next(folder.glob(f"libicui18n.so.{self.v}*"))))

    def fn(self, lib: ctypes.CDLL, name: str, restype: Any = ctypes.c_int32) -> Any:
        function = getattr(lib, f"{name}_{self.v}")
        function.restype = restype
        return function

    @staticmethod
    def uchars(text: str) -> tuple[ctypes.Array[ctypes.c_char], int]:
        data = text.encode("utf-16-le")
        return ctypes.create_string_buffer(data, len(data) + 2), len(data) // 2

    @staticmethod
    def text(buffer: ctypes.Array[ctypes.c_char], length: int) -> str:
        return buffer.raw[:2 * length].decode("utf-16-le", errors="surrogatepass")


def probe(folder: Path) -> dict[str, Any]:
    icu = Icu(folder)
    status = ctypes.c_int(0)
    answers: dict[str, Any] = {}

    # Converters: names, standard names, and a text there and back.
    count = icu.fn(icu.uc, "ucnv_countAvailable")()
    available = icu.fn(icu.uc, "ucnv_getAvailableName", ctypes.c_char_p)
    ucnv_open = icu.fn(icu.uc, "ucnv_open", ctypes.c_void_p)
    ucnv_close = icu.fn(icu.uc, "ucnv_close", None)
    standard = icu.fn(icu.uc, "ucnv_getStandardName", ctypes.c_char_p)
    max_char = icu.fn(icu.uc, "ucnv_getMaxCharSize", ctypes.c_int8)
    from_uchars = icu.fn(icu.uc, "ucnv_fromUChars")
    to_uchars = icu.fn(icu.uc, "ucnv_toUChars")
    for i in range(count):
        name = available(i)
        status.value = 0
        converter = ucnv_open(name, ctypes.byref(status))
        row: list[Any] = [status.value]
        if converter:
            source, length = icu.uchars(SAMPLE)
            out = ctypes.create_string_buffer(1024)
            status.value = 0
            n = from_uchars(ctypes.c_void_p(converter), out, 1024, source, length, ctypes.byref(status))
            back = ctypes.create_string_buffer(2048)
            status2 = ctypes.c_int(0)
            m = to_uchars(ctypes.c_void_p(converter), back, 1024, out, n, ctypes.byref(status2))
            std = [(standard(name, s, ctypes.byref(ctypes.c_int(0))) or b"").decode() for s in (b"MIME", b"IANA")]
            row += [max_char(ctypes.c_void_p(converter)), out.raw[:max(n, 0)].hex(), status.value,
                    icu.text(back, max(m, 0)), status2.value, std]
            ucnv_close(ctypes.c_void_p(converter))
        answers[f"ucnv {name.decode()}"] = row

    # Collation in every locale ICU lists, as QCollator uses it.
    locales = [icu.fn(icu.uc, "uloc_getAvailable", ctypes.c_char_p)(i)
               for i in range(icu.fn(icu.uc, "uloc_countAvailable")())]
    answers["locales"] = [locale.decode() for locale in locales]
    ucol_open = icu.fn(icu.i18n, "ucol_open", ctypes.c_void_p)
    ucol_close = icu.fn(icu.i18n, "ucol_close", None)
    set_attribute = icu.fn(icu.i18n, "ucol_setAttribute", None)
    sort_key = icu.fn(icu.i18n, "ucol_getSortKey")
    for locale in [b"", b"root"] + locales:
        status.value = 0
        collator = ucol_open(locale, ctypes.byref(status))
        row = [status.value]
        if collator:
            for attribute, value in ((None, None), (UCOL_NUMERIC_COLLATION, UCOL_ON), (UCOL_STRENGTH, UCOL_PRIMARY)):
                if attribute is not None:
                    set_attribute(ctypes.c_void_p(collator), attribute, value, ctypes.byref(status))
                keys = []
                for word in WORDS:
                    source, length = icu.uchars(word)
                    key = ctypes.create_string_buffer(512)
                    n = sort_key(ctypes.c_void_p(collator), source, length, key, 512)
                    keys.append(key.raw[:n].hex())
                row.append(keys)
            row.append(status.value)
            ucol_close(ctypes.c_void_p(collator))
        answers[f"ucol {locale.decode()}"] = row

    # Time zones: canonical ids and display names, through a calendar as QTimeZone asks.
    zones_enum = icu.fn(icu.i18n, "ucal_openTimeZones", ctypes.c_void_p)(ctypes.byref(status))
    uenum_next = icu.fn(icu.uc, "uenum_next", ctypes.c_char_p)
    zones = []
    while True:
        zone_length = ctypes.c_int32(0)
        zone = uenum_next(ctypes.c_void_p(zones_enum), ctypes.byref(zone_length), ctypes.byref(status))
        if not zone:
            break
        zones.append(zone.decode())
    icu.fn(icu.uc, "uenum_close", None)(ctypes.c_void_p(zones_enum))
    answers["zones"] = zones
    canonical = icu.fn(icu.i18n, "ucal_getCanonicalTimeZoneID")
    ucal_open = icu.fn(icu.i18n, "ucal_open", ctypes.c_void_p)
    ucal_close = icu.fn(icu.i18n, "ucal_close", None)
    display = icu.fn(icu.i18n, "ucal_getTimeZoneDisplayName")
    for zone in zones:
        source, length = icu.uchars(zone)
        out = ctypes.create_string_buffer(256)
        system = ctypes.c_int8(0)
        status.value = 0
        n = canonical(source, length, out, 128, ctypes.byref(system), ctypes.byref(status))
        row = [icu.text(out, max(n, 0)), system.value, status.value]
        for locale in ZONE_LOCALES:
            status.value = 0
            calendar = ucal_open(source, length, locale.encode(), 0, ctypes.byref(status))
            names: list[Any] = [status.value]
            for kind in range(4):  # standard, short standard, daylight, short daylight
                status.value = 0
                n = display(ctypes.c_void_p(calendar), kind, locale.encode(), out, 128, ctypes.byref(status))
                names.append([icu.text(out, max(n, 0)), status.value])
            ucal_close(ctypes.c_void_p(calendar))
            row.append(names)
        answers[f"ucal {zone}"] = row

    # Case mapping in every locale.
    upper = icu.fn(icu.uc, "u_strToUpper")
    lower = icu.fn(icu.uc, "u_strToLower")
    for locale in [b"", b"root"] + locales:
        row = []
        for word in WORDS + ["istanbul İSTANBUL", "ǆemal ǅemal", "ΌΣΟΣ όσος", "i̇̀ ĨĮ", "ﬀ ŉ ǰ"]:
            source, length = icu.uchars(word)
            for function in (upper, lower):
                out = ctypes.create_string_buffer(512)
                status.value = 0
                n = function(out, 256, source, length, locale, ctypes.byref(status))
                row.append([icu.text(out, max(n, 0)), status.value])
        answers[f"case {locale.decode()}"] = row
    return answers


def compare(full: dict[str, Any], trimmed: dict[str, Any]) -> list[str]:
    """The keys whose answers differ (or that only one side has)."""
    return sorted(key for key in full.keys() | trimmed.keys() if full.get(key) != trimmed.get(key))


def answers_of(folder: Path) -> dict[str, Any]:
    result = subprocess.run([sys.executable, __file__, "--probe", str(folder)], capture_output=True, text=True,
                            timeout=600, check=False)
    if result.returncode != 0:
        raise SystemExit(f"check_icu: probing {folder} failed:\n{result.stderr[-2000:]}")
    return json.loads(result.stdout)


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "--probe":
        print(json.dumps(probe(Path(argv[1])), ensure_ascii=False))
        return 0
    if len(argv) != 2:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    full, trimmed = answers_of(Path(argv[0])), answers_of(Path(argv[1]))
    differ = compare(full, trimmed)
    questions = len(full)
    if differ:
        for key in differ[:20]:
            print(f"check_icu: {key}: {str(full.get(key))[:300]} != {str(trimmed.get(key))[:300]}", file=sys.stderr)
        print(f"check_icu: {len(differ)} of {questions} answers differ", file=sys.stderr)
        return 1
    print(f"check_icu: the trimmed ICU data answers QtCore's {questions} questions as the full data does "
          f"({len(full['locales'])} locales, {len(full['zones'])} time zones)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
