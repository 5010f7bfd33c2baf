"""A wrong-typed option (``{"start": 5}``) reaches the app by every way options come in: a save
opened (double-click, Open), a record imported or pasted (its Options tag), and the remembered
settings (edited by hand, or a hundred thousand ``[``). Each gives a clear message, never a
traceback; a bad remembered setting is ignored and the tab opens."""
import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog

from desktop.settings import settings
from rules.programmers_checkers.game import CheckersGame

ROOT = Path(__file__).resolve().parents[2]
BAD_SAVE = json.dumps({"format": "ludoteca-save", "version": 1, "game": "programmers_checkers",
                       "options": {"start": 5}, "moves": []})
BAD_RECORD = '[Game "programmers_checkers"]\n[Options "{\\"start\\": 5}"]\n\n111111111111/111111111111\n'


@pytest.mark.parametrize("remembered", ['{"start": 5}', '{"move_limit": "80"}', '{"deck": {"AND": 1e999}}',
                                        "[" * 100_000, '"basic"', "not json"])
def test_a_bad_remembered_option_is_ignored_and_the_tab_opens(window, remembered):
    settings().setValue("programmers_checkers/options", remembered)
    page = window.open_game("programmers_checkers")
    assert window.current_page() is page
    assert page.session.game.options == CheckersGame().options  # the defaults


def test_an_option_edited_by_hand_in_the_settings_file_is_ignored(window):
    """The line the adversarial round wrote into ``Ludoteca.conf`` itself (quotes escaped, as
    QSettings writes and reads them)."""
    store = settings()
    store.setValue("view/animationSpeed", "off")
    store.sync()
    path = Path(store.fileName())
    path.write_text(path.read_text() + '\n[programmers_checkers]\noptions={\\"start\\":5}\n')
    assert settings().value("programmers_checkers/options") == '{"start":5}'
    page = window.open_game("programmers_checkers")
    assert page.session.game.options == CheckersGame().options


def test_a_good_remembered_option_is_still_used(window):
    settings().setValue("programmers_checkers/options", json.dumps({"move_limit": 40, "take_most": True}))
    page = window.open_game("programmers_checkers")
    assert page.session.game.options["move_limit"] == 40 and page.session.game.options["take_most"]


def test_a_save_with_a_wrong_typed_option_is_a_message(window, warnings, tmp_path):
    path = tmp_path / "bad.ludoteca.json"
    path.write_text(BAD_SAVE)
    assert not window.open_file(str(path))
    (title, text), = warnings
    assert title == "Cannot open the game" and "options: start must be a position text" in text


def test_a_pasted_record_with_a_wrong_typed_options_tag_is_a_message(window, warnings):
    page = window.open_game("programmers_checkers")
    QGuiApplication.clipboard().setText(BAD_RECORD)
    page.records.paste()
    (title, text), = warnings
    assert title == "Cannot import the record" and "options: start must be a position text" in text
    assert page.session.state.history == []


def test_an_imported_record_with_a_wrong_typed_options_tag_is_a_message(window, warnings, tmp_path, monkeypatch):
    page = window.open_game("programmers_checkers")
    path = tmp_path / "bad.txt"
    path.write_text(BAD_RECORD)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(path), "")))
    page.records.import_file()
    (title, text), = warnings
    assert title == "Cannot import the record" and "start must be a position text" in text


def test_a_double_clicked_save_with_a_wrong_typed_option_is_one_line(tmp_path):
    """``ludoteca FILE`` as the file manager runs it (with ``--smoke``: no person to answer)."""
    path = tmp_path / "bad.ludoteca.json"
    path.write_text(BAD_SAVE)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen",
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    done = subprocess.run([sys.executable, "-m", "desktop", str(path), "--smoke"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.strip().splitlines() == [
        "ludoteca: cannot open " + str(path) + ": options: start must be a position text such as "
        "W:W21/1,K30/0:B1/1,K12/0:OR, not 5"], done.stderr
