"""Python's cycle collector runs on the GUI thread only.

The window is not the only thread running Python: a network game runs Twisted's reactor on a
thread of its own, and the computer's process pool has a manager thread. Python starts a
collection on whichever thread happens to allocate when a generation's count passes its
threshold; a cycle holding a Qt object (a page's timer, a closed table's signals) collected
there destroys that object on the wrong thread while the GUI thread may be using it. The
desktop tests crashed so now and then (a segmentation fault in the event loop, an abort during
garbage collection) while a network game's reactor was busy.

So automatic collection is switched off and a timer on the GUI thread does what it would
have done, generation by generation with Python's own thresholds (the approach calibre takes
for the same reason). Reference counting still frees everything that is not in a cycle at
once, on whichever thread lets it go.
"""
from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 200
"""How often the GUI thread looks at the collector's counts (a look costs next to nothing)."""


class GuiThreadCollector(QObject):
    """Collects cycles on the thread that owns it; see the module docstring. Made by
    :func:`collect_on_gui_thread`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        self._threshold = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.check)
        self._timer.start()

    def check(self) -> None:
        """Collect as Python's automatic collection would: nothing until the youngest
        generation's count passes its threshold, then the oldest generation whose count passed
        its own (a collection of a generation takes the younger ones with it)."""
        counts = gc.get_count()
        if counts[0] <= self._threshold[0]:
            return
        generation = 0
        while generation < 2 and counts[generation + 1] > self._threshold[generation + 1]:
            generation += 1
        gc.collect(generation)

    def stop(self) -> None:
        """Give collection back to Python (when the GUI goes away before the process does)."""
        global _running
        self._timer.stop()
        if self._was_enabled:
            gc.enable()
        if _running is self:
            _running = None


_running: GuiThreadCollector | None = None
"""The process's collector, while cycles are collected on the GUI thread."""


def collect_on_gui_thread(app: QObject) -> GuiThreadCollector:
    """From now on cycles are collected on the GUI thread only, by a timer of ``app`` (the
    application; call on its thread). Once per process: later calls return the same collector."""
    global _running
    if _running is None:
        _running = GuiThreadCollector(app)
    return _running
