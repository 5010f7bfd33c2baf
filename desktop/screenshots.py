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


def _rules(game_id: str) -> Setup:
    def setup(window: Any) -> None:
        window.open_rules(game_id)
    return setup


def _home(window: Any) -> None:
    window.tabs.setCurrentIndex(0)


def shots() -> dict[str, Setup]:
    """Every picture by name: the home page, each game's own (its UI's ``screenshots``), and
    each game's rules page."""
    from desktop.games import entries
    found: dict[str, Setup] = {"home": _home}
    for game in entries():
        found.update(game.ui_class().screenshots())
    for game in entries():
        found[f"rules-{game.id}"] = _rules(game.id)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.screenshots")
    parser.add_argument("out", type=Path)
    parser.add_argument("--sizes", nargs="+", default=["1024x768"])
    parser.add_argument("--themes", nargs="+", default=["light"], choices=["light", "dark"])
    parser.add_argument("--languages", nargs="+", default=["en"])
    parser.add_argument("--only", nargs="+", default=None, help="only these shots (see the list with --list)")
    parser.add_argument("--list", action="store_true", help="print the shots' names")
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
    SHOTS = shots()
    if args.list:
        print("\n".join(SHOTS))
        return 0
    unknown = [name for name in args.only or [] if name not in SHOTS]
    if unknown:
        parser.error(f"unknown shots: {', '.join(unknown)}; known: {', '.join(SHOTS)}")
    strange = [code for code in args.languages if code not in language.LANGUAGES]
    if strange:  # not silently the English pictures under another language's name
        parser.error(f"unknown languages: {', '.join(strange)}; known: {', '.join(language.LANGUAGES)}")
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
