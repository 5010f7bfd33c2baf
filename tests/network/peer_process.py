"""The other app, as its own process: joins a code, echoes every message back, and exits on
its own after at most ``--seconds`` (a test kills it sooner to see how the host copes).

    python -m tests.network.peer_process CODE MAILBOX RELAY [--seconds 60]
"""
from __future__ import annotations

import argparse
import time

from rules.network.errors import LinkClosed, LinkTimeout, ProtocolError
from rules.network.link import Direct, Link, LinkOptions


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("code")
    parser.add_argument("mailbox")
    parser.add_argument("relay")
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args()
    options = LinkOptions(mailbox=args.mailbox, relay=args.relay, direct=Direct.LOOPBACK, join_timeout=20.0)
    link = Link.join(args.code, options=options)
    link.wait_connected(20.0)
    print("connected", flush=True)
    deadline = time.monotonic() + args.seconds
    while time.monotonic() < deadline:
        try:
            link.send(link.receive(1.0))
        except (LinkTimeout, ProtocolError):
            continue
        except LinkClosed:
            break
    link.close()


if __name__ == "__main__":
    main()
