"""The rules inside the app: a page per game and language, pictures drawn by the game's scene."""
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl

from desktop import pictures
from desktop.games import entries
from desktop.language import LANGUAGES
from desktop.rules_page import RulesPage, rules_path, with_captions

ROOT = Path(__file__).resolve().parents[2]
ALL_GAMES = [e.id for e in entries()]
PICTURE = re.compile(r"!\[[^\]]*\]\((ludoteca:[^)\s]+)\)")


@pytest.mark.parametrize("game_id", ALL_GAMES)
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_game_has_a_rules_page_in_every_language(game_id, code):
    path = ROOT / "resources" / "rules" / game_id / f"{code}.md"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# ") and len(text.split()) > 300
    assert len(PICTURE.findall(text)) >= 2
    english = (ROOT / "resources" / "rules" / game_id / "en.md").read_text(encoding="utf-8")
    assert PICTURE.findall(text) == PICTURE.findall(english)  # the same pictures in every language


@pytest.mark.parametrize("game_id", [g.id for g in entries()])
def test_every_picture_is_drawn_by_the_game(qapp, game_id):
    urls = PICTURE.findall((ROOT / "resources" / "rules" / game_id / "en.md").read_text(encoding="utf-8"))
    for url in urls:
        image = pictures.render(*pictures.parse(QUrl(url)), width=200)
        assert image.width() == 400 and not image.isNull(), url


def test_the_page_shows_captions_and_draws_its_pictures(qtbot):
    page = RulesPage()
    qtbot.addWidget(page)
    page.resize(900, 700)
    page.show()
    for game in entries():
        page.show_rules(game.id, "it")
        page.browser.document().size()  # lays the document out: the pictures are loaded
        assert page.browser.failures == []
        assert page.window_title().endswith(game.title())
        assert page.languages.currentData() == "it"
    assert "*" in with_captions("![A caption](ludoteca:othello?position=x)")
    assert rules_path("othello", "xx").name == "en.md"  # an unknown language reads English


def test_f1_and_the_home_cards_open_the_rules(window):
    window.home.cards["quantum_ttt"].rules.click()
    assert window.current_page() is window.rules and window.rules.game_id == "quantum_ttt"
    window.open_game("oche")
    window.act_rules.trigger()
    assert window.current_page() is window.rules and window.rules.game_id == "oche"
