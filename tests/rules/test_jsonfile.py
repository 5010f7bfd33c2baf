"""Strict JSON for our own formats: what Python's json takes in silence is refused with a
message naming the field, and every loader reads the same bytes the same way."""
import json

import pytest

from rules import jsonfile, savefile
from rules.errors import SaveFormatError
from rules.oche import boardfile
from rules.oche.levels import level_dict
from rules.registry import get_game


def _save() -> str:
    return savefile.dumps(get_game("othello").replay(["f5", "d6"]), {"seed": 7})


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-32", "utf-32-be"])
def test_utf16_and_utf32_are_refused_from_bytes_as_from_text(encoding):
    data = _save().encode(encoding)
    with pytest.raises(SaveFormatError, match="not UTF-8 text"):
        jsonfile.loads(data)
    with pytest.raises(SaveFormatError, match="not UTF-8 text"):
        savefile.loads(data)
    # What the app reads: the same bytes decoded (or not) as UTF-8 first.
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return
    with pytest.raises(SaveFormatError, match="not UTF-8 text"):
        jsonfile.loads(text)


def test_a_byte_order_mark_is_allowed_from_bytes_and_from_text():
    text = _save()
    assert jsonfile.loads(b"\xef\xbb\xbf" + text.encode()) == json.loads(text)
    assert jsonfile.loads("\ufeff" + text) == json.loads(text)
    board = json.dumps(level_dict(1))
    assert boardfile.loads(b"\xef\xbb\xbf" + board.encode()).name == "Level I"


@pytest.mark.parametrize("token", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_not_json(token):
    with pytest.raises(SaveFormatError, match=f"holds {token}, which is not a number in JSON"):
        jsonfile.loads(_save().replace('"seed": 7', f'"seed": {token}'))


@pytest.mark.parametrize("number", ["1e999", "-1e999", "1" * 400 + ".5"])
def test_a_number_too_large_for_a_float_names_its_field(number):
    text = _save().replace('"seed": 7', f'"seed": {number}')
    with pytest.raises(SaveFormatError, match=r"^extra\.seed: the number .* is too large$"):
        jsonfile.loads(text)
    board = json.dumps(level_dict(1)).replace('"y": 240', f'"y": {number}')
    with pytest.raises(SaveFormatError, match=r"cells\[2\]\.y: the number"):
        boardfile.loads(board)


def test_an_integer_of_thousands_of_digits_names_its_field_without_reading_it():
    with pytest.raises(SaveFormatError) as error:
        jsonfile.loads('{"extra": {"seats": [{"level": ' + "9" * 5000 + "}]}}")
    assert str(error.value) == "extra.seats[0].level: the number 99999999999999999999… (5,000 characters) is too large"
    assert jsonfile.loads("[" + "9" * 400 + "]") == [int("9" * 400)]  # long, but Python reads it


def test_nul_characters_are_refused():
    with pytest.raises(SaveFormatError, match="NUL"):
        jsonfile.loads('{"a": 1}\x00')


def test_a_lone_surrogate_names_where_it_is():
    with pytest.raises(SaveFormatError, match=r"^options\.board\.name holds text that is not valid Unicode"):
        jsonfile.loads('{"options": {"board": {"name": "x\\udc80"}}}')
    with pytest.raises(SaveFormatError, match="not valid Unicode"):
        jsonfile.loads('{"a\\ud800": 1}')


def test_good_files_read_as_before():
    text = _save()
    assert jsonfile.loads(text) == json.loads(text)
    assert jsonfile.loads('{"x": 1.5e300, "y": -0.0, "z": 12}') == {"x": 1.5e300, "y": -0.0, "z": 12}


def test_the_reader_names_what_it_reads():
    """Network messages are read by the same rules as files, and say so."""
    with pytest.raises(SaveFormatError, match="^the message is not valid JSON: it holds NaN"):
        jsonfile.loads("[NaN]", what="the message")
    with pytest.raises(SaveFormatError, match="^the message's top level: the number 1e999 is too large$"):
        jsonfile.loads("1e999", what="the message")
    with pytest.raises(SaveFormatError, match="^the file is not UTF-8 text$"):
        jsonfile.loads(b"\xff")
