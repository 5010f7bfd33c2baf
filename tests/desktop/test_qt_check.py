"""A missing system library is explained with the Debian package to install."""
import builtins

from desktop import qt_check


def test_missing_core_library_names_the_package(monkeypatch):
    real_import = builtins.__import__

    def fake_import(name, *args, **kwargs):
        if name.startswith("PySide6.QtGui"):
            raise ImportError("libEGL.so.1: cannot open shared object file: No such file or directory")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", fake_import)
    packages = qt_check.missing_packages()
    assert packages == ["libegl1"]
    assert "sudo apt-get install libegl1" in qt_check.explain(packages)


def test_xcb_libraries_checked_only_for_a_real_screen(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(qt_check.ctypes.util, "find_library", lambda name: None if name == "xcb-cursor" else "x")
    assert qt_check.missing_packages() == ["libxcb-cursor0"]
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert qt_check.missing_packages() == []
