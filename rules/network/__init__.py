"""Play across computers: the transport, the message format and the fairness primitives.

Nothing here is imported by ``rules`` or the desktop at start-up. :mod:`.messages`,
:mod:`.fair` and :mod:`.errors` are pure Python (no network library); :mod:`.link` (the
magic-wormhole transport, Twisted's reactor in one daemon thread) and :mod:`.servers` (a
local mailbox server and transit relay, for tests and benchmarks) are imported only when a
network game begins or a test asks. They need the ``network`` extra (and the servers the
``test`` extra): see docs/network.md.
"""

DEFAULT_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"
"""magic-wormhole's public rendezvous (mailbox) server, run by its author."""
DEFAULT_RELAY = "tcp:transit.magic-wormhole.io:4001"
"""magic-wormhole's public transit relay, for when neither side can reach the other."""
