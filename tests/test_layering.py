"""design.md: nothing under rules/ may import Qt, so the rules run (and test) without it."""
import ast
from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "rules"
FORBIDDEN = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "desktop")


def test_rules_never_import_qt_or_desktop():
    offenders = []
    for path in RULES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.relative_to(RULES.parent)}: {n}" for n in names
                          if n.split(".")[0] in FORBIDDEN]
    assert offenders == []


def test_the_check_finds_a_qt_import(tmp_path):
    """The test above must be able to fail: the same walk flags a planted import."""
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtCore import QObject\n")
    tree = ast.parse(bad.read_text())
    modules = [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert any(m.split(".")[0] in FORBIDDEN for m in modules)
