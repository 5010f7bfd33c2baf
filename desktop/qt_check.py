"""Explains a missing system library in words instead of Qt's cryptic abort.

Qt's xcb platform plugin aborts the process when a library is missing, so the check must
happen before a QApplication exists: we import the Qt modules (which fail on missing core
libraries) and look for the libraries the xcb plugin needs with ctypes.

Without any display (no ``DISPLAY``, no ``WAYLAND_DISPLAY``) Qt aborts too, with a hint about
xcb-cursor that sends people after the wrong package: :func:`display_problem` says so in one
line before Qt is touched, and also when ``DISPLAY`` names an X server that does not answer.
"""
from __future__ import annotations

import ctypes.util
import os
import sys
from pathlib import Path

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
    "libfontconfig": "libfontconfig1", "libfreetype": "libfreetype6", "libdbus": "libdbus-1-3", "libglib": "libglib2.0-0",
    "libgthread": "libglib2.0-0", "libX11": "libx11-6", "libxcb": "libxcb1",
}


# Platform plugins that draw on a person's screen; the others (offscreen, minimal, vnc...)
# need no display.
SCREEN_PLATFORMS = ("xcb", "wayland")


def requested_platforms(value: str) -> list[str]:
    """The plugin names in a ``QT_QPA_PLATFORM`` value: Qt takes a ``;``-separated list of
    fallbacks, each optionally followed by ``:options``."""
    return [item.split(":", 1)[0].strip() for item in value.split(";") if item.split(":", 1)[0].strip()]


def display_problem(environ: dict[str, str] | None = None, platform: str = sys.platform,
                    x_reachable=None) -> str | None:
    """One line saying why no window can be opened on this machine's display, or None.

    Only on Linux and only when Qt would draw on a screen (``QT_QPA_PLATFORM`` unset, or every
    plugin it names is xcb or wayland). ``x_reachable(display)`` answers whether an X server
    answers at ``display`` (True/False, None when it cannot tell); tests pass their own."""
    env = os.environ if environ is None else environ
    if not platform.startswith("linux"):
        return None
    names = requested_platforms(env.get("QT_QPA_PLATFORM", ""))
    if names and not all(name.startswith(SCREEN_PLATFORMS) for name in names):
        return None
    display, wayland = env.get("DISPLAY", ""), env.get("WAYLAND_DISPLAY", "")
    if not display and not wayland:
        return ("Ludoteca needs a graphical display, and none is set (neither DISPLAY nor "
                "WAYLAND_DISPLAY): start it from a desktop session.")
    x_only = names[:1] == ["xcb"] or (not names and not wayland)
    if x_only and display:
        reachable = (x_reachable or x_server_answers)(display)
        if reachable is False:
            return (f"Ludoteca cannot open its window: no X server answers on DISPLAY={display} "
                    "(or it refused the connection).")
    return None


def x_server_answers(display: str) -> bool | None:
    """Connect to the X server at ``display`` with libxcb, as Qt's xcb plugin will; None when
    libxcb is missing (then :func:`missing_packages` names its package)."""
    name = ctypes.util.find_library("xcb")
    if name is None:
        return None
    try:
        xcb = ctypes.CDLL(name)
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return connection is not None and xcb.xcb_connection_has_error(connection) == 0
    finally:
        if connection is not None:
            xcb.xcb_disconnect(connection)  # also frees the error object xcb returns on failure


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
        missing += [pkg for lib, pkg in XCB_NEEDS.items() if not library_available(lib)]
    return sorted(set(missing))


def library_available(name: str) -> bool:
    """Whether ``lib<name>.so`` can be loaded: from the PyInstaller bundle, which carries the
    xcb libraries (ctypes.util.find_library only asks the system), or from the system."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle and any(Path(bundle).glob(f"lib{name}.so*")):
        return True
    return ctypes.util.find_library(name) is not None


def explain(packages: list[str]) -> str:
    return ("Ludoteca cannot open its window because some system libraries are missing.\n"
            "On Debian or Ubuntu install them with:\n\n"
            f"    sudo apt-get install {' '.join(packages)}\n")
