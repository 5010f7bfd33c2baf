"""The Italian translation: the app really speaks Italian with it installed, and the .ts is
complete (every message finished, every placeholder kept, no text of the code missing)."""
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from .conftest import open_window
from desktop.oche.window import open_designer

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "ludoteca_it.ts"
PLACEHOLDER = re.compile(r"%(\d+|n)")


@pytest.fixture
def italian(qapp):
    from desktop.app import install_translations
    translators = install_translations(qapp, QLocale("it_IT"))
    try:
        yield translators
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)


@pytest.fixture
def it_window(italian, qtbot):
    """The ``window`` fixture's main window, built after the Italian translator is installed."""
    w = open_window(qtbot)
    yield w
    w.close()


def messages(path: Path = TS):
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def test_the_ludoteca_translator_is_found(italian):
    assert any(t.filePath().endswith("ludoteca_it.qm") for t in italian)


def test_menus_and_home_page_in_italian(it_window):
    assert it_window.game_menu.title() == "&Partita"
    assert it_window.move_menu.title() == "&Mossa"
    assert it_window.act_new.text() == "&Nuova partita…"
    assert it_window.act_undo.text() == "&Annulla"
    assert it_window.act_hint.text() == "&Suggerimento"
    titles = [a.text() for a in it_window.menuBar().actions()]
    assert titles == ["&Partita", "&Mossa", "&Strumenti", "&Visualizza", "&Aiuto"]


def test_othello_in_italian(it_window):
    page = it_window.open_game("othello")
    assert (page.ui.seat_name(0), page.ui.seat_name(1)) == ("Nero", "Bianco")
    assert page.panel.cards[0].name.text() == "▸ Nero"
    assert page.panel.cards[0].who.text() == "Persona"
    # White's c1 leaves Black without a legal move (the golden record of test_othello_page)
    assert page.import_record("d3c3e6d2d1e1b2c1")
    assert "Nero non ha mosse valide e deve passare." in page.scene.notice.text()


def test_oche_side_panel_in_italian(it_window):
    from PySide6.QtWidgets import QLabel, QPushButton
    page = it_window.open_game("oche")
    labels = {label.text() for label in page.ui.side.findChildren(QLabel)}
    assert "Numeri" in labels
    assert "Predicati attivati da O, dal più recente" in labels
    assert "↺ Ricomincia" in {b.text() for b in page.ui.side.findChildren(QPushButton)}
    assert page.ui.seat_name(0) == "P · Proponente"
    from desktop.oche.palette import predicate_text
    assert predicate_text("blue", 5) == "BLU(5)"  # as the Italian rules page writes it


def test_quantum_cards_in_italian(it_window):
    from desktop.settings import set_value
    set_value("view/animationSpeed", "off")
    page = it_window.open_game("quantum_ttt")
    assert page.scene.turn_card.headline == "Muove X"
    assert "segni fantasma" in page.scene.turn_card.body
    assert page.scene.info_card.headline == "Come funziona"


def test_accelerators_are_unique_within_each_menu(it_window):
    def letters(menu):
        found = []
        for action in menu.actions():
            match = re.search(r"&(\w)", action.text())
            if match:
                found.append(match.group(1).lower())
        return found

    for opened in (lambda: None, lambda: it_window.open_game("othello"), lambda: it_window.open_game("oche"),
                   lambda: open_designer(it_window)):
        opened()
        bar = letters(it_window.menuBar())
        assert len(bar) == len(set(bar)), bar
        for action in it_window.menuBar().actions():
            found = letters(action.menu())
            assert len(found) == len(set(found)), (action.text(), found)


LANGUAGES = {"it": 2, "pt": 2, "ro": 3, "cs": 3}
"""Each translation and its number of plural forms (Czech and Romanian have three)."""
FOLDER = ROOT / "resources" / "translations"


def ts_of(code: str) -> Path:
    return FOLDER / f"ludoteca_{code}.ts"


def texts(message) -> list[str]:
    translation = message.find("translation")
    forms = [f.text or "" for f in translation.findall("numerusform")]
    return forms if message.get("numerus") == "yes" else [translation.text or ""]


def unfinished(path: Path = TS) -> list[tuple[str, str]]:
    return [(ctx, m.findtext("source")) for ctx, m in messages(path)
            if m.find("translation").get("type") or not all(t.strip() for t in texts(m))]


def lost_placeholders(path: Path = TS) -> list[tuple[str, str]]:
    def marks(text):
        return sorted(set(PLACEHOLDER.findall(text or "")))

    return [(ctx, m.findtext("source")) for ctx, m in messages(path)
            if any(marks(m.findtext("source")) != marks(t) for t in texts(m))]


def wrong_plurals(path: Path, forms: int) -> list[tuple[str, str]]:
    return [(ctx, m.findtext("source")) for ctx, m in messages(path)
            if m.get("numerus") == "yes" and len(texts(m)) != forms]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_message_is_finished(code):
    assert len(list(messages(ts_of(code)))) > 300
    assert unfinished(ts_of(code)) == []


@pytest.mark.parametrize("code", [*LANGUAGES, "en"])
def test_translations_keep_the_placeholders_and_their_plural_forms(code):
    assert lost_placeholders(ts_of(code)) == []
    assert wrong_plurals(ts_of(code), LANGUAGES.get(code, 2)) == []


def test_english_has_its_plural_forms():
    plurals = [m for _ctx, m in messages(ts_of("en"))]
    assert plurals and all(m.get("numerus") == "yes" for m in plurals)
    assert unfinished(ts_of("en")) == []


def test_the_checks_catch_an_unfinished_message_and_a_lost_placeholder(tmp_path):
    bad = tmp_path / "bad.ts"
    bad.write_text('<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="it_IT"><context>'
                   "<name>X</name>"
                   "<message><source>%1 wins.</source><translation>Vince.</translation></message>"
                   "<message><source>Move %n cells</source><translation>Sposta %1 caselle</translation></message>"
                   '<message><source>Hint</source><translation type="unfinished">Aiuto</translation></message>'
                   "<message><source>Result</source><translation></translation></message>"
                   "<message><source>%1 to move</source><translation>Muove %1</translation></message>"
                   '<message numerus="yes"><source>%n turn(s)</source><translation>'
                   "<numerusform>%n tah</numerusform><numerusform>%n tahy</numerusform></translation></message>"
                   "</context></TS>", encoding="utf-8")
    assert unfinished(bad) == [("X", "Hint"), ("X", "Result")]
    assert lost_placeholders(bad) == [("X", "%1 wins."), ("X", "Move %n cells")]
    assert wrong_plurals(bad, 3) == [("X", "%n turn(s)")]


def test_the_ts_files_hold_every_text_of_the_code(tmp_path):
    """lupdate on today's code finds no source text that a committed .ts lacks (and the .ts
    keep no text the code dropped)."""
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed beside this Python")
    sources = subprocess.run(["git", "ls-files", "desktop/*.py", "desktop/**/*.py"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.split()
    fresh = tmp_path / "fresh.ts"
    subprocess.run([lupdate, "-no-obsolete", "-locations", "none", *sources, "-ts", str(fresh)],
                   cwd=ROOT, capture_output=True, check=True)
    theirs = {(ctx, m.findtext("source")) for ctx, m in messages(fresh)}
    from desktop.games import entries
    from desktop.oche_editor.problem_words import TEMPLATES
    tables = {("levels", text) for e in entries() for pair in e.ui_class().level_words.values() for text in pair}
    tables |= {("problems", text) for text in TEMPLATES.values()}
    assert sorted(tables - theirs) == [], "texts lupdate does not see (marked with an alias?)"
    for code in LANGUAGES:
        ours = {(ctx, m.findtext("source")) for ctx, m in messages(ts_of(code))}
        assert (code, sorted(theirs - ours)) == (code, [])
        assert (code, sorted(ours - theirs)) == (code, [])


def test_no_hand_made_plurals_in_the_code():
    """Counts go through tr(text, "", n) with %n, so each language says them its own way."""
    pattern = re.compile(r"""(tr|translate)\([^)]*["']1 \w""")
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "desktop").rglob("*.py") if pattern.search(p.read_text())]
    assert offenders == []
