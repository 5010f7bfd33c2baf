"""``python -m rules solve oche BOARD.json`` and friends print one JSON object per line."""
import json

from rules.cli import main
from rules.oche.levels import level_path


def _rows(capsys):
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_solve_a_board_file(capsys):
    assert main(["solve", "oche", str(level_path(11))]) == 0
    (row,) = _rows(capsys)
    assert set(row) == {"winner", "plies", "states", "seconds"}
    assert row["winner"] == "P" and row["plies"] == 10 and row["states"] > 0


def test_solve_a_level_lost_for_p(capsys):
    assert main(["solve", "oche", "--level", "4"]) == 0
    (row,) = _rows(capsys)
    assert row["winner"] == "O" and row["plies"] is None


def test_bad_board_file_is_an_error_not_a_crash(tmp_path, capsys):
    bad = tmp_path / "bad.oche.json"
    bad.write_text('{"format": "oche-board/1", "cells": [], "arrows": []}')
    assert main(["solve", "oche", str(bad)]) == 1
    (row,) = _rows(capsys)
    assert "no cells" in row["error"]
    assert main(["solve", "oche", str(tmp_path / "missing.oche.json")]) == 1
    assert "cannot be read" in _rows(capsys)[0]["error"]


def test_line_and_replay(capsys):
    assert main(["line", "oche", "--level", "1"]) == 0
    rows = _rows(capsys)
    assert [r["move"] for r in rows[:-1]] == ["x=1", "a0", "a2"]
    assert rows[-1]["outcome"]["termination"] == "stuck"
    assert main(["replay", "oche", "x=1", "a0", "a2"]) == 0
    (row,) = _rows(capsys)
    assert row["moves"] == 3 and row["outcome"]["winner"] == 0


def test_bench_small(capsys):
    assert main(["bench", "oche", "--random", "1", "--cells", "6"]) == 0
    rows = _rows(capsys)
    assert len(rows) == 1 + 13 + 1 + 1 and all("seconds" in r for r in rows[1:])
    assert rows[-1]["random_boards"] == 1
