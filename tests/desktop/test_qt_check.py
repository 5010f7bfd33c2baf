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


def test_no_display_is_one_clear_line():
    message = qt_check.display_problem({}, "linux")
    assert message is not None and "\n" not in message
    assert "DISPLAY" in message and "WAYLAND_DISPLAY" in message and "xcb-cursor" not in message


def test_display_check_follows_the_platform_qt_will_use():
    never = lambda display: False  # noqa: E731 (an X server that never answers)
    for value in ("", "xcb", "wayland", "wayland;xcb", "xcb:nograb", "wayland-egl"):
        assert qt_check.display_problem({"QT_QPA_PLATFORM": value}, "linux", never), value
    for value in ("offscreen", "minimal", "vnc:size=800x600", "xcb;offscreen"):
        assert qt_check.display_problem({"QT_QPA_PLATFORM": value}, "linux", never) is None, value
    assert qt_check.display_problem({}, "win32") is None
    assert qt_check.display_problem({}, "darwin") is None


def test_an_x_server_that_does_not_answer_is_named():
    asked = []

    def answers(display):
        asked.append(display)
        return display == ":1"

    assert qt_check.display_problem({"DISPLAY": ":1"}, "linux", answers) is None
    message = qt_check.display_problem({"DISPLAY": ":9"}, "linux", answers)
    assert message is not None and "DISPLAY=:9" in message and "\n" not in message
    # Qt will try Wayland first: the X server is not asked then.
    assert qt_check.display_problem({"DISPLAY": ":9", "WAYLAND_DISPLAY": "wayland-0"}, "linux", answers) is None
    assert asked == [":1", ":9"]
    # libxcb missing: cannot tell, missing_packages() names the package instead.
    assert qt_check.display_problem({"DISPLAY": ":9"}, "linux", lambda d: None) is None


def test_x_server_answers_for_a_display_with_no_server(tmp_path, monkeypatch):
    # An X display number nobody serves: libxcb fails to connect (or is not installed here).
    monkeypatch.setenv("XAUTHORITY", str(tmp_path / "none"))
    assert qt_check.x_server_answers(":987") in (False, None)


def test_requested_platforms_parses_fallbacks_and_options():
    assert qt_check.requested_platforms("") == []
    assert qt_check.requested_platforms("wayland;xcb") == ["wayland", "xcb"]
    assert qt_check.requested_platforms("vnc:size=800x600; offscreen") == ["vnc", "offscreen"]


def test_xcb_libraries_carried_by_the_bundle_count_as_present(tmp_path, monkeypatch):
    # ctypes.util.find_library only asks the system; the installed bundle has its own copies.
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(qt_check.ctypes.util, "find_library", lambda name: None)
    monkeypatch.setattr(qt_check.sys, "_MEIPASS", str(tmp_path), raising=False)
    for lib in qt_check.XCB_NEEDS:
        if lib != "xcb-cursor":
            (tmp_path / f"lib{lib}.so.0").write_bytes(b"")
    assert qt_check.missing_packages() == ["libxcb-cursor0"]
    (tmp_path / "libxcb-cursor.so.0").write_bytes(b"")
    assert qt_check.missing_packages() == []
