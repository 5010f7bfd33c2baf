"""Two app windows of this process playing each other over the network, through servers on
127.0.0.1: what the network pictures and the network bench stage (the tests do the same with
qtbot). Every wait is bounded."""
from __future__ import annotations

import contextlib
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

WAIT_S = 30.0


def start_app() -> tuple[Any, Any]:
    """The application for a run without a person: private settings (nothing of the
    person's read or changed), no dialogs, no animations. Keep the second value alive."""
    from PySide6.QtCore import QTemporaryDir

    from desktop.settings import use_private_settings
    private = QTemporaryDir()
    use_private_settings(private.path())
    from desktop import messages, settings
    from desktop.app import create_application
    app = create_application(sys.argv[:1])
    messages.set_interactive(False)
    settings.set_value("view/animationSpeed", "off")
    return app, private


@contextlib.contextmanager
def local_servers() -> Iterator[Any]:
    """A mailbox server and a transit relay on 127.0.0.1 for the run (the ``test`` extra's)."""
    from rules.network.servers import LocalServers
    with tempfile.TemporaryDirectory() as folder, LocalServers.start(Path(folder)) as servers:
        yield servers


def until(app: Any, done: Callable[[], bool], what: str, seconds: float = WAIT_S) -> None:
    """Run the event loop until ``done()``; a clear error after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise SystemExit(f"no {what} within {seconds:g} s")
        app.processEvents()
        time.sleep(0.001)


def settle(app: Any, seconds: float = 0.5) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def use_servers(servers: Any, direct: str = "loopback", relay: bool = True) -> None:
    """The settings name the local servers; ``direct``: ``loopback`` or ``none`` (everything
    through the relay); without ``relay`` only direct connections are tried."""
    from desktop import settings
    settings.set_value("network/server", servers.mailbox_url)
    settings.set_value("network/relay", servers.relay_hint if relay else "none")
    settings.set_value("network/direct", direct)


def make_windows(size: tuple[int, int] = (1000, 700), mode: Any = None) -> tuple[Any, Any]:
    """Two shown windows; the computer's work in ``mode`` (synchronous by default)."""
    from desktop.main_window import MainWindow
    from desktop.worker import Mode
    windows = MainWindow(mode or Mode.SYNC), MainWindow(mode or Mode.SYNC)
    for window in windows:
        window.resize(*size)
        window.show()
    return windows


def invite(app: Any, window: Any, game_id: str, seat: int) -> tuple[Any, Any]:
    """The host's page and its invite dialog, once the code is shown."""
    page = window.open_game(game_id)
    dialog = page.invite_friend(seat)
    until(app, lambda: dialog.copy.isEnabled(), "code")
    return page, dialog


def join(app: Any, window: Any, code: str) -> Any:
    """The join dialog with the code typed, once the invitation is shown."""
    dialog = window.join_friend()
    dialog.code.setText(code)
    dialog.join.click()
    until(app, lambda: dialog.accept_button.isEnabled(), "invitation")
    return dialog


def connect(app: Any, windows: tuple[Any, Any], game_id: str, host_seat: int = 0) -> tuple[Any, Any]:
    """The first window invites, the second joins and accepts: the two pages, playing."""
    host_window, guest_window = windows
    host, dialog = invite(app, host_window, game_id, host_seat)
    join(app, guest_window, dialog.code.text()).accept_button.click()
    until(app, lambda: host.friend is not None and game_id in guest_window.pages
          and guest_window.pages[game_id].friend is not None, "game")
    return host, guest_window.pages[game_id]


def close(app: Any, windows: tuple[Any, Any]) -> None:
    for window in windows:
        for page in list(window.pages.values()):
            page.end_friend_game(keep_game=False)
            page.shutdown()
        window.close()
        window.deleteLater()
    settle(app, 0.3)
