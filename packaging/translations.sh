#!/usr/bin/env bash
# Refresh the Qt Linguist sources from the code and compile them. Run after changing any
# user-facing text: ./packaging/translations.sh  (needs .venv from ./dev.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.venv/bin
mapfile -t sources < <(git ls-files 'desktop/*.py' 'desktop/**/*.py')
for ts in resources/translations/ludoteca_*.ts; do
    "$BIN/pyside6-lupdate" -no-obsolete -locations none "${sources[@]}" -ts "$ts"
    "$BIN/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done
