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


def _blocks(page):
    """The page's paragraphs as shown: (its text with a picture as "[picture]", italic?)."""
    out = []
    block = page.browser.document().begin()
    while block.isValid():
        text, italic = "", False
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().isImageFormat():
                text += "[picture]"
            else:
                text += fragment.text()
                italic = italic or fragment.charFormat().fontItalic()
            it += 1
        out.append((text, italic))
        block = block.next()
    return out


@pytest.mark.parametrize("code", list(LANGUAGES))
@pytest.mark.parametrize("game_id", [g.id for g in entries()])
def test_every_caption_is_a_paragraph_of_its_own_under_its_picture(qtbot, game_id, code):
    """Issue 28, point 12: captions ran into the next paragraph ("…termina 0–0 O placar…"),
    and two pictures in a row sat staggered with both captions under them."""
    page = RulesPage()
    qtbot.addWidget(page)
    page.show_rules(game_id, code)
    captions = [m.group("caption") for m in re.finditer(
        r"^!\[(?P<caption>[^\]]*)\]\(ludoteca:[^)]*\)", rules_path(game_id, code).read_text(encoding="utf-8"),
        re.MULTILINE)]
    blocks = _blocks(page)
    pictures_at = [i for i, (text, _) in enumerate(blocks) if "[picture]" in text]
    assert len(pictures_at) == len(captions)
    for index, caption in zip(pictures_at, captions):
        assert blocks[index][0] == "[picture]"  # alone in its paragraph
        assert blocks[index + 1] == (caption, True)  # the caption, alone and in italics, under it


def test_pictures_speak_the_pages_language_not_the_apps(qtbot, monkeypatch):
    """Czech rules in the English app showed "Cycle! X measures"."""
    from PySide6.QtCore import QCoreApplication
    page = RulesPage()
    qtbot.addWidget(page)
    page.resize(900, 700)
    page.show()
    said = []
    original = pictures.render

    def render(game_id, params, **kw):
        said.append(QCoreApplication.translate("QuantumScene", "Cycle! %1 measures"))
        return original(game_id, params, **kw)
    monkeypatch.setattr(pictures, "render", render)
    page.show_rules("quantum_ttt", "cs")
    page.browser.document().size()  # lays the page out: the pictures are drawn
    assert said and set(said) == {"Cyklus! %1 měří"}
    assert QCoreApplication.translate("QuantumScene", "Cycle! %1 measures") == "Cycle! %1 measures"  # the app's


def test_pictures_are_drawn_as_wide_as_the_text_allows(qtbot, window):
    window.resize(1280, 900)
    page = window.open_rules("othello")
    qtbot.waitUntil(lambda: page.browser.picture_width() == 620)
    page.show_rules("othello", "en")
    page.browser.document().size()
    widths = {fmt.width() for fmt in _image_formats(page)}
    assert widths == {620}
    window.resize(640, 480)
    qtbot.waitUntil(lambda: {fmt.width() for fmt in _image_formats(page)} == {540})


def _image_formats(page):
    page.browser.document().size()
    out = []
    block = page.browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            if it.fragment().charFormat().isImageFormat():
                url = it.fragment().charFormat().toImageFormat().name()
                image = page.browser.loadResource(2, QUrl(url))
                out.append(image.deviceIndependentSize())
            it += 1
        block = block.next()
    return out


def test_f1_on_the_home_page_opens_the_focused_cards_rules_or_the_first_games(window, qtbot):
    """F1 on the home page opened the rules of the last game played."""
    window.open_game("oche")
    window.act_rules.trigger()
    assert window.rules.game_id == "oche"
    window.tabs.setCurrentIndex(0)
    window.act_rules.trigger()
    assert window.current_page() is window.rules and window.rules.game_id == entries()[0].id
    window.tabs.setCurrentIndex(0)
    window.home.cards["wildcats"].play.setFocus()
    qtbot.waitUntil(lambda: window.home.focused_game() == "wildcats")
    window.act_rules.trigger()
    assert window.rules.game_id == "wildcats"
