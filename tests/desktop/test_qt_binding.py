"""Guards against a Qt binding that corrupts reference counts (PySide6 6.12.0 on Python 3.11:
every call of a C++ method returning void dropped a reference to None, and the app aborted
with 'deallocating None' after a few hundred moves)."""
import sys

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QGraphicsRectItem


def test_void_calls_keep_none_alive(qapp):
    item, obj = QGraphicsRectItem(0, 0, 1, 1), QObject()
    before = sys.getrefcount(None)
    for _ in range(500):
        item.setScale(1.0)
        obj.setObjectName("x")
    assert sys.getrefcount(None) - before > -50
