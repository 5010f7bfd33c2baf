"""``python packaging/symbol_font.py FreeSerif.ttf``: build ``resources/fonts/LudotecaSymbols.ttf``.

The app draws symbols (✕ ● ○ ♛ ▸ ↺ ✓ ≈ −, the operators' ∧ ∨ ⊕ ≡...) that a system's fonts
may lack: a missing glyph shows as an empty box. The app therefore ships one small font with
every symbol it draws and puts it behind the system's font in its fallback list
(:mod:`desktop.symbol_font`). This script makes that font: the glyphs of GNU FreeSerif
(GPL-3.0-or-later with the font exception; Debian's ``fonts-freefont-ttf``) for the symbols
found in the app's sources, its translations and its rules pages (:func:`symbols`), renamed
"Ludoteca Symbols". It needs fontTools (``pip install fonttools``), only to build the font.
``tests/desktop/test_symbols.py`` checks that every symbol found is in the shipped font.
"""
from __future__ import annotations

import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FAMILY = "Ludoteca Symbols"
OUT = ROOT / "resources" / "fonts" / "LudotecaSymbols.ttf"


def symbols(root: Path = ROOT) -> str:
    """Every character past ASCII that the app may draw and that is not a letter, a mark or a
    space (those come with any system font that can write the languages): in the desktop's
    sources, the translations and the rules pages. Docstrings are read too: a symbol too many
    costs a few bytes, one too few an empty box."""
    files = [*root.joinpath("desktop").rglob("*.py"), *root.joinpath("resources", "translations").glob("*.ts"),
             *root.joinpath("resources", "rules").rglob("*.md")]
    found = {ch for path in files for ch in path.read_text(encoding="utf-8")
             if ord(ch) > 127 and unicodedata.category(ch)[0] not in "LMZ"}
    return "".join(sorted(found))


def build(source: Path, out: Path = OUT) -> str:
    """Subset ``source`` to :func:`symbols` and name it :data:`FAMILY`; returns what is
    missing from ``source`` (nothing, or the build fails)."""
    from fontTools import subset
    from fontTools.ttLib import TTFont
    wanted = symbols()
    font = TTFont(str(source))
    cmap = font.getBestCmap()
    missing = "".join(ch for ch in wanted if ord(ch) not in cmap)
    if missing:
        return missing
    options = subset.Options()
    options.layout_features = []
    options.name_IDs = []
    options.notdef_outline = True
    options.glyph_names = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(ch) for ch in wanted])
    subsetter.subset(font)
    name = font["name"]
    name.names = []
    names = {0: "Copyright 2002-2012 GNU FreeFont contributors; subset for Ludoteca",
             1: FAMILY, 2: "Regular", 3: f"{FAMILY} Regular", 4: f"{FAMILY} Regular", 5: "Version 1.0",
             6: FAMILY.replace(" ", "") + "-Regular",
             13: "GNU General Public License version 3 or later, with the GPL font exception "
                 "(see resources/fonts/README.md)"}
    for number, text in names.items():
        name.setName(text, number, 3, 1, 0x409)
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    return ""


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.split("\n")[0], file=sys.stderr)
        return 2
    missing = build(Path(argv[0]))
    if missing:
        print(f"{argv[0]} lacks: {missing}", file=sys.stderr)
        return 1
    print(f"{OUT}: {len(symbols())} symbols, {OUT.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
