"""Every user-facing string in desktop/ goes through Qt's translation functions.

A static check: a string literal with letters handed straight to a widget text setter (a
label, button, action, window title, tooltip, notice...) is a string no translator sees.
Literals wrapped in tr()/translate() are fine; so are symbols such as "▸ " or "●".
"""
import ast
from pathlib import Path

DESKTOP = Path(__file__).resolve().parent.parent / "desktop"
TEXT_CALLS = {
    "QLabel", "QPushButton", "QAction", "QRadioButton", "QCheckBox", "QGroupBox", "QToolButton",
    "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setPlaceholderText", "addMenu",
    "show_text", "setTitle", "setLabelText", "showMessage", "addTab", "setTabText",
}
LUPDATE_CALLS = {"tr", "translate", "QT_TR_NOOP", "QT_TRANSLATE_NOOP"}
"""The calls lupdate (pyside6-lupdate) extracts texts from."""
SKIP = {"stall_bench.py", "qt_check.py", "__main__.py"}  # command-line output, not the GUI


def _name(func: ast.expr) -> str:
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def _untranslated(node: ast.expr) -> bool:
    """A literal (or f-string) with letters that no tr()/translate() call wraps."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return any(ch.isalpha() for ch in node.value)
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and any(ch.isalpha() for ch in v.value) for v in node.values)
    if isinstance(node, ast.BinOp):
        return _untranslated(node.left) or _untranslated(node.right)
    if isinstance(node, ast.Call) and _name(node.func) not in LUPDATE_CALLS and node.args:
        # a wrapper of its own (``_tr("Design a board…")``): lupdate extracts only the calls
        # it knows, so the text never reaches a translator
        return isinstance(node.args[0], ast.Constant) and _untranslated(node.args[0])
    return False


def _to_clipboard(func: ast.expr) -> bool:
    """``clipboard().setText(...)``: text for another program (a shell line), not the GUI's."""
    return isinstance(func, ast.Attribute) and isinstance(func.value, ast.Call) and _name(func.value.func) == "clipboard"


def offenders(root: Path) -> list[str]:
    found = []
    for path in sorted(root.rglob("*.py")):
        if path.name in SKIP:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _name(node.func) in TEXT_CALLS and node.args \
                    and not _to_clipboard(node.func):
                if _untranslated(node.args[0]):
                    found.append(f"{path.relative_to(root.parent)}:{node.lineno}")
    return found


def test_widget_texts_are_translatable():
    assert offenders(DESKTOP) == []


def test_the_check_catches_a_bare_label(tmp_path):
    pkg = tmp_path / "desktop"
    pkg.mkdir()
    (pkg / "bad.py").write_text('label = QLabel("Hello")\nok = QLabel(self.tr("Hi"))\nsym = QLabel("●")\n'
                                'app.clipboard().setText("ls -l")\nbox.setText("Bye")\n'
                                'own = QPushButton(_tr("Unseen"))\n'
                                'seen = QPushButton(QCoreApplication.translate("Ctx", "Seen"))\n')
    assert offenders(pkg) == ["desktop/bad.py:1", "desktop/bad.py:5", "desktop/bad.py:6"]
