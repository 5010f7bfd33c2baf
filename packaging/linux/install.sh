#!/bin/sh
# Ludoteca's single-user installer. The .run file (makeself) unpacks itself into a temporary
# folder and runs this script there; it needs no root and writes only under $HOME:
#
#   ~/.local/opt/ludoteca-VERSION.XXXXXX/   the app (a PyInstaller one-folder bundle), with
#                                           `uninstall`, `common.sh`, the marker
#                                           .ludoteca-installer and `manifest` (every path
#                                           written, with the SHA-256 of those outside it)
#   ~/.local/opt/ludoteca                   a symbolic link to it, swapped by rename(2)
#   ~/.local/bin/ludoteca                   the launcher (`ludoteca --uninstall` too)
#   $XDG_DATA_HOME/applications/ludoteca.desktop, icons/hicolor/*/apps/ludoteca.*,
#   mime/packages/ludoteca.xml              (XDG_DATA_HOME defaults to ~/.local/share)
#
# One installer at a time (a lock). The new version is copied into a staging folder
# (.ludoteca-staging.XXXXXX) beside the old one, renamed once complete, and the link is
# swapped in one rename; only then is what only the old one wrote removed. A file or link of
# the same name that this installer did not write is never replaced or removed: it stops and
# says so. A stopped installer's leftovers are found by their names and markers and removed
# by the next install or uninstall (common.sh). The person's settings and saved games are
# never touched.
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
. "$HERE/common.sh"

[ -n "${HOME:-}" ] && [ -d "$HOME" ] || fail "HOME is not set to an existing folder"
[ -x "$HERE/ludoteca/ludoteca" ] || fail "the unpacked archive has no ludoteca/ludoteca (damaged download?)"
if [ "$(id -u)" -eq 0 ]; then
    say "Note: running as root installs Ludoteca for root only (into $HOME); as a normal user it needs no root."
fi

# XDG: a relative XDG_DATA_HOME is invalid and must be ignored.
DATA=${XDG_DATA_HOME:-}
case "$DATA" in /*) ;; *) DATA=$HOME/.local/share ;; esac
case "$HOME$DATA" in
    *"
"*) fail "HOME or XDG_DATA_HOME holds a line break; the installer keeps its paths one a line and cannot install there" ;;
esac
OPT=$HOME/.local/opt
BIN=$HOME/.local/bin
LINK=$OPT/ludoteca
LAUNCHER=$BIN/ludoteca
APPS=$DATA/applications
DESKTOP=$APPS/ludoteca.desktop
ICONS=$DATA/icons/hicolor
MIME=$DATA/mime
MIME_XML=$MIME/packages/ludoteca.xml

lock_home

TMPW=$(mktemp -d "${TMPDIR:-/tmp}/ludoteca-install.XXXXXX")
STAGE=""
FINAL=""
SWAPPED=no
CREATED_NOW=$TMPW/created-now  # folders this run creates: removed again if it fails
: > "$CREATED_NOW"
cleanup() {
    status=$?
    if [ "$SWAPPED" = no ]; then
        # Stopped before the swap: nothing of this run may stay.
        begun=$STAGE$FINAL
        [ -n "$STAGE" ] && [ -d "$STAGE" ] && rm -rf "$STAGE"
        [ -n "$FINAL" ] && [ -d "$FINAL" ] && rm -rf "$FINAL"
        if [ -f "$TMPW/targets" ]; then
            while IFS= read -r target; do rm -f "$target.ludoteca-new"; done < "$TMPW/targets"
        fi
        sort -r "$CREATED_NOW" | while IFS= read -r dir; do rmdir "$dir" 2>/dev/null || true; done
        if [ "$status" -ne 0 ] && [ -n "$begun" ]; then
            echo "Ludoteca installer: stopped before the swap; the previous installation (if any) is untouched." >&2
        fi
    fi
    rm -rf "$TMPW"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# 1. The current installation: the link must be one this installer made (a name of its own
# app folders, in the same folder), naming a folder it wrote. Anything else is the person's.
OLD=""
OLD_VERSION=""
LINK_TARGET=""
if [ -L "$LINK" ]; then
    LINK_TARGET=$(readlink "$LINK")
    case "$LINK_TARGET" in
        */*|"") LINK_TARGET=/ ;;  # a path: never one of the installer's links
    esac
    case "$LINK_TARGET" in
        ludoteca-*) ;;
        *) fail "$LINK is a link to $(readlink "$LINK"), which this installer did not make; move it away and run the installer again" ;;
    esac
    if is_app_dir "$OPT/$LINK_TARGET" && [ -f "$OPT/$LINK_TARGET/manifest" ]; then
        OLD=$OPT/$LINK_TARGET
        OLD_VERSION=$(sed -n 's/^v //p' "$OLD/manifest")
    elif is_app_dir "$OPT/$LINK_TARGET"; then
        say "The previous installation has no manifest: installing afresh (its folder $OPT/$LINK_TARGET stays)."
    elif [ -e "$OPT/$LINK_TARGET" ] || [ -L "$OPT/$LINK_TARGET" ]; then
        fail "$LINK names $OPT/$LINK_TARGET, which this installer did not write; move both away and run the installer again"
    else
        say "The previous installation is damaged ($LINK points to nothing): installing afresh."
    fi
elif [ -e "$LINK" ]; then
    fail "$LINK exists and was not made by this installer; move it away and run the installer again"
fi

# 2. What stopped installers left (the lock says none is running): their staging and app
# folders, half-written files, makeself's extraction folders. Folders they created that
# are still needed are kept in mind, like those of the previous installation.
CREATED=$TMPW/created
: > "$CREATED"
if [ -n "$OLD" ]; then
    sed -n 's/^d //p' "$OLD/manifest" > "$TMPW/old-created"
    carry_created "$TMPW/old-created" "$CREATED"
fi
remove_leftovers "$OPT" "$LINK_TARGET" "$HERE" "$CREATED" "$TMPW"
remove_temp_files "$BIN" "$APPS" "$MIME/packages" "$ICONS"/*/apps

# 3. The files it writes outside the app folder: each is absent, or one this installer
# wrote (unchanged since, by the previous installation's manifest), or already what it
# would write. A person's own file or link of the same name stops it, before anything is
# written. The menu entry runs the launcher through /bin/sh, so that its program (/bin/sh)
# holds no % even when HOME does: GLib looks the program up before it expands %%.
shell_quote() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"; }
# A quoted argument of a .desktop Exec key: \ " ` $ escaped for the Exec rules, then \ again
# for the string rules; % doubled.
desktop_quote() {
    printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g' -e 's/%/%%/g')"
}
desktop_string() { printf '%s' "$1" | sed -e 's/\\/\\\\/g'; }
sed -e "s|@APP@|$(shell_quote "$LINK" | sed 's/[\\|&]/\\&/g')|" -e "s|@VERSION@|$VERSION|" \
    "$HERE/share/launcher.sh.in" > "$TMPW/launcher"
sed -e "s|@EXEC@|/bin/sh $(desktop_quote "$LAUNCHER" | sed 's/[\\|&]/\\&/g')|" \
    -e "s|@TRYEXEC@|$(desktop_string "$LAUNCHER" | sed 's/[\\|&]/\\&/g')|" \
    "$HERE/share/ludoteca.desktop.in" > "$TMPW/ludoteca.desktop"
{
    printf '%s\n' "$TMPW/launcher" "$LAUNCHER" 755
    printf '%s\n' "$TMPW/ludoteca.desktop" "$DESKTOP" 644
    (cd "$HERE/share/icons/hicolor" && find . -type f | sort) | while IFS= read -r icon; do
        printf '%s\n' "$HERE/share/icons/hicolor/${icon#./}" "$ICONS/${icon#./}" 644
    done
    printf '%s\n' "$HERE/share/ludoteca-mime.xml" "$MIME_XML" 644
} > "$TMPW/plan"  # three lines a file: source, target, mode
awk 'NR % 3 == 2' "$TMPW/plan" > "$TMPW/targets"
ours() {  # ours TARGET SOURCE
    [ ! -e "$1" ] && [ ! -L "$1" ] && return 0
    [ -f "$1" ] && [ ! -L "$1" ] && [ -O "$1" ] || return 1
    cmp -s "$1" "$2" && return 0
    if [ -n "$OLD" ]; then
        hash=$(recorded_hash "$OLD/manifest" "$1")
        if [ -n "$hash" ]; then
            [ "$(sha "$1")" = "$hash" ]
            return
        fi
        grep -qxF "f $1" "$OLD/manifest" && return 0  # an installer before the SHA-256 records
    fi
    grep -q "written by its installer" "$1" 2>/dev/null  # a launcher or menu entry of a lost installation
}
while IFS= read -r source && IFS= read -r target && IFS= read -r mode; do
    parent=${target%/*}
    while [ -n "$parent" ] && [ ! -e "$parent" ] && [ ! -L "$parent" ]; do parent=${parent%/*}; done
    [ -d "${parent:-/}" ] || fail "$parent is not a folder, so $target cannot be written; move it away and run the installer again"
    ours "$target" "$source" || fail "$target exists and was not written by this installer (or was changed since); move it away and run the installer again"
done < "$TMPW/plan"

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
    done | tee -a "$CREATED_NOW" >> "$CREATED"
    if [ -n "$STAGE" ]; then cp "$CREATED_NOW" "$STAGE/.created"; fi
    return 0
}

# 4. The app, staged beside the current one. The staging folder's marker and its list of
# the folders this run creates come first, so that a stopped run's leftovers are found.
make_dir "$OPT"
STAGE=$(mktemp -d "$OPT/.ludoteca-staging.XXXXXX")
printf '%s\n' "Ludoteca $VERSION. $APP_MARKER_TEXT" > "$STAGE/$MARKER"
cp "$CREATED_NOW" "$STAGE/.created"
while IFS= read -r target; do make_dir "${target%/*}"; done < "$TMPW/targets"
say "Installing Ludoteca $VERSION into $LINK ..."
cp -R "$HERE/ludoteca/." "$STAGE/"
cp "$HERE/uninstall.sh" "$STAGE/uninstall"
cp "$HERE/common.sh" "$STAGE/common.sh"
cp "$HERE/VERSION" "$STAGE/VERSION"
chmod -R u+rwX,go+rX,go-w "$STAGE"  # the files were unpacked under umask 077
chmod 755 "$STAGE/uninstall"
FINAL=$(mktemp -d "$OPT/ludoteca-$VERSION.XXXXXX")  # the name it will have

# 5. The launcher, the menu entry, the icons and the file types, each written beside its
# place (NAME.ludoteca-new) and renamed over it after the swap: never half a file.
: > "$TMPW/hashes"
while IFS= read -r source && IFS= read -r target && IFS= read -r mode; do
    cp "$source" "$target.ludoteca-new"
    chmod "$mode" "$target.ludoteca-new"
    printf 's %s %s\n' "$(sha "$target.ludoteca-new")" "$target" >> "$TMPW/hashes"
done < "$TMPW/plan"

# 6. The manifest: every file and folder this installation wrote, for the uninstaller.
{
    printf '# Ludoteca %s: what its installer wrote (f file, l link, d folder it created, s SHA-256 of a file outside the app)\n' "$VERSION"
    printf 'v %s\n' "$VERSION"
    printf 'a %s\n' "$FINAL"
    (cd "$STAGE" && find . -depth ! -type d ! -name .created) | F=$FINAL awk '{ print "f " ENVIRON["F"] substr($0, 2) }'
    printf 'f %s\n' "$FINAL/manifest"
    sed 's/^/f /' "$TMPW/targets"
    printf 'l %s\n' "$LINK"
    (cd "$STAGE" && find . -depth -mindepth 1 -type d) | F=$FINAL awk '{ print "d " ENVIRON["F"] substr($0, 2) }'
    printf 'd %s\n' "$FINAL"
    awk '!seen[$0]++' "$CREATED" | sed 's/^/d /'
    cat "$TMPW/hashes"
} > "$STAGE/manifest"
chmod 644 "$STAGE/manifest"
rm -f "$STAGE/.created"

# 7. The complete folder takes its name in one rename (over the empty folder that reserved
# it), then the link is swapped in one rename(2) of a new link over the old one.
mv -T "$STAGE" "$FINAL"
STAGE=""
rm -f "$OPT/.ludoteca-link.$$"
ln -s "${FINAL##*/}" "$OPT/.ludoteca-link.$$"
mv -T "$OPT/.ludoteca-link.$$" "$LINK"
SWAPPED=yes
while IFS= read -r target; do
    mv -f "$target.ludoteca-new" "$target"
done < "$TMPW/targets"

# 8. What only the old installation wrote: its folder (what its manifest lists in it), and
# the files outside it that this one no longer writes, if they are unchanged.
if [ -n "$OLD" ]; then
    sed -n 's/^f //p' "$OLD/manifest" | while IFS= read -r file; do
        case "$file" in
            "$OLD"/*) continue ;;
        esac
        grep -qxF "f $file" "$FINAL/manifest" && continue
        is_our_name "$file" || continue
        hash=$(recorded_hash "$OLD/manifest" "$file")
        if [ -z "$hash" ] || unchanged "$file" "$hash"; then
            [ -L "$file" ] || rm -f "$file"
        fi
    done
    remove_app_dir "$OLD" "$TMPW"
    if [ -d "$OLD" ]; then
        say "Left in place in $OLD, not written by the installer: $(find "$OLD" -mindepth 1 | head -5 | tr '\n' ' ')"
    fi
    if [ "$OLD_VERSION" = "$VERSION" ]; then
        say "Repaired Ludoteca $VERSION (settings and saved games kept)."
    else
        say "Replaced Ludoteca $OLD_VERSION with $VERSION (settings and saved games kept)."
    fi
fi
# Folders the installer created that are empty now (an icon size no longer shipped, say):
# removed, and from the manifest.
sed -n 's/^d //p' "$FINAL/manifest" | sort -r | while IFS= read -r dir; do
    rmdir "$dir" 2>/dev/null || true
done
while IFS= read -r line; do
    case "$line" in
        "d "*) [ -d "${line#d }" ] && printf '%s\n' "$line" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$FINAL/manifest" > "$TMPW/manifest.kept"
cat "$TMPW/manifest.kept" > "$FINAL/manifest"

# 9. The desktop's caches of file types and menu entries (absent tools: the desktop reads
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
