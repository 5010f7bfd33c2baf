"""Tests never need a screen: Qt draws offscreen, before any Qt module is imported."""
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.registry import register  # noqa: E402

# The toy game with chance and simultaneous nodes lives in the tests (tests/toy_goofspiel.py).
register("toy_goofspiel", "tests.toy_goofspiel:ToyGame")


import pytest  # noqa: E402


@pytest.fixture(scope="session")
def servers(tmp_path_factory):
    """Real servers for the network tests: a magic-wormhole mailbox server and transit relay on
    127.0.0.1, started once per test session (tests that kill a relay start their own)."""
    from rules.network.servers import LocalServers
    with LocalServers.start(Path(tmp_path_factory.mktemp("wormhole-servers"))) as running:
        yield running
