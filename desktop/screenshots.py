"""``python -m desktop.screenshots OUT [--sizes ...] [--themes ...] [--languages ...] [--only ...]``

Pictures of every page in the states worth looking at (a threat in force, the hand-over
cover, a block, a win, a collapse, the designer, the rules...), at several window sizes, in
the light and dark themes and in every language. The README's pictures and the
``docs/screenshots`` folder are made with it; a person looks at them before a release.
Settings are private to the run (nothing of the person's is read or changed).
"""
from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

Setup = Callable[[Any], "int | None"]
"""Puts a window in the state to picture; may return how long to wait before the grab (ms)."""


def _wildcats_round(window: Any, moves: str) -> Any:
    from desktop.session import Seat
    from rules.wildcats.game import WildCatsGame
    page = window.open_game("wildcats")
    game = WildCatsGame()
    page.session.new_game(game, (Seat(), Seat()))
    page.play_record(moves)
    return page


def _wildcats_threat(window: Any) -> None:
    # Dots hold C1, C2 and C4: their single threat C3 is forced on Crosses, who choose now.
    _wildcats_round(window, "X:A1/O:C1 X:E5/O:C2 X:A5/O:C4")


def _wildcats_cover(window: Any) -> None:
    page = _wildcats_round(window, "X:C3/O:B2")
    from rules.wildcats.moves import parse_square
    page.submit(parse_square("D4"))


def _wildcats_block(window: Any) -> None:
    _wildcats_round(window, "X:B2/O:D4 X:C3/O:C3")


def _wildcats_win(window: Any) -> None:
    _wildcats_round(window, "X:B1/O:A5 X:C1/O:C5 X:D1/O:E3 X:A1/O:E1")


def _wildcats_computer(window: Any) -> None:
    from desktop.session import Seat
    from rules.wildcats.game import WildCatsGame
    page = window.open_game("wildcats")
    page.session.new_game(WildCatsGame(), (Seat(), Seat(True, 2)), seed=7)


def _game(game_id: str, moves: str = "") -> Setup:
    def setup(window: Any) -> None:
        page = window.open_game(game_id)
        if moves:
            page.play_record(moves)
    return setup


def _checkers(window: Any, seats: Any = None, **options: Any) -> Any:
    from desktop.session import Seat
    from rules.programmers_checkers.game import CheckersGame
    page = window.open_game("programmers_checkers")
    page.session.new_game(CheckersGame(**options), seats or (Seat(), Seat()), seed=11)
    return page


def _checkers_setup(window: Any) -> None:
    page = _checkers(window)
    for n in (21, 23, 26, 32):  # White has turned four stones to 0
        page.scene.click_square(n)


def _checkers_computer_setup(window: Any) -> None:
    from desktop.session import Seat
    page = _checkers(window, (Seat(), Seat(True, 1)), deck="advanced")
    from PySide6.QtWidgets import QApplication
    _settle(QApplication.instance(), 300)  # the computer seals its set-up first
    for n in (21, 22, 23, 24):
        page.scene.click_square(n)


# White's 1 on 22 must take two black 0s under XOR (22x15x6 or 22x15x8); the first jump is
# entered and the black stone on 18 waits, crossed out, until the move ends.
CAPTURE_START = "W:W22/1,27/0,30/1,31/0:B7/1,10/0,11/0,18/0,3/0:XOR"


def _checkers_capture(window: Any) -> None:
    page = _checkers(window, start=CAPTURE_START)
    page.scene.click_square(22)
    page.scene.click_square(15)


def _checkers_tile_change(window: Any) -> int:
    from desktop import settings
    settings.set_value("view/animationSpeed", "slow")
    page = _checkers(window, start=CAPTURE_START)
    page.scene.click_square(22)
    page.scene.click_square(15)
    page.scene.click_square(6)
    return 900  # the grab catches the active tile on its way to the discard


def _quantum_collapse(window: Any) -> None:
    _game("quantum_ttt", "X1:1-4 O2:1-5 X3:4-8 O4:1-8")(window)


def _designer(window: Any) -> None:
    window.open_editor().open_level(11)


def _rules(game_id: str) -> Setup:
    def setup(window: Any) -> None:
        window.open_rules(game_id)
    return setup


def _home(window: Any) -> None:
    window.tabs.setCurrentIndex(0)


SHOTS: dict[str, Setup] = {
    "home": _home,
    "othello": _game("othello", "f5d6c3d3c4f4f6f3e6e7"),
    "quantum_ttt": _quantum_collapse,
    "oche": _game("oche"),
    "oche-designer": _designer,
    "wildcats-threat": _wildcats_threat,
    "wildcats-cover": _wildcats_cover,
    "wildcats-block": _wildcats_block,
    "wildcats-win": _wildcats_win,
    "wildcats-computer": _wildcats_computer,
    "checkers-setup": _checkers_setup,
    "checkers-computer-setup": _checkers_computer_setup,
    "checkers-capture": _checkers_capture,
    "checkers-tile-change": _checkers_tile_change,
    "rules-quantum_ttt": _rules("quantum_ttt"),
    "rules-programmers_checkers": _rules("programmers_checkers"),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.screenshots")
    parser.add_argument("out", type=Path)
    parser.add_argument("--sizes", nargs="+", default=["1024x768"])
    parser.add_argument("--themes", nargs="+", default=["light"], choices=["light", "dark"])
    parser.add_argument("--languages", nargs="+", default=["en"])
    parser.add_argument("--only", nargs="+", default=None, help="only these shots: " + ", ".join(SHOTS))
    args = parser.parse_args(argv)
    from PySide6.QtCore import QTemporaryDir
    from desktop.settings import use_private_settings
    private = QTemporaryDir()
    use_private_settings(private.path())
    from desktop import messages, settings
    settings.set_value("view/animationSpeed", "off")
    from desktop.app import create_application
    app = create_application(sys.argv[:1])
    messages.set_interactive(False)
    from desktop import language, theme
    from desktop.worker import Mode
    from desktop.main_window import MainWindow
    args.out.mkdir(parents=True, exist_ok=True)
    names = args.only or list(SHOTS)
    count = 0
    for code in args.languages:
        language.choose(code)
        translators = _install(app, code)
        for theme_name in args.themes:
            theme.set_choice(theme_name)
            for size in args.sizes:
                width, height = (int(v) for v in size.split("x"))
                for name in names:
                    window = MainWindow(Mode.SYNC)
                    window.resize(width, height)
                    window.show()
                    wait = SHOTS[name](window)
                    _settle(app, wait if isinstance(wait, int) else 700)  # fades and the computer's first move finish
                    settings.set_value("view/animationSpeed", "off")
                    suffix = "" if (code, theme_name, size) == ("en", "light", "1024x768") else \
                        f"-{size}-{theme_name}-{code}"
                    path = args.out / f"{name}{suffix}.png"
                    window.grab().save(str(path))
                    count += 1
                    for page in list(window.pages.values()):
                        page.shutdown()
                    window.close()
                    window.deleteLater()
                    app.processEvents()
        for translator in translators:
            app.removeTranslator(translator)
    print(f"{count} pictures in {args.out}")
    return 0


def _settle(app: Any, ms: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _install(app: Any, code: str) -> list[Any]:
    from PySide6.QtCore import QLocale
    from desktop.app import install_translations
    return install_translations(app, QLocale(code))


if __name__ == "__main__":
    raise SystemExit(main())
