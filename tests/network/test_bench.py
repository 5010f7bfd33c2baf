"""The latency benchmark's command runs and prints what docs/network.md says (a short run)."""
from __future__ import annotations

import json

from rules.network import bench


def test_the_benchmark_prints_one_json_line_per_mode(capsys):
    assert bench.main(["--messages", "3", "--pause", "0"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["mode"] for line in lines] == ["relay", "direct"]
    assert "relay" in lines[0]["via"] and "relay" not in lines[1]["via"]
    for line in lines:
        assert line["messages"] == 3 and line["connect_s"] > 0
        for key in ("after_quiet_ms", "reply_ms", "round_trip_ms"):
            assert 0 < line[key]["median"] <= line[key]["worst"]
