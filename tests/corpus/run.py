"""Runs the bad-input corpus through every loader, the command line and the app's open paths.

    python -m tests.corpus.run            # one JSON summary on stdout
    python -m tests.corpus.run --details  # and every run, one JSON line each, on stderr

Every file of ``tests/corpus`` (and special files made here at run time: a pipe, a link to
/dev/zero, a folder, a sparse 10 MB file, a link loop, a missing path) goes through each path
that reads its kind:

* saves: ``rules.savefile.loads``, ``desktop.saves.load``, the window's ``open_file``, and the
  home page's Continue (the file placed as a crash copy, named for the game it holds or for
  the manifest's ``copy_as``): a copy that is refused must be kept (renamed), and a continued
  game must not take the file its copy's note names as its own;
* boards: ``rules.oche.boardfile.load``, ``OcheGame.from_file``, ``python -m rules solve oche``,
  the Oche page's ``open_board``, the designer's ``open_path``;
* Othello transcripts: ``OthelloGame.import_transcript``, ``python -m rules replay othello``,
  the Othello page's Import transcript (its file dialog answered with the file);
* Othello positions: ``OthelloGame(start=...)``, ``python -m rules solve othello``;
* quantum records: ``QuantumGame.parse_record``, ``python -m rules replay quantum_ttt``;
* records with tags: ``rules.record.loads``, Paste record and Import record… on the page of the
  record's game;
* options (``options/<game>.<name>.json``): the game made with them (as a save or a record's
  Options tag does), ``python -m rules replay GAME --option KEY=JSON``, and the remembered
  settings (Programmer's Checkers' tab opened with them: used if good, ignored if not);
* and the files marked ``smoke`` plus the special files through the real app,
  ``python -m desktop FILE --smoke`` (a separate process, with a time limit).

Each run ends as one of: ``accepted``; ``message`` (refused with a clear message: a typed error
— ``RulesError``, ``files.FileProblem``, ``textfile.FileRefused`` — or a warning the app shows,
not empty and without "Traceback"; on the command line ``{"error": ...}`` and status 1, or
argparse's usage error and status 2; from the app's process status 1 and one line on stderr);
``silent`` (refused without a word); ``traceback`` (any other exception, or a traceback
printed); ``hang`` (over the time limit); ``crash`` (a process killed by a signal); ``lost`` (a
refused crash copy that is gone); ``trusted`` (a continued game that took its copy's file as
its own); ``unsafe title`` (a line break or a bidi mark shown raw in the title or a tab). A run
whose result is not the one ``expected.json`` gives for its file, or whose message lacks the
manifest's ``match`` text, is listed under ``mismatches``.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import unicodedata
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable
from desktop.oche.window import open_designer

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
KINDS = ("saves", "boards", "transcripts", "positions", "quantum", "records", "options", "arguments")
SUFFIX = {"saves": ".ludoteca.json", "boards": ".oche.json", "transcripts": ".txt"}
CALL_SECONDS = 30.0
"""A run of one loader longer than this is a hang (generous: the machine may be loaded)."""
PROCESS_SECONDS = 120.0
MAX_EMPTIES = 16
"""``solve othello --max-empties``: an exact solve up to 16 empty squares takes a second."""
SPECIAL = {
    "fifo": "not a regular file",
    "zero": "not a regular file",
    "folder": "not a regular file",
    "sparse": "too large",
    "loop": "symbolic links",
    "missing": "No such file",
}
FAILURES = ("traceback", "hang", "crash", "silent", "lost", "trusted", "unsafe title")
"""Results that are wrong whatever the input."""


class Hang(BaseException):
    """Raised by the alarm in a run that takes longer than :data:`CALL_SECONDS`."""


@dataclass
class Result:
    kind: str  # accepted, message, silent, traceback, hang, crash
    text: str = ""


@dataclass
class Input:
    name: str  # relative to tests/corpus, or special/<what><suffix>
    path: Path
    kind: str
    expect: dict[str, Any]


def _alarm(_signum: int, _frame: Any) -> None:
    raise Hang()


def timed(call: Callable[[], Result], typed: bool = True) -> Result:
    """``call()`` with an alarm; exceptions that are not typed errors are tracebacks (all
    exceptions, if not ``typed``)."""
    from desktop import files
    from rules import textfile
    from rules.errors import RulesError

    signal.setitimer(signal.ITIMER_REAL, CALL_SECONDS)
    try:
        return call()
    except Hang:
        return Result("hang", f"over {CALL_SECONDS:g} s")
    except (RulesError, files.FileProblem, textfile.FileRefused) as exc:
        if not typed:
            return Result("traceback", traceback.format_exc(limit=-6))
        return clear(str(exc))
    except Exception:  # noqa: BLE001 - exactly what the corpus looks for
        return Result("traceback", traceback.format_exc(limit=-6))
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def clear(text: str) -> Result:
    if not text.strip():
        return Result("silent", "an empty message")
    if "Traceback" in text:
        return Result("traceback", text)
    return Result("message", text)


# --- the rules layer and the command line ----------------------------------------------------
def read_text(path: Path) -> str:
    """A text input as a program would get it (undecodable bytes kept as surrogates)."""
    from rules import textfile
    return textfile.read_bytes(path, 1024 * 1024).decode("utf-8", "surrogateescape")


def rules_save(path: Path) -> Result:
    from rules import savefile, textfile
    savefile.loads(textfile.read_bytes(path, savefile.MAX_BYTES))
    return Result("accepted")


def desktop_save(path: Path) -> Result:
    from desktop import saves
    saves.load(str(path))
    return Result("accepted")


def board_load(path: Path) -> Result:
    from rules.oche import boardfile
    boardfile.load(path)
    return Result("accepted")


def board_game(path: Path) -> Result:
    from rules.oche.game import OcheGame
    OcheGame.from_file(path)
    return Result("accepted")


def transcript(path: Path) -> Result:
    from rules.othello import OthelloGame
    OthelloGame().import_transcript(read_text(path))
    return Result("accepted")


def position(path: Path) -> Result:
    from rules.othello import OthelloGame
    OthelloGame(start=read_text(path).strip())
    return Result("accepted")


def quantum(path: Path) -> Result:
    from rules.quantum_ttt.game import QuantumGame
    QuantumGame().parse_record(read_text(path))
    return Result("accepted")


def command_line(argv: list[str]) -> Result:
    """``python -m rules`` in this process: rows of JSON and status 0, or ``{"error": ...}`` and
    status 1, or argparse's usage error (status 2)."""
    from rules import cli
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(argv)
    except SystemExit as exc:
        if exc.code == 2 and err.getvalue().strip():
            return clear(err.getvalue().strip().splitlines()[-1])
        return Result("traceback", f"SystemExit({exc.code!r}): {err.getvalue()}")
    if code == 2 and err.getvalue().strip():  # the dispatcher's own usage errors
        return clear(err.getvalue().strip().splitlines()[-1])
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    if code == 0 and lines and all("error" not in row for row in lines):
        return Result("accepted")
    if code == 1 and len(lines) >= 1 and set(lines[-1]) == {"error"}:
        return clear(lines[-1]["error"])
    return Result("traceback", f"status {code}, output {out.getvalue()[:300]!r} {err.getvalue()[:300]!r}")


def cli_board(path: Path) -> Result:
    return command_line(["solve", "oche", str(path), "--seconds", "20"])


def cli_transcript(path: Path) -> Result:
    return command_line(["replay", "othello", "--", *read_text(path).split()])


def cli_position(path: Path) -> Result:
    return command_line(["solve", "othello", "--max-empties", str(MAX_EMPTIES), "--", *read_text(path).split()])


def cli_quantum(path: Path) -> Result:
    return command_line(["replay", "quantum_ttt", "--", *read_text(path).split()])


def record_loads(path: Path) -> Result:
    from rules import record
    record.loads(read_text(path))
    return Result("accepted")


def options_game_of(path: Path) -> str:
    """``options/programmers_checkers.start-number.json``: the game the options are for."""
    return path.name.split(".")[0]


def options_game(path: Path) -> Result:
    """The game made with the options, as a save or a record's Options tag makes it."""
    from rules import jsonfile
    from rules.errors import RulesError
    from rules.registry import get_game
    options = jsonfile.loads(read_text(path))
    if not isinstance(options, dict):
        raise RulesError("options must be a JSON object")
    try:
        get_game(options_game_of(path), **options)
    except (TypeError, ValueError) as exc:  # what savefile and record say: "options: ..."
        raise RulesError(f"options: {exc}") from None
    return Result("accepted")


def cli_options(path: Path) -> Result:
    """``replay GAME --option KEY=JSON`` for each key of the text's object (each value as its
    JSON text); text that is not one object becomes the value of ``start``."""
    text = read_text(path)
    try:
        pairs = json.loads(text, object_pairs_hook=lambda items: items)
    except (ValueError, RecursionError):
        pairs = None
    if isinstance(pairs, list) and all(isinstance(p, tuple) for p in pairs):
        args = [f"{key}={json.dumps(value)}" for key, value in pairs]
    else:
        args = [f"start={text}"]
    return command_line(["replay", options_game_of(path), *[a for arg in args for a in ("--option", arg)]])
def cli_arguments(path: Path) -> Result:
    """A command line kept one argument a line (an empty line: an empty argument)."""
    text = read_text(path)
    return command_line(text[:-1].split("\n") if text.endswith("\n") else text.split("\n"))


# --- the app's open paths ---------------------------------------------------------------------
_JOINERS = {"\u200c", "\u200d"}


def unsafe(text: str) -> bool:
    """Whether ``text`` shows a line break, a control character or a bidi mark raw."""
    return any(unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") and ch not in _JOINERS for ch in text)


class App:
    """A main window with synchronous computer players; messages go to stderr (a run without a
    person), which is captured per run: a warning is the app's message."""

    def __init__(self) -> None:
        from desktop import messages
        from desktop.worker import Mode
        from desktop.app import create_application
        from desktop.main_window import MainWindow

        self.app = create_application([sys.argv[0]])
        messages.set_interactive(False)
        self.window = MainWindow(Mode.SYNC)
        self.window.resize(1000, 700)
        self.window.show()
        self.app.processEvents()

    def run(self, call: Callable[[], bool | None]) -> Result:
        """``call()`` returns whether it opened the file; what it said is the warnings printed
        (any exception out of a window's method is a traceback: the app would show one)."""
        err = io.StringIO()
        caught: list[str] = []
        hung: list[bool] = []
        hook = sys.excepthook

        def record(kind: type[BaseException], value: BaseException, tb: Any) -> None:
            """An exception in a slot or a virtual method: Qt prints it, the app goes on."""
            if issubclass(kind, Hang):  # the alarm went off inside a slot
                hung.append(True)
            caught.append("".join(traceback.format_exception(kind, value, tb)))

        sys.excepthook = record

        def opened() -> Result:
            done = call()
            self.app.processEvents()  # paint it, and run what opening it queued
            return Result("accepted" if done is not False else "silent")

        try:
            with contextlib.redirect_stderr(err):
                result = timed(opened, typed=False)
        finally:
            sys.excepthook = hook
        said = " / ".join(line.removeprefix("ludoteca: ") for line in err.getvalue().splitlines() if line.strip())
        if hung or result.kind == "hang":
            return Result("hang", f"over {CALL_SECONDS:g} s" + ("".join(caught)[-600:] if caught else ""))
        if caught or "Traceback" in said:
            return Result("traceback", "\n".join(caught) or said)
        if result.kind == "accepted":
            return Result("accepted", said)  # a draft opens with its problems listed
        if result.kind == "silent":
            return clear(said)
        return result

    def titles(self) -> list[str]:
        tabs = self.window.tabs
        return [self.window.windowTitle(), *(tabs.tabText(i) for i in range(tabs.count()))]

    def checked_titles(self, result: Result) -> Result:
        shown = [title for title in self.titles() if unsafe(title)]
        return Result("unsafe title", repr(shown)) if shown else result

    def open_file(self, path: Path) -> Result:
        return self.checked_titles(self.run(lambda: self.window.open_file(str(path))))

    copy_as: dict[Path, str] = {}
    """The game a save's crash copy is named for, when the manifest says (``copy_as``)."""

    def continue_copy(self, path: Path) -> Result:
        """The home page's Continue of ``path`` placed as a crash copy (a link to it, for a file
        that cannot be copied: a pipe, a folder, a missing path): a refused copy must be kept,
        renamed; a continued game must be of the copy's game and have no file of its own."""
        from desktop import autosave
        from desktop.games import entries

        game_id = self.copy_as.get(path) or self.game_in(path, [game.id for game in entries()]) or "othello"
        folder = autosave.folder()
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        copy = folder / f"{game_id}-{uuid.uuid4().hex}{autosave.SUFFIX}"
        regular = path.is_file() and not path.is_symlink()
        if regular:
            shutil.copyfile(path, copy)
        else:
            copy.symlink_to(path)
        result = self.checked_titles(self.run(lambda: self.window.continue_game(str(copy))))
        if result.kind == "accepted":
            page = self.window.pages[game_id]
            if page.path is not None:
                return Result("trusted", f"the continued game's file is {page.path!r}")
            if page.session.state.game.id != game_id:
                return Result("traceback", f"the {game_id} page holds a game of {page.session.state.game.id}")
        elif result.kind == "message":
            kept = [p for p in folder.iterdir() if ".refused-" in p.name]
            same = kept and (kept[0].read_bytes() == path.read_bytes() if regular else kept[0].is_symlink())
            if len(kept) != 1 or not same or os.path.lexists(copy):
                return Result("lost", f"the refused copy is not kept aside: {sorted(p.name for p in folder.iterdir())}")
        return result

    @staticmethod
    def game_in(path: Path, ids: list[str]) -> str | None:
        """The game a save says it holds, read leniently (None if it does not say one we know)."""
        try:
            game = json.loads(path.read_bytes()).get("game") if path.is_file() else None
        except (ValueError, AttributeError, RecursionError, OSError):
            return None
        return game if game in ids else None

    def record_page(self, text: str):
        """The page of a record's game (Othello's page reads transcripts: Checkers' reads the rest)."""
        from desktop.games import entries
        match = re.search(r'^\[Game "(\w+)"\]', text, re.MULTILINE)
        game_id = match[1] if match and match[1] in [g.id for g in entries()] and match[1] != "othello" \
            else "programmers_checkers"
        return self.window.open_game(game_id)

    def paste_record(self, path: Path) -> Result:
        """Paste record on the page of the record's game, the file's text on the clipboard."""
        from PySide6.QtGui import QGuiApplication
        text = read_text(path).encode("utf-8", "replace").decode("utf-8")
        page = self.record_page(text)
        before = page.session.state

        def paste() -> bool:
            QGuiApplication.clipboard().setText(text)
            page.records.paste()
            return page.session.state is not before

        return self.run(paste)

    def import_record(self, path: Path) -> Result:
        """Import record… on the page of the record's game, its file dialog answered with ``path``."""
        from PySide6.QtWidgets import QFileDialog
        page = self.record_page(read_text(path))
        before = page.session.state

        def import_it() -> bool:
            original = QFileDialog.getOpenFileName
            QFileDialog.getOpenFileName = staticmethod(lambda *_a, **_k: (str(path), ""))  # type: ignore[method-assign]
            try:
                page.records.import_file()
            finally:
                QFileDialog.getOpenFileName = original  # type: ignore[method-assign]
            return page.session.state is not before

        return self.run(import_it)

    def remembered_options(self, path: Path) -> Result | None:
        """The Checkers tab opened with the options remembered in the settings: it must open,
        with the options if the game takes them, else with the defaults (a bad setting is
        ignored). None for the other games, whose pages remember no options."""
        from desktop.settings import settings
        from rules import jsonfile
        from rules.registry import get_game
        game_id = options_game_of(path)
        if game_id != "programmers_checkers":
            return None
        text = read_text(path)
        try:
            wanted = get_game(game_id, **jsonfile.loads(text)).options
        except (TypeError, ValueError):
            wanted = None
        opened: list[Any] = []

        def open_tab() -> bool:
            page = self.window.pages.get(game_id)
            if page is not None:
                self.window.close_tab(self.window.tabs.indexOf(page))
            settings().setValue(f"{game_id}/options", text)
            opened.append(self.window.open_game(game_id).session.game.options)
            return True

        result = self.run(open_tab)
        settings().remove(f"{game_id}/options")
        if result.kind != "accepted":
            return result
        if wanted is not None:
            return Result("accepted") if opened[0] == wanted else Result("message", "good options were ignored")
        if opened[0] != get_game(game_id).options:
            return Result("traceback", f"bad options were used: {opened[0]}")
        return Result("message", "ignored: the tab opened with the default options")

    def open_board(self, path: Path) -> Result:
        return self.run(lambda: self.window.open_game("oche").ui.open_board(str(path)))

    def open_in_designer(self, path: Path) -> Result:
        return self.run(lambda: open_designer(self.window).open_path(str(path), ask=False))

    def import_transcript(self, path: Path) -> Result:
        """The Othello page's Import transcript…, its file dialog answered with ``path``."""
        from PySide6.QtWidgets import QFileDialog

        page = self.window.open_game("othello")
        before = page.session.state.history

        def import_it() -> bool:
            original = QFileDialog.getOpenFileName
            QFileDialog.getOpenFileName = staticmethod(lambda *_a, **_k: (str(path), ""))  # type: ignore[method-assign]
            try:
                page.records.import_file()
            finally:
                QFileDialog.getOpenFileName = original  # type: ignore[method-assign]
            return page.session.state.history is not before

        return self.run(import_it)

    def close(self) -> None:
        self.window.close()
        self.app.processEvents()


# --- the real app, as a separate process -----------------------------------------------------
def app_process(item: Input, home: str) -> Result:
    """``python -m desktop FILE --smoke``: status 0 for a good file, status 1 and one line on
    stderr for a bad one; never a traceback, never a hang."""
    args = [str(item.path)] if item.kind == "boards" else ["--open", str(item.path)]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": home, "XDG_DATA_HOME": f"{home}/data",
           "XDG_CONFIG_HOME": f"{home}/config"}
    try:
        done = subprocess.run([sys.executable, "-m", "desktop", *args, "--smoke"], capture_output=True, text=True,
                              timeout=PROCESS_SECONDS, cwd=ROOT, env=env, errors="replace")
    except subprocess.TimeoutExpired:
        return Result("hang", f"over {PROCESS_SECONDS:g} s")
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    if done.returncode < 0:
        return Result("crash", f"killed by signal {-done.returncode}: {done.stderr[-500:]}")
    if "Traceback" in done.stderr:
        return Result("traceback", done.stderr[-2000:])
    if done.returncode == 0:
        return Result("accepted")
    if done.returncode == 1 and len(lines) == 1 and lines[0].startswith("ludoteca: cannot open "):
        return clear(lines[0].split(": ", 2)[-1])
    return Result("traceback", f"status {done.returncode}, stderr {done.stderr[-1000:]!r}")


# --- inputs -----------------------------------------------------------------------------------
def corpus_inputs() -> list[Input]:
    manifest = json.loads((HERE / "expected.json").read_text(encoding="utf-8"))
    found = sorted(str(p.relative_to(HERE)) for kind in KINDS for p in (HERE / kind).iterdir() if p.is_file())
    missing = sorted(set(manifest) - set(found))
    unlisted = sorted(set(found) - set(manifest))
    if missing or unlisted:
        raise SystemExit(f"expected.json and the corpus differ: missing files {missing}, unlisted {unlisted}")
    return [Input(name, HERE / name, name.split("/")[0], manifest[name]) for name in found]


def special_inputs(folder: Path) -> list[Input]:
    """Files that cannot be committed, made in ``folder`` for each kind read from a path."""
    made = []
    for kind, suffix in SUFFIX.items():
        for what, match in SPECIAL.items():
            path = folder / f"{what}{suffix}"
            if what == "fifo":
                os.mkfifo(path)
            elif what == "zero":
                path.symlink_to("/dev/zero")
            elif what == "folder":
                path.mkdir()
            elif what == "sparse":
                with open(path, "wb") as handle:
                    handle.truncate(10 * 1024 * 1024)
            elif what == "loop":
                path.symlink_to(path.name)
            made.append(Input(f"special/{path.name}", path, kind,
                              {"expect": "refused", "match": match, "smoke": what in ("fifo", "zero", "folder")}))
    return made


def generated_inputs(folder: Path, large: bool) -> list[Input]:
    """Inputs too large to commit, made in ``folder``: long games and files at the limits."""
    from rules import savefile
    from rules.oche import boardfile
    from rules.oche.board import MAX_BYTES
    from rules.oche.game import OcheGame

    loop = ["x=1", "a0", "reset"]  # on level I, O escapes for ever: a game as long as anyone likes
    game = OcheGame.from_level(1)
    made: list[tuple[str, bytes, dict[str, Any]]] = [
        ("oche-3000-moves.ludoteca.json", savefile.dumps(game.replay(loop * 1000)).encode(), {"expect": "accepted"}),
        ("oche-20001-moves.ludoteca.json", savefile.dumps(game.replay(loop * 6667)).encode(), {"expect": "accepted"}),
    ]
    text = savefile.dumps(game.new_initial_state())
    moves = savefile.MAX_BYTES // 8 - 100
    made.append(("4-mib-of-moves.ludoteca.json", text.replace('"moves": []', '"moves": [' + ",".join(
        ['"x=1"'] * moves) + "]").encode(), {"expect": "refused", "match": "move 2"}))
    made.append(("over-4-mib.ludoteca.json", text.encode() + b" " * savefile.MAX_BYTES,
                 {"expect": "refused", "match": "too large"}))
    board = boardfile.dumps(game.board)
    made.append(("over-1-mib.oche.json", board.encode() + b" " * MAX_BYTES, {"expect": "refused", "match": "too large"}))
    made.append(("a\nline \u202egnp.ludoteca.json", savefile.dumps(game.replay(loop)).encode(), {"expect": "accepted"}))
    deep = "[" * 100_000  # the settings value that was a RecursionError
    made.append(("programmers_checkers.brackets-100000.json", deep.encode(), {"expect": "refused", "match": "nests"}))
    made.append(("checkers-options-brackets-100000.txt",
                 f'[Game "programmers_checkers"]\n[Options "{deep}"]\n\nW:111111111111/B:111111111111\n'.encode(),
                 {"expect": "refused", "match": "nests"}))
    if large:  # the format's limits: 500 cells and 5,000 arrows (each open takes seconds)
        import random
        from rules.oche.randomboard import random_board
        made.append(("format-limits.oche.json", boardfile.dumps(random_board(random.Random(5), 500, 3, 3, 5000))
                     .encode(), {"expect": "accepted"}))
    inputs = []
    for name, data, expect in made:
        path = folder / name
        path.write_bytes(data)
        kind = "boards" if name.endswith(".oche.json") else "records" if name.endswith(".txt") else \
            "options" if not name.endswith(".ludoteca.json") else "saves"
        inputs.append(Input(f"generated/{name}", path, kind, expect))
    return inputs


def paths_for(app: App) -> dict[str, list[tuple[str, Callable[[Path], Result]]]]:
    def plain(fn: Callable[[Path], Result]) -> Callable[[Path], Result]:
        return lambda path: timed(lambda: fn(path))

    return {
        "saves": [("rules.savefile.loads", plain(rules_save)), ("desktop.saves.load", plain(desktop_save)),
                  ("window.open_file", app.open_file), ("home: Continue", app.continue_copy)],
        "boards": [("rules.oche.boardfile.load", plain(board_load)), ("OcheGame.from_file", plain(board_game)),
                   ("cli: solve oche FILE", plain(cli_board)), ("oche page: open_board", app.open_board),
                   ("designer: open_path", app.open_in_designer)],
        "transcripts": [("OthelloGame.import_transcript", plain(transcript)),
                        ("cli: replay othello", plain(cli_transcript)),
                        ("othello page: import transcript", app.import_transcript)],
        "positions": [("OthelloGame(start=...)", plain(position)), ("cli: solve othello", plain(cli_position))],
        "quantum": [("QuantumGame.parse_record", plain(quantum)), ("cli: replay quantum_ttt", plain(cli_quantum))],
        "records": [("rules.record.loads", plain(record_loads)), ("page: paste record", app.paste_record),
                    ("page: import record", app.import_record)],
        "options": [("rules: the game with the options", plain(options_game)),
                    ("cli: replay --option", plain(cli_options)),
                    ("settings: remembered options", app.remembered_options)],
        "arguments": [("cli: python -m rules ARGS", plain(cli_arguments))],
    }


def expected_for(item: Input, path_name: str) -> str:
    """accepted, refused or draft: what this path must do with this input."""
    expect = item.expect
    if path_name.startswith(("rules.", "OthelloGame(")) and "rules" in expect:
        return expect["rules"]
    if path_name.startswith("cli") and "cli" in expect:
        return expect["cli"]
    if path_name.startswith("designer") and "editor" in expect:
        return expect["editor"]
    if path_name.startswith("home") and "continue" in expect:
        return expect["continue"]
    return expect["expect"]


def judge(item: Input, path_name: str, result: Result) -> str | None:
    """Why this result is not the expected one (None: it is)."""
    wanted = expected_for(item, path_name)
    if result.kind in FAILURES:
        return f"{result.kind}: {result.text[-600:]}"
    if wanted == "accepted" and result.kind != "accepted":
        return f"refused a legal file: {result.text}"
    if wanted == "refused" and result.kind != "message":
        return f"accepted garbage{(': ' + result.text) if result.text else ''}"
    if wanted == "draft" and not (result.kind == "accepted" and "problems" in result.text):
        return f"not opened as a draft: {result.kind} {result.text}"
    match = item.expect.get("match")
    if path_name.startswith("designer") and "editor_match" in item.expect:
        match = item.expect["editor_match"]  # the designer words its problems for people, translated
    if path_name.startswith("home") and "continue_match" in item.expect:
        match = item.expect["continue_match"]
    if path_name.startswith("settings"):
        match = None  # a bad setting is ignored, not explained: the tab opens all the same
    if wanted != "accepted" and match and match not in result.text:
        return f"the message does not name {match!r}: {result.text}"
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.corpus.run", description=__doc__.split("\n")[0])
    parser.add_argument("--details", action="store_true", help="every run as a JSON line on stderr")
    parser.add_argument("--no-process", action="store_true", help="skip the runs of the real app")
    parser.add_argument("--large", action="store_true",
                        help="also a board at the format's limits (500 cells, 5,000 arrows: seconds per open)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    signal.signal(signal.SIGALRM, _alarm)
    work = Path(tempfile.mkdtemp(prefix="ludoteca-corpus-"))
    home = work / "home"
    home.mkdir()
    os.environ.update({"QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
                       "XDG_CONFIG_HOME": str(home / "config")})
    sys.path.insert(0, str(ROOT))
    from desktop.settings import settings, use_private_settings
    use_private_settings(str(home / "settings"))
    settings().setValue("view/language", "en")  # the manifest's words are English

    special, generated = work / "special", work / "generated"
    special.mkdir()
    generated.mkdir()
    inputs = corpus_inputs() + special_inputs(special) + generated_inputs(generated, args.large)

    # The real app's runs go on beside the in-process ones (one process at a time).
    process_results: dict[str, Result] = {}
    sample = [item for item in inputs if item.expect.get("smoke") and item.kind in ("saves", "boards")]

    def run_processes() -> None:
        for item in sample:
            process_results[item.name] = app_process(item, str(home))

    worker = threading.Thread(target=run_processes, daemon=True)
    if not args.no_process:
        worker.start()

    app = App()
    paths = paths_for(app)
    app.copy_as = {item.path: item.expect["copy_as"] for item in inputs if "copy_as" in item.expect}
    runs: list[dict[str, Any]] = []
    for item in inputs:
        for path_name, run in paths[item.kind]:
            result = run(item.path)
            if result is None:
                continue  # not a path this input can take
            runs.append({"input": item.name, "path": path_name, "result": result.kind,
                         "text": result.text[:300], "problem": judge(item, path_name, result)})
    app.close()
    if not args.no_process:
        worker.join()
    for item in sample:
        if item.name in process_results:
            result = process_results[item.name]
            runs.append({"input": item.name, "path": "process: python -m desktop FILE --smoke",
                         "result": result.kind, "text": result.text[:300],
                         "problem": judge(item, "process", result)})

    if args.details:
        for row in runs:
            print(json.dumps(row, ensure_ascii=False), file=sys.stderr)
    per_path: dict[str, int] = {}
    for row in runs:
        per_path[row["path"]] = per_path.get(row["path"], 0) + 1
    count = lambda kind: sum(row["result"] == kind for row in runs)  # noqa: E731
    summary = {
        "command": "python -m tests.corpus.run",
        "inputs": len(inputs),
        "files": sum(not item.name.startswith(("special/", "generated/")) for item in inputs),
        "special_files": sum(item.name.startswith("special/") for item in inputs),
        "generated_files": sum(item.name.startswith("generated/") for item in inputs),
        "inputs_by_kind": {kind: sum(item.kind == kind for item in inputs) for kind in KINDS},
        "runs": len(runs),
        "runs_per_path": per_path,
        "accepted": count("accepted"),
        "clear_messages": count("message"),
        "silent": count("silent"),
        "tracebacks": count("traceback"),
        "hangs": count("hang"),
        "crashes": count("crash"),
        "mismatches": [row for row in runs if row["problem"]],
        "seconds": round(time.monotonic() - started, 1),
    }
    print(json.dumps(summary, indent=1, ensure_ascii=False))
    return 0 if not summary["mismatches"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
