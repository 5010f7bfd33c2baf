"""Cycles are collected on the GUI thread (desktop.garbage): a cycle let go while another
thread allocates, as a network game's reactor does, is collected by the GUI thread's timer and
never on the allocating thread."""
from __future__ import annotations

import gc
import threading


class Cycle:
    """An object in a reference cycle that notes the thread that collects it."""

    collected_on: list[str] = []

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        Cycle.collected_on.append(threading.current_thread().name)


def test_a_cycle_let_go_while_another_thread_allocates_is_collected_on_the_gui_thread(qtbot, collector):
    assert not gc.isenabled()
    Cycle.collected_on.clear()
    Cycle()  # garbage now, in a cycle: only the collector frees it

    kept: list[list[int]] = []

    def allocate() -> None:  # far past the youngest generation's threshold (a net count)
        kept.extend([] for _ in range(20 * 700))
    worker = threading.Thread(target=allocate, name="allocating")
    worker.start()
    worker.join(30)
    assert not worker.is_alive()
    qtbot.waitUntil(lambda: bool(Cycle.collected_on), timeout=5000)
    assert Cycle.collected_on == [threading.main_thread().name]
    assert len(kept) == 20 * 700


def test_stopping_gives_collection_back_to_python(qapp):
    from desktop.garbage import collect_on_gui_thread
    running = collect_on_gui_thread(qapp)
    assert collect_on_gui_thread(qapp) is running  # one per process
    running.stop()
    assert gc.isenabled()
    again = collect_on_gui_thread(qapp)
    assert again is not running and not gc.isenabled()
    again.stop()
