"""Start-to-first-window time of an installed Ludoteca, cold and warm.

    python3 packaging/bench_start.py [--app ~/.local/bin/ludoteca ...] [--runs 5] [--platform xvfb|offscreen]

Each run starts ``APP --exit-when-shown`` and times, from outside, the span from the spawn to
the line the app prints at the main window's first paint (``shown: ...``); the app then closes.
*Cold* runs first empty the kernel's page cache (``sync; echo 3 > /proc/sys/vm/drop_caches``,
root only: without it, cold runs are skipped and the report says so); *warm* runs follow a
discarded warm-up run. ``--platform xvfb`` (the default when Xvfb is installed, Debian package
xvfb) draws on a virtual X server through Qt's xcb plugin, as on a desktop; ``offscreen``
uses Qt's offscreen plugin. Settings go to a temporary folder (XDG_CONFIG_HOME), so the
person's own are neither read nor changed. Prints one JSON object per mode: each run's
wall time, their median, the median CPU time (user + system) of a run, and the machine's
load average. ``--app`` may be given more than once, to compare builds (e.g. the bundle before
and after a change): their runs then alternate, so that a changing load on a shared machine
weighs on each alike, and there is one JSON object per app and mode. Needs only the Python
standard library (no venv).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DROP_CACHES = Path("/proc/sys/vm/drop_caches")


def drop_caches() -> bool:
    """Empty the page cache; False when this process may not (not root, read-only /proc)."""
    try:
        os.sync()
        DROP_CACHES.write_text("3\n")
        return True
    except OSError:
        return False


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """A virtual X server on a free display number (Xvfb picks it: -displayfd)."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        raise SystemExit("bench_start: Xvfb did not start")
    return server, f":{number}"


def one_run(app: str, env: dict[str, str]) -> tuple[float, float]:
    """Seconds from the spawn to the app's ``shown:`` line, and the CPU seconds (user +
    system) the whole run took: on a machine shared with other work the wall time varies
    with the load, the CPU time much less."""
    started = time.perf_counter()
    proc = subprocess.Popen([app, "--exit-when-shown"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)
    elapsed = None
    for line in proc.stdout:
        if line.startswith("shown:") and elapsed is None:
            elapsed = time.perf_counter() - started
    _pid, status, usage = os.wait4(proc.pid, 0)  # the launcher execs the app: same process
    proc.returncode = os.waitstatus_to_exitcode(status)
    if elapsed is None or proc.returncode != 0:
        raise SystemExit(f"bench_start: {app} exited ({proc.returncode}) without showing its window: "
                         f"{proc.stderr.read().strip()}")
    return elapsed, usage.ru_utime + usage.ru_stime


def alternating(apps: list[str], i: int) -> list[str]:
    """The apps in turn, the order reversed every other round (so none always runs first)."""
    return apps if i % 2 == 0 else apps[::-1]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", action="append",
                        help="the launcher or bundle executable (default: the installed launcher); "
                             "repeat it to compare builds, run by run")
    parser.add_argument("--runs", type=int, default=5, help="runs per mode (default 5)")
    parser.add_argument("--platform", choices=("xvfb", "offscreen"),
                        default="xvfb" if shutil.which("Xvfb") else "offscreen")
    args = parser.parse_args(argv)
    apps = args.app or [str(Path.home() / ".local" / "bin" / "ludoteca")]
    for app in apps:
        if not os.access(app, os.X_OK):
            parser.error(f"{app} is not an executable (install Ludoteca first, or pass --app)")

    config = tempfile.mkdtemp(prefix="ludoteca-bench-")
    env = {**os.environ, "XDG_CONFIG_HOME": config}
    server = None
    if args.platform == "xvfb":
        server, display = start_xvfb()
        env["DISPLAY"] = display
        env.pop("QT_QPA_PLATFORM", None)
        env.pop("WAYLAND_DISPLAY", None)
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    try:
        can_drop = drop_caches()
        cold: dict[str, list[tuple[float, float]]] = {app: [] for app in apps}
        for i in range(args.runs if can_drop else 0):
            for app in alternating(apps, i):
                drop_caches()
                cold[app].append(one_run(app, env))
        for app in apps:
            one_run(app, env)  # warm-up
        warm: dict[str, list[tuple[float, float]]] = {app: [] for app in apps}
        for i in range(args.runs):
            for app in alternating(apps, i):
                warm[app].append(one_run(app, env))
        results = []
        for app in apps:
            if can_drop:
                results.append({"mode": "cold", "runs": cold[app], "app": app})
            else:
                results.append({"mode": "cold", "skipped": f"cannot write {DROP_CACHES} (needs root)", "app": app})
            results.append({"mode": "warm", "runs": warm[app], "app": app})
    finally:
        if server is not None:
            server.terminate()
            server.wait()
        shutil.rmtree(config, ignore_errors=True)
    load = os.getloadavg()[0]
    for result in results:
        if "runs" in result:
            runs = result.pop("runs")
            result["runs_s"] = [round(wall, 3) for wall, _cpu in runs]
            result["median_s"] = round(statistics.median(wall for wall, _cpu in runs), 3)
            result["median_cpu_s"] = round(statistics.median(cpu for _wall, cpu in runs), 3)
        result.update(platform=args.platform, load_average=round(load, 2), cpus=os.cpu_count())
        print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
