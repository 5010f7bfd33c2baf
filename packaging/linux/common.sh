# Ludoteca's installer and uninstaller share these functions (sourced by both: the payload's
# install.sh, and the `uninstall` script installed beside this file in the app folder).
#
# What makes a path the installer's own, so that it may be replaced or removed:
# * an app folder: a real folder (not a link) of this user, holding the marker file
#   .ludoteca-installer (or, from installers before the marker, a manifest whose `a` line
#   names the folder); inside it, only the paths its manifest lists are removed, found
#   without following any link;
# * a file outside it (launcher, menu entry, icon, file types): a regular file whose SHA-256
#   is the one its manifest recorded (`s HASH PATH`), i.e. unchanged since it was written;
# * leftovers of an installer that was stopped (kill -9, power cut): folders and files named
#   in the installer's own namespace (.ludoteca-staging.*, *.ludoteca-new, makeself's
#   selfgz* holding .ludoteca-payload), of this user, not in use by a running installer.
# Paths are kept one a line, so the scripts refuse a HOME or XDG_DATA_HOME with a line break.

MARKER=.ludoteca-installer
PAYLOAD_MARKER=.ludoteca-payload
APP_MARKER_TEXT="This folder was written by Ludoteca's installer; 'ludoteca --uninstall' removes it."

note() { printf '%s\n' "$*"; }

# lock_home: at most one Ludoteca installer or uninstaller at a time for this HOME (an
# advisory flock on the HOME folder itself: it always exists, and no lock file is left).
# The lock is held by descriptor 9 until the script exits.
lock_home() {
    exec 9<"$HOME"
    if ! command -v flock >/dev/null 2>&1; then
        note "Note: flock (util-linux) is missing: two installers started at once could interfere."
        return 0
    fi
    if ! flock -n 9; then
        note "Another Ludoteca installer or uninstaller is running; waiting for it to finish ..."
        flock -w 900 9 || { printf 'Ludoteca: gave up after 15 minutes of waiting for the other installer.\n' >&2; exit 1; }
    fi
}

# sha FILE: the file's SHA-256 (hex).
sha() { sha256sum < "$1" | cut -d' ' -f1; }

# is_app_dir DIR: DIR is an app folder that Ludoteca's installer wrote (see above).
is_app_dir() {
    [ -d "$1" ] && [ ! -L "$1" ] && [ -O "$1" ] || return 1
    if [ -f "$1/$MARKER" ] && [ ! -L "$1/$MARKER" ]; then
        return 0
    fi
    [ -f "$1/manifest" ] && [ ! -L "$1/manifest" ] && grep -qxF "a $1" "$1/manifest"
}

# is_our_name PATH: the file names the installer writes outside its app folder.
is_our_name() {
    case "${1##*/}" in
        ludoteca|ludoteca.desktop|ludoteca.png|ludoteca.svg|ludoteca.xml) return 0 ;;
    esac
    return 1
}

# recorded_hash MANIFEST PATH: the SHA-256 the manifest recorded for PATH (empty if none).
recorded_hash() {
    P=$2 awk 'substr($0, 1, 2) == "s " && substr($0, 68) == ENVIRON["P"] { print substr($0, 3, 64); exit }' "$1"
}

# unchanged FILE HASH: FILE is a regular file of this user (not a link) with that SHA-256.
unchanged() {
    [ -n "$2" ] && [ -f "$1" ] && [ ! -L "$1" ] && [ -O "$1" ] && [ "$(sha "$1")" = "$2" ]
}

# remove_app_dir DIR WORK: remove what DIR's manifest lists inside DIR: files and links,
# then folders, deepest first. The manifest names the folder by its `a` line (as HOME was
# spelt then); `find` never enters a link, so a link inside DIR (to a person's folder, say)
# is removed as a link and what it points to is not touched; a path the manifest does not
# list stays (and so does DIR then). WORK is a scratch folder.
remove_app_dir() {
    [ -f "$1/manifest" ] || return 0
    D=$1 awk 'substr($0, 1, 2) == "a " { a = substr($0, 3) "/" }
              a != "" && (substr($0, 1, 2) == "f " || substr($0, 1, 2) == "d ") && index(substr($0, 3), a) == 1 {
                  print ENVIRON["D"] "/" substr($0, 3 + length(a)) }' "$1/manifest" > "$2/listed"
    find "$1" -mindepth 1 -depth -print | awk 'FILENAME == ARGV[1] { listed[$0]; next } ($0 in listed)' "$2/listed" - |
    while IFS= read -r path; do
        if [ -d "$path" ] && [ ! -L "$path" ]; then
            rmdir "$path" 2>/dev/null || true
        else
            rm -f "$path"
        fi
    done
    rmdir "$1" 2>/dev/null || true
}

# in_use DIR: a process of this user has its current folder in DIR (a running installer).
in_use() {
    for cwd in /proc/[0-9]*/cwd; do
        target=$(readlink "$cwd" 2>/dev/null) || continue
        case "$target" in "$1"|"$1"/*) return 0 ;; esac
    done
    return 1
}

# remove_leftovers OPT LINK_TARGET SELF CREATED WORK (OPT is also the global $OPT): what
# stopped installers left: their staging folders, app folders that the link does not name
# (their manifest names them: a person's copy under another name is not one), and makeself's extraction
# folders of Ludoteca's archives in $TMPDIR (SELF, this installer's own, is skipped). The
# folders outside OPT that they had created and that are still needed are appended to the
# file CREATED (so that uninstall removes them once empty).
remove_leftovers() {
    for dir in "$1"/.ludoteca-staging.*; do
        [ -d "$dir" ] && [ ! -L "$dir" ] && [ -O "$dir" ] || continue
        if [ -f "$dir/.created" ]; then
            carry_created "$dir/.created" "$4"
        fi
        if [ -f "$dir/$MARKER" ]; then
            rm -rf "$dir"  # never published: every file in it was copied by an installer
        else
            rmdir "$dir" 2>/dev/null || true  # stopped before its marker: empty
        fi
    done
    for dir in "$1"/ludoteca-*; do
        [ "${dir##*/}" = "$2" ] && continue
        [ -d "$dir" ] && [ ! -L "$dir" ] && [ -O "$dir" ] || continue
        if is_app_dir "$dir" && grep -qxF "a $dir" "$dir/manifest" 2>/dev/null; then
            sed -n 's/^d //p' "$dir/manifest" > "$5/orphan-created"
            carry_created "$5/orphan-created" "$4"
            remove_app_dir "$dir" "$5"
        else
            rmdir "$dir" 2>/dev/null || true  # an empty name reserved by a stopped installer
        fi
    done
    tmproot=${TMPDIR:-/tmp}
    for dir in "$tmproot"/selfgz*; do
        [ -d "$dir" ] && [ ! -L "$dir" ] && [ -O "$dir" ] && [ -f "$dir/$PAYLOAD_MARKER" ] || continue
        real=$(cd "$dir" && pwd -P) || continue
        [ "$real" = "$3" ] && continue
        in_use "$real" && continue
        rm -rf "$dir"
    done
}

# carry_created LIST CREATED: of the folders in LIST (one a line) outside the app folders
# ($OPT/ludoteca-*, which go with their app), those still there are appended to CREATED;
# empty ones are removed now.
carry_created() {
    sort -r "$1" | while IFS= read -r dir; do
        case "$dir" in "$OPT"/ludoteca-*|"$OPT"/.ludoteca-staging.*) continue ;; esac
        [ -d "$dir" ] && [ ! -L "$dir" ] || continue
        rmdir "$dir" 2>/dev/null || printf '%s\n' "$dir"
    done | sort >> "$2"
}

# remove_temp_files DIR...: the half-written files (NAME.ludoteca-new) a stopped installer
# left in the folders it writes to.
remove_temp_files() {
    for dir in "$@"; do
        for file in "$dir"/ludoteca*.ludoteca-new; do
            if [ -f "$file" ] && [ ! -L "$file" ] && [ -O "$file" ] && is_our_name "${file%.ludoteca-new}"; then
                rm -f "$file"
            fi
        done
    done
}
