"""``python -m desktop`` (and the ``ludoteca`` launcher): start the app.

``ludoteca FILE`` opens a saved game (``*.ludoteca.json``, as ``--open FILE``) or a file of a
game's own kind (an Oche board, ``*.oche.json``, is played): the installer's file types call it
that way. ``--game ID`` opens a game; a game may add arguments of its own (Oche's ``--editor``,
see :mod:`desktop.games`); ``--screenshot PATH`` renders the window offscreen to a PNG and exits;
``--smoke`` shows the main window, has each game's computer decide in a worker process, and quits
with status 0 (used by packaging checks); ``--exit-when-shown`` quits at the window's first paint
(the start-time benchmark).

Exit statuses: 1 a file given with ``--smoke``/``--screenshot`` cannot be opened (one line on
stderr), 2 an argument is wrong (an unknown game, moves that cannot be played, a level that does
not exist: one line on stderr), 3 a system library is missing, 4 there is no display to open the
window on.
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from desktop.games import GameEntry
    from rules.protocol import State


def parse_args(argv: list[str]) -> argparse.Namespace:
    from desktop.games import entries
    parser = argparse.ArgumentParser(prog="ludoteca", description="Ludoteca game collection")
    parser.add_argument("--rules", metavar="GAME", help="open the rules page of a game")
    parser.add_argument("--language", metavar="CODE", help="speak this language (en, it, pt, ro, cs) this time")
    parser.add_argument("--theme", choices=("light", "dark"), help="show this theme this time")
    parser.add_argument("--game", help="open this game (othello, ...)")
    parser.add_argument("--open", metavar="FILE", help="open a saved game")
    parser.add_argument("--screenshot", metavar="PATH", help="save a PNG of the window and exit")
    parser.add_argument("--size", default="1100x760", type=window_size, help="window size for --screenshot (WxH)")
    parser.add_argument("--moves", default="", help="with --game: moves to play first (e.g. f5d6c3)")
    parser.add_argument("--smoke", action="store_true", help="start, show the window, quit with status 0")
    parser.add_argument("--exit-when-shown", action="store_true",
                        help="quit when the window is first painted, printing the time since start")
    own = ", ".join(f"{game.title()} (*{game.file_suffix})" for game in entries() if game.file_suffix)
    parser.add_argument("file", nargs="?", metavar="FILE",
                        help="a saved game (*.ludoteca.json) to open" + (f", or a file of {own}" if own else ""))
    for game in entries():
        if game.add_arguments is not None:
            game.add_arguments(parser)
    args = parser.parse_args(argv)
    if args.file and args.open:
        parser.error("give either FILE or --open FILE, not both")
    return args


def window_size(text: str) -> tuple[int, int]:
    """``--size 1100x760``."""
    width, x, height = text.lower().partition("x")
    if not (x and width.isascii() and width.isdigit() and height.isascii() and height.isdigit()
            and 0 < int(width) <= 10000 and 0 < int(height) <= 10000):
        raise argparse.ArgumentTypeError(f"{text!r} is not a size such as 1100x760")
    return int(width), int(height)


def game_problem(game_id: str | None) -> str | None:
    """Why ``--game`` cannot be opened (the app's games are known once Qt is there), or None."""
    from desktop.games import entries

    ids = [game.id for game in entries()]
    if game_id is not None and game_id not in ids:
        return f"--game: unknown game {game_id!r}; known: {', '.join(ids)}"
    return None


def file_problem(path: str, own: GameEntry | None) -> str | None:
    """Why ``path`` cannot be opened (as a file of ``own``'s kind, else a save), or None.
    Checked before the window exists so that ``--smoke`` and ``--screenshot`` report a bad
    file in one line instead of a dialog."""
    from desktop import files, messages, saves

    try:
        if own is not None and own.check_file is not None:
            own.check_file(path)
        else:
            saves.load(path)
    except (files.FileProblem, ValueError, OSError) as exc:  # RulesError is a ValueError
        # A board's problems come as a list, one per line: one line here.
        lines = [line.strip().removeprefix("- ") for line in messages.fit(str(exc)).splitlines() if line.strip()]
        return lines[0] + " " + "; ".join(lines[1:]) if len(lines) > 1 else "".join(lines)
    return None


def use_run_settings(args: argparse.Namespace, private_folder: str) -> None:
    """``--screenshot`` and ``--smoke`` read and write settings of their own in
    ``private_folder`` (a picture of the defaults, whatever the person chose); ``--language``
    and ``--theme`` apply to this run only, held in memory: the person's settings stay theirs,
    and what they choose in this run (a language, a theme, a level, a deck) is stored."""
    from desktop import language, theme
    from desktop.settings import override, use_private_settings

    if args.screenshot or args.smoke:
        use_private_settings(private_folder)
    if args.language:
        override(language.KEY, args.language)
    if args.theme:
        override(theme.KEY, args.theme)


def open_path(window, path: str, own: GameEntry | None) -> bool:
    """Open a saved game in its tab, or a game's own file as that game says; a bad file gives
    the window's own message box."""
    if own is not None and own.open_file is not None:
        return own.open_file(window, path)
    return window.open_file(path)


def main(argv: list[str] | None = None) -> int:
    """Run the app (or one of its command-line jobs); the pools of the pages' workers have
    finished closing when it returns (see :func:`desktop.worker.wait_for_closed_pools`)."""
    try:
        return _run(argv)
    finally:
        worker = sys.modules.get("desktop.worker")  # imported only if Qt is there and a page ran
        if worker is not None:
            worker.wait_for_closed_pools()


def _run(argv: list[str] | None) -> int:
    started = time.monotonic()
    multiprocessing.freeze_support()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.screenshot or args.smoke:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from desktop.qt_check import display_problem, explain, missing_packages
    no_display = display_problem()
    if no_display:
        print(no_display, file=sys.stderr)
        return 4
    missing = missing_packages()
    if missing:
        print(explain(missing), file=sys.stderr)
        return 3

    from PySide6.QtCore import QTemporaryDir, QTimer
    from desktop.app import create_application
    from desktop.games import entries, for_file
    from desktop.main_window import MainWindow

    private = QTemporaryDir()
    use_run_settings(args, private.path())

    problem = game_problem(args.game)
    if problem:
        print(f"ludoteca: {problem}", file=sys.stderr)
        return 2
    app = create_application(sys.argv[:1])
    if args.screenshot or args.smoke:
        from desktop import messages
        messages.set_interactive(False)  # nobody is there to answer a dialog
    window = MainWindow()
    if args.game:
        page = window.open_game(args.game)
        if args.moves:
            from rules.errors import RulesError
            try:
                page.play_record(args.moves)
            except RulesError as exc:
                print(f"ludoteca: --moves: {exc}", file=sys.stderr)
                return 2
    path = args.file or args.open
    if path:
        own = for_file(path) if args.file else None
        problem = file_problem(path, own) if args.screenshot or args.smoke else None
        if problem:
            print(f"ludoteca: cannot open {path}: {problem}", file=sys.stderr)
            return 1
        opened = open_path(window, path, own)
        if args.screenshot or args.smoke:
            if not opened:
                return 1
            print(f"opened {path} as " + (f"a file of {own.title()}" if own is not None else "a saved game"))
    if args.rules:
        window.open_rules(args.rules)
    for game in entries():
        if game.apply_arguments is not None and not game.apply_arguments(window, args):
            if args.screenshot or args.smoke:
                return 1
    if args.screenshot:
        window.resize(*args.size)
        window.show()

        def shoot() -> None:
            ok = window.grab().save(args.screenshot)
            window.close()
            app.exit(0 if ok else 1)

        QTimer.singleShot(1200, shoot)
        return app.exec()
    if args.exit_when_shown:
        return exit_when_shown(app, window, started)
    window.show()
    if args.smoke:
        return smoke(app, window)
    return app.exec()


def exit_when_shown(app, window, started: float) -> int:
    """Show the window and quit at its first paint, printing ``shown: S s after main()``
    (``packaging/bench_start.py`` times the whole start from outside, up to that line)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        seen = False

        def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
            if not self.seen and event.type() == QEvent.Type.Paint and getattr(obj, "window", None) \
                    and obj.window() is window:
                self.seen = True
                print(f"shown: {time.monotonic() - started:.3f} s after main()", flush=True)
                QTimer.singleShot(0, window.close)
            return False

    watcher = FirstPaint()
    app.installEventFilter(watcher)
    QTimer.singleShot(30000, window.close)  # never hang a benchmark
    window.show()
    app.exec()
    app.removeEventFilter(watcher)
    return 0 if watcher.seen else 1


# FFO #1 (14 empties): level 6 solves it exactly on its helper processes; g8 is the only
# move worth +18.


def smoke(app, window) -> int:
    """Show the window, have every game's computer decide in a worker process (and each game's
    own check, such as level 6's exact endgame move, which its worker hands to helper
    processes), then quit.

    The worker and its helpers are the parts a frozen bundle most often breaks
    (multiprocessing needs ``freeze_support``), so the packaging check exercises them."""
    from PySide6.QtCore import QTimer

    from desktop import worker_jobs
    from desktop.games import entries
    from desktop.worker import Mode, Priority, Worker
    from rules.players import LevelPlayer
    from rules.registry import get_game

    checks: list[tuple[str, State[Any], int, str | None]] = []  # (what, state, level, expected move or None)
    for game in entries():
        ui = game.ui_class()
        state = get_game(game.id).new_initial_state()
        levels = state.game.computer_levels()
        if levels:
            checks.append((f"{game.id} level {levels[0].number}", state, levels[0].number, None))
        own = ui.smoke_check()
        if own is not None:
            checks.append((f"{game.id} check", *own))
    status = {"code": 1}
    worker = Worker(Mode.PROCESS)
    asked: dict[int, tuple] = {}

    def ask_next() -> None:
        if not checks:
            status["code"] = 0
            app.quit()
            return
        check = checks.pop(0)
        state = check[1]
        seat = state.deciders()[0] if state.deciders() else 0
        asked[worker.submit(worker_jobs.decide, (LevelPlayer(check[2]), state, seat, 1), Priority.DECISION)] = check

    def answered(request: int, move: object) -> None:
        what, state, _level, expected = asked.pop(request)
        legal = state.is_legal_choice(state.deciders()[0], move) if len(state.deciders()) == 2 else state.is_legal(move)
        if not legal or (expected is not None and str(move) != expected):
            print(f"smoke: {what}: the computer answered {move}, expected {expected or 'a legal move'}")
            app.quit()
            return
        print(f"smoke: {what}: the computer answered {move} in its worker")
        ask_next()

    worker.finished.connect(answered)
    worker.failed.connect(lambda _r, message: (print(f"smoke: computer failed: {message}"), app.quit()))
    QTimer.singleShot(100, ask_next)
    QTimer.singleShot(120000, app.quit)
    app.exec()
    worker.shutdown()
    window.close()
    return status["code"]


if __name__ == "__main__":
    raise SystemExit(main())
