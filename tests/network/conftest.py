"""Real servers for the network tests: a magic-wormhole mailbox server and transit relay on
127.0.0.1, started once per test session (and a relay of their own for the tests that kill it)."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rules.network.servers import LocalServers


@pytest.fixture(scope="session")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalServers]:
    with LocalServers.start(Path(tmp_path_factory.mktemp("wormhole-servers"))) as running:
        yield running
