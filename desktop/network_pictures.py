"""``python -m desktop.network_pictures OUT [--sizes 640x480 1280x900] [--languages en it]``

Pictures of a game with a friend on another computer, to look at before a release: the
invitation (the code), the join dialog showing the invitation, and a Wild Cats round in
progress on both screens (the friend's sealed choice on the host's, the host's on the
guest's). Two windows of this process play each other through a mailbox server and relay
started on 127.0.0.1 for the run (the ``test`` extra's servers); nothing leaves the machine.
Settings are private to the run. A dialog is drawn over its window where it would open.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

WAIT_S = 30.0


def _until(app: Any, done: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while not done():
        if time.monotonic() > deadline:
            raise SystemExit(f"network_pictures: no {what} within {WAIT_S:g} s")
        app.processEvents()
        time.sleep(0.01)


def _settle(app: Any, seconds: float = 0.5) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def _same_length(host: Any, guest: Any, length: int) -> Callable[[], bool]:
    return lambda: bool(host.session.index() == guest.session.index() == length)


def _picture(window: Any, dialog: Any, path: Path) -> None:
    """The window, with ``dialog`` (if any) drawn centred over it as it would open."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter
    image = window.grab()
    if dialog is not None:
        over = dialog.grab()
        painter = QPainter(image)
        painter.drawPixmap(QPoint(max(0, (image.width() - over.width()) // 2),
                                  max(0, (image.height() - over.height()) // 2)), over)
        painter.end()
    image.save(str(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.network_pictures")
    parser.add_argument("out", type=Path)
    parser.add_argument("--sizes", nargs="+", default=["640x480", "1280x900"])
    parser.add_argument("--languages", nargs="+", default=["en", "it"])
    args = parser.parse_args(argv)
    from PySide6.QtCore import QLocale, QTemporaryDir
    from desktop.settings import use_private_settings
    private = QTemporaryDir()
    use_private_settings(private.path())
    from desktop import messages, settings
    from desktop.app import create_application, install_translations
    app = create_application(sys.argv[:1])
    messages.set_interactive(False)
    settings.set_value("view/animationSpeed", "off")
    from desktop.main_window import MainWindow
    from desktop.worker import Mode
    from rules.network.servers import LocalServers
    args.out.mkdir(parents=True, exist_ok=True)
    count = 0
    with tempfile.TemporaryDirectory() as folder, LocalServers.start(Path(folder)) as servers:
        settings.set_value("network/server", servers.mailbox_url)
        settings.set_value("network/relay", servers.relay_hint)
        settings.set_value("network/direct", "loopback")
        for code in args.languages:
            translators = install_translations(app, QLocale(code))
            for size in args.sizes:
                width, height = (int(v) for v in size.split("x"))
                windows = [MainWindow(Mode.SYNC), MainWindow(Mode.SYNC)]
                for window in windows:
                    window.resize(width, height)
                    window.show()
                host_window, guest_window = windows
                host = host_window.open_game("wildcats")
                invite = host.invite_friend(0)
                _until(app, lambda: invite.copy.isEnabled(), "code")
                _settle(app)
                _picture(host_window, invite, args.out / f"network-invite-{size}-{code}.png")
                join = guest_window.join_friend()
                join.code.setText(invite.code.text())
                join.join.click()
                _until(app, lambda: join.accept_button.isEnabled(), "invitation")
                _settle(app)
                _picture(guest_window, join, args.out / f"network-join-{size}-{code}.png")
                join.accept_button.click()
                _until(app, lambda: host.friend is not None and "wildcats" in guest_window.pages
                       and guest_window.pages["wildcats"].friend is not None, "game")
                guest = guest_window.pages["wildcats"]
                for played, (first, second) in enumerate((("C3", "B2"), ("D4", "C2")), start=1):  # two rounds
                    _until(app, host.interactive, "host's turn")
                    host.submit(first)
                    _until(app, guest.interactive, "guest's turn")
                    guest.submit(second)
                    _until(app, _same_length(host, guest, played), "round")
                _until(app, guest.interactive, "guest's turn")
                guest.submit("B4")  # the friend has chosen: the host sees the sealed card
                _until(app, lambda: host.session.commitment(1) is not None, "commitment")
                _settle(app)
                _picture(host_window, None, args.out / f"network-round-host-{size}-{code}.png")
                _picture(guest_window, None, args.out / f"network-round-guest-{size}-{code}.png")
                count += 4
                for window in windows:
                    for page in list(window.pages.values()):
                        page.end_friend_game(keep_game=False)
                        page.shutdown()
                    window.close()
                    window.deleteLater()
                _settle(app, 0.3)
            for translator in translators:
                app.removeTranslator(translator)
    print(f"{count} pictures in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
