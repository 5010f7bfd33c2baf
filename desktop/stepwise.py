"""Long work on the GUI thread in slices between events, with a progress dialog and Cancel.

Making the items of an Oche board at the format's limits (500 cells, 5,000 arrows) takes
about a second. Graphics items belong to the GUI thread, so that work cannot move to another
thread; but it can be cut up. :func:`run_steps` runs a generator a slice of time at a time
(a QTimer starts each slice), so the window keeps repainting and answering; a
:class:`~PySide6.QtWidgets.QProgressDialog`, modal to the window, shows how far it is once
the work looks like taking longer than a moment, and its Cancel stops it. The caller waits
in a local event loop, as it would for a dialog's ``exec()``, and learns whether the work
finished: work that the person cancels must have changed nothing they can see.

Work that ends within the first slice runs straight through: no dialog, no event loop.
"""
from __future__ import annotations

from collections.abc import Generator

from PySide6.QtCore import QElapsedTimer, QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

SLICE_MS = 30
"""How long one slice of work may hold the event loop (the tests set 0: one step a slice)."""
SHOW_AFTER_MS = 400
"""The progress dialog appears once the work is expected to take longer than this."""
STEPS = 1000
"""The progress bar's resolution."""


def run_steps(parent: QWidget, steps: Generator[float, None, None], label: str, title: str = "") -> bool:
    """Run ``steps`` (a generator yielding the share done, 0 to 1, after each short step)
    to the end, a slice at a time between events; True when it finished, False when the
    person cancelled (the generator is closed then). ``label`` says what is happening, in
    the dialog; ``title`` is the dialog's window title."""
    clock = QElapsedTimer()
    clock.start()
    for _ in steps:
        if clock.elapsed() >= SLICE_MS:
            break
    else:
        return True

    dialog = QProgressDialog(parent)
    dialog.setWindowTitle(title or label)
    dialog.setLabelText(label)
    dialog.setRange(0, STEPS)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setValue(0)  # starts the dialog's own clock (it decides when to show itself)
    loop = QEventLoop()
    finished = [False]
    busy = [False]

    def slice_of_work() -> None:
        if busy[0] or not loop.isRunning():  # setValue may process events while shown
            return
        if dialog.wasCanceled():  # cancel() called, not only the button clicked
            loop.quit()
            return
        busy[0] = True
        try:
            clock.restart()
            while True:
                share = next(steps)
                if clock.elapsed() >= SLICE_MS:
                    break
            dialog.setValue(max(1, min(STEPS - 1, round(share * STEPS))))
        except StopIteration:
            finished[0] = True
            loop.quit()
        finally:
            busy[0] = False

    ticker = QTimer()
    ticker.setInterval(0)
    ticker.timeout.connect(slice_of_work)
    dialog.canceled.connect(loop.quit)  # the Cancel button
    dialog.rejected.connect(loop.quit)  # Escape
    ticker.start()
    loop.exec()
    ticker.stop()
    dialog.canceled.disconnect(loop.quit)
    dialog.rejected.disconnect(loop.quit)
    dialog.close()
    dialog.deleteLater()
    if not finished[0]:
        steps.close()
    return finished[0]
