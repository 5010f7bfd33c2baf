"""PyInstaller's entry script: the same start as ``python -m desktop``.

``ludoteca --cli COMMAND GAME ...`` runs the rules' command line instead, as ``python -m rules
COMMAND GAME ...`` does (a headless match, over the network too): the bundle has no Python to
run ``-m rules`` with, and packaging/check_network.py plays a network match through the built
bundle this way. The desktop is not imported then, nor are the network libraries until a
network player is asked for.
"""
import sys

if __name__ == "__main__":
    if sys.argv[1:2] == ["--cli"]:
        from rules.cli import main as rules_main
        raise SystemExit(rules_main(sys.argv[2:]))
    from desktop.__main__ import main
    raise SystemExit(main())
