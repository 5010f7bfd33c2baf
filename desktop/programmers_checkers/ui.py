"""Programmer's Checkers on the shared game page: the board with its tiles, the set-up, the turn
in words.

What the game asks a player to keep in mind is said on the page: the turn card says which
operator is active and what it lets a 1 and a 0 take, why a capture is compulsory, what
the next tile will change; notices say when a man is crowned, when the pile is reshuffled,
why a game is drawn. Against the computer its set-up is sealed before the person's (the
shared sealed-choice card); two people set up in turn behind the shared hand-over cover.
"""
from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from desktop import settings
from desktop.game_ui import GameUI, MoveText
from desktop.language import QT_TRANSLATE_NOOP
from desktop.seats import Seat
from desktop.programmers_checkers.options import CheckersOptions
from desktop.programmers_checkers.scene import CheckersScene
from desktop.widgets import Card, label
from rules.programmers_checkers.board import BASIC_OPS, OPS, START_SQUARES, allows, square_name
from rules.programmers_checkers.engine import result_in
from rules.programmers_checkers.game import CheckersGame
from rules.programmers_checkers.moves import Capture, Draw, Flip, Setup, Step
from rules.programmers_checkers.state import MOVE_PHASE, SETUP_PHASE, CheckersState
from rules.protocol import Analysis, JointMove, Outcome, State, Termination


CAPTURE_START = "W:W22/1,27/0,30/1,31/0:B7/1,10/0,11/0,18/0,3/0:XOR"
"""White's 1 on 22 must take two black 0s under XOR (22x15x6 or 22x15x8); the first jump
entered, the black stone on 18 waits, crossed out, until the move ends."""


class CheckersUI(GameUI):
    game_id = "programmers_checkers"
    level_words = {
        1: (QT_TRANSLATE_NOOP("levels", "Beginner"),
            QT_TRANSLATE_NOOP("levels", "Sees its own move and the captures it forces; often careless.")),
        2: (QT_TRANSLATE_NOOP("levels", "Club"),
            QT_TRANSLATE_NOOP("levels", "Looks a few moves ahead and weighs the tiles that may come up.")),
        3: (QT_TRANSLATE_NOOP("levels", "Expert"),
            QT_TRANSLATE_NOOP("levels", "Its strongest play: thinks about two seconds a move.")),
    }

    def attached(self) -> None:
        self.scene.refused.connect(lambda text: self.page.notice.show_text(text, 3.5))
        self.scene.setupChanged.connect(self._sync_turn)
        self.scene.selectionChanged.connect(self._sync_turn)
        self.session.moved.connect(self._remember_setups)
        self._load_last_setups()
        self._sync_turn()

    @property
    def scene(self) -> CheckersScene:
        scene: CheckersScene = self.page.scene  # type: ignore[assignment]  # made by make_scene
        return scene

    def _state(self) -> CheckersState:
        state = self.session.state
        assert isinstance(state, CheckersState)
        return state

    # --- pictures for the rules pages -------------------------------------------------------
    @classmethod
    def picture_state(cls, params: dict[str, str]) -> CheckersState:
        return CheckersGame().state_from(params["position"], params.get("next"))

    @classmethod
    def picture_scene(cls) -> CheckersScene:
        return CheckersScene()

    @classmethod
    def screenshots(cls) -> dict[str, Callable[[Any], int | None]]:
        """The set-up, the computer's sealed set-up, a capture entered jump by jump, a tile
        on its way to the discard."""
        def start(window: Any, seats: Any = None, **options: Any) -> Any:
            page = window.open_game(cls.game_id)
            page.session.new_game(CheckersGame(**options), seats or (Seat(), Seat()), seed=11)
            return page

        def setup(window: Any) -> None:
            page = start(window)
            for n in (21, 23, 26, 32):  # White has turned four stones to 0
                page.scene.click_square(n)

        def computer_setup(window: Any) -> None:
            page = start(window, (Seat(), Seat(True, 1)), deck="advanced")
            QTest.qWait(300)  # the computer seals its set-up first
            for n in (21, 22, 23, 24):
                page.scene.click_square(n)

        def capture(window: Any) -> None:
            page = start(window, start=CAPTURE_START)
            page.scene.click_square(22)
            page.scene.click_square(15)

        def tile_change(window: Any) -> int:
            settings.set_value("view/animationSpeed", "slow")
            page = start(window, start=CAPTURE_START)
            for n in (22, 15, 6):
                page.scene.click_square(n)
            return 900  # the grab catches the active tile on its way to the discard

        def blocked(window: Any) -> None:
            """The advanced deck's seven tile counts; a stone picked, its only move shown, the
            mouse over the jump AND forbids it."""
            page = start(window, start="W:W22/0,30/1:B18/1,5/0:AND", deck="advanced")
            page.scene.click_square(22)
            page.scene.hover_square(18)
        return {"checkers-setup": setup, "checkers-computer-setup": computer_setup, "checkers-capture": capture,
                "checkers-tile-change": tile_change, "checkers-blocked": blocked}

    # --- hooks ------------------------------------------------------------------------------
    def make_game(self) -> CheckersGame:
        return CheckersGame(**self.game_options(CheckersGame))

    def make_scene(self) -> CheckersScene:
        return CheckersScene(self.page)

    def title(self) -> str:
        return self.tr("Programmer's Checkers")

    def seat_name(self, seat: int) -> str:
        return self.tr("White") if seat == 0 else self.tr("Black")

    def seat_glyph(self, seat: int) -> str:
        return "○" if seat == 0 else "●"

    def seat_score(self, seat: int) -> str:
        """Stones left, kings counted apart: "11 (1 ♛)"."""
        men, kings = self._state().stone_counts()[seat]
        return f"{men + kings} ({kings} ♛)" if kings else str(men)

    def options_widget(self) -> QWidget:
        return CheckersOptions(self.session.game.options)

    def side_widgets(self) -> list[QWidget]:
        self.turn_card = Card(self.tr("This turn"))
        self.turn_text = self.turn_card.add(label("", "body"))
        self.rule_text = self.turn_card.add(label("", "small"))
        self.seal_card = self.page.make_seal_card()
        return [self.turn_card, self.seal_card]

    def view_actions(self) -> list[QAction]:
        show_legal = QAction(self.tr("Show the stones that can move"), self)
        show_legal.setCheckable(True)
        show_legal.setChecked(self.scene.show_legal)
        show_legal.toggled.connect(self._set_show_legal)
        numbers = QAction(self.tr("Show square numbers"), self)
        numbers.setCheckable(True)
        numbers.setChecked(self.scene.board.numbers)
        numbers.toggled.connect(self._set_numbers)
        auto_play = QAction(self.tr("Play a stone's only move at the first click"), self)
        auto_play.setCheckable(True)
        auto_play.setChecked(self.scene.auto_play)
        auto_play.setToolTip(self.tr("Off: a click picks the stone and shows its move; a second click "
                                     "(or a drag) plays it"))
        auto_play.toggled.connect(self._set_auto_play)
        return [show_legal, numbers, auto_play]

    def _set_auto_play(self, on: bool) -> None:
        settings.set_value("programmers_checkers/autoPlay", on)
        self.scene.auto_play = on

    def _set_show_legal(self, on: bool) -> None:
        settings.set_value("programmers_checkers/showLegal", on)
        self.scene.show_legal = on
        self.sync(self.session.state, self.page.interactive())

    def _set_numbers(self, on: bool) -> None:
        settings.set_value("programmers_checkers/numbers", on)
        self.scene.board.numbers = on
        self.scene.board.update()

    def move_text(self, move: Any, before: State[Any]) -> MoveText:
        """Moves in draughts notation (22-18, 22x15x6, 22~); a set-up as its counts of ones and
        zeros (the tooltip gives the bits); a tile turned up in words."""
        if isinstance(move, JointMove):
            first, second = (self.tr("ones: %1, zeros: %2").replace("%1", str(sum(s.bits)))
                             .replace("%2", str(12 - sum(s.bits))) for s in move.choices)
            return first, second
        assert isinstance(before, CheckersState)
        if isinstance(move, Draw):
            if not any(before.pile):
                return self.tr("discard reshuffled; %1 turned up").replace("%1", move.op)
            return self.tr("%1 turned up").replace("%1", move.op)
        text = str(move)
        if not isinstance(move, Flip) and before.crowns(move):
            text += " ♛"
        return text

    def move_explained(self, move: Any, before: State[Any]) -> MoveText:
        """The draughts notation in words: "11~: the stone on 11 (f6) is turned over"."""
        assert isinstance(before, CheckersState)
        if isinstance(move, JointMove):
            return self.setup_words(str(move.choices[0]), 0), self.setup_words(str(move.choices[1]), 1)
        if isinstance(move, Draw):
            return self.tr("%1 turned up: a tile of the pile is laid face up.").replace("%1", move.op)
        if isinstance(move, Flip):
            return self.tr("%1: the stone on %2 is turned over (its bit changes).").replace("%1", str(move)) \
                .replace("%2", self.square_words(move.square))
        if isinstance(move, Capture):
            taken = [jumped for _landing, jumped in before.capture_steps(move)]
            words = self.tr("%1: the stone on %2 jumps to %3, taking %4.").replace("%1", str(move)) \
                .replace("%2", self.square_words(move.frm)) \
                .replace("%3", ", ".join(self.square_words(n) for n in move.path[1:])) \
                .replace("%4", ", ".join(self.square_words(n) for n in taken))
        else:
            assert isinstance(move, Step)
            words = self.tr("%1: the stone on %2 moves to %3.").replace("%1", str(move)) \
                .replace("%2", self.square_words(move.frm)).replace("%3", self.square_words(move.to))
        if before.crowns(move):
            words += " " + self.tr("It becomes a king (♛).")
        return words

    def sealed_choice_words(self, choice: str, seat: int) -> str:
        """The computer's sealed set-up: "111111110000 (the bits of its stones on 1 to 12, in order)"."""
        squares = START_SQUARES[seat]
        return f"{choice} (" + self.tr("the bits of its stones on %1 to %2, in order").replace("%1", str(squares[0])) \
            .replace("%2", str(squares[-1])) + ")"

    def setup_words(self, bits: str, seat: int) -> str:
        """A set-up as the record writes it, "111111110000", in words."""
        squares = START_SQUARES[seat]
        return self.tr("%1: the bits of %2's stones on %3 to %4, in that order (%5 show 1).") \
            .replace("%1", bits).replace("%2", self.seat_name(seat)).replace("%3", str(squares[0])) \
            .replace("%4", str(squares[-1])).replace("%5", str(bits.count("1")))

    def notice_after(self, move: Any, before: State[Any], after: State[Any]) -> str | None:
        assert isinstance(before, CheckersState) and isinstance(after, CheckersState)
        if isinstance(move, Draw) and after.last_draw_reshuffled():
            return self.tr("The pile is empty: the discard is shuffled into a new pile.")
        if isinstance(move, (Step, Capture)) and before.crowns(move):
            return self.tr("%1 has a new king on %2.").replace("%1", self.seat_name(before.side)) \
                .replace("%2", self.square_words(move.to))
        return None

    def outcome_text(self, outcome: Outcome) -> str:
        if outcome.termination is Termination.RESIGNATION:
            return super().outcome_text(outcome)
        state = self._state()
        if outcome.winner is not None:  # nobody is ever stuck (a flip is always possible)
            return self.tr("%1 wins.").replace("%1", self.seat_name(outcome.winner)) + " " + \
                self.tr("%1 has no stones left.").replace("%1", self.seat_name(1 - outcome.winner))
        reasons: dict[Enum, str] = {
            Termination.NO_WIN_LEFT: self.tr("Draw: a lone king against a lone king."),
            Termination.REPETITION: self.tr("Draw: the same position for the third time."),
            Termination.MOVE_LIMIT: self.tr("Draw: %n turns in a row without a capture or a man's move.", "",
                                            state.game.options["move_limit"] or 0),
        }
        return reasons.get(outcome.termination, self.tr("Draw."))

    def show_hint(self, analysis: Analysis[Any]) -> None:
        best = analysis.best()
        if not best:
            return
        move = best[0]
        if isinstance(move, Setup):
            self.scene.set_setup_bits(list(move.bits))
            self.page.notice.show_text(self.tr("Hint: a set-up the computer likes; change it as you wish."), 4)
            return
        self.scene.show_hint(move)
        words = self.tr("Hint: %1.").replace("%1", self.move_words(move))
        value = analysis.verdict.value
        if value is not None:
            number = QLocale().toString(abs(value), "f", 1)
            result = result_in(value)
            if result and analysis.verdict.exact:
                words += " " + (self.tr("After it you can force a win.") if result > 0
                                else self.tr("After it your opponent can force a win."))
            elif result:  # a table's win that the limit of quiet turns may still cut short
                limit = self._state().game.options["move_limit"] or 0
                words += " " + (self.tr("After it you should win, unless %n turns pass without a capture or a "
                                        "man's move.", "", limit) if result > 0 else
                                self.tr("After it your opponent should win, unless %n turns pass without a capture "
                                        "or a man's move.", "", limit))
            elif abs(value) < 0.05:
                words += " " + self.tr("After it the game is about even.")
            elif value > 0:
                words += " " + self.tr("After it you are about %1 men ahead.").replace("%1", number)
            else:
                words += " " + self.tr("After it you are about %1 men behind.").replace("%1", number)
        self.page.notice.show_text(words, 4)

    def move_words(self, move: Any) -> str:
        """A move as the move list writes it (the draughts numbers), with the squares' names
        the board's edges give: "22-17 (c3–d4)", "22~ (turn over the stone on c3)"."""
        if isinstance(move, Flip):
            return f"{move} (" + self.tr("turn over the stone on %1").replace("%1", square_name(move.square)) + ")"
        path = move.path if isinstance(move, Capture) else (move.frm, move.to)
        return f"{move} (" + ("×" if isinstance(move, Capture) else "–").join(square_name(n) for n in path) + ")"

    @staticmethod
    def square_words(n: int) -> str:
        """A square as both notations name it: "22 (c3)"."""
        return f"{n} ({square_name(n)})"

    # --- the turn, in words -------------------------------------------------------------------
    def sync(self, state: State[Any], interactive: bool) -> None:
        assert isinstance(state, CheckersState)
        people = self.session.person_seats()
        self.scene.set_flipped(people == [1])
        seat = self.session.awaiting_person() if state.phase() == SETUP_PHASE and interactive else None
        self.scene.set_setup_seat(seat)
        super().sync(state, interactive)
        self._sync_turn()

    def position_changed(self) -> None:
        if not self.session.state.history:
            self.scene.forget_setups()
            self.sync(self.session.state, self.page.interactive())
        self._announce_forced_capture()

    def _announce_forced_capture(self) -> None:
        state = self._state()
        if self.page.interactive() and state.phase() == MOVE_PHASE and not state.is_terminal() and state.must_capture():
            self.page.notice.show_text(self.tr("You must capture under %1: the stones marked ! can take.")
                                       .replace("%1", state.active or ""), 3.0, until_change=True)

    def game_over(self, outcome: Outcome) -> bool:
        self.page.announce_result(outcome)
        self._sync_turn()  # the turn card says the result (known only now)
        return False

    def _sync_turn(self) -> None:
        state = self._state()
        lines: list[str] = []
        rules: list[str] = []
        if state.is_terminal():
            lines.append(self.page.last_result().replace("\n", " "))
        elif state.phase() == SETUP_PHASE:
            seat = self.session.awaiting_person()
            if seat is not None and self.page.interactive():
                bits = self.scene.setup_bits(seat)
                lines.append(self.tr("%1: choose your stones' bits in secret, then press Ready.")
                             .replace("%1", self.seat_name(seat)))
                lines.append(self.tr("Ones: %1, zeros: %2.").replace("%1", str(sum(bits)))
                             .replace("%2", str(12 - sum(bits))))
            else:
                lines.append(self.tr("Both set-ups are revealed together."))
            rules.append(self.tr("Click a stone to turn it over. Under AND only a 1 takes a 1; under "
                                 "OR anything but 0 against 0; under XOR only different bits."))
            rules.extend(self.captures_in_words(op)  # an advanced deck's other tiles too
                         for op, count in zip(OPS, state.game.deck) if count and op not in BASIC_OPS)
        elif state.phase() == MOVE_PHASE and state.active is not None:
            op = state.active
            lines.append(self.tr("%1 to move under %2.").replace("%1", self.seat_name(state.side)).replace("%2", op))
            lines.append(self.captures_in_words(op))
            must = state.must_capture()
            if must:
                lines.append(self.tr("A capture is compulsory: %1.")
                             .replace("%1", ", ".join(self.square_words(n) for n in must)))
            picked = self.selection_words()
            if picked:
                lines.append(picked)
            if state.next_op:
                lines.append(self.tr("After a capture %1 becomes active.").replace("%1", state.next_op))
            limit = state.game.options["move_limit"]
            if limit is not None and state.quiet >= limit // 2:
                rules.append(self.tr("%1 of %n turns without a capture or a man's move: then it is a draw.", "",
                                     limit).replace("%1", str(state.quiet)))
            rules.append(self.tr("Right-click a stone (or press F over it) to turn it over instead of moving."))
        self.turn_text.setText("\n".join(lines))
        self.rule_text.setText("\n".join(rules))
        self.rule_text.setVisible(bool(rules))

    def selection_words(self) -> str:
        """What the picked stone may do, while a person is deciding: its only move and how to
        play it, or where to click."""
        n = self.scene.selected()
        if not self.page.interactive() or self.scene.entered_path() or self.scene.flip_mode():
            return ""
        if n is None:
            return self.tr("Click one of your stones to pick it: the squares it may go to light up.")
        only = self.scene.only_move(n)
        if only is not None:
            return self.tr("The stone on %1 has one move, %2: click %3 or drag the stone there to play it.") \
                .replace("%1", self.square_words(n)).replace("%2", self.move_words(only)) \
                .replace("%3", str(only.path[1] if isinstance(only, Capture) else only.to))
        return self.tr("The stone on %1 is picked: click a marked square or drag the stone there.") \
            .replace("%1", self.square_words(n))

    def captures_in_words(self, op: str) -> str:
        """Which jumper/victim pairs ``op`` allows, e.g. "XOR: a 1 takes a 0, a 0 takes a 1"."""
        pairs = [(j, v) for j in (1, 0) for v in (1, 0) if allows(op, j, v)]
        if not pairs:
            return self.tr("%1: no capture is allowed.").replace("%1", op)
        said = ", ".join(self.tr("a %1 takes a %2").replace("%1", str(j)).replace("%2", str(v)) for j, v in pairs)
        return f"{op}: {said}"

    # --- the set-up ---------------------------------------------------------------------------
    def _load_last_setups(self) -> None:
        """The last set-up each side used, kept between games and sessions (the "Last used" button)."""
        for seat in (0, 1):
            raw = settings.settings().value(f"programmers_checkers/lastSetup{seat}")
            if isinstance(raw, str) and len(raw) == 12 and not set(raw) - {"0", "1"}:
                self.scene.last_setup[seat] = [int(c) for c in raw]

    def _remember_setups(self, move: Any, _before: Any, _after: Any) -> None:
        """The people's set-ups are stored for "Last used" once they are revealed, never while
        one is still secret (the settings file is readable by whoever sits at the screen)."""
        if isinstance(move, JointMove) and all(isinstance(c, Setup) for c in move.choices):
            for seat in self.session.person_seats():
                settings.set_value(f"programmers_checkers/lastSetup{seat}", str(move.choices[seat]))

    def choosing_text(self, seat: int, other: int) -> str:
        return self.tr("%1: set up your bits in secret. %2, please look away.") \
            .replace("%1", self.seat_name(seat)).replace("%2", self.seat_name(other))
