"""A game whose computer player thinks until it is told to stop: proves cancellation reaches
the worker process (the single worker could serve nothing else otherwise)."""
import time

from rules.othello import OthelloGame


class EndlessThinker(OthelloGame):
    def choose_move(self, state, seat, level, stop=None, rng=None):
        while not (stop and stop()):
            time.sleep(0.01)
        return state.legal_moves()[0]


class SlowThinker(OthelloGame):
    """Thinks for a second, then plays its first legal move (time to kill its worker)."""

    def choose_move(self, state, seat, level, stop=None, rng=None):
        time.sleep(1.0)
        return state.legal_moves()[0]
