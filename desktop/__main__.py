"""``python -m desktop`` (and the ``ludoteca`` launcher): start the app.

``--game ID`` opens a game; ``--editor FILE`` opens a board file (or a level number, as a
template) in the Oche board designer; ``--screenshot PATH`` renders the window offscreen to a PNG and
exits; ``--smoke`` shows the main window and quits with status 0 (used by packaging checks).
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import sys


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="ludoteca", description="Ludoteca game collection")
    parser.add_argument("--game", help="open this game (othello, ...)")
    parser.add_argument("--open", metavar="FILE", help="open a saved game")
    parser.add_argument("--editor", metavar="BOARD", help="open an Oche board file, or a level number as a "
                        "template, in the board designer")
    parser.add_argument("--screenshot", metavar="PATH", help="save a PNG of the window and exit")
    parser.add_argument("--size", default="1100x760", help="window size for --screenshot (WxH)")
    parser.add_argument("--moves", default="", help="with --game: moves to play first (e.g. f5d6c3)")
    parser.add_argument("--smoke", action="store_true", help="start, show the window, quit with status 0")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.screenshot or args.smoke:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from desktop.qt_check import explain, missing_packages
    missing = missing_packages()
    if missing:
        print(explain(missing), file=sys.stderr)
        return 3

    from PySide6.QtCore import QTemporaryDir, QTimer
    from desktop.app import create_application
    from desktop.main_window import MainWindow
    from desktop.settings import use_private_settings

    private = QTemporaryDir()
    if args.screenshot or args.smoke:
        use_private_settings(private.path())  # a picture of the defaults, whatever the user chose

    app = create_application(sys.argv[:1])
    window = MainWindow()
    if args.game:
        page = window.open_game(args.game)
        if args.moves:
            for move in page.session.game.parse_record(args.moves):
                page.submit(move)
    if args.open:
        window.open_file(args.open)
    if args.editor:
        editor = window.open_editor()
        if args.editor.isdigit():
            editor.open_level(int(args.editor))
        else:
            editor.open_path(args.editor)
    if args.screenshot:
        width, height = (int(v) for v in args.size.lower().split("x"))
        window.resize(width, height)
        window.show()

        def shoot() -> None:
            ok = window.grab().save(args.screenshot)
            window.close()
            app.exit(0 if ok else 1)

        QTimer.singleShot(1200, shoot)
        return app.exec()
    window.show()
    if args.smoke:
        return smoke(app, window)
    return app.exec()


# FFO #1 (14 empties): level 6 solves it exactly on its helper processes; g8 is the only
# move worth +18.
SMOKE_ENDGAME = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"


def smoke(app, window) -> int:
    """Show the window, ask the computer for a move in its worker process, then for level
    6's exact endgame move (which its worker hands to helper processes), quit.

    The worker and its helpers are the parts a frozen bundle most often breaks
    (multiprocessing needs ``freeze_support``), so the packaging check exercises them."""
    from PySide6.QtCore import QTimer
    from desktop.ai_runner import ComputerRunner, Mode
    from rules.othello.state import OthelloState
    from rules.registry import get_game

    status = {"code": 1}
    runner = ComputerRunner(Mode.PROCESS)
    game = get_game("othello")
    opening = game.new_initial_state()
    endgame = OthelloState.from_position(game, SMOKE_ENDGAME)
    asked: dict[str, int] = {}

    def answered(request: int, move: object) -> None:
        if request == asked.get("opening") and opening.is_legal(move):
            print(f"smoke: window shown, computer answered {move}")
            asked["endgame"] = runner.request_move(endgame, endgame.to_move(), 6, 1)
            return
        if request == asked.get("endgame") and str(move) == "g8":
            status["code"] = 0
            print(f"smoke: level 6 solved the endgame on its helpers: {move}")
        app.quit()

    runner.moveReady.connect(answered)
    runner.failed.connect(lambda _r, message: (print(f"smoke: computer failed: {message}"), app.quit()))
    QTimer.singleShot(100, lambda: asked.update(opening=runner.request_move(opening, 0, 1, 1)))
    QTimer.singleShot(60000, app.quit)
    app.exec()
    runner.shutdown()
    window.close()
    return status["code"]


if __name__ == "__main__":
    raise SystemExit(main())
