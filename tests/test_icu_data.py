"""The bundle's smaller ICU data library (packaging/icu_data.py) and its check (packaging/check_icu.py).

A package is read and written back byte for byte; the trimmed library keeps every item but the
dropped categories; ICU, loaded from the trimmed library, answers every question QtCore can ask
exactly as with the full one, and the check notices when a trim takes something QtCore reads.
The library tests use PySide6's own ICU and binutils (as, ld, nm, objdump: Debian's binutils,
which the installer's build needs too).
"""
from __future__ import annotations

import shutil
import struct
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import check_icu  # noqa: E402
import icu_data  # noqa: E402


def package(items: list[tuple[str, bytes]]) -> bytes:
    """A tiny common data package as ICU's tools write it (0xaa padding, 16-byte items)."""
    header = struct.pack("<HBB", 32, 0xDA, 0x27) + struct.pack("<HHBBBB", 20, 0, 0, 0, 2, 0) + b"CmnD"
    header += bytes([1, 0, 0, 0]) + bytes([73, 1, 0, 0])
    header += b"\xaa" * (32 - len(header))
    return icu_data.Package(header, items).to_bytes()


ITEMS = [("icudt73l/brkitr/line.brk", b"L" * 20), ("icudt73l/cnvalias.icu", b"C" * 16),
         ("icudt73l/coll/root.res", b"R" * 33), ("icudt73l/lang/cs.res", b"N" * 5),
         ("icudt73l/rfc3491.spp", b"S" * 3), ("icudt73l/zone/cs.res", b"Z" * 7)]


def test_a_package_is_parsed_and_written_back_byte_for_byte():
    data = package(ITEMS)
    parsed = icu_data.Package.parse(data)
    assert parsed.to_bytes() == data
    assert [name for name, _ in parsed.items] == [name for name, _ in ITEMS]
    assert parsed.items[2][1][:33] == b"R" * 33 and len(parsed.items[2][1]) == 48  # padded to 16
    table = len(parsed.header)
    offsets = [struct.unpack_from("<II", data, table + 4 + 8 * i)[1] for i in range(len(ITEMS))]
    assert all((table + offset) % 16 == 0 for offset in offsets)


def test_the_dropped_categories_and_only_they_are_left_out():
    kept = icu_data.Package.parse(package(ITEMS)).without()
    assert [name for name, _ in kept.items] == ["icudt73l/cnvalias.icu", "icudt73l/coll/root.res",
                                                "icudt73l/zone/cs.res"]
    assert icu_data.Package.parse(kept.to_bytes()).items == kept.items
    assert not icu_data.is_dropped("icudt73l/coll/brkitr.res")  # a prefix only at the start of the path
    assert icu_data.is_dropped("icudt73l/translit/root.res")


def test_what_is_not_a_common_data_package_is_refused():
    data = bytearray(package(ITEMS))
    data[12:16] = b"ResB"
    with pytest.raises(icu_data.IcuDataError, match="CmnD"):
        icu_data.Package.parse(bytes(data))


# --- PySide6's own ICU ------------------------------------------------------------------------------------
def pyside_icu() -> Path:
    import PySide6
    folder = Path(PySide6.__file__).parent / "Qt" / "lib"
    if not list(folder.glob("libicudata.so.*")):
        pytest.skip("PySide6 carries no ICU data library here (not Linux)")
    missing = [tool for tool in ("as", "ld", "nm", "objdump") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"needs binutils ({', '.join(missing)} missing): sudo apt-get install binutils")
    return folder


def icu_folder(tmp: Path, source: Path, dropped: tuple[str, ...]) -> Path:
    """ICU's three libraries in ``tmp``, the data trimmed of ``dropped``."""
    tmp.mkdir()
    for library in source.glob("libicu*.so.*"):
        if not library.name.startswith("libicudata"):
            shutil.copy(library, tmp)
    data = next(source.glob("libicudata.so.*"))
    icu_data.trim_library(data, tmp / data.name, dropped)
    return tmp


@pytest.fixture(scope="module")
def full_answers() -> dict[str, Any]:
    return check_icu.answers_of(pyside_icu())


def test_the_real_package_is_written_back_byte_for_byte():
    symbol, data = icu_data.read_library(next(pyside_icu().glob("libicudata.so.*")))
    assert symbol.startswith("icudt") and symbol.endswith("_dat")
    assert icu_data.Package.parse(data).to_bytes() == data


def test_the_trimmed_library_answers_qtcore_as_the_full_one(tmp_path, full_answers):
    source = pyside_icu()
    trimmed = icu_folder(tmp_path / "trimmed", source, icu_data.DROPPED)
    full_size = next(source.glob("libicudata.so.*")).stat().st_size
    assert next(trimmed.glob("libicudata.so.*")).stat().st_size < full_size * 0.6
    assert icu_data.soname(next(trimmed.glob("libicudata.so.*"))) == next(source.glob("libicudata.so.*")).name
    answers = check_icu.answers_of(trimmed)
    assert check_icu.compare(full_answers, answers) == []
    assert len(answers["locales"]) > 500 and len(answers["zones"]) > 400  # it asked about everything


def test_the_check_notices_a_trim_that_takes_what_qtcore_reads(tmp_path, full_answers):
    too_much = icu_data.DROPPED + ("coll/cs.res", "zone/", "ibm-1390_P110-2003.cnv")
    answers = check_icu.answers_of(icu_folder(tmp_path / "too-much", pyside_icu(), too_much))
    differ = check_icu.compare(full_answers, answers)
    assert {"ucol cs", "ucol cs_CZ", "ucnv ibm-1390_P110-2003"} <= set(differ)
    assert any(key.startswith("ucal ") for key in differ)
