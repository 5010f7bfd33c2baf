#!/usr/bin/env bash
# Refresh the translations from the code and compile them. Run after changing any user-facing
# text: ./packaging/translations.sh   (needs .venv from ./dev.sh, or BIN=/path/to/venv/bin)
#
# The .ts files are the source of the translations, as in any Qt project: lupdate merges the
# texts of the code into them (new texts arrive "unfinished", translated ones are kept, texts
# gone from the code are dropped), a translator finishes them (Qt Linguist: pyside6-linguist
# resources/translations/ludoteca_cs.ts), and lrelease compiles them to the .qm files the app
# loads. ludoteca_en.ts holds only the English plural forms (%n). tests/desktop/test_translation.py
# fails while any message is unfinished or loses a placeholder.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.venv/bin}
mapfile -t sources < <(git ls-files 'desktop/*.py' 'desktop/**/*.py')
for lang in it pt ro cs; do
    ts=resources/translations/ludoteca_$lang.ts
    "$BIN/pyside6-lupdate" -no-obsolete -locations none -source-language en -target-language "$lang" \
        "${sources[@]}" -ts "$ts"
done
"$BIN/pyside6-lupdate" -no-obsolete -locations none -pluralonly -source-language en -target-language en \
    "${sources[@]}" -ts resources/translations/ludoteca_en.ts
for ts in resources/translations/ludoteca_*.ts; do
    "$BIN/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done
