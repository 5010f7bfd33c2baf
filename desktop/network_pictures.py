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
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

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
    from PySide6.QtCore import QLocale

    from desktop.app import install_translations
    from desktop.network_pair import (close, invite, join, local_servers, make_windows, settle, start_app, until,
                                      use_servers)
    app, _private = start_app()
    args.out.mkdir(parents=True, exist_ok=True)
    count = 0
    with local_servers() as servers:
        use_servers(servers)
        for code in args.languages:
            translators = install_translations(app, QLocale(code))
            for size in args.sizes:
                width, height = (int(v) for v in size.split("x"))
                windows = make_windows((width, height))
                host_window, guest_window = windows
                host, invitation = invite(app, host_window, "wildcats", 0)
                settle(app)
                _picture(host_window, invitation, args.out / f"network-invite-{size}-{code}.png")
                dialog = join(app, guest_window, invitation.code.text())
                settle(app)
                _picture(guest_window, dialog, args.out / f"network-join-{size}-{code}.png")
                dialog.accept_button.click()
                until(app, lambda: host.friend is not None and "wildcats" in guest_window.pages
                      and guest_window.pages["wildcats"].friend is not None, "game")
                guest = guest_window.pages["wildcats"]
                for played, (first, second) in enumerate((("C3", "B2"), ("D4", "C2")), start=1):  # two rounds
                    until(app, host.interactive, "host's turn")
                    host.submit(first)
                    until(app, guest.interactive, "guest's turn")
                    guest.submit(second)
                    until(app, _same_length(host, guest, played), "round")
                until(app, guest.interactive, "guest's turn")
                guest.submit("B4")  # the friend has chosen: the host sees the sealed card
                until(app, lambda: host.session.commitment(1) is not None, "commitment")
                settle(app)
                _picture(host_window, None, args.out / f"network-round-host-{size}-{code}.png")
                _picture(guest_window, None, args.out / f"network-round-guest-{size}-{code}.png")
                count += 4
                close(app, windows)
            for translator in translators:
                app.removeTranslator(translator)
    print(f"{count} pictures in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
