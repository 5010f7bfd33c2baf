"""PyInstaller's entry script: the same start as ``python -m desktop``."""
from desktop.__main__ import main

if __name__ == "__main__":
    raise SystemExit(main())
