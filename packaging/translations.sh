#!/usr/bin/env bash
# Refresh the Qt Linguist sources from the code and compile them. Run after changing any
# user-facing text: ./packaging/translations.sh  (needs .venv from ./dev.sh, or BIN=/path/to/venv/bin)
# New Italian texts go into packaging/fill_translation_it.py; run it between two runs of this script.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.venv/bin}
mapfile -t sources < <(git ls-files 'desktop/*.py' 'desktop/**/*.py')
for ts in resources/translations/ludoteca_*.ts; do
    "$BIN/pyside6-lupdate" -no-obsolete -locations none "${sources[@]}" -ts "$ts"
    "$BIN/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done
