#!/bin/sh
# Ludoteca's single-user installer. The .run file (makeself) unpacks itself into a temporary
# folder and runs this script there; it needs no root and writes only under $HOME:
#
#   ~/.local/opt/ludoteca-VERSION.XXXXXX/   the app (a PyInstaller one-folder bundle), with
#                                           `uninstall` and `manifest` (every path written)
#   ~/.local/opt/ludoteca                   a symbolic link to it, swapped by rename(2)
#   ~/.local/bin/ludoteca                   the launcher (`ludoteca --uninstall` too)
#   $XDG_DATA_HOME/applications/ludoteca.desktop, icons/hicolor/*/apps/ludoteca.*,
#   mime/packages/ludoteca.xml              (XDG_DATA_HOME defaults to ~/.local/share)
#
# Installing over an older version (or the same one: a repair) builds the new folder beside
# the old one, swaps the link in one rename, then removes what only the old one wrote. The
# person's settings and saved games are never touched.
set -eu
umask 022  # makeself runs its script under umask 077: menus and icons must be readable

HERE=$(cd "$(dirname "$0")" && pwd -P)
VERSION=$(cat "$HERE/VERSION")

case "${1:-}" in
    -h|--help)
        echo "Installs Ludoteca $VERSION for the current user (no root): into ~/.local/opt/ludoteca,"
        echo "a launcher ~/.local/bin/ludoteca, a menu entry, icons and file types under"
        echo "\${XDG_DATA_HOME:-~/.local/share}. Remove it with: ludoteca --uninstall [--purge]"
        exit 0 ;;
    "") ;;
    *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
esac

say() { printf '%s\n' "$*"; }
fail() { printf 'Ludoteca installer: %s\n' "$*" >&2; exit 1; }

[ -n "${HOME:-}" ] && [ -d "$HOME" ] || fail "HOME is not set to an existing folder"
[ -x "$HERE/ludoteca/ludoteca" ] || fail "the unpacked archive has no ludoteca/ludoteca (damaged download?)"
if [ "$(id -u)" -eq 0 ]; then
    say "Note: running as root installs Ludoteca for root only (into $HOME); as a normal user it needs no root."
fi

# XDG: a relative XDG_DATA_HOME is invalid and must be ignored.
DATA=${XDG_DATA_HOME:-}
case "$DATA" in /*) ;; *) DATA=$HOME/.local/share ;; esac
OPT=$HOME/.local/opt
BIN=$HOME/.local/bin
LINK=$OPT/ludoteca
LAUNCHER=$BIN/ludoteca
APPS=$DATA/applications
DESKTOP=$APPS/ludoteca.desktop
ICONS=$DATA/icons/hicolor
MIME=$DATA/mime
MIME_XML=$MIME/packages/ludoteca.xml

OLD=""
OLD_VERSION=""
if [ -L "$LINK" ]; then
    OLD=$(readlink -f "$LINK" || true)
    if [ -z "$OLD" ] || [ ! -f "$OLD/manifest" ]; then
        say "The previous installation is damaged ($LINK points to nothing usable): installing afresh."
        OLD=""
    else
        OLD_VERSION=$(sed -n 's/^v //p' "$OLD/manifest")
    fi
elif [ -e "$LINK" ]; then
    fail "$LINK exists and was not made by this installer; move it away and run the installer again"
fi

# A launcher or menu entry of the same name that this installer did not write (say, from
# `pip install --user`) is not overwritten: the person decides.
for mine in "$LAUNCHER" "$DESKTOP"; do
    if [ -n "$OLD" ] && grep -qxF "f $mine" "$OLD/manifest"; then
        continue  # the previous installation's
    fi
    if [ -e "$mine" ] && ! grep -q "written by its installer" "$mine" 2>/dev/null; then
        fail "$mine exists and was not written by this installer; remove it and run the installer again"
    fi
done

TMPW=$(mktemp -d "${TMPDIR:-/tmp}/ludoteca-install.XXXXXX")
NEW=""
SWAPPED=no
cleanup() {
    if [ "$SWAPPED" = no ] && [ -n "$NEW" ] && [ -d "$NEW" ]; then
        rm -rf "$NEW"
        echo "Ludoteca installer: stopped before the swap; the previous installation (if any) is untouched." >&2
    fi
    rm -rf "$TMPW"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# Folders this installer creates (so that uninstall removes them when empty): those of the
# previous installation that still exist are carried over.
CREATED=$TMPW/created
: > "$CREATED"
if [ -n "$OLD" ]; then
    sed -n 's/^d //p' "$OLD/manifest" | while IFS= read -r dir; do
        case "$dir" in "$OLD"|"$OLD"/*) continue ;; esac  # the old app's own folders go with it
        if [ -d "$dir" ]; then printf '%s\n' "$dir"; fi
    done >> "$CREATED"
fi
make_dir() {  # mkdir -p, recording each folder it creates, outermost first
    missing=""
    d=$1
    while [ ! -d "$d" ]; do
        missing="$d
$missing"
        d=$(dirname "$d")
    done
    mkdir -p "$1"
    printf '%s' "$missing" | while IFS= read -r dir; do
        [ -n "$dir" ] && printf '%s\n' "$dir"
    done >> "$CREATED"
    return 0
}

WRITTEN=$TMPW/written  # files outside the app folder
: > "$WRITTEN"
put() {  # put SOURCE TARGET MODE: write TARGET by rename, so it is never half written
    make_dir "$(dirname "$2")"
    cp "$1" "$2.ludoteca-new"
    chmod "$3" "$2.ludoteca-new"
    mv -f "$2.ludoteca-new" "$2"
    printf '%s\n' "$2" >> "$WRITTEN"
}
shell_quote() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"; }
# A quoted argument of a .desktop Exec key: \ " ` $ escaped for the Exec rules, then \ again
# for the string rules; % doubled.
desktop_quote() {
    printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g' -e 's/%/%%/g')"
}
desktop_string() { printf '%s' "$1" | sed -e 's/\\/\\\\/g'; }

# 1. The app, beside the current one.
make_dir "$OPT"
NEW=$(mktemp -d "$OPT/ludoteca-$VERSION.XXXXXX")
say "Installing Ludoteca $VERSION into $LINK ..."
cp -R "$HERE/ludoteca/." "$NEW/"
cp "$HERE/uninstall.sh" "$NEW/uninstall"
cp "$HERE/VERSION" "$NEW/VERSION"
chmod -R u+rwX,go+rX,go-w "$NEW"  # the files were unpacked under umask 077
chmod 755 "$NEW/uninstall"

# 2. The launcher, the menu entry, the icons and the file types.
sed -e "s|@APP@|$(shell_quote "$LINK" | sed 's/[\\|&]/\\&/g')|" -e "s|@VERSION@|$VERSION|" \
    "$HERE/share/launcher.sh.in" > "$TMPW/launcher"
put "$TMPW/launcher" "$LAUNCHER" 755
sed -e "s|@EXEC@|$(desktop_quote "$LAUNCHER" | sed 's/[\\|&]/\\&/g')|" \
    -e "s|@TRYEXEC@|$(desktop_string "$LAUNCHER" | sed 's/[\\|&]/\\&/g')|" \
    "$HERE/share/ludoteca.desktop.in" > "$TMPW/ludoteca.desktop"
put "$TMPW/ludoteca.desktop" "$DESKTOP" 644
(cd "$HERE/share/icons/hicolor" && find . -type f | sort) | while IFS= read -r icon; do
    put "$HERE/share/icons/hicolor/$icon" "$ICONS/${icon#./}" 644
done
put "$HERE/share/ludoteca-mime.xml" "$MIME_XML" 644

# 3. The manifest: every file and folder this installation wrote, for the uninstaller.
{
    printf '# Ludoteca %s: what its installer wrote (f file, l link, d folder it created)\n' "$VERSION"
    printf 'v %s\n' "$VERSION"
    printf 'a %s\n' "$NEW"
    find "$NEW" -depth ! -type d | sed 's/^/f /'
    printf 'f %s\n' "$NEW/manifest"
    sort -u "$WRITTEN" | sed 's/^/f /'
    printf 'l %s\n' "$LINK"
    find "$NEW" -depth -mindepth 1 -type d | sed 's/^/d /'
    printf 'd %s\n' "$NEW"
    awk '!seen[$0]++' "$CREATED" | sed 's/^/d /'
} > "$TMPW/manifest"
cp "$TMPW/manifest" "$NEW/manifest"
chmod 644 "$NEW/manifest"

# 4. The swap: one rename(2) of a new link over the old one.
rm -f "$OPT/.ludoteca-link.$$"
ln -s "$(basename "$NEW")" "$OPT/.ludoteca-link.$$"
mv -T "$OPT/.ludoteca-link.$$" "$LINK"
SWAPPED=yes

# 5. What only the old installation wrote: its folder, and files this one no longer writes.
if [ -n "$OLD" ]; then
    sed -n 's/^f //p' "$OLD/manifest" | while IFS= read -r file; do
        case "$file" in
            "$OLD"/*) ;;
            *) grep -qxF "f $file" "$NEW/manifest" || rm -f "$file" ;;
        esac
    done
    rm -rf "$OLD"
    # Folders the installer created that held only such files (an icon size no longer
    # shipped, say): remove them when empty, and from the manifest.
    sed -n 's/^d //p' "$NEW/manifest" | sort -r | while IFS= read -r dir; do
        rmdir "$dir" 2>/dev/null || true
    done
    while IFS= read -r line; do
        case "$line" in
            "d "*) [ -d "${line#d }" ] && printf '%s\n' "$line" ;;
            *) printf '%s\n' "$line" ;;
        esac
    done < "$NEW/manifest" > "$TMPW/manifest.kept"
    cat "$TMPW/manifest.kept" > "$NEW/manifest"
    if [ "$OLD_VERSION" = "$VERSION" ]; then
        say "Repaired Ludoteca $VERSION (settings and saved games kept)."
    else
        say "Replaced Ludoteca $OLD_VERSION with $VERSION (settings and saved games kept)."
    fi
fi

# 6. The desktop's caches of file types and menu entries (absent tools: the desktop reads
# the files anyway, only later).
if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$MIME" >/dev/null 2>&1 || say "Note: update-mime-database failed; file types may need a new login."
else
    say "Note: update-mime-database is missing (Debian package shared-mime-info): double-clicking saves may not open Ludoteca."
fi
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$APPS" >/dev/null 2>&1 || true
fi
if [ -f "$ICONS/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t -f "$ICONS" || true
fi

say "Ludoteca $VERSION is installed. Start it from the menu or with: $LAUNCHER"
case ":${PATH:-}:" in
    *":$BIN:"*) ;;
    *) say "($BIN is not on your PATH: add it to run plain 'ludoteca'.)" ;;
esac
say "Uninstall with: $LAUNCHER --uninstall (add --purge to remove the settings too)"
