"""Whole matches over the network: ``match GAME --a L1 --b net:host`` in one process and
``--a net:join:CODE --b L1`` in another, through the local mailbox server and relay the tests
start. Both print the same records and results; a peer that lies in an opening, plays
illegally, sends garbage or disappears loses with a message naming what was wrong; a cut
connection is mended and the match goes on."""
from __future__ import annotations

import json
import subprocess
import sys
import time
from typing import Any

import pytest

from rules import commitment
from rules.network import messages
from rules.network.link import Direct, Link, network_reactor
from rules.registry import game_ids, get_game

from .cable import Cable

GAMES = [g for g in game_ids() if g != "toy_goofspiel"]


def match(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "rules", "match", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def common(servers: Any, relay: str | None = None, direct: str = "loopback", games: int = 1,
           timeout: float = 60) -> list[str]:
    return ["--server", servers.mailbox_url, "--relay", relay or servers.relay_hint, "--direct", direct,
            "--games", str(games), "--verbose", "--timeout", str(timeout)]


def rows(process: subprocess.Popen[str], timeout: float = 300) -> list[dict[str, Any]]:
    out, err = process.communicate(timeout=timeout)
    assert process.returncode == 0, err[-2000:]
    assert "Traceback" not in err, err[-2000:]
    return [json.loads(line) for line in out.splitlines()]


def host_code(process: subprocess.Popen[str]) -> str:
    assert process.stdout is not None
    first = json.loads(process.stdout.readline())  # at once, before anyone joined
    return str(first["code"])


QUICK = {"programmers_checkers": "greedy"}
"""A player that answers at once where the game's first level thinks half a second a move:
the test is of the network's path, not of the computer (27 s of the suite with L1)."""


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_of_every_game_between_two_processes(servers, game_id):
    player = QUICK.get(game_id, "L1")
    host = match(game_id, "--a", player, "--b", "net:host", *common(servers, games=2))
    code = host_code(host)
    joiner = match(game_id, "--a", f"net:join:{code}", "--b", player, *common(servers, games=2))
    theirs, ours = rows(joiner), rows(host)
    for row in theirs + ours:
        assert row.get("forfeit") is None, row
    same = [{k: r[k] for k in ("game", "a_seat", "result", "termination", "moves", "score", "record")}
            for r in ours[:-1]]
    assert same == [{k: r[k] for k in ("game", "a_seat", "result", "termination", "moves", "score", "record")}
                    for r in theirs[:-1]]
    assert [r["a_seat"] for r in ours[:-1]] == list(get_game(game_id).seat_names)  # the host's player: A
    assert ours[-1]["games"] == theirs[-1]["games"] == 2


def test_versions_games_and_seats_that_do_not_match_are_refused_before_a_game(servers):
    host = match("wildcats", "--a", "L1", "--b", "net:host", *common(servers, games=2))
    code = host_code(host)
    joiner = match("wildcats", "--a", f"net:join:{code}", "--b", "L1", *common(servers, games=3))
    out, err = joiner.communicate(timeout=120)
    host_out, host_err = host.communicate(timeout=120)
    assert "the other side plays 2 games, this side 3" in out and "Traceback" not in err + host_err
    assert "the other side refused to play: the other side plays 2 games, this side 3" in host_out  # its words


# --- peers that cheat or vanish ---------------------------------------------------------------------
def joined(servers: Any, code: str) -> Link:
    link = Link.join(code, options=servers.link_options(direct=Direct.LOOPBACK))
    link.wait_connected(30)
    hello = messages.from_dict(link.receive(30))
    assert isinstance(hello, messages.Hello) and hello.game == "wildcats" and hello.seat == 0
    link.send({**hello.to_dict(), "seat": 1})
    return link


def first_round(link: Link, mine: str, opened: str | None = None, salt: str | None = None) -> None:
    """Ply 0 of Wild Cats as O: commit to ``mine``, then open ``opened`` (a lie if it differs)."""
    theirs = messages.from_dict(link.receive(30))
    assert isinstance(theirs, messages.Commit) and theirs.ply == 0
    salt = salt or commitment.new_salt()
    link.send(messages.Commit(ply=0, digest=commitment.seal(mine, salt)).to_dict())
    assert isinstance(messages.from_dict(link.receive(30)), messages.Open)  # theirs, after our commitment
    link.send(messages.Open(ply=0, choice=opened or mine, salt=salt).to_dict())


def cheated(servers: Any, act: Any, timeout: float = 60) -> dict[str, Any]:
    host = match("wildcats", "--a", "L1", "--b", "net:host", *common(servers, timeout=timeout))
    link = joined(servers, host_code(host))
    try:
        act(link)
        game, summary = rows(host)
    finally:
        link.close(timeout=1)
    assert game["result"] == "win" and game["conceded"], game  # the cheat lost, and the line says why
    assert summary["wins"] == 1
    return game


def test_a_peer_that_lies_in_its_opening_loses_and_the_record_says_so(servers):
    game = cheated(servers, lambda link: first_round(link, "C3", opened="D4"))
    assert game["termination"] == "forfeit" and "does not match" in game["forfeit"]


def test_a_peer_that_commits_to_an_illegal_choice_loses(servers):
    game = cheated(servers, lambda link: first_round(link, "Z9"))
    assert game["termination"] == "forfeit" and "'Z9' is not a move" in game["forfeit"]


def test_a_peer_that_sends_garbage_loses_without_a_traceback(servers):
    def garbage(link: Link) -> None:
        assert isinstance(messages.from_dict(link.receive(30)), messages.Commit)
        link.send({"kind": "commit", "ply": "zero", "digest": "<b>x</b>"})
    game = cheated(servers, garbage)
    assert game["termination"] == "forfeit" and "ply" in game["forfeit"]


def test_a_peer_that_plays_out_of_turn_loses(servers):
    def ahead(link: Link) -> None:
        assert isinstance(messages.from_dict(link.receive(30)), messages.Commit)
        link.send(messages.Open(ply=0, choice="C3", salt=commitment.new_salt()).to_dict())  # before committing
    game = cheated(servers, ahead)
    assert game["termination"] == "forfeit" and "out of order" in game["forfeit"]


def test_a_peer_that_vanishes_after_seeing_our_opening_loses_as_if_resigned(servers):
    def vanish(link: Link) -> None:
        theirs = messages.from_dict(link.receive(30))
        assert isinstance(theirs, messages.Commit)
        salt = commitment.new_salt()
        link.send(messages.Commit(ply=0, digest=commitment.seal("C3", salt)).to_dict())
        assert isinstance(messages.from_dict(link.receive(30)), messages.Open)  # it saw ours: and goes quiet
    game = cheated(servers, vanish, timeout=4)
    assert game["termination"] == "resignation"
    assert "stopped answering (no answer in 4 s) after seeing our opening at ply 0" in game["conceded"]


def test_a_cut_connection_is_mended_and_the_match_goes_on(servers):
    """Both processes reach the relay through a cable the test cuts twice mid-match; Dilation
    reconnects through the same wormhole and nothing is lost or played twice."""
    cable = Cable(network_reactor(), servers.relay.port)
    try:
        host = match("programmers_checkers", "--a", "L1", "--b", "net:host",
                     *common(servers, relay=cable.hint, direct="none", games=2))
        joiner = match("programmers_checkers", "--a", f"net:join:{host_code(host)}", "--b", "L1",
                       *common(servers, relay=cable.hint, direct="none", games=2))
        for _ in range(2):
            deadline = time.monotonic() + 30
            while cable.connections < 2 and time.monotonic() < deadline:
                time.sleep(0.1)
            time.sleep(0.5)
            cable.cut()
        theirs, ours = rows(joiner), rows(host)
    finally:
        cable.close()
    assert all(r.get("forfeit") is None for r in ours + theirs)
    assert [r["record"] for r in ours[:-1]] == [r["record"] for r in theirs[:-1]]


def test_a_server_that_is_not_there_is_one_line_not_a_traceback():
    """Nothing listens on 127.0.0.1:9 (discard): the joining side says so and exits 1."""
    process = match("wildcats", "--a", "net:join:7-crossover-clockwork", "--b", "L1", "--games", "1",
                    "--server", "ws://127.0.0.1:9/v1", "--relay", "tcp:127.0.0.1:9", "--direct", "loopback",
                    "--timeout", "5")
    out, err = process.communicate(timeout=120)
    assert process.returncode == 1, err
    assert "Traceback" not in err and "Traceback" not in out
    error = json.loads(out.strip().splitlines()[-1])["error"]
    assert "cannot reach the rendezvous server ws://127.0.0.1:9/v1" in error
