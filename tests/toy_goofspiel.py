"""A toy game that has every kind of node: Goofspiel with three cards and a secret bonus.

It lives in the tests only, to prove that the protocol, the command line and the session
handle chance draws, simultaneous secret choices and hidden information the same way for any
game (OpenSpiel's Goofspiel and Kuhn poker, shrunk):

* two chance nodes deal each seat a secret bonus card (1-3); a seat's view hides the other's;
* each round a chance node turns up a prize card from the prizes left (1-3, one draw per node);
* then both seats bid one of their own cards in secret, at once (a simultaneous node); the
  higher bid takes the prize (a tie discards it);
* after three rounds the larger total wins, each seat counting 1 extra point if it took the
  prize equal to its bonus card.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from rules.errors import NotationError
from rules.history import History
from rules.protocol import (
    CHANCE,
    SIMULTANEOUS,
    TERMINAL,
    Analysis,
    Chance,
    ComputerLevel,
    Dynamics,
    Game,
    GameInfo,
    Information,
    JointMove,
    MoveValue,
    Outcome,
    State,
    StopFlag,
    Termination,
    Verdict,
)

CARDS = (1, 2, 3)


@dataclass(frozen=True)
class Bid:
    card: int

    def __str__(self) -> str:
        return f"b{self.card}"


@dataclass(frozen=True)
class Draw:
    """A chance draw: a prize card turned up, or a bonus card dealt to ``seat``."""

    card: int
    seat: int | None = None

    def __str__(self) -> str:
        return f"prize{self.card}" if self.seat is None else f"deal{'AB'[self.seat]}{self.card}"


class ToyState(State[Any]):
    def __init__(self, game: "ToyGame") -> None:
        self.game = game
        self.history: History[Any] = History()
        self.bonus: list[int | None] = [None, None]
        self.hidden = [False, False]
        """A view's seat whose bonus card is hidden from it."""
        self.hands = [list(CARDS), list(CARDS)]
        self.prizes = list(CARDS)
        self.prize: int | None = None
        self.won: list[list[int]] = [[], []]

    def to_move(self) -> int:
        if len(self.history) < 2:
            return CHANCE
        if self.prize is None:
            return CHANCE if self.prizes else TERMINAL
        return SIMULTANEOUS

    def _legal(self, seat: int) -> list[Bid]:
        return [Bid(c) for c in self.hands[seat]]

    def chance_outcomes(self) -> list[tuple[Draw, float]]:
        if len(self.history) < 2:
            seat = len(self.history)
            return [(Draw(c, seat), 1 / 3) for c in CARDS]
        if self.prize is None and self.prizes:
            return [(Draw(c), 1 / len(self.prizes)) for c in self.prizes]
        return []

    def _apply(self, move: Any) -> None:
        if isinstance(move, Draw):
            if move.seat is not None:
                self.bonus[move.seat] = move.card
            else:
                self.prizes.remove(move.card)
                self.prize = move.card
            return
        a, b = move.choices[0].card, move.choices[1].card
        self.hands[0].remove(a)
        self.hands[1].remove(b)
        if a != b:
            self.won[0 if a > b else 1].append(self.prize)
        self.prize = None

    def points(self) -> tuple[int, int]:
        return tuple(sum(w) + (self.bonus[s] in w) for s, w in enumerate(self.won))  # type: ignore[return-value]

    def outcome(self) -> Outcome | None:
        if self.to_move() != TERMINAL:
            return None
        a, b = self.points()
        winner = None if a == b else (0 if a > b else 1)
        scores = (0.5, 0.5) if winner is None else ((1.0, 0.0) if winner == 0 else (0.0, 1.0))
        return Outcome(Termination.NORMAL, winner, scores, f"{a}-{b}")

    def copy(self) -> "ToyState":
        other = ToyState(self.game)
        other.history = self.history.copy()
        other.bonus, other.hidden = list(self.bonus), list(self.hidden)
        other.hands = [list(h) for h in self.hands]
        other.prizes, other.prize = list(self.prizes), self.prize
        other.won = [list(w) for w in self.won]
        return other

    def view_for(self, seat: int) -> "ToyState":
        """The other seat's bonus card is its secret: the view does not hold it."""
        view = self.copy()
        other = 1 - seat
        view.bonus[other] = None
        view.hidden[other] = True
        view.history = History(Draw(0, m.seat) if isinstance(m, Draw) and m.seat == other else m for m in self.history)
        return view

    def summary(self) -> dict[str, Any]:
        return {"points": list(self.points()), "prizes_left": list(self.prizes)}


class ToyGame(Game[ToyState, Any]):
    id: ClassVar[str] = "toy_goofspiel"
    title: ClassVar[str] = "Toy Goofspiel"
    seat_names: ClassVar[tuple[str, str]] = ("A", "B")
    info: ClassVar[GameInfo] = GameInfo(Dynamics.SIMULTANEOUS, Chance.EXPLICIT, Information.IMPERFECT,
                                        score_range=(0.0, 1.0), constant_sum=1.0)
    default_options: ClassVar[dict[str, Any]] = {}

    def max_game_length(self) -> int:
        return 8  # two deals, then three times a prize and a round

    def new_initial_state(self) -> ToyState:
        return ToyState(self)

    def parse_move(self, text: str) -> Any:
        text = text.strip()
        if "/" in text:
            return JointMove.parse(text, self.seat_names, self._parse_bid)
        if text.startswith("prize") and text[5:] in ("1", "2", "3"):
            return Draw(int(text[5:]))
        if text.startswith("deal") and len(text) == 6 and text[4] in "AB" and text[5] in "0123":
            return Draw(int(text[5]), "AB".index(text[4]))
        return self._parse_bid(text)

    @staticmethod
    def _parse_bid(text: str) -> Bid:
        if len(text) == 2 and text[0] == "b" and text[1] in "123":
            return Bid(int(text[1]))
        raise NotationError(f"{text!r} is not a toy Goofspiel move")

    def computer_levels(self) -> list[ComputerLevel]:
        return [ComputerLevel(1, "Random", "bids at random", {"default": True}),
                ComputerLevel(2, "Prize", "bids the prize's card when it can")]

    def choose_move(self, view: ToyState, seat: int, level: int, stop: StopFlag | None = None,
                    rng: random.Random | None = None) -> Bid:
        legal = view.legal_moves(seat)
        if level >= 2 and Bid(view.prize or 0) in legal:
            return Bid(view.prize or 0)
        return (rng or random.Random()).choice(legal)

    def analyse(self, view: ToyState, seat: int, stop: StopFlag | None = None, *,
                moves: bool = True, budget: float | None = None) -> Analysis[Any]:
        """The bids as an even mix (a stand-in for a real analysis: the toy only proves that
        the pipeline carries a simultaneous node's mix)."""
        legal = view.legal_moves(seat)
        rows = tuple(MoveValue(m, 0.0, False, probability=1 / len(legal)) for m in legal) if moves else ()
        return Analysis(seat, rows, verdict=Verdict(0.0, False))
