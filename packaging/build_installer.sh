#!/usr/bin/env bash
# Builds Ludoteca's single-user Linux installer from a clean clone:
#
#   packaging/build_installer.sh      ->  dist/Ludoteca-VERSION-ARCH.run
#
# 1. checks the Debian packages the build needs (installs them when run as root, otherwise
#    prints the exact apt-get command), 2. creates .venv (as ./dev.sh does) with PyInstaller
# and the network libraries, compiles the hot modules (packaging/build_native.py), 3. builds
# the one-folder bundle dist/ludoteca
# (packaging/ludoteca.spec), runs its --smoke, checks its trimmed ICU data
# (packaging/check_icu.py) and plays network matches through it (packaging/check_network.py,
# on 127.0.0.1 only), 4. renders the icons and stages the installer's files, checks the menu
# entry with desktop-file-validate and the file types with update-mime-database, 5. wraps it
# all with makeself (gzip, SHA-256) and checks the archive. See packaging/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
VENV=.venv
BUILD=build/installer
say() { printf '== %s\n' "$*"; }

# 1. System packages: the installer tools, strip, the C compiler and Python's headers (the
# compiled Wild Cats solver), what offscreen Qt needs (icons, smoke), and the X11 libraries
# Qt's xcb plugin loads, so that the bundle carries them.
need=()
for pkg in makeself desktop-file-utils shared-mime-info binutils python3-venv gcc python3-dev \
        libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0 \
        libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-randr0 \
        libxcb-render-util0 libxcb-image0; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ]; then
        say "Installing Debian packages: ${need[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}"
    else
        echo "The installer build needs these Debian packages:" >&2
        echo "    sudo apt-get install ${need[*]}" >&2
        exit 1
    fi
fi

# 2. The virtual environment (the same .venv as ./dev.sh), with PyInstaller (package), the
# network play's libraries that the bundle carries (network), and the local mailbox server and
# transit relay that the network check starts (test; the bundle takes none of it).
if ! "$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    echo "Ludoteca needs Python 3.11 or newer (found: $("$PY" --version 2>&1))." >&2
    exit 1
fi
[ -x "$VENV/bin/python" ] || "$PY" -m venv "$VENV"
say "Installing Ludoteca, PyInstaller and the network libraries into $VENV"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-cache-dir -e ".[package,network,test]"
"$VENV/bin/python" packaging/build_native.py --strict  # the compiled solver the bundle carries (rules/native.py)
VERSION=$("$VENV/bin/python" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(uname -m)
RUN=dist/Ludoteca-$VERSION-$ARCH.run

# 3. The bundle, and its smoke test (a computer move in the worker process, level 6 on its
# helper processes).
say "Building the bundle dist/ludoteca (PyInstaller)"
"$VENV/bin/python" -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build \
    packaging/ludoteca.spec
say "Smoke test of the bundle"
QT_QPA_PLATFORM=offscreen dist/ludoteca/ludoteca --smoke
say "Checking the bundle's ICU data against the full data"
"$VENV/bin/python" packaging/check_icu.py \
    "$("$VENV/bin/python" -c 'import os, PySide6; print(os.path.join(os.path.dirname(PySide6.__file__), "Qt", "lib"))')" \
    dist/ludoteca/_internal/PySide6/Qt/lib
say "Network matches through the bundle (local servers on 127.0.0.1)"
"$VENV/bin/python" packaging/check_network.py dist/ludoteca/ludoteca

# 4. The installer's files.
say "Staging the installer in $BUILD/payload"
rm -rf "$BUILD"
mkdir -p "$BUILD/payload/share"
cp -al dist/ludoteca "$BUILD/payload/ludoteca" 2>/dev/null || cp -a dist/ludoteca "$BUILD/payload/ludoteca"
cp packaging/linux/install.sh "$BUILD/payload/install.sh"
cp packaging/linux/uninstall.sh "$BUILD/payload/uninstall.sh"
cp packaging/linux/common.sh "$BUILD/payload/common.sh"
chmod 755 "$BUILD/payload/install.sh" "$BUILD/payload/uninstall.sh"
printf '%s\n' "$VERSION" > "$BUILD/payload/VERSION"
# The first file unpacked (makeself sorts the names: ".l" comes first), so that the folder
# of an unpacking that was killed is known as Ludoteca's and removed by the next install.
printf 'Ludoteca %s installer, unpacked by its .run file\n' "$VERSION" > "$BUILD/payload/.ludoteca-payload"
cp packaging/linux/launcher.sh.in packaging/linux/ludoteca.desktop.in packaging/linux/ludoteca-mime.xml \
    "$BUILD/payload/share/"
QT_QPA_PLATFORM=offscreen "$VENV/bin/python" packaging/render_icons.py "$BUILD/payload/share/icons/hicolor" \
    resources/icons/ludoteca.svg > /dev/null

say "Checking the menu entry and the file types"
sed -e 's|@EXEC@|/bin/sh "/home/someone/.local/bin/ludoteca"|' -e 's|@TRYEXEC@|/home/someone/.local/bin/ludoteca|' \
    packaging/linux/ludoteca.desktop.in > "$BUILD/ludoteca.desktop"
desktop-file-validate "$BUILD/ludoteca.desktop"
mkdir -p "$BUILD/mime-check/packages"
cp packaging/linux/ludoteca-mime.xml "$BUILD/mime-check/packages/ludoteca.xml"
update-mime-database "$BUILD/mime-check" 2> "$BUILD/mime-check.log" || { cat "$BUILD/mime-check.log" >&2; exit 1; }
grep -q '^80:application/x-ludoteca-game:\*\.ludoteca\.json$' "$BUILD/mime-check/globs2"
grep -q '^80:application/x-ludoteca-oche-board:\*\.oche\.json$' "$BUILD/mime-check/globs2"

# 5. The self-extracting installer.
cat > "$BUILD/help-header" <<EOF
Ludoteca $VERSION installer ($ARCH). Run it as yourself, without root:

    sh $(basename "$RUN")

It installs into ~/.local/opt/ludoteca with a launcher ~/.local/bin/ludoteca, a menu entry,
icons and file types (saved games *.ludoteca.json, Oche boards *.oche.json). Running it again
repairs or upgrades; 'ludoteca --uninstall' removes it. Options of the archive itself:
EOF
say "Writing $RUN (makeself, gzip)"
mkdir -p dist
rm -f "$RUN"
makeself --nox11 --sha256 --gzip --complevel 9 --tar-quietly --help-header "$BUILD/help-header" \
    "$BUILD/payload" "$RUN" "Ludoteca $VERSION" ./install.sh
sh "$RUN" --check

say "Sizes"
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB (%d bytes)", b / 1048576, b }'; }
echo "bundle dist/ludoteca: $(mib "$(du -sb dist/ludoteca | cut -f1)"), $(du -sm dist/ludoteca | cut -f1) MiB on disk (du -sm)"
echo "installer $RUN: $(mib "$(stat -c %s "$RUN")")"
