"""The bad-input corpus (``tests/corpus``) through every loader, the command line and the app's
open paths: every input gets the result ``expected.json`` gives it (accepted, or refused with a
message naming the cause), never a traceback, a hang or a crash. The report:

    python -m tests.corpus.run
"""
import json
import subprocess
import sys
from pathlib import Path

from tests.corpus.run import KINDS, Input, Result, judge

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"


def test_the_corpus_gets_clear_messages_and_no_tracebacks_hangs_or_crashes():
    done = subprocess.run([sys.executable, "-m", "tests.corpus.run"], capture_output=True, text=True,
                          timeout=600, cwd=ROOT)
    assert done.returncode in (0, 1), f"the runner died (status {done.returncode}): {done.stderr[-3000:]}"
    summary = json.loads(done.stdout)
    problems = "\n".join(f"{m['input']} | {m['path']} | {m['problem'][:400]}" for m in summary["mismatches"])
    assert summary["mismatches"] == [], problems
    assert (summary["tracebacks"], summary["hangs"], summary["crashes"], summary["silent"]) == (0, 0, 0, 0)
    assert summary["files"] >= 80 and summary["special_files"] >= 15
    assert all(summary["inputs_by_kind"][kind] >= 10 for kind in KINDS)
    assert summary["accepted"] >= 40 and summary["clear_messages"] >= 500
    # Every path ran, the real app included.
    assert len(summary["runs_per_path"]) == 24 and summary["runs_per_path"]["window.open_file"] >= 100
    assert summary["runs_per_path"]["home: Continue"] == summary["runs_per_path"]["window.open_file"]
    assert summary["runs_per_path"]["settings: remembered options"] >= 10
    assert summary["runs_per_path"]["process: python -m desktop FILE --smoke"] >= 10


def test_the_manifest_names_every_file_and_the_files_stay_small():
    manifest = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))
    files = sorted(str(p.relative_to(CORPUS)) for kind in KINDS for p in (CORPUS / kind).iterdir())
    assert files == sorted(manifest)
    assert all((CORPUS / name).stat().st_size <= 20_000 for name in files)
    assert all(entry["expect"] in ("accepted", "refused") for entry in manifest.values())
    assert sum(entry["expect"] == "accepted" for entry in manifest.values()) >= 20


def test_the_judge_fails_garbage_taken_refusals_of_good_files_and_vague_messages():
    """The corpus test cannot pass by accident: each way a loader can go wrong is a problem."""
    bad = Input("saves/x.ludoteca.json", Path("x"), "saves", {"expect": "refused", "match": "extra.seed"})
    good = Input("saves/y.ludoteca.json", Path("y"), "saves", {"expect": "accepted"})
    app_part = Input("saves/z.ludoteca.json", Path("z"), "saves",
                     {"expect": "refused", "match": "level", "rules": "accepted"})
    draft = Input("boards/d.oche.json", Path("d"), "boards", {"expect": "refused", "match": "start", "editor": "draft"})
    assert judge(bad, "desktop.saves.load", Result("message", "extra.seed must be a whole number")) is None
    assert "accepted garbage" in judge(bad, "desktop.saves.load", Result("accepted"))
    assert "does not name" in judge(bad, "desktop.saves.load", Result("message", "something went wrong"))
    assert "refused a legal file" in judge(good, "window.open_file", Result("message", "no"))
    for kind in ("traceback", "hang", "crash", "silent"):
        assert judge(good, "window.open_file", Result(kind, "...")).startswith(kind)
    assert judge(app_part, "rules.savefile.loads", Result("accepted")) is None
    assert "accepted garbage" in judge(app_part, "desktop.saves.load", Result("accepted"))
    assert judge(draft, "designer: open_path", Result("accepted", "The board has problems: no start cell")) is None
    assert "not opened as a draft" in judge(draft, "designer: open_path", Result("accepted", ""))
    assert "accepted garbage" in judge(draft, "oche page: open_board", Result("accepted"))
    copy = Input("saves/c.ludoteca.json", Path("c"), "saves",
                 {"expect": "accepted", "continue": "refused", "continue_match": "not of Wild Cats"})
    assert judge(copy, "window.open_file", Result("accepted")) is None
    assert "accepted garbage" in judge(copy, "home: Continue", Result("accepted"))
    assert judge(copy, "home: Continue", Result("message", "The copy holds a game of Othello, not of Wild Cats.")) is None
    for kind in ("lost", "trusted", "unsafe title"):
        assert judge(good, "home: Continue", Result(kind, "...")).startswith(kind)
    option = Input("options/o.json", Path("o"), "options", {"expect": "refused", "match": "start"})
    assert judge(option, "settings: remembered options", Result("message", "ignored: the defaults")) is None
    assert "accepted garbage" in judge(option, "settings: remembered options", Result("accepted"))
