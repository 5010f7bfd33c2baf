"""Command line of the rules layer: ``python -m rules COMMAND GAME ...``.

Each command prints one JSON object per line, so benchmarks and scripts can read them.
Games add commands by defining ``cli_commands()`` in their package (see rules/cli.py).
"""
from rules.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
