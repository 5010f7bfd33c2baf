#!/usr/bin/env bash
# The two commands of the README, each setting itself up on a fresh machine:
#   ./dev.sh run    create .venv if needed, install Ludoteca into it (compiling the hot
#                   modules when a C compiler is there: packaging/build_native.py), launch the app
#   ./dev.sh test   the same set-up, then run the test suite (offscreen Qt, on every core)
# Extra arguments go to the app or to pytest.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PYTHON:-python3}
VENV=.venv
STAMP=$VENV/.installed

setup() {
    if ! "$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
        echo "Ludoteca needs Python 3.11 or newer (found: $("$PY" --version 2>&1))." >&2
        exit 1
    fi
    if [ ! -x "$VENV/bin/python" ]; then
        if ! "$PY" -m venv "$VENV" 2>/dev/null; then
            rm -rf "$VENV"
            echo "Python cannot create a virtual environment here." >&2
            echo "On Debian/Ubuntu: sudo apt-get install python3-venv" >&2
            exit 1
        fi
    fi
    if [ ! -f "$STAMP" ] || [ pyproject.toml -nt "$STAMP" ]; then
        "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-cache-dir -e ".[test]"
        touch "$STAMP"
    fi
    # the hot modules compiled when this machine can (rules/native.py); quick when up to date
    "$VENV/bin/python" packaging/build_native.py
}

cmd=${1:-}
shift || true
case "$cmd" in
    run)  setup; exec "$VENV/bin/python" -m desktop "$@" ;;
    test)
        setup
        # the suite on every core (pytest-xdist); a caller who picks -n, or runs the marked
        # measurements (-m benchmark, which time themselves and must not share the cores), decides
        par=(-n auto)
        for arg in "$@"; do
            case "$arg" in -n|-n*|--numprocesses*|-m|-m*) par=() ;; esac
        done
        exec "$VENV/bin/python" -m pytest ${par[@]+"${par[@]}"} "$@" ;;
    *)    echo "usage: ./dev.sh run|test [args...]" >&2; exit 2 ;;
esac
