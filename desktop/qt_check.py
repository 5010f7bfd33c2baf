"""Explains a missing system library in words instead of Qt's cryptic abort.

Qt's xcb platform plugin aborts the process when a library is missing, so the check must
happen before a QApplication exists: we import the Qt modules (which fail on missing core
libraries) and look for the libraries the xcb plugin needs with ctypes.
"""
from __future__ import annotations

import ctypes.util
import os
import sys

# Shared library (as ctypes.util.find_library names it) -> Debian package.
XCB_NEEDS = {
    "xcb-cursor": "libxcb-cursor0",
    "xkbcommon-x11": "libxkbcommon-x11-0",
    "xcb-icccm": "libxcb-icccm4",
    "xcb-keysyms": "libxcb-keysyms1",
    "xcb-shape": "libxcb-shape0",
    "xcb-randr": "libxcb-randr0",
    "xcb-render-util": "libxcb-render-util0",
    "xcb-image": "libxcb-image0",
}
CORE_NEEDS = {
    "libEGL": "libegl1", "libGL": "libgl1", "libxkbcommon": "libxkbcommon0",
    "libfontconfig": "libfontconfig1", "libdbus": "libdbus-1-3", "libglib": "libglib2.0-0",
    "libgthread": "libglib2.0-0", "libX11": "libx11-6", "libxcb": "libxcb1",
}


def missing_packages() -> list[str]:
    """Debian packages whose libraries Qt will need on this machine and cannot find."""
    missing: list[str] = []
    try:
        import PySide6.QtGui  # noqa: F401
        import PySide6.QtWidgets  # noqa: F401
    except ImportError as exc:
        text = str(exc)
        missing += [pkg for lib, pkg in CORE_NEEDS.items() if lib in text]
        if not missing:
            raise
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if sys.platform.startswith("linux") and platform in ("", "xcb") and os.environ.get("DISPLAY") \
            and not os.environ.get("WAYLAND_DISPLAY"):
        missing += [pkg for lib, pkg in XCB_NEEDS.items() if ctypes.util.find_library(lib) is None]
    return sorted(set(missing))


def explain(packages: list[str]) -> str:
    return ("Ludoteca cannot open its window because some system libraries are missing.\n"
            "On Debian or Ubuntu install them with:\n\n"
            f"    sudo apt-get install {' '.join(packages)}\n")
