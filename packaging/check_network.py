"""Play network matches through the built bundle, and check that its start loads no network library.

    .venv/bin/python packaging/check_network.py dist/ludoteca/ludoteca

packaging/build_installer.sh runs this after building. It starts magic-wormhole's mailbox
server and transit relay on 127.0.0.1 (rules/network/servers.py; the packages are in the
``test`` extra of the build's venv) and plays two whole matches between the bundle
(``ludoteca --cli match ...``, packaging/launch.py) and this venv's ``python -m rules match
...``: Wild Cats (a commitment and an opening every round), hosted by the bundle and joined over
a direct connection on loopback; Programmer's Checkers (committed set-ups, a joint coin flip for
every operator tile), hosted by the venv and joined by the bundle through the relay. Both sides
must end with status 0 and no traceback and print the same games (records, results, scores).
Every address is 127.0.0.1; every wait is bounded (``--timeout``, per match).

It also runs the bundle's ``--smoke`` (the app's start, its computer players included) with
glibc's ``LD_DEBUG=files``, which names every shared library a process loads, and checks that
none of the network libraries' extension modules (:data:`NETWORK_MODULES`: Twisted always loads
zope.interface's, magic-wormhole PyNaCl's and cryptography's) is among them, while the bundle's
side of the first match loads them all (so the check can tell). Exit status 0 when all holds;
otherwise 1, with what went wrong.
"""
from __future__ import annotations

import argparse
import json
import os
import select
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules.network.servers import LocalServers

NETWORK_MODULES = ("zope/interface/_zope_interface_coptimizations", "nacl/_sodium", "cryptography/hazmat/bindings/_rust")
"""Extension modules loaded when Twisted, PyNaCl and cryptography are imported."""
SAME = ("game", "a_seat", "result", "termination", "moves", "score", "record")
"""What both sides of a network game must report alike (as tests/network/test_network_match.py)."""
MATCHES = (("wildcats", "bundle", "loopback"), ("programmers_checkers", "venv", "none"))
"""(game, who hosts, direct connections offered): the other side joins."""


class CheckFailed(Exception):
    """One line saying what went wrong (the build prints it and stops)."""


def run_side(command: list[str], log: Path, env: dict[str, str]) -> subprocess.Popen[str]:
    with open(log, "w") as err:
        return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=err, stdin=subprocess.DEVNULL, text=True,
                                env=env, cwd=log.parent)


def first_line(process: subprocess.Popen[str], deadline: float, what: str) -> str:
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], max(0.0, deadline - time.monotonic()))
    line = process.stdout.readline() if ready else ""
    if not line:
        raise CheckFailed(f"{what} printed no code in time (exit status {process.poll()})")
    return line


def finish(process: subprocess.Popen[str], deadline: float, log: Path, what: str) -> list[dict[str, Any]]:
    try:
        out, _ = process.communicate(timeout=max(1.0, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        raise CheckFailed(f"{what} did not finish in time; its log: {tail(log)}") from None
    err = log.read_text(errors="replace")
    if process.returncode != 0 or "Traceback" in err:
        raise CheckFailed(f"{what} failed (exit status {process.returncode}): {tail(log)} {out[-500:]}")
    try:
        return [json.loads(line) for line in out.splitlines()]
    except json.JSONDecodeError:
        raise CheckFailed(f"{what} printed something that is not JSON: {out[-500:]}") from None


def tail(log: Path) -> str:
    return " | ".join(log.read_text(errors="replace").strip().splitlines()[-8:])


def play(game: str, host_side: str, direct: str, servers: LocalServers, bundle: Path, work: Path,
         timeout: float, host_env: dict[str, str]) -> str:
    """One whole game over the network; a line saying how it went."""
    sides = {"bundle": [str(bundle), "--cli"], "venv": [sys.executable, "-m", "rules"]}
    join_side = "venv" if host_side == "bundle" else "bundle"
    common = ["--server", servers.mailbox_url, "--relay", servers.relay_hint, "--direct", direct, "--games", "1",
              "--verbose", "--timeout", "60"]
    venv_env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env = {"bundle": {**os.environ}, "venv": venv_env}
    env[host_side] = {**env[host_side], **host_env}
    started = time.monotonic()
    deadline = started + timeout
    host_log, join_log = work / f"{game}-host.log", work / f"{game}-join.log"
    host = run_side(sides[host_side] + ["match", game, "--a", "L1", "--b", "net:host", *common], host_log,
                    env[host_side])
    joiner = None
    try:
        code = json.loads(first_line(host, deadline, f"{game}: the host ({host_side})"))["code"]
        joiner = run_side(sides[join_side] + ["match", game, "--a", f"net:join:{code}", "--b", "L1", *common],
                          join_log, env[join_side])
        theirs = finish(joiner, deadline, join_log, f"{game}: the joiner ({join_side})")
        ours = finish(host, deadline, host_log, f"{game}: the host ({host_side})")
    finally:
        for process in (host, joiner):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait(10)
    games = [{k: row.get(k) for k in SAME} for row in ours[:-1]]
    if len(games) != 1 or games != [{k: row.get(k) for k in SAME} for row in theirs[:-1]]:
        raise CheckFailed(f"{game}: the two sides report different games: {ours} / {theirs}")
    if any(row.get("forfeit") or row.get("conceded") for row in ours[:-1] + theirs[:-1]):
        raise CheckFailed(f"{game}: a side lost by forfeit: {ours}")
    via = "a direct connection on loopback" if direct == "loopback" else "the relay"
    return (f"{game}: the {host_side} hosted, the {join_side} joined through {via}: the same game on both sides "
            f"({games[0]['moves']} moves, {games[0]['result']} for A, {games[0]['termination']}) "
            f"in {time.monotonic() - started:.1f} s")


def loaded(folder: Path) -> str:
    """Everything glibc's LD_DEBUG=files wrote into ``folder`` (one file per process)."""
    return "\n".join(p.read_text(errors="replace") for p in sorted(folder.iterdir()))


def debug_env(folder: Path) -> dict[str, str]:
    folder.mkdir()
    return {"LD_DEBUG": "files", "LD_DEBUG_OUTPUT": str(folder / "ld")}


def check(bundle: Path, timeout: float) -> list[str]:
    lines = []
    with tempfile.TemporaryDirectory(prefix="ludoteca-network-check-") as tmp:
        work = Path(tmp)
        smoke_ld = work / "ld-smoke"
        smoke = subprocess.run([str(bundle), "--smoke"], capture_output=True, text=True, timeout=300, cwd=work,
                               env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **debug_env(smoke_ld)}, check=False)
        if smoke.returncode != 0:
            raise CheckFailed(f"--smoke failed (exit status {smoke.returncode}): {smoke.stderr[-1000:]}")
        at_start = [m for m in NETWORK_MODULES if m in loaded(smoke_ld)]
        if at_start:
            raise CheckFailed(f"the app's start loads network libraries: {', '.join(at_start)}")
        lines.append(f"--smoke loads none of {', '.join(NETWORK_MODULES)}")

        match_ld = work / "ld-match"
        with LocalServers.start(work / "servers") as servers:
            for i, (game, host_side, direct) in enumerate(MATCHES):
                lines.append(play(game, host_side, direct, servers, bundle, work, timeout,
                                  debug_env(match_ld) if i == 0 else {}))
        missing = [m for m in NETWORK_MODULES if m not in loaded(match_ld)]
        if missing:
            raise CheckFailed(f"the bundle's network match did not load {', '.join(missing)}: the start check "
                              "above would not see them either")
    return lines


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", type=Path, help="the bundle's executable (dist/ludoteca/ludoteca)")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per match (default 300)")
    args = parser.parse_args(argv)
    if not os.access(args.bundle, os.X_OK):
        parser.error(f"{args.bundle} is not an executable")
    try:
        for line in check(args.bundle.resolve(), args.timeout):
            print(f"check_network: {line}", flush=True)
    except CheckFailed as exc:
        print(f"check_network: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
