"""Wild Cats on the shared game page: secret choices each round, revealed together.

What the sheet obliges players to say is said here in words too: the threats of both sides,
the square the duty forces on you ("You must take C3: O threatens four there"), the banned
square, the blocks in a row (n/3). Against the computer, its choice of the round is fixed
before yours and sealed: the card shows the SHA-256 of its square and a secret salt; at the
reveal the square and the salt are shown and the code is checked, so anyone can see the
computer never peeked. Two people on one screen choose in turn behind the shared cover.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from desktop.game_ui import GameUI, MoveText
from desktop.language import QT_TRANSLATE_NOOP
from desktop.seats import Seat
from desktop.widgets import Card, label
from desktop.wildcats.scene import WildCatsScene
from rules.protocol import Analysis, Outcome, State
from rules.wildcats.board import WildCatsEnding
from rules.wildcats.game import WildCatsGame
from rules.wildcats.moves import parse_square
from rules.wildcats.state import WildCatsState


def squares_text(squares: Any) -> str:
    return ", ".join(str(s) for s in squares)


class WildCatsUI(GameUI):
    game_id = "wildcats"
    level_words = {
        1: (QT_TRANSLATE_NOOP("levels", "Easy"),
            QT_TRANSLATE_NOOP("levels", "Likes the squares that look good: you can read it.")),
        2: (QT_TRANSLATE_NOOP("levels", "Medium"),
            QT_TRANSLATE_NOOP("levels", "Mixes its choices well, but looks only one round ahead.")),
        3: (QT_TRANSLATE_NOOP("levels", "Strong"),
            QT_TRANSLATE_NOOP("levels", "Mixes its choices so they cannot be read; perfect near the end.")),
    }

    def attached(self) -> None:
        self.scene.selectionChanged.connect(lambda _s: self._sync_round())
        self.scene.refused.connect(self._on_refused)
        # A narrow window folds the column away, Confirm with it: the bar over the board has its own.
        self.fold_confirm = self._confirm_button()
        self.page.fold_bar.row.insertWidget(1, self.fold_confirm)
        self._sync_round()

    @property
    def scene(self) -> WildCatsScene:
        scene: WildCatsScene = self.page.scene  # type: ignore[assignment]  # made by make_scene
        return scene

    # --- pictures for the rules pages -------------------------------------------------------
    @classmethod
    def picture_state(cls, params: dict[str, str]) -> WildCatsState:
        return WildCatsGame().state_from_position(params["position"])

    @classmethod
    def picture_scene(cls) -> WildCatsScene:
        return WildCatsScene()

    @classmethod
    def screenshots(cls) -> dict[str, Callable[[Any], int | None]]:
        """A threat in force, the hand-over cover, a block, a win, the computer's seal."""
        def rounds(moves: str) -> Callable[[Any], Any]:
            def setup(window: Any) -> Any:
                page = window.open_game(cls.game_id)
                page.session.new_game(WildCatsGame(), (Seat(), Seat()))
                page.play_record(moves)
                return None
            return setup

        def cover(window: Any) -> None:
            rounds("X:C3/O:B2")(window)
            window.open_game(cls.game_id).submit(parse_square("D4"))

        def computer(window: Any) -> None:
            window.open_game(cls.game_id).session.new_game(WildCatsGame(), (Seat(), Seat(True, 2)), seed=7)

        def revealed(window: Any) -> None:
            """Two rounds against the computer: the last one's proof beside the next seal."""
            computer(window)
            page = window.open_game(cls.game_id)
            for square in ("C3", "B2"):
                QTest.qWait(300)  # the computer seals its choice first
                if page.scene.cell(square).legal:
                    page.submit(parse_square(square))
            QTest.qWait(300)

        def refused(window: Any) -> None:
            """A click on a square the duty forbids: the notice says why."""
            rounds("X:A1/O:C1 X:E5/O:C2 X:A5/O:C4")(window)
            page = window.open_game(cls.game_id)
            page.scene.cells[parse_square("B3")].clicked.emit(parse_square("B3"))
        # Dots hold C1, C2 and C4: their single threat C3 is forced on Crosses, who choose now.
        return {"wildcats-threat": rounds("X:A1/O:C1 X:E5/O:C2 X:A5/O:C4"), "wildcats-cover": cover,
                "wildcats-block": rounds("X:B2/O:D4 X:C3/O:C3"),
                "wildcats-win": rounds("X:B1/O:A5 X:C1/O:C5 X:D1/O:E3 X:A1/O:E1"), "wildcats-computer": computer,
                "wildcats-revealed": revealed, "wildcats-refused": refused}

    # --- hooks ------------------------------------------------------------------------------
    def make_game(self) -> WildCatsGame:
        return WildCatsGame()

    def make_scene(self) -> WildCatsScene:
        return WildCatsScene(self.page)

    def title(self) -> str:
        return self.tr("Wild Cats")

    def seat_name(self, seat: int) -> str:
        return "X" if seat == 0 else "O"  # as the notation writes them (X:B2 O:C3)

    def seat_glyph(self, seat: int) -> str:
        return "✕" if seat == 0 else "●"

    def side_widgets(self) -> list[QWidget]:
        """The round card, Confirm first: the words under it change with every click, and a
        button that moved under the mouse sent a click into the move list."""
        self.round_card = Card(self.tr("This round"))
        row = QHBoxLayout()
        self.confirm_button = self._confirm_button()
        row.addWidget(self.confirm_button)
        row.addStretch(1)
        self.round_card.body.addLayout(row)
        self.round_text = self.round_card.add(label("", "body"))
        self.blocks_text = self.round_card.add(label("", "small"))
        self.seal_card = self.page.make_seal_card()
        return [self.round_card, self.seal_card]

    def _confirm_button(self) -> QPushButton:
        button = QPushButton(self.tr("Confirm my square"))
        button.setProperty("primary", True)
        button.setToolTip(self.tr("Enter or a double-click confirms too"))
        button.clicked.connect(self.scene_confirm)
        return button

    def move_text(self, move: Any, before: State[Any]) -> MoveText:
        """A round in two cells; a block is said in both."""
        x, o = move.choices
        if x == o:
            return (self.tr("%1 block").replace("%1", str(x)), self.tr("%1 block").replace("%1", str(o)))
        return str(x), str(o)

    def notice_after(self, move: Any, before: State[Any], after: State[Any]) -> str | None:
        assert isinstance(after, WildCatsState)
        x, o = move.choices
        if x == o:
            text = self.tr("Block on %1! Nobody marks it, and nobody may take it next round.").replace("%1", str(x))
            if after.blocks >= 2:
                text += "\n" + self.tr("Two blocks in a row: a third ends the game in a draw.")
            return text
        return None

    def outcome_text(self, outcome: Outcome) -> str:
        if outcome.winner is not None:
            return self.tr("%1 wins: four in a line.").replace("%1", self.seat_name(outcome.winner))
        reasons = {WildCatsEnding.BOTH_LINES: self.tr("Draw: both completed four in the same round."),
                   WildCatsEnding.BLOCKS: self.tr("Draw: three blocks in a row.")}
        if outcome.termination in reasons:
            return reasons[outcome.termination]
        return self.tr("Draw: nobody can complete four any more.")

    def show_hint(self, analysis: Analysis[Any]) -> None:
        """The equilibrium mix as percentages on the squares, and the value in words."""
        shares = {mv.move: mv.probability or 0.0 for mv in analysis.moves}
        self.scene.show_mix(shares)
        value = analysis.verdict.value
        if value is None:
            return
        exact = analysis.verdict.exact
        if value > 0.98:
            words = self.tr("Playing this mix you win whatever the other does.")
        elif value < -0.98:
            words = self.tr("The other side wins with best play; this mix makes it hardest.")
        elif abs(value) < 0.02:
            words = self.tr("With best play on both sides this ends in a draw.")
        else:
            percent = f"{(value + 1) * 50:.0f}%"
            words = self.tr("Mixing your squares like this, you score %1 of the points on average.").replace(
                "%1", percent)
        if not exact:
            words += " " + self.tr("This is an estimate: too many squares are free to see to the end.")
        self.page.notice.show_text(self.tr("Hint: %1").replace("%1", words), 6.0)

    # --- the round ---------------------------------------------------------------------------
    def sync(self, state: State[Any], interactive: bool) -> None:
        self.scene.set_chooser(self.session.awaiting_person() if interactive else None)
        super().sync(state, interactive)
        self._sync_round()

    def scene_confirm(self) -> None:
        self.scene.confirm()

    def _on_refused(self, square: Any) -> None:
        """Say why, clear of the squares the reason is about (the clicked one, a forced one)."""
        text, named = self.refusal(square)
        assert self.scene.notice is not None  # installed when the page is built
        area = self.scene.cell(square).sceneBoundingRect()
        for other in named:
            area = area.united(self.scene.cell(other).sceneBoundingRect())
        self.page.notice.show_text(text, 4.0, avoid=area)

    def refusal(self, square: Any) -> tuple[str, list[Any]]:
        """Why the person may not take ``square`` this round, in the rules' words, and the
        other squares those words name (the squares the duty forces)."""
        state = self.session.state
        chooser = self.session.awaiting_person()
        assert isinstance(state, WildCatsState)
        name = str(square)
        if state.mark_at(square) is not None:
            return self.tr("%1 is marked already.").replace("%1", name), []
        if chooser is None:
            return self.tr("You may not take %1 now.").replace("%1", name), []
        info = state.choice_info(chooser)
        if info.own_threat_barred == square:
            return self.tr("%1 is your only threat: you may not take it.").replace("%1", name), []
        if state.ban == square and not info.ban_lapsed:
            return self.tr("%1 was blocked last round: nobody may take it this round.").replace("%1", name), []
        forced = [s for s in info.opponent_threats if s in info.legal] if info.duty else []
        if len(forced) == 1:
            return self.tr("You must take %1: %2 threatens four there.").replace("%1", str(forced[0])) \
                .replace("%2", self.seat_name(1 - chooser)), forced
        if forced:
            return self.tr("You must take one of %1: %2 threatens four there.") \
                .replace("%1", squares_text(forced)).replace("%2", self.seat_name(1 - chooser)), forced
        return self.tr("You may not take %1 now.").replace("%1", name), []

    def position_changed(self) -> None:
        self._sync_round()

    def game_over(self, outcome: Outcome) -> bool:
        self.page.announce_result(outcome)
        self._sync_round()  # the round card says the result (known only now)
        return False

    def _sync_round(self) -> None:
        """The round card: who chooses, what the rules force, the ban, the blocks; and the
        commitment card."""
        state = self.session.state
        assert isinstance(state, WildCatsState)
        chooser = self.session.awaiting_person()
        lines = []
        threats = [state.threats(s) for s in (0, 1)]
        if not state.is_terminal():
            for seat in (0, 1):
                if threats[seat]:
                    lines.append(self.tr("%1 threatens four at %2.").replace("%1", self.seat_name(seat))
                                 .replace("%2", squares_text(threats[seat])))
            if not any(threats):
                lines.append(self.tr("No threats on the board."))
            if chooser is not None:
                info = state.choice_info(chooser)
                forced = [s for s in info.opponent_threats if s in info.legal] if info.duty else []
                if len(forced) == 1:
                    lines.append(self.tr("You must take %1: %2 threatens four there.").replace("%1", str(forced[0]))
                                 .replace("%2", self.seat_name(1 - chooser)))
                elif forced:
                    lines.append(self.tr("You must take one of %1: %2 threatens four there.")
                                 .replace("%1", squares_text(forced)).replace("%2", self.seat_name(1 - chooser)))
                if info.own_threat_barred is not None:
                    lines.append(self.tr("You may not take your own single threat %1.")
                                 .replace("%1", str(info.own_threat_barred)))
                picked = self.scene.selected()
                lines.append(self.tr("Your choice: %1 (not final until you confirm).").replace("%1", str(picked))
                             if picked else self.tr("Click a square to choose it."))
            if state.ban is not None:
                lines.append(self.tr("%1 is banned this round (it was blocked).").replace("%1", str(state.ban)))
        if state.is_terminal():
            lines = [self.page.last_result().replace("\n", " ")]
        self.round_text.setText("\n".join(lines))
        self.blocks_text.setText(self.tr("Blocks in a row: %1/3").replace("%1", str(state.blocks)))
        self.blocks_text.setVisible(not state.is_terminal())
        self.confirm_button.setEnabled(chooser is not None and self.scene.selected() is not None
                                       and self.page.interactive())
        self.confirm_button.setVisible(not state.is_terminal())
        self.fold_confirm.setEnabled(self.confirm_button.isEnabled())
        self.fold_confirm.setVisible(not state.is_terminal() and self.session.awaiting_person() is not None)
        self.seal_card.sync()
