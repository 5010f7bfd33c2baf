"""Files as a person meets them (issue 28, point 2): a name typed in the Save dialog gets its
extension (so Open lists it), the game page says it saved, the suggested name is the game and
the date, and Game → Open Recent reopens files (a file that is gone is said and dropped)."""
from datetime import date
from fnmatch import fnmatch
from pathlib import Path

from PySide6.QtCore import QTimer, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

from desktop import files, recent
from desktop.oche.window import open_designer
from desktop.othello.scene import square_rect
from rules.othello.bitboard import parse_square

from .conftest import click_scene


class FileDialogHand:
    """Types into the real (Qt's own) file dialog once it is open, as a person would: clears
    the name field, types ``name`` and presses Enter; keeps the name it suggested."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.suggested: str | None = None
        QTimer.singleShot(50, lambda: self._type())  # the timer keeps the hand alive

    def _type(self) -> None:
        dialog = next((w for w in QApplication.topLevelWidgets() if isinstance(w, QFileDialog) and w.isVisible()), None)
        if dialog is None:
            QTimer.singleShot(50, lambda: self._type())  # the timer keeps the hand alive
            return
        QTimer.singleShot(250, lambda: self._type_in(dialog))  # as a person looks before typing

    def _type_in(self, dialog: QFileDialog) -> None:
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        self.suggested = edit.text()
        edit.selectAll()
        QTest.keyClicks(edit, self.name)
        QTest.keyClick(edit, Qt.Key.Key_Return)


def open_filter_lists(name: str, filters: str) -> bool:
    """Whether the Open dialog's first filter (the one it shows) lists a file called ``name``."""
    first = filters.split(";;")[0]
    patterns = first[first.index("(") + 1:first.index(")")].split()
    return any(fnmatch(name.lower(), p.lower()) for p in patterns)


def menu(window, *path):
    actions = window.menuBar().actions()
    for name in path:
        action = next(a for a in actions if a.text() == name)
        if action.menu() is not None:
            action.menu().aboutToShow.emit()  # as opening it does
            actions = action.menu().actions()
    return action


def play(page, *squares):
    for name in squares:
        click_scene(page.view, square_rect(parse_square(name)).center())


def test_a_typed_name_gets_its_extension_and_the_page_says_saved(window, tmp_path, monkeypatch):
    monkeypatch.setattr(files, "default_folder", lambda: tmp_path)
    page = window.open_game("othello")
    play(page, "f5", "d6")
    hand = FileDialogHand(str(tmp_path / "hotseat-pending"))
    menu(window, "&Game", "&Save").trigger()
    saved = tmp_path / "hotseat-pending.ludoteca.json"
    assert saved.is_file() and not (tmp_path / "hotseat-pending").exists()
    assert open_filter_lists(saved.name, files.save_filter())
    assert hand.suggested == f"othello-{date.today().isoformat()}.ludoteca.json"
    assert page.scene.notice.text() == "Saved as hotseat-pending.ludoteca.json."
    assert page.path == str(saved) and not page.is_modified()
    # a name ending .json is kept as typed (Open lists *.json too)
    play(page, "c3")
    FileDialogHand(str(tmp_path / "mine.json"))
    menu(window, "&Game", "Save &as…").trigger()
    assert (tmp_path / "mine.json").is_file() and not (tmp_path / "mine.json.ludoteca.json").exists()


def test_the_completed_name_is_not_replaced_without_asking(window, tmp_path, boxes, monkeypatch):
    monkeypatch.setattr(files, "default_folder", lambda: tmp_path)
    (tmp_path / "kept.ludoteca.json").write_text("mine", encoding="utf-8")
    page = window.open_game("othello")
    play(page, "f5")
    FileDialogHand(str(tmp_path / "kept"))
    menu(window, "&Game", "&Save").trigger()  # boxes answer "no" to "Replace it?"
    assert boxes.asked == ["kept.ludoteca.json already exists. Replace it?"]
    assert (tmp_path / "kept.ludoteca.json").read_text(encoding="utf-8") == "mine" and page.path is None


def test_the_suggested_name_is_the_game_and_the_date_and_never_an_existing_file(window, tmp_path, monkeypatch):
    monkeypatch.setattr(files, "default_folder", lambda: tmp_path)
    today = date.today().isoformat()
    (tmp_path / f"programmers-checkers-{today}.ludoteca.json").write_text("{}", encoding="utf-8")
    for game, name in (("wildcats", f"wildcats-{today}.ludoteca.json"),
                       ("programmers_checkers", f"programmers-checkers-{today}-2.ludoteca.json")):
        window.open_game(game)
        hand = FileDialogHand(str(tmp_path / "x"))
        menu(window, "&Game", "Save &as…").trigger()
        assert hand.suggested == name


def test_open_recent_reopens_and_drops_what_is_gone(window, tmp_path, boxes, monkeypatch):
    monkeypatch.setattr(files, "default_folder", lambda: tmp_path)
    page = window.open_game("othello")
    play(page, "f5", "d6")
    FileDialogHand(str(tmp_path / "first"))
    menu(window, "&Game", "&Save").trigger()
    page.start_new_game()
    assert page.session.state.history == []
    [item] = [a for a in menu(window, "&Game", "Open Recen&t").menu().actions() if a.text().startswith("&1 ")]
    assert item.text() == "&1 first.ludoteca.json" and item.toolTip() == str(tmp_path / "first.ludoteca.json")
    item.trigger()
    assert [str(m) for m in page.session.state.history] == ["f5", "d6"]
    (tmp_path / "first.ludoteca.json").unlink()
    menu(window, "&Game", "Open Recen&t", "&1 first.ludoteca.json").trigger()
    assert boxes.warnings and "no longer there" in boxes.warnings[-1][1]
    texts = [a.text() for a in menu(window, "&Game", "Open Recen&t").menu().actions()]
    assert texts == ["No recent files"]


def test_recent_names_are_shown_safely(window, tmp_path):
    odd = tmp_path / "a&b\u202egnp.ludoteca.json"
    recent.add(str(odd))
    [first, *_] = menu(window, "&Game", "Open Recen&t").menu().actions()
    assert first.text() == "&1 a&&b\\u202egnp.ludoteca.json"


def test_the_designer_adds_oche_json_and_reopens_from_recent(window, tmp_path, monkeypatch, qtbot):
    monkeypatch.setattr(files, "default_folder", lambda: tmp_path)
    designer = open_designer(window)
    designer.open_level(1)
    FileDialogHand(str(tmp_path / "my board"))
    menu(window, "&Game", "&Save").trigger()
    board = tmp_path / "my board.oche.json"
    assert board.is_file() and open_filter_lists(board.name, designer.board_filter())
    window.close_tab(window.tabs.indexOf(designer))
    assert window.tools == {}
    menu(window, "&Game", "Open Recen&t", "&1 my board.oche.json").trigger()
    assert window.current_page() is window.tools["oche-designer"]
    assert Path(window.tools["oche-designer"].path) == board
