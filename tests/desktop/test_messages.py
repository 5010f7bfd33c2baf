"""Message boxes: what a file says is shown so that the box fits on a screen, and a run
without a person gets one line on stderr instead of a box."""
import json

from desktop import messages


def _board_with_faults(count):
    cells = [{"id": "s", "start": True}, {"id": "t", "x": 120}]
    return {"format": "oche-board/1", "cells": cells,
            "arrows": [{"from": "s", "to": "t", "color": f"colour{i}"} for i in range(count)]}


def test_a_board_with_thousands_of_faults_gives_a_box_that_fits(window, tmp_path, warnings):
    path = tmp_path / "faults.oche.json"
    path.write_text(json.dumps(_board_with_faults(5000)))
    assert not window.open_game("oche").ui.open_board(str(path))
    (_title, text), = warnings
    lines = text.split("\n")
    assert len(lines) == messages.MAX_LINES and lines[-1] == "… (+4977)"
    assert "colour0" in text and all(len(line) <= messages.MAX_LINE + 1 for line in lines)


def test_a_long_line_is_cut():
    text = messages.fit("x" * 5000 + "\nend")
    assert text == "x" * messages.MAX_LINE + "…\nend"
    assert messages.fit("short\ntext") == "short\ntext"


def test_without_a_person_a_message_is_one_short_line_on_stderr(capsys, boxes):
    messages.set_interactive(False)
    try:
        messages.warning(None, "Cannot open the board", "\n- ".join(["the board has problems:"] + ["a fault"] * 900))
        assert messages.save_discard_cancel(None, "Unsaved game", "Save it?") == messages.Button.Discard
    finally:
        messages.set_interactive(True)
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("ludoteca: Cannot open the board: the board has problems:")
    assert len(err) < messages.MAX_LINES * messages.MAX_LINE and "(+877)" in err
    assert boxes.shown == []  # no box
