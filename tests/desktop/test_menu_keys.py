"""Every menu of every page has distinct access keys in every language (Alt+I must not mean
both "Invite a friend" and "Resign"): a translator picks the letters, the test checks them."""
import re

import pytest
from PySide6.QtCore import QLocale

from desktop.app import install_translations
from desktop.games import entries
from desktop.language import LANGUAGES

from .conftest import open_window


def _keys(menu) -> dict[str, list[str]]:
    keys: dict[str, list[str]] = {}
    for action in menu.actions():
        found = re.search(r"&([^&])", action.text())
        if found and action.isVisible():
            keys.setdefault(found.group(1).lower(), []).append(action.text())
    return keys


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_access_keys_are_distinct_in_every_menu(qapp, qtbot, code):
    translators = install_translations(qapp, QLocale(code))
    try:
        window = open_window(qtbot)
        clashes = []
        for game in [None, *(entry.id for entry in entries())]:
            if game is None:
                window.tabs.setCurrentIndex(0)
            else:
                window.open_game(game)
            for menu in (window.game_menu, window.move_menu, window.view_menu):
                clashes += [(game, menu.title(), texts) for texts in _keys(menu).values() if len(texts) > 1]
        assert clashes == []
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
