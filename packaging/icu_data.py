"""A smaller ICU data library for the bundle: ICU's data package without the parts QtCore never asks for.

PySide6's QtCore links ICU, whose data library (``libicudata.so.NN``, 32 MB) is the biggest
file in the bundle. QtCore calls 31 ICU functions (``objdump -T libQt6Core.so.6``), all of
collation (QCollator), converters (QStringConverter's non-Unicode encodings), time zones
(QTimeZone's ids and names) and locale case mapping. The data of ICU's other services
(:data:`DROPPED`: break iteration and its dictionaries, transliteration, spelled-out numbers,
the display names of languages, regions, currencies and units, character names, spoof
checking, string preparation) is never read through them; ICU's own data build tool offers
the same categories as filters. packaging/check_icu.py proves that every one of those 31
functions answers the same with this library as with the full one.

The data sits in the library as one symbol, ``icudtNN_dat``: an ICU *common data* package
("CmnD": a header, a table of contents of (name, offset) pairs sorted by name, and the items,
each 16-byte aligned). It is read from the library, rewritten without the dropped items, and
linked into a new library of the same name with binutils (``as``, ``ld``), which the
installer's build already needs. Only ELF (Linux) libraries are handled.
"""
from __future__ import annotations

import re
import struct
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

DROPPED = ("brkitr/", "translit/", "rbnf/", "lang/", "region/", "curr/", "unit/",
           "unames.icu", "confusables.cfu", ".spp")
"""Item names (after the ``icudtNNl/`` prefix) that start (with a ``/``) or end with these."""

ALIGN = 16
PAD = b"\xaa"
"""What ICU's own tools (icupkg, pkgdata) pad with, so that an untouched package is rewritten
byte for byte."""
_SYMBOL = re.compile(r"^([0-9a-f]+) ([0-9a-f]+) [RrDd] (icudt\d+_dat)$", re.MULTILINE)


class IcuDataError(RuntimeError):
    """The library is not what this module knows how to rewrite (the build says so and stops)."""


@dataclass(frozen=True)
class Package:
    """An ICU common data package: its header and its items (name, bytes), in table order."""

    header: bytes
    items: list[tuple[str, bytes]]

    @classmethod
    def parse(cls, data: bytes) -> Package:
        header_size, magic1, magic2 = struct.unpack_from("<HBB", data, 0)
        big_endian, charset = data[8], data[9]
        if (magic1, magic2) != (0xDA, 0x27) or data[12:16] != b"CmnD" or data[16] != 1 or big_endian or charset:
            raise IcuDataError("not a little-endian ASCII ICU common data package (CmnD 1.x)")
        (count,) = struct.unpack_from("<I", data, header_size)
        entries = [struct.unpack_from("<II", data, header_size + 4 + 8 * i) for i in range(count)]
        starts = [header_size + offset for _name, offset in entries] + [len(data)]
        items = []
        for i, (name_offset, _offset) in enumerate(entries):
            at = header_size + name_offset
            name = data[at:data.index(b"\0", at)].decode("ascii")
            items.append((name, data[starts[i]:starts[i + 1]]))
        if [name for name, _ in items] != sorted(name for name, _ in items):
            raise IcuDataError("the table of contents is not sorted by name")
        return cls(data[:header_size], items)

    def to_bytes(self) -> bytes:
        """The package as ICU reads it: offsets counted from the table of contents, names
        packed after it, each item at a multiple of 16 bytes."""
        names = b"".join(name.encode("ascii") + b"\0" for name, _ in self.items)
        table_size = 4 + 8 * len(self.items)
        first = _aligned(len(self.header) + table_size + len(names)) - len(self.header)
        entries, name_at, data_at, body = [], table_size, first, []
        for name, item in self.items:
            entries.append(struct.pack("<II", name_at, data_at))
            name_at += len(name) + 1
            padded = item + PAD * (_aligned(len(item)) - len(item))
            body.append(padded)
            data_at += len(padded)
        toc = struct.pack("<I", len(self.items)) + b"".join(entries) + names
        return self.header + toc + PAD * (first - len(toc)) + b"".join(body)

    def without(self, dropped: tuple[str, ...] = DROPPED) -> Package:
        return Package(self.header, [(n, d) for n, d in self.items if not is_dropped(n, dropped)])

    def size(self) -> int:
        return sum(len(d) for _, d in self.items)


def is_dropped(name: str, dropped: tuple[str, ...] = DROPPED) -> bool:
    """``icudt73l/brkitr/line.brk`` is dropped by ``brkitr/``; ``icudt73l/rfc3491.spp`` by ``.spp``."""
    inner = name.partition("/")[2]
    return any(inner.startswith(d) if d.endswith("/") else inner.endswith(d) for d in dropped)


def _aligned(n: int) -> int:
    return (n + ALIGN - 1) // ALIGN * ALIGN


def read_library(path: Path) -> tuple[str, bytes]:
    """The data symbol's name and bytes, located through the ELF program headers."""
    raw = path.read_bytes()
    if raw[:4] != b"\x7fELF" or raw[4] != 2 or raw[5] != 1:
        raise IcuDataError(f"{path} is not a 64-bit little-endian ELF library")
    symbols = subprocess.run(["nm", "-D", "--defined-only", "-S", str(path)], capture_output=True, text=True,
                             check=True).stdout
    found = _SYMBOL.findall(symbols)
    if len(found) != 1:
        raise IcuDataError(f"{path} does not define exactly one icudtNN_dat symbol")
    address, size, symbol = int(found[0][0], 16), int(found[0][1], 16), found[0][2]
    (phoff,) = struct.unpack_from("<Q", raw, 0x20)
    phentsize, phnum = struct.unpack_from("<HH", raw, 0x36)
    for i in range(phnum):
        kind, _flags, offset, vaddr, _paddr, filesz = struct.unpack_from("<IIQQQQ", raw, phoff + i * phentsize)
        if kind == 1 and vaddr <= address and address + size <= vaddr + filesz:  # PT_LOAD
            start = offset + address - vaddr
            return symbol, raw[start:start + size]
    raise IcuDataError(f"{symbol} is not in a loaded segment of {path}")


def soname(path: Path) -> str:
    """The library's SONAME (``objdump -p``)."""
    dump = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, check=True).stdout
    names = [line.split()[1] for line in dump.splitlines() if line.strip().startswith("SONAME")]
    if len(names) != 1:
        raise IcuDataError(f"{path} has no SONAME")
    return names[0]


def write_library(data: bytes, symbol: str, soname: str, out: Path) -> None:
    """A shared library named ``soname`` whose only symbol, ``symbol``, is ``data`` (read-only,
    16-byte aligned), made with GNU as and ld."""
    with tempfile.TemporaryDirectory() as work:
        blob, source, obj = Path(work, "data.bin"), Path(work, "data.s"), Path(work, "data.o")
        blob.write_bytes(data)
        source.write_text(
            f'\t.section .rodata\n\t.balign {ALIGN}\n\t.globl {symbol}\n\t.type {symbol}, "object"\n'
            f'{symbol}:\n\t.incbin "{blob}"\n\t.size {symbol}, . - {symbol}\n'
            '\t.section .note.GNU-stack,"",%progbits\n')
        subprocess.run(["as", "-o", str(obj), str(source)], check=True)
        subprocess.run(["ld", "-shared", "-soname", soname, "-z", "noexecstack", "-o", str(out), str(obj)], check=True)


def trim_library(source: Path, out: Path, dropped: tuple[str, ...] = DROPPED) -> tuple[int, int]:
    """Write ``source`` without the ``dropped`` items to ``out`` (same file name, same soname);
    the data's size before and after."""
    symbol, data = read_library(source)
    package = Package.parse(data)
    kept = package.without(dropped)
    write_library(kept.to_bytes(), symbol, soname(source), out)
    check_symbol, check_data = read_library(out)
    if check_symbol != symbol or Package.parse(check_data).items != kept.items:
        raise IcuDataError(f"{out} does not read back as written")
    return len(data), len(check_data)
