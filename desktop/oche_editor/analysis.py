"""Analyze: who wins the board, in how many plies, how large the search was, and an optimal
play to step through on the canvas.

The solver runs in a worker process through the shared :class:`~desktop.analyst.Analyst`
(the game's one analysis entry, as for hints), so the editor stays responsive; any edit
makes the answer stale, and the page then calls :meth:`AnalysisPanel.clear`.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.worker import Mode
from desktop.analyst import Analyst
from desktop.worker import Worker
from desktop.oche.palette import predicate_text
from rules.oche.moves import Cross, Reset
from rules.oche.state import P, OcheState
from rules.protocol import Analysis


class AnalysisPanel(QGroupBox):
    stepShown = Signal(object, object)
    """(token's cell id or None, crossed arrow index or None); (None, None) clears the canvas."""
    analyseRequested = Signal()

    def __init__(self, runner_mode: Mode = Mode.PROCESS, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Analysis"), parent)
        self.analyst = Analyst(Worker(runner_mode, self), parent=self)
        self.analyst.analysed.connect(self._on_result)
        self.analyst.failed.connect(self._on_failed)
        self.result: dict[str, Any] | None = None
        self.step = 0
        self._note = ""
        """Why there is no answer now ("the board changed"), shown instead of the invitation."""
        layout = QVBoxLayout(self)
        self.analyse_button = QPushButton(self.tr("Analyze: who wins?"))
        self.analyse_button.clicked.connect(self.analyseRequested)
        self.verdict = QLabel(self.tr("Ask the solver who wins this board with best play."))
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)  # may quote a board file
        self.verdict.setWordWrap(True)
        self.solution_button = QPushButton(self.tr("Show solution"))
        self.solution_button.setCheckable(True)
        self.solution_button.toggled.connect(self._toggle_solution)
        steps = QHBoxLayout()
        self.previous_button = QPushButton(self.tr("◀ Previous"))
        self.next_button = QPushButton(self.tr("Next ▶"))
        self.previous_button.clicked.connect(lambda: self.go(self.step - 1))
        self.next_button.clicked.connect(lambda: self.go(self.step + 1))
        steps.addWidget(self.previous_button)
        steps.addWidget(self.next_button)
        self.step_label = QLabel()
        self.step_label.setTextFormat(Qt.TextFormat.PlainText)  # may quote a board file
        self.step_label.setWordWrap(True)
        layout.addWidget(self.analyse_button)
        layout.addWidget(self.verdict)
        layout.addWidget(self.solution_button)
        layout.addLayout(steps)
        layout.addWidget(self.step_label)
        self._sync_buttons()

    # --- asking --------------------------------------------------------------------------------
    def analyse(self, start: OcheState) -> None:
        """Solve the board from its ``start`` position (P's view: who wins, the best line)."""
        self.clear()
        self._note = ""
        self.verdict.setText(self.tr("The solver is thinking…"))
        self.analyse_button.setEnabled(False)
        self.analyst.request("board", start, P)

    def clear(self, reason: str = "") -> None:
        """Forget the answer (the board changed): the steps would no longer fit it."""
        self.analyst.cancel()
        had = self.result is not None
        self.result = None
        self.solution_button.setChecked(False)
        self.analyse_button.setEnabled(True)
        if not reason:
            self._note = ""  # another board: nothing went stale
        elif had:
            self._note = reason
            self.verdict.setText(reason)
        self.step_label.setText("")
        self._sync_buttons()

    def set_playable(self, playable: bool) -> None:
        self.analyse_button.setEnabled(playable and not self.analyst.busy())
        if not playable:
            self.verdict.setText(self.tr("Fix the problems first: only a playable board can be analysed."))
        elif self.result is None and not self.analyst.busy():
            self.verdict.setText(self._note or self.tr("Ask the solver who wins this board with best play."))

    def shutdown(self) -> None:
        self.analyst.shutdown()

    # --- answers --------------------------------------------------------------------------------
    def _on_result(self, _purpose: str, start: OcheState, analysis: Analysis[Any]) -> None:
        self.result = self.summarise(start, analysis)
        self.analyse_button.setEnabled(True)
        self.verdict.setText(self.verdict_text())
        self._sync_buttons()

    @staticmethod
    def summarise(start: OcheState, analysis: Analysis[Any]) -> dict[str, Any]:
        """The verdict and the optimal line as steps the canvas can replay: who moved, the
        move, the token's cell after it, the arrow crossed, the numbers and the predicates."""
        state = start.copy()
        steps = []
        for move in analysis.line:
            seat = state.seat_name()
            arrow = move.arrow if isinstance(move, Cross) else None
            state.play(move)
            steps.append({"seat": seat, "move": str(move), "cell": state.token_cell(), "arrow": arrow,
                          "reset": isinstance(move, Reset),
                          "values": {k: v for k, v in state.letter_values().items() if v is not None},
                          "activated": [predicate_text(p.colour, p.value) for p in state.activated_predicates()]})
        verdict = analysis.verdict
        return {"winner": "PO"[verdict.winner or 0], "plies": verdict.plies, "states": analysis.nodes or 0,
                "start": start.token_cell(), "steps": steps}

    def _on_failed(self, _purpose: str, message: str) -> None:
        self.analyse_button.setEnabled(True)
        self.verdict.setText(self.tr("The solver could not analyse this board: %1").replace("%1", message))

    def verdict_text(self) -> str:
        r = self.result
        if r is None:
            return ""
        states = self.tr("The solver explored %n reduced position(s).", "", r["states"])
        if r["winner"] == "P":
            head = self.tr("P wins in %n turn(s) with best play (P hurries, O holds out).", "", r["plies"])
        else:
            head = self.tr("O wins: P cannot force O onto a dead end; the game can go on forever.")
        return head + "\n" + states

    # --- the solution ----------------------------------------------------------------------------
    def steps(self) -> list[dict[str, Any]]:
        return [] if self.result is None else self.result["steps"]

    def _toggle_solution(self, on: bool) -> None:
        if on and self.result is not None:
            self.go(0)
        else:
            self.step_label.setText("")
            self.stepShown.emit(None, None)
        self._sync_buttons()

    def go(self, step: int) -> None:
        """Show the position after ``step`` moves of the optimal line (0: the start)."""
        steps = self.steps()
        if self.result is None or not self.solution_button.isChecked():
            return
        self.step = max(0, min(len(steps), step))
        if self.step == 0:
            self.step_label.setText(self.tr("Start: the token is on the start cell; O moves first."))
            self.stepShown.emit(self.result["start"], None)
        else:
            s = steps[self.step - 1]
            values = ", ".join(f"{k} = {v}" for k, v in s["values"].items()) or self.tr("none")
            active = " ".join(s["activated"]) or self.tr("none")
            self.step_label.setText(self.tr("Step %1 of %2: %3").replace("%1", str(self.step))
                                    .replace("%2", str(len(steps))).replace("%3", self.describe(s))
                                    + "\n" + self.tr("Numbers: %1. Activated: %2.").replace("%1", values)
                                    .replace("%2", active))
            self.stepShown.emit(s["cell"], s["arrow"])
        self._sync_buttons()

    def describe(self, step: dict[str, Any]) -> str:
        seat = step["seat"]
        if step["reset"]:
            return self.tr("%1 resets: the token goes back to the start.").replace("%1", seat)
        if step["arrow"] is not None:
            return self.tr("%1 crosses arrow %2 to %3.").replace("%1", seat).replace("%2", str(step["arrow"])) \
                .replace("%3", step["cell"])
        letter, value = step["move"].split("=")
        return self.tr("%1 sets %2 = %3.").replace("%1", seat).replace("%2", letter).replace("%3", value)

    def _sync_buttons(self) -> None:
        showing = self.result is not None and self.solution_button.isChecked()
        self.solution_button.setEnabled(self.result is not None and bool(self.steps()))
        self.previous_button.setEnabled(showing and self.step > 0)
        self.next_button.setEnabled(showing and self.step < len(self.steps()))
