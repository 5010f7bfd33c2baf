"""Render the application icon (resources/icons/ludoteca.svg) to the PNG sizes of the
hicolor icon theme, with Qt's own SVG renderer (no extra system package).

    python packaging/render_icons.py OUT_DIR [SVG]

writes OUT_DIR/<N>x<N>/apps/ludoteca.png for every size in SIZES and copies the SVG to
OUT_DIR/scalable/apps/ludoteca.svg, the layout of ``$XDG_DATA_HOME/icons/hicolor``.
The PNGs are build products: they are never committed.
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SVG = ROOT / "resources" / "icons" / "ludoteca.svg"


def render(svg: Path, out_dir: Path, sizes: tuple[int, ...] = SIZES) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {svg} is not a valid SVG")
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = out_dir / f"{size}x{size}" / "apps" / f"{svg.stem}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target), "PNG"):
            raise SystemExit(f"render_icons: cannot write {target}")
        written.append(target)
    scalable = out_dir / "scalable" / "apps" / svg.name
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    written.append(scalable)
    return written


def main(argv: list[str]) -> int:
    if not argv or len(argv) > 2:
        print(__doc__.strip().splitlines()[3].strip(), file=sys.stderr)
        return 2
    svg = Path(argv[1]) if len(argv) == 2 else DEFAULT_SVG
    for path in render(svg, Path(argv[0])):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
