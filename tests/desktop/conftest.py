"""GUI fixtures: settings in a temporary folder, a main window with the synchronous runner."""
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest


@pytest.fixture(autouse=True)
def questions(monkeypatch):
    """Every "Save / Discard / Cancel?" question is answered Discard unless a test scripts it,
    so closing a window never waits for a person; the questions are kept for the asserts."""
    from PySide6.QtWidgets import QMessageBox
    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.Discard
    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, monkeypatch):
    from desktop.settings import use_private_settings
    use_private_settings(str(tmp_path / "settings"))
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(tmp_path / "Documents"))
    yield


def open_window(qtbot):
    """A shown main window whose computer players answer synchronously (deterministic tests)."""
    from desktop.ai_runner import Mode
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
def warnings(monkeypatch):
    """Collects QMessageBox.warning calls instead of opening modal boxes."""
    from PySide6.QtWidgets import QMessageBox
    seen = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: seen.append((title, text)))
    return seen


def click_scene(view, scene_point, button=Qt.MouseButton.LeftButton):
    """Click the view where ``scene_point`` is drawn, as a person's mouse would."""
    pos: QPoint = view.mapFromScene(scene_point)
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, pos)
