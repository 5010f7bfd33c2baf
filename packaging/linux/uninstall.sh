#!/bin/sh
# Ludoteca's uninstaller, installed as ~/.local/opt/ludoteca/uninstall and run by
# `ludoteca --uninstall`. It removes what the installer wrote, as listed in the `manifest`
# beside it: the app's files (never following a link out of its folder), the files outside
# it that are unchanged since (a person's own file of the same name stays), the link if it
# still names this installation, the folders the installer created once they are empty, and
# what stopped installers left (common.sh). Settings and saved games stay; --purge also
# removes the settings (saved games are the person's own documents and are never removed).
set -eu

HERE=$(cd "$(dirname "$0")" && pwd -P)
MANIFEST=$HERE/manifest
PURGE=no
for arg in "$@"; do
    case "$arg" in
        --purge) PURGE=yes ;;
        -h|--help)
            echo "usage: ludoteca --uninstall [--purge]"
            echo "Removes Ludoteca (what its installer wrote, listed in $MANIFEST)."
            echo "  --purge  also remove the settings (${XDG_CONFIG_HOME:-~/.config}/Ludoteca); saved games are kept"
            exit 0 ;;
        *) echo "uninstall: unknown option $arg (see --help)" >&2; exit 2 ;;
    esac
done
[ -f "$MANIFEST" ] || { echo "uninstall: $MANIFEST is missing; nothing is removed." >&2; exit 1; }
[ -n "${HOME:-}" ] && [ -d "$HOME" ] || { echo "uninstall: HOME is not set to an existing folder." >&2; exit 1; }
. "$HERE/common.sh"

# Read it all now: the manifest and these scripts are among the files removed.
ENTRIES=$(grep -v '^#' "$MANIFEST")
field() { printf '%s\n' "$ENTRIES" | sed -n "s/^$1 //p"; }
VERSION=$(field v)
APP=$(field a)
LINK=$(field l)
OPT=${LINK%/*}
if [ -z "$APP" ] || [ "$(cd "$APP" 2>/dev/null && pwd -P)" != "$HERE" ]; then
    echo "uninstall: $MANIFEST does not describe the folder it is in; nothing is removed." >&2
    exit 1
fi

lock_home
WORK=$(mktemp -d "${TMPDIR:-/tmp}/ludoteca-uninstall.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
trap 'exit 130' INT TERM HUP

# The link first, so that the menu entry and launcher stop pointing at a half-removed app
# (only if it still names this folder: a newer installation owns it otherwise).
LINK_TARGET=""
if [ -L "$LINK" ]; then
    LINK_TARGET=$(readlink "$LINK")
    if [ "$LINK_TARGET" = "${APP##*/}" ]; then
        rm -f "$LINK"
        LINK_TARGET=""
    fi
fi
# The files outside the app folder: only those unchanged since the installer wrote them.
KEPT=""
printf '%s\n' "$ENTRIES" | sed -n 's/^s //p' > "$WORK/hashes"
while IFS= read -r line; do
    hash=${line%% *}
    file=${line#* }
    is_our_name "$file" || continue
    if unchanged "$file" "$hash"; then
        rm -f "$file"
    elif [ -e "$file" ] || [ -L "$file" ]; then
        KEPT="$KEPT
  $file"
    fi
done < "$WORK/hashes"
remove_app_dir "$APP" "$WORK"
# What stopped installers left, and their half-written files beside the ones above.
field d | grep -vF "$APP" > "$WORK/created" || true
remove_leftovers "$OPT" "$LINK_TARGET" "" "$WORK/created" "$WORK"
sed 's/^[^ ]* //' "$WORK/hashes" | while IFS= read -r file; do
    remove_temp_files "${file%/*}"
done
# Folders the installer created (listed outermost first: reversed), when empty.
sort -ru "$WORK/created" | while IFS= read -r dir; do
    rmdir "$dir" 2>/dev/null || true
done

# The desktop's caches, generated from the files removed above.
field f | grep -e '/mime/packages/ludoteca\.xml$' | while IFS= read -r file; do
    mime=${file%/packages/ludoteca.xml}
    [ -d "$mime" ] || continue
    if [ -n "$(ls -A "$mime/packages" 2>/dev/null)" ] || ! grep -qxF "$mime" "$WORK/created"; then
        # Other programs' file types live here too: rebuild the database without ours.
        if command -v update-mime-database >/dev/null 2>&1; then
            update-mime-database "$mime" >/dev/null 2>&1 || true
        fi
    else
        # The installer created this database and no other package is left in it: remove
        # what update-mime-database generated from ours, then the folders.
        rm -rf "$mime/application"
        for generated in XMLnamespaces aliases generic-icons globs globs2 icons magic mime.cache \
                subclasses treemagic types version; do
            rm -f "$mime/$generated"
        done
        rmdir "$mime/packages" "$mime" 2>/dev/null || true
    fi
done || true
field f | grep -e '/applications/ludoteca\.desktop$' | while IFS= read -r file; do
    apps=${file%/ludoteca.desktop}
    [ -d "$apps" ] || continue
    if ls "$apps"/*.desktop >/dev/null 2>&1; then
        if command -v update-desktop-database >/dev/null 2>&1; then
            update-desktop-database "$apps" >/dev/null 2>&1 || true
        fi
    else
        rm -f "$apps/mimeinfo.cache"  # generated from ludoteca.desktop alone
    fi
done || true
# Folders the installer created that only those caches kept from being empty.
sort -ru "$WORK/created" | while IFS= read -r dir; do
    rmdir "$dir" 2>/dev/null || true
done || true

echo "Ludoteca ${VERSION} is uninstalled."
CONFIG=${XDG_CONFIG_HOME:-}
case "$CONFIG" in /*) ;; *) CONFIG=$HOME/.config ;; esac
CACHE=${XDG_CACHE_HOME:-}
case "$CACHE" in /*) ;; *) CACHE=$HOME/.cache ;; esac
if [ "$PURGE" = yes ]; then
    rm -rf "$CONFIG/Ludoteca" "$CACHE/Ludoteca"
    echo "Removed its settings ($CONFIG/Ludoteca). Saved games were kept (by default in ~/Documents/Ludoteca)."
else
    echo "Your settings ($CONFIG/Ludoteca) and saved games (by default in ~/Documents/Ludoteca) were kept;"
    echo "'ludoteca --uninstall --purge' would also have removed the settings."
fi
if [ -n "$KEPT" ]; then
    echo "Kept, as they are not the files the installer wrote (or were changed since):$KEPT"
fi
if [ -d "$APP" ]; then
    echo "Left in place, not written by the installer: $(find "$APP" -mindepth 1 | head -5 | tr '\n' ' ')"
fi
