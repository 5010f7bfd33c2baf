"""GUI fixtures: settings in a temporary folder, a main window with the synchronous runner."""
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest


class Boxes:
    """The message boxes a test raised (no box ever opens): the warnings' (title, text), the
    questions' texts, and scripted answers to the questions (Discard once they run out)."""

    def __init__(self):
        self.warnings = []
        self.asked = []
        self.answers = []
        self.shown = []

    def __call__(self, icon, parent, title, text, buttons, default):
        from PySide6.QtWidgets import QMessageBox
        self.shown.append((title, text))
        if icon == QMessageBox.Icon.Warning:
            self.warnings.append((title, text))
        if icon == QMessageBox.Icon.Question:
            self.asked.append(text)
            return self.answers.pop(0) if self.answers else QMessageBox.StandardButton.Discard
        return QMessageBox.StandardButton.Ok


@pytest.fixture(scope="session", autouse=True)
def english(qapp):
    """The app speaks English as it does for a person: with its English plural forms."""
    from PySide6.QtCore import QLocale
    from desktop import theme
    from desktop.app import install_translations
    theme.apply(qapp)  # the widgets look and measure as the app shows them
    return install_translations(qapp, QLocale("en"))


@pytest.fixture(autouse=True)
def collector(qapp):
    """Cycles are collected on the GUI thread, as in the app (desktop.garbage); the suite's
    other tests get Python's automatic collection back afterwards."""
    from desktop.garbage import collect_on_gui_thread
    collector = collect_on_gui_thread(qapp)
    yield collector
    collector.stop()
    collector.deleteLater()


@pytest.fixture(autouse=True)
def dialogs(monkeypatch):
    """The new-game and level dialogs never open in a test: they are recorded and cancelled
    unless a test scripts them (monkeypatching their ``exec`` itself)."""
    from desktop.new_game_dialog import NewGameDialog
    from desktop.oche.level_dialog import LevelDialog
    opened = []

    def cancel(dialog):
        opened.append(type(dialog).__name__)
        return 0
    monkeypatch.setattr(NewGameDialog, "exec", cancel)
    monkeypatch.setattr(LevelDialog, "exec", cancel)
    return opened


@pytest.fixture(autouse=True)
def boxes(monkeypatch):
    from desktop import messages
    recorder = Boxes()
    monkeypatch.setattr(messages, "_box", recorder)
    return recorder


@pytest.fixture(autouse=True)
def autosave_notice(monkeypatch):
    """Each test is a run of its own: the one notice that no crash copy can be kept may come."""
    from desktop import autosave
    monkeypatch.setattr(autosave, "_told", False)


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, monkeypatch):
    from desktop import settings
    from desktop.settings import use_private_settings
    use_private_settings(str(tmp_path / "settings"))
    monkeypatch.setattr(settings, "_overrides", {})  # no --language/--theme of another test
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(tmp_path / "Documents"))
    yield


def open_window(qtbot):
    """A shown main window whose computer players answer synchronously (deterministic tests)."""
    from desktop.worker import Mode
    from desktop.main_window import MainWindow
    w = MainWindow(runner_mode=Mode.SYNC)
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def window(qtbot):
    w = open_window(qtbot)
    yield w
    w.close()


@pytest.fixture
def warnings(boxes):
    """The warnings shown (boxes are recorded, never opened)."""
    return boxes.warnings


def click_scene(view, scene_point, button=Qt.MouseButton.LeftButton):
    """Click the view where ``scene_point`` is drawn, as a person's mouse would."""
    pos: QPoint = view.mapFromScene(scene_point)
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, pos)


def pytest_sessionfinish(session, exitstatus):
    """The workers the tests shut down finish closing before pytest's interpreter exits (as
    the app's ``main`` does; see ``desktop.worker.wait_for_closed_pools``)."""
    from desktop.worker import wait_for_closed_pools
    wait_for_closed_pools()
