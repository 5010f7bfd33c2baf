#!/bin/sh
# Ludoteca's uninstaller, installed as ~/.local/opt/ludoteca/uninstall and run by
# `ludoteca --uninstall`. It removes exactly what the installer wrote, as listed in the
# `manifest` beside it, and folders the installer created once they are empty. Settings and
# saved games stay; --purge also removes the settings (saved games are the person's own
# documents and are never removed).
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

# Read it all now: the manifest and this script are among the files removed.
ENTRIES=$(grep -v '^#' "$MANIFEST")
field() { printf '%s\n' "$ENTRIES" | sed -n "s/^$1 //p"; }
VERSION=$(field v)

# The link first, so that the menu entry and launcher stop pointing at a half-removed app
# (only if it still points here: a newer installation owns it otherwise).
field l | while IFS= read -r link; do
    if [ -L "$link" ] && [ "$(readlink -f "$link")" = "$HERE" ]; then
        rm -f "$link"
    fi
done
field f | while IFS= read -r file; do
    rm -f "$file"
done
# Folders deepest first: the app's own folders (listed bottom-up), then the folders the
# installer created (listed outermost first: reversed).
{ field d | grep -F "$HERE" || true; field d | grep -vF "$HERE" | sort -r || true; } | while IFS= read -r dir; do
    rmdir "$dir" 2>/dev/null || true
done

# The desktop's caches, generated from the files removed above.
field f | grep -e '/mime/packages/ludoteca\.xml$' | while IFS= read -r file; do
    mime=${file%/packages/ludoteca.xml}
    [ -d "$mime" ] || continue
    if [ -n "$(ls -A "$mime/packages" 2>/dev/null)" ] || ! printf '%s\n' "$ENTRIES" | grep -qxF "d $mime"; then
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
field d | grep -vF "$HERE" | sort -r | while IFS= read -r dir; do
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
if [ -d "$HERE" ]; then
    echo "Left in place, not written by the installer: $(find "$HERE" -mindepth 1 | head -5 | tr '\n' ' ')"
fi
