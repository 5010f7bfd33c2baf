"""The single-user Linux installer (packaging/linux, packaging/build_installer.sh).

The fast tests run packaging/linux/install.sh and the uninstaller it installs on a small fake
bundle, in a temporary HOME, under makeself's umask 077. The benchmark test builds the real
bundle and the .run, installs, starts the installed app, upgrades, opens a saved game through
the menu entry's command, uninstalls, and checks that nothing the installer wrote is left.
"""
from __future__ import annotations

import json
import os
import pwd
import re
import shlex
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
LEVEL_1 = ROOT / "resources" / "oche" / "levels" / "01.oche.json"
FAKE_APP = """#!/bin/sh
# A stand-in for the PyInstaller bundle's executable: records its arguments.
for arg in "$@"; do printf '%s\\n' "$arg"; done > "$HOME/fake-app-args"
echo "fake ludoteca @VERSION@"
"""


def make_payload(folder: Path, version: str, extra_icon: bool = False) -> Path:
    """What build_installer.sh stages for makeself, around a fake bundle."""
    (folder / "ludoteca" / "_internal" / "sub").mkdir(parents=True)
    app = folder / "ludoteca" / "ludoteca"
    app.write_text(FAKE_APP.replace("@VERSION@", version))
    app.chmod(0o700)  # as unpacked under umask 077
    (folder / "ludoteca" / "_internal" / "sub" / "data.txt").write_text("data")
    (folder / "ludoteca" / "_internal" / "libfake.so.1").write_text("lib")
    (folder / "ludoteca" / "_internal" / "libfake.so").symlink_to("libfake.so.1")
    shutil.copy(LINUX / "install.sh", folder / "install.sh")
    shutil.copy(LINUX / "uninstall.sh", folder / "uninstall.sh")
    shutil.copy(LINUX / "common.sh", folder / "common.sh")
    (folder / "VERSION").write_text(version + "\n")
    (folder / ".ludoteca-payload").write_text(f"Ludoteca {version} installer\n")
    share = folder / "share"
    share.mkdir()
    for name in ("launcher.sh.in", "ludoteca.desktop.in", "ludoteca-mime.xml"):
        shutil.copy(LINUX / name, share / name)
    sizes = ("48x48", "1024x1024") if extra_icon else ("48x48",)
    for size in sizes:
        (share / "icons" / "hicolor" / size / "apps").mkdir(parents=True)
        (share / "icons" / "hicolor" / size / "apps" / "ludoteca.png").write_bytes(b"\x89PNG fake " + size.encode())
    (share / "icons" / "hicolor" / "scalable" / "apps").mkdir(parents=True)
    shutil.copy(ROOT / "resources" / "icons" / "ludoteca.svg", share / "icons" / "hicolor" / "scalable" / "apps")
    return folder


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(HOME=str(home), **extra)
    return env


def run_sh(script: Path | str, *args: str, env: dict[str, str], umask: str = "077") -> subprocess.CompletedProcess:
    """Run a shell script as makeself runs its startup script (umask 077)."""
    command = f"umask {umask}; exec sh {shlex.quote(str(script))} " + " ".join(shlex.quote(a) for a in args)
    return subprocess.run(["sh", "-c", command], capture_output=True, text=True, env=env, timeout=300)


def tree(home: Path) -> set[str]:
    return {str(p.relative_to(home)) for p in home.rglob("*")} | {"."}


def manifest_paths(install_dir: Path) -> list[Path]:
    lines = (install_dir / "manifest").read_text().splitlines()
    return [Path(line[2:]) for line in lines if line[:2] in ("f ", "l ", "d ")]


def user_data(home: Path) -> list[Path]:
    """A person's settings and saved game, which the installer must never touch."""
    settings = home / ".config" / "Ludoteca" / "Ludoteca.conf"
    save = home / "Documents" / "Ludoteca" / "mine.ludoteca.json"
    for path, text in ((settings, "[view]\nanimationSpeed=fast\n"), (save, "{}\n")):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return [settings, save]


def desktop_exec(desktop_file: Path) -> list[str]:
    """The Exec key's command line as the Desktop Entry spec reads it: the string escapes
    first (``\\\\`` is a backslash), then the arguments, where a double-quoted one may hold
    ``\\"``, ``\\```, ``\\$`` and ``\\\\``; ``%%`` is a percent sign, field codes stay as they are."""
    value = next(line.split("=", 1)[1] for line in desktop_file.read_text().splitlines() if line.startswith("Exec="))
    value = value.replace("\\\\", "\\")
    args, current, quoted, i, started = [], "", False, 0, False
    while i < len(value):
        ch = value[i]
        if quoted and ch == "\\" and i + 1 < len(value) and value[i + 1] in '"`$\\':
            current += value[i + 1]
            i += 2
            continue
        if ch == '"':
            quoted, started = not quoted, True
        elif ch == " " and not quoted:
            if started:
                args.append(current)
            current, started = "", False
        else:
            current += ch
            started = True
        i += 1
    assert not quoted, f"unbalanced quotes in Exec={value}"
    if started:
        args.append(current)
    return [arg if re.fullmatch(r"%[fFuUick]", arg) else arg.replace("%%", "%") for arg in args]


FAULTY_CP = """#!/bin/sh
# `cp` for the installer, failing as a full disk or a kill -9 would: the copy of the app into
# the staging folder (`cp -R BUNDLE/. STAGING/`) is made, then it @ACTION@.
@REAL_CP@ "$@" || exit
case "$*" in *.ludoteca-staging.*/) ;; *) exit 0 ;; esac
@DO@
"""
CP_FAULTS = {
    "fail": ("fails", "exit 1"),
    "kill": ("kills the installer with SIGKILL", "kill -KILL $PPID; exit 1"),
    "slow": ("takes two seconds more", "sleep 2"),
}


def faulty_cp(folder: Path, fault: str, env: dict[str, str]) -> dict[str, str]:
    """``env`` with a PATH whose ``cp`` copies the app into the staging folder, then does
    ``fault`` (see CP_FAULTS) to the installer."""
    folder.mkdir(parents=True, exist_ok=True)
    action, do = CP_FAULTS[fault]
    script = folder / "cp"
    script.write_text(FAULTY_CP.replace("@ACTION@", action).replace("@DO@", do)
                      .replace("@REAL_CP@", shlex.quote(shutil.which("cp") or "/bin/cp")))
    script.chmod(0o755)
    return {**env, "PATH": f"{folder}:{env.get('PATH', '/usr/bin:/bin')}"}


def snapshot(root: Path) -> dict[str, str | bytes]:
    """Every path under ``root`` with what it is: a file's bytes, a link's target, a folder."""
    found: dict[str, str | bytes] = {}
    for path in [root, *root.rglob("*")]:
        key = str(path.relative_to(root))
        if path.is_symlink():
            found[key] = "link -> " + os.readlink(path)
        elif path.is_dir():
            found[key] = "folder"
        else:
            found[key] = path.read_bytes()
    return found


def mode(path: Path) -> int:
    return stat.S_IMODE(path.lstat().st_mode)


# --- fast tests of the installer's scripts on a fake bundle ---------------------------------------
@pytest.fixture
def home(tmp_path):
    home = tmp_path / "home dir"  # a space, as some people's names have
    home.mkdir()
    return home


def test_install_writes_the_app_launcher_menu_entry_icons_and_file_types(tmp_path, home):
    payload = make_payload(tmp_path / "payload", "1.0")
    result = run_sh(payload / "install.sh", env=clean_env(home))
    assert result.returncode == 0, result.stderr
    link = home / ".local" / "opt" / "ludoteca"
    assert link.is_symlink() and re.fullmatch(r"ludoteca-1\.0\.\w{6}", os.readlink(link))
    app_dir = link.resolve()
    launcher = home / ".local" / "bin" / "ludoteca"
    desktop = home / ".local" / "share" / "applications" / "ludoteca.desktop"
    mime_xml = home / ".local" / "share" / "mime" / "packages" / "ludoteca.xml"
    icons = home / ".local" / "share" / "icons" / "hicolor"
    for path in (launcher, desktop, mime_xml, icons / "48x48" / "apps" / "ludoteca.png",
                 icons / "scalable" / "apps" / "ludoteca.svg", app_dir / "uninstall", app_dir / "manifest"):
        assert path.is_file(), path
    # Readable by everyone despite makeself's umask 077; the programs executable.
    assert mode(launcher) == 0o755 and mode(app_dir / "ludoteca") == 0o755 and mode(app_dir / "uninstall") == 0o755
    assert mode(desktop) == 0o644 and mode(mime_xml) == 0o644 and mode(app_dir / "_internal" / "sub") == 0o755
    assert mode(app_dir / "_internal" / "sub" / "data.txt") == 0o644
    assert (app_dir / "_internal" / "libfake.so").is_symlink()
    listed = set(manifest_paths(app_dir))
    assert {launcher, desktop, mime_xml, link, app_dir, app_dir / "ludoteca"} <= listed
    # The launcher passes its arguments on (a path with spaces stays one argument).
    save = home / "My Games" / "a b.ludoteca.json"
    result = subprocess.run([str(launcher), str(save), "--smoke"], capture_output=True, text=True,
                            env=clean_env(home), timeout=60)
    assert result.returncode == 0 and result.stdout == "fake ludoteca 1.0\n"
    assert (home / "fake-app-args").read_text().splitlines() == [str(save), "--smoke"]
    # The menu entry's command is the launcher with the file's path (run by /bin/sh: the
    # program that GLib looks up holds no % whatever HOME holds).
    assert desktop_exec(desktop) == ["/bin/sh", str(launcher), "%f"]
    text = desktop.read_text()
    assert "MimeType=application/x-ludoteca-game;application/x-ludoteca-oche-board;" in text
    assert "Icon=ludoteca" in text
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert check.returncode == 0 and check.stdout == "", check.stdout
    if shutil.which("update-mime-database"):
        globs = (home / ".local" / "share" / "mime" / "globs2").read_text()
        assert "application/x-ludoteca-game:*.ludoteca.json" in globs
        assert "application/x-ludoteca-oche-board:*.oche.json" in globs


def test_xdg_data_home_is_honoured_for_menu_icons_and_types(tmp_path, home):
    payload = make_payload(tmp_path / "payload", "1.0")
    data = tmp_path / "data"
    result = run_sh(payload / "install.sh", env=clean_env(home, XDG_DATA_HOME=str(data)))
    assert result.returncode == 0, result.stderr
    assert (data / "applications" / "ludoteca.desktop").is_file()
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "ludoteca.png").is_file()
    assert (data / "mime" / "packages" / "ludoteca.xml").is_file()
    assert not (home / ".local" / "share").exists()
    # The uninstaller removes them from where they were written, whatever XDG_DATA_HOME says then.
    result = run_sh(home / ".local" / "opt" / "ludoteca" / "uninstall", env=clean_env(home))
    assert result.returncode == 0, result.stderr
    assert not data.exists() or not any(data.rglob("*"))
    assert tree(home) == {"."}


def test_a_relative_xdg_data_home_is_ignored(tmp_path, home):
    payload = make_payload(tmp_path / "payload", "1.0")
    result = run_sh(payload / "install.sh", env=clean_env(home, XDG_DATA_HOME="relative/share"))
    assert result.returncode == 0, result.stderr
    assert (home / ".local" / "share" / "applications" / "ludoteca.desktop").is_file()


def test_upgrade_swaps_atomically_keeps_user_data_and_drops_what_only_the_old_wrote(tmp_path, home):
    kept = user_data(home)
    old = make_payload(tmp_path / "old", "1.0", extra_icon=True)
    new = make_payload(tmp_path / "new", "2.0")
    assert run_sh(old / "install.sh", env=clean_env(home)).returncode == 0
    link = home / ".local" / "opt" / "ludoteca"
    old_dir = link.resolve()
    big_icon = home / ".local" / "share" / "icons" / "hicolor" / "1024x1024" / "apps" / "ludoteca.png"
    assert big_icon.is_file()
    result = run_sh(new / "install.sh", env=clean_env(home))
    assert result.returncode == 0, result.stderr
    assert "Replaced Ludoteca 1.0 with 2.0" in result.stdout
    new_dir = link.resolve()
    assert new_dir != old_dir and not old_dir.exists() and (new_dir / "VERSION").read_text() == "2.0\n"
    assert not big_icon.exists() and not big_icon.parent.parent.exists()
    assert sorted(p.name for p in link.parent.iterdir()) == ["ludoteca", new_dir.name]
    for path in kept:
        assert path.is_file()
    launched = subprocess.run([str(home / ".local" / "bin" / "ludoteca")], capture_output=True, text=True,
                              env=clean_env(home), timeout=60)
    assert launched.stdout == "fake ludoteca 2.0\n"
    # The same version again is a repair: a fresh copy, swapped in the same way.
    (new_dir / "_internal" / "sub" / "data.txt").unlink()  # damage
    result = run_sh(new / "install.sh", env=clean_env(home))
    assert result.returncode == 0 and "Repaired Ludoteca 2.0" in result.stdout
    assert (link.resolve() / "_internal" / "sub" / "data.txt").read_text() == "data"
    assert not new_dir.exists()
    # The folders the first installation created are still known, so uninstall removes them.
    result = run_sh(link / "uninstall", env=clean_env(home))
    assert result.returncode == 0, result.stderr
    assert tree(home) == {".", ".config", ".config/Ludoteca", ".config/Ludoteca/Ludoteca.conf", "Documents",
                          "Documents/Ludoteca", "Documents/Ludoteca/mine.ludoteca.json", "fake-app-args"}


def test_uninstall_removes_what_the_installer_wrote_and_nothing_else(tmp_path, home):
    # Another program's menu entry, icon and file type were there before.
    share = home / ".local" / "share"
    other = [share / "applications" / "other.desktop", share / "icons" / "hicolor" / "48x48" / "apps" / "other.png",
             share / "mime" / "packages" / "other.xml", home / ".local" / "bin" / "other"]
    for path in other:
        path.parent.mkdir(parents=True, exist_ok=True)
    other[0].write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=other %f\n"
                        "MimeType=text/x-other;\n")
    other[1].write_bytes(b"png")
    other[2].write_text('<?xml version="1.0"?>\n<mime-info xmlns="http://www.freedesktop.org/standards/'
                        'shared-mime-info"><mime-type type="text/x-other"><glob pattern="*.other"/>'
                        "</mime-type></mime-info>\n")
    other[3].write_text("#!/bin/sh\n")
    kept = user_data(home)
    before = tree(home)
    payload = make_payload(tmp_path / "payload", "1.0")
    assert run_sh(payload / "install.sh", env=clean_env(home)).returncode == 0
    app_dir = (home / ".local" / "opt" / "ludoteca").resolve()
    written = manifest_paths(app_dir)
    launcher = home / ".local" / "bin" / "ludoteca"
    result = subprocess.run([str(launcher), "--uninstall"], capture_output=True, text=True,
                            env=clean_env(home), timeout=60)
    assert result.returncode == 0, result.stderr
    assert "uninstalled" in result.stdout and "were kept" in result.stdout
    assert [p for p in written if p.exists() or p.is_symlink()] == []
    # What is left: exactly what was there, plus the caches the desktop tools rebuilt for the
    # other program (they were not there only because nobody had run the tools yet).
    caches = {".local/share/applications/mimeinfo.cache"} | {
        str(p.relative_to(home)) for p in (share / "mime").rglob("*") if p.parent.name != "packages"}
    assert tree(home) - before <= caches
    assert before <= tree(home)
    for path in kept + other:
        assert path.is_file()
    if shutil.which("update-mime-database"):
        globs = (share / "mime" / "globs2").read_text()
        assert "text/x-other" in globs and "ludoteca" not in globs


def test_purge_removes_the_settings_but_never_the_saved_games(tmp_path, home):
    settings, save = user_data(home)
    payload = make_payload(tmp_path / "payload", "1.0")
    assert run_sh(payload / "install.sh", env=clean_env(home)).returncode == 0
    result = subprocess.run([str(home / ".local" / "bin" / "ludoteca"), "--uninstall", "--purge"],
                            capture_output=True, text=True, env=clean_env(home), timeout=60)
    assert result.returncode == 0, result.stderr
    assert not settings.parent.exists() and save.is_file()
    assert tree(home) == {".", ".config", "Documents", "Documents/Ludoteca", "Documents/Ludoteca/mine.ludoteca.json"}


def test_a_folder_the_installer_did_not_make_is_left_alone(tmp_path, home):
    mine = home / ".local" / "opt" / "ludoteca"
    mine.mkdir(parents=True)
    (mine / "my notes.txt").write_text("keep")
    payload = make_payload(tmp_path / "payload", "1.0")
    result = run_sh(payload / "install.sh", env=clean_env(home))
    assert result.returncode == 1 and "was not made by this installer" in result.stderr
    assert tree(home) == {".", ".local", ".local/opt", ".local/opt/ludoteca", ".local/opt/ludoteca/my notes.txt"}


def test_a_launcher_the_installer_did_not_write_is_not_overwritten(tmp_path, home):
    theirs = home / ".local" / "bin" / "ludoteca"
    theirs.parent.mkdir(parents=True)
    theirs.write_text("#!/usr/bin/python3\n# from pip install --user\n")
    payload = make_payload(tmp_path / "payload", "1.0")
    result = run_sh(payload / "install.sh", env=clean_env(home))
    assert result.returncode == 1 and "was not written by this installer" in result.stderr
    assert theirs.read_text().endswith("pip install --user\n")
    assert tree(home) == {".", ".local", ".local/bin", ".local/bin/ludoteca"}


def test_a_failed_copy_leaves_the_previous_installation_untouched(tmp_path, home):
    old = make_payload(tmp_path / "old", "1.0")
    assert run_sh(old / "install.sh", env=clean_env(home)).returncode == 0
    link = home / ".local" / "opt" / "ludoteca"
    before = os.readlink(link)
    launcher = (home / ".local" / "bin" / "ludoteca").read_text()
    new = make_payload(tmp_path / "new", "2.0")
    # The copy fails half-way (a full disk, say).
    result = run_sh(new / "install.sh", env=faulty_cp(tmp_path / "bin", "fail", clean_env(home)))
    assert result.returncode != 0 and "previous installation" in result.stderr
    assert os.readlink(link) == before
    assert sorted(p.name for p in link.parent.iterdir()) == ["ludoteca", before]
    assert (home / ".local" / "bin" / "ludoteca").read_text() == launcher
    assert not [p for p in home.rglob("*.ludoteca-new")]


def test_desktop_exec_quoting_survives_odd_home_folders(tmp_path):
    home = tmp_path / 'odd "home" $x `y` 100%'
    home.mkdir()
    payload = make_payload(tmp_path / "payload", "1.0")
    assert run_sh(payload / "install.sh", env=clean_env(home)).returncode == 0
    desktop = home / ".local" / "share" / "applications" / "ludoteca.desktop"
    assert desktop_exec(desktop) == ["/bin/sh", str(home / ".local" / "bin" / "ludoteca"), "%f"]
    if shutil.which("desktop-file-validate"):
        assert subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True).returncode == 0


# --- a person's files, and installers stopped or run twice (issue 26, points 13-16) -------------
# Each scenario takes an Installer: the fast tests run install.sh of a fake bundle as they
# are; the benchmark tests run the real .run as a plain user (never root) whose HOME holds
# spaces, quotes and a %.
ODD_HOME = """a "quoted" 'home' 100% sure"""


class Installer:
    """Runs an installer and the installed launcher as a person would, with a TMPDIR of
    its own (where makeself unpacks)."""

    def __init__(self, home: Path, tmpdir: Path, command: list[str], as_person: list[str] | None = None,
                 owner: tuple[int, int] | None = None) -> None:
        self.home, self.tmpdir, self.command, self.as_person = home, tmpdir, command, as_person or []
        self.owner = owner

    def own(self) -> None:
        """What the test made in HOME becomes the person's (the test may run as root)."""
        if self.owner is not None:
            for path in [self.home, *self.home.rglob("*")]:
                os.chown(path, *self.owner, follow_symlinks=False)

    def env(self, **extra: str) -> dict[str, str]:
        return clean_env(self.home, TMPDIR=str(self.tmpdir), QT_QPA_PLATFORM="offscreen", **extra)

    def start(self, env: dict[str, str] | None = None) -> subprocess.Popen:
        return subprocess.Popen(self.as_person + self.command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, env=env or self.env(), start_new_session=True)

    def install(self, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
        process = self.start(env)
        out, err = process.communicate(timeout=900)
        return subprocess.CompletedProcess(process.args, process.returncode, out, err)

    def launcher(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(self.as_person + [str(self.home / ".local" / "bin" / "ludoteca"), *args],
                              capture_output=True, text=True, env=self.env(), timeout=600)

    def uninstall(self) -> subprocess.CompletedProcess:
        """The installed uninstaller itself (the launcher may be the person's own file)."""
        return subprocess.run(self.as_person + [str(self.home / ".local" / "opt" / "ludoteca" / "uninstall")],
                              capture_output=True, text=True, env=self.env(), timeout=600)

    def install_slowly(self) -> subprocess.Popen:
        """An installer whose copy of the app takes two seconds more (faulty_cp)."""
        return self.start(faulty_cp(self.tmpdir.parent / "faults", "slow", self.env()))

    def kill_during_copy(self) -> None:
        """An installer killed (SIGKILL) once it has copied the app into its staging folder."""
        result = self.install(faulty_cp(self.tmpdir.parent / "faults", "kill", self.env()))
        assert result.returncode != 0


class ScriptInstaller(Installer):
    """install.sh of a fake bundle, under makeself's umask 077; its copy of the app is made
    slow, or fails, or ends in a kill -9, by a `cp` of its own (faulty_cp)."""

    def __init__(self, payload: Path, home: Path, tmpdir: Path) -> None:
        super().__init__(home, tmpdir, ["sh", "-c", f"umask 077; exec sh {shlex.quote(str(payload / 'install.sh'))}"])


class RunInstaller(Installer):
    """The real .run, as `sh FILE.run`; a kill -9 of all its processes (makeself's too, so its
    unpacked archive stays behind) in the middle of the copy."""

    def __init__(self, run: Path, home: Path, tmpdir: Path, as_person: list[str], owner: tuple[int, int]) -> None:
        super().__init__(home, tmpdir, ["sh", str(run)], as_person, owner)

    def kill_during_copy(self) -> None:
        process = self.start()
        opt = self.home / ".local" / "opt"
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline and process.poll() is None:
            staging = list(opt.glob(".ludoteca-staging.*")) if opt.is_dir() else []
            if staging and copied_bytes(staging[0]) > 40 * 2**20:
                break
            time.sleep(0.02)
        assert process.poll() is None, "the installer ended before it was killed"
        os.killpg(process.pid, 9)
        process.communicate(timeout=60)


def copied_bytes(folder: Path) -> int:
    """How much of the app a running installer has copied so far."""
    total = 0
    for path in folder.rglob("*"):
        try:
            total += path.lstat().st_size
        except FileNotFoundError:
            pass
    return total


def stopped_leftovers(inst: Installer) -> list[str]:
    """What a stopped installer leaves: staging folders, half-written files, unpacked archives."""
    found = [str(p) for p in inst.home.rglob("*") if p.name.startswith(".ludoteca-staging.")
             or p.name.endswith(".ludoteca-new")]
    return found + [str(p) for p in inst.tmpdir.glob("selfgz*")]


def check_a_link_to_a_persons_folder_is_never_followed(inst: Installer, target: str) -> None:
    """Point 13: ~/.local/opt/ludoteca, a link to the person's own folder holding a file
    named manifest, is refused; nothing in that folder, or anywhere, is touched."""
    mine = inst.home / "MyStuff"
    mine.mkdir()
    (mine / "manifest").write_text("my list of things\n")
    (mine / "notes.txt").write_text("keep me\n")
    if target.startswith("ludoteca-"):  # a folder beside the link, named like the app's
        mine = inst.home / ".local" / "opt" / target
        mine.mkdir(parents=True)
        (mine / "manifest").write_text("v 0.0.1\n")
    link = inst.home / ".local" / "opt" / "ludoteca"
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(target.replace("HOME", str(inst.home)))
    inst.own()
    before = snapshot(inst.home)
    result = inst.install()
    assert result.returncode == 1, result.stdout + result.stderr
    assert "did not make" in result.stderr or "did not write" in result.stderr, result.stderr
    assert snapshot(inst.home) == before
    assert stopped_leftovers(inst) == []


def check_links_inside_the_app_folder_are_not_followed(inst: Installer) -> None:
    """Point 13: what the manifest lists is removed where it is, never through a link that
    took a listed folder's place; a path the manifest does not list is left."""
    mine = inst.home / "MyStuff"
    mine.mkdir()
    inst.own()
    before = snapshot(inst.home)
    result = inst.install()
    assert result.returncode == 0, result.stdout + result.stderr
    app_dir = (inst.home / ".local" / "opt" / "ludoteca").resolve()
    listed = [p for p in manifest_paths(app_dir) if p.parent != app_dir and str(p).startswith(str(app_dir))]
    folder = next(p.parent for p in listed if p.parent.is_dir() and not p.is_dir())
    for child in folder.iterdir():
        (mine / child.name).write_text("the person's own\n")  # same names as the app's files
    shutil.rmtree(folder)
    folder.symlink_to(mine)
    (mine / "extra.txt").write_text("the person's own\n")
    inst.own()
    keep = snapshot(mine)
    result = inst.launcher("--uninstall")
    assert result.returncode == 0, result.stdout + result.stderr
    assert snapshot(mine) == keep
    assert not app_dir.exists() and snapshot(inst.home) == {**before, **{f"MyStuff/{k}": v for k, v in keep.items()
                                                                         if k != "."}}


OWN_FILES = [".local/share/icons/hicolor/48x48/apps/ludoteca.png", ".local/share/mime/packages/ludoteca.xml",
             ".local/share/applications/ludoteca.desktop", ".local/bin/ludoteca"]


def check_a_persons_files_are_neither_overwritten_nor_removed(inst: Installer, own: str) -> None:
    """Point 14: the person's own file where the installer writes one stops the install
    untouched; one put in place of the installer's after the install survives --uninstall."""
    theirs = inst.home / own
    theirs.parent.mkdir(parents=True)
    theirs.write_bytes(b"the person's own file\n")
    inst.own()
    before = snapshot(inst.home)
    result = inst.install()
    assert result.returncode == 1 and "was not written by this installer" in result.stderr, result.stderr
    assert snapshot(inst.home) == before
    theirs.unlink()
    result = inst.install()
    assert result.returncode == 0, result.stdout + result.stderr
    assert theirs.read_bytes() != b"the person's own file\n"
    theirs.unlink()
    theirs.write_bytes(b"the person's own file\n")  # replaced after the install
    inst.own()
    result = inst.uninstall()
    assert result.returncode == 0, result.stdout + result.stderr
    assert theirs.read_bytes() == b"the person's own file\n" and str(theirs) in result.stdout
    # Nothing else is left but the desktop's caches, rebuilt where the person's folder was.
    left = tree(inst.home) - set(before)
    assert all(p.startswith(".local/share/mime/") and "/packages/" not in p or p.endswith("/mimeinfo.cache")
               for p in left), sorted(left)
    assert set(before) <= tree(inst.home)


def check_two_installs_at_once_leave_one_installation(inst: Installer) -> None:
    """Point 15: the second installer waits for the first (a lock), then repairs; no folder
    is orphaned, and uninstall leaves nothing."""
    before = tree(inst.home)
    first = inst.install_slowly()
    time.sleep(0.5)
    second = inst.install_slowly()
    results = [(p, *p.communicate(timeout=900)) for p in (first, second)]
    for process, out, err in results:
        assert process.returncode == 0, out + err
    assert any("waiting" in out for _, out, _ in results)
    opt = inst.home / ".local" / "opt"
    target = os.readlink(opt / "ludoteca")
    assert sorted(p.name for p in opt.iterdir()) == ["ludoteca", target]
    assert stopped_leftovers(inst) == []
    result = inst.launcher("--uninstall")
    assert result.returncode == 0, result.stdout + result.stderr
    assert tree(inst.home) == before


def check_a_killed_install_leaves_nothing_behind(inst: Installer) -> None:
    """Point 15: a kill -9 during the copy leaves a staging folder (and the unpacked archive)
    that the next install removes; one during an upgrade, what --uninstall removes."""
    before = tree(inst.home)
    inst.kill_during_copy()  # a first install, stopped
    assert stopped_leftovers(inst), "the kill left nothing to find: the scenario did not happen"
    assert not (inst.home / ".local" / "bin" / "ludoteca").exists()
    result = inst.install()
    assert result.returncode == 0, result.stdout + result.stderr
    assert stopped_leftovers(inst) == []
    opt = inst.home / ".local" / "opt"
    assert sorted(p.name for p in opt.iterdir()) == ["ludoteca", os.readlink(opt / "ludoteca")]
    inst.kill_during_copy()  # an upgrade (a repair), stopped
    assert stopped_leftovers(inst)
    result = inst.launcher("--uninstall")
    assert result.returncode == 0, result.stdout + result.stderr
    assert stopped_leftovers(inst) == []
    assert tree(inst.home) == before


def check_a_failed_install_leaves_nothing(inst: Installer) -> None:
    """Point 15: ~/.local/share/applications is a file: the install stops with a message
    naming it and leaves nothing (no launcher to an app that is not there)."""
    apps = inst.home / ".local" / "share" / "applications"
    apps.parent.mkdir(parents=True)
    apps.write_text("not a folder\n")
    inst.own()
    before = snapshot(inst.home)
    result = inst.install()
    assert result.returncode == 1 and f"{apps} is not a folder" in result.stderr, result.stderr
    assert snapshot(inst.home) == before
    assert stopped_leftovers(inst) == []


def gio_launch(inst: Installer, path: Path) -> subprocess.CompletedProcess:
    """GLib's own launch of the installed menu entry with a file, as a file manager does."""
    share = inst.home / ".local" / "share"
    env = inst.env(XDG_DATA_HOME=str(share), XDG_DATA_DIRS="/usr/local/share:/usr/share")
    with tempfile.TemporaryFile() as output:  # not a pipe: the app it starts keeps its output open
        done = subprocess.run(inst.as_person + ["gio", "launch", str(share / "applications" / "ludoteca.desktop"),
                                                str(path)], stdout=output, stderr=output, env=env, timeout=120)
        output.seek(0)
        return subprocess.CompletedProcess(done.args, done.returncode, output.read().decode(errors="replace"), "")



@pytest.fixture
def odd(tmp_path) -> ScriptInstaller:
    """install.sh of a fake bundle, for a HOME with spaces, quotes and a %."""
    home = tmp_path / ODD_HOME
    home.mkdir()
    (tmp_path / "tmp").mkdir()
    return ScriptInstaller(make_payload(tmp_path / "payload", "1.0"), home, tmp_path / "tmp")


LINK_TARGETS = ["HOME/MyStuff", "../../MyStuff", "ludoteca-0.0.1.abcdef"]


@pytest.mark.parametrize("target", LINK_TARGETS)
def test_a_link_to_a_persons_folder_is_never_followed(odd, target):
    check_a_link_to_a_persons_folder_is_never_followed(odd, target)


def test_links_inside_the_app_folder_are_not_followed(odd):
    check_links_inside_the_app_folder_are_not_followed(odd)


@pytest.mark.parametrize("own", OWN_FILES)
def test_a_persons_files_are_neither_overwritten_nor_removed(odd, own):
    check_a_persons_files_are_neither_overwritten_nor_removed(odd, own)


def test_two_installs_at_once_leave_one_installation(odd):
    check_two_installs_at_once_leave_one_installation(odd)


def test_a_killed_install_leaves_nothing_behind(odd):
    check_a_killed_install_leaves_nothing_behind(odd)


def test_a_failed_install_leaves_nothing(odd):
    check_a_failed_install_leaves_nothing(odd)


def test_only_ludoteca_archives_unpacked_by_stopped_installers_are_removed(odd):
    """makeself unpacks into $TMPDIR/selfgzNNN and removes it when the installer ends; after
    a kill -9 it stays. The next install removes such a folder when it holds Ludoteca's
    payload marker and no process works in it; another archive's, or a running one, stays."""
    stale, other, running = (odd.tmpdir / name for name in ("selfgz111", "selfgz222", "selfgz333"))
    for folder in (stale, other, running):
        (folder / "ludoteca" / "_internal").mkdir(parents=True)
        (folder / "ludoteca" / "_internal" / "lib.so").write_bytes(b"x" * 1000)
    (stale / ".ludoteca-payload").write_text("Ludoteca 0.1.0 installer\n")
    (running / ".ludoteca-payload").write_text("Ludoteca 0.1.0 installer\n")
    busy = subprocess.Popen(["sleep", "60"], cwd=running / "ludoteca")
    try:
        result = odd.install()
        assert result.returncode == 0, result.stderr
        assert not stale.exists() and other.is_dir() and running.is_dir()
    finally:
        busy.kill()
        busy.wait()


@pytest.mark.skipif(shutil.which("gio") is None, reason="needs gio (Debian package libglib2.0-bin)")
def test_glib_launches_the_menu_entry_when_home_holds_a_percent_sign(odd):
    """Point 16: GLib looks up the Exec line's program before it expands %%; with the
    launcher's path as the program, a HOME holding % made the entry unloadable."""
    assert odd.install().returncode == 0
    save = odd.home / "My Games" / "50% off.ludoteca.json"
    result = gio_launch(odd, save)
    assert result.returncode == 0, result.stdout + result.stderr
    args = odd.home / "fake-app-args"
    deadline = time.monotonic() + 30
    while not args.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.2)
    assert args.read_text().splitlines() == [str(save)]


# --- the real thing ------------------------------------------------------------------------------------
def _installed_env(home: Path) -> dict[str, str]:
    env = clean_env(home, QT_QPA_PLATFORM="offscreen")
    env["PATH"] = f"{home / '.local' / 'bin'}:{env.get('PATH', '/usr/bin:/bin')}"
    return env


def _repack(payload: Path, work: Path, version: str) -> Path:
    """The same payload as an installer of another version (an 'older' one to upgrade from),
    with one more icon size that only it writes."""
    copy = work / "payload"
    shutil.copytree(payload, copy, symlinks=True)
    (copy / "VERSION").write_text(version + "\n")
    extra = copy / "share" / "icons" / "hicolor" / "1024x1024" / "apps"
    extra.mkdir(parents=True)
    shutil.copy(payload / "share" / "icons" / "hicolor" / "512x512" / "apps" / "ludoteca.png", extra)
    run = work / f"Ludoteca-{version}.run"
    subprocess.run(["makeself", "--nox11", "--sha256", "--nocomp", "--tar-quietly", "--quiet", str(copy),
                    str(run), f"Ludoteca {version}", "./install.sh"], check=True, timeout=600)
    return run


@pytest.fixture(scope="module")
def built() -> Path:
    """The .run of packaging/build_installer.sh, built once for the module's tests."""
    if shutil.which("gio") is None:  # the build installs the other tools it uses
        pytest.fail("the installer test needs gio (Debian package libglib2.0-bin)")
    started = time.monotonic()
    build = subprocess.run(["nice", "-n", "10", str(ROOT / "packaging" / "build_installer.sh")], capture_output=True,
                           text=True, timeout=3600, cwd=ROOT)
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    print(f"build: {time.monotonic() - started:.0f} s")
    version = next(line.split('"')[1] for line in (ROOT / "pyproject.toml").read_text().splitlines()
                   if line.startswith("version ="))
    run = ROOT / "dist" / f"Ludoteca-{version}-{os.uname().machine}.run"
    assert run.is_file()
    # the compiled Wild Cats solver and checkers engine in place of their sources (packaging/ludoteca.spec)
    bundled = next(line for line in (build.stdout + build.stderr).splitlines()
                   if line.startswith("compiled modules in the bundle: "))
    assert "rules.wildcats.solver" in bundled and "rules.programmers_checkers.engine" in bundled
    assert list((ROOT / "dist" / "ludoteca" / "_internal" / "rules" / "wildcats").glob("solver.*.so"))
    assert list((ROOT / "dist" / "ludoteca" / "_internal" / "rules" / "programmers_checkers").glob("engine.*.so"))
    return run


@pytest.mark.benchmark
def test_build_install_run_upgrade_open_uninstall(tmp_path, built):
    run = built
    version = (ROOT / "build" / "installer" / "payload" / "VERSION").read_text().strip()

    # The archive's own options: information, integrity, help.
    info = subprocess.run(["sh", str(run), "--info"], capture_output=True, text=True, timeout=120)
    assert info.returncode == 0 and f"Ludoteca {version}" in info.stdout
    assert subprocess.run(["sh", str(run), "--check"], capture_output=True, timeout=600).returncode == 0
    shown = subprocess.run(["sh", str(run), "--help"], capture_output=True, text=True, timeout=60)
    help_text = shown.stdout + shown.stderr  # makeself prints its help on stderr
    assert "without root" in help_text and "--target" in help_text and "--noexec" in help_text

    home = tmp_path / "home"
    home.mkdir()
    env = _installed_env(home)
    kept = user_data(home)
    from rules import savefile
    from rules.registry import get_game
    kept[1].write_text(savefile.dumps(get_game("othello").replay(["f5", "d6", "c3"])))
    board = home / "Documents" / "Ludoteca" / "mine.oche.json"
    shutil.copy(LEVEL_1, board)
    kept.append(board)
    before = tree(home)

    # An older version first, then this one over it (an upgrade), then this one again (a repair).
    older = _repack(ROOT / "build" / "installer" / "payload", tmp_path / "older", "0.0.1")
    first = subprocess.run(["sh", str(older)], capture_output=True, text=True, env=env, timeout=900)
    assert first.returncode == 0, first.stdout + first.stderr
    link = home / ".local" / "opt" / "ludoteca"
    old_dir = link.resolve()
    old_written = manifest_paths(old_dir)
    big_icon = home / ".local" / "share" / "icons" / "hicolor" / "1024x1024" / "apps" / "ludoteca.png"
    assert big_icon.is_file()

    upgrade = subprocess.run(["sh", str(run)], capture_output=True, text=True, env=env, timeout=900)
    assert upgrade.returncode == 0, upgrade.stdout + upgrade.stderr
    assert f"Replaced Ludoteca 0.0.1 with {version}" in upgrade.stdout
    assert not old_dir.exists() and not big_icon.exists()
    repair = subprocess.run(["sh", str(run)], capture_output=True, text=True, env=env, timeout=900)
    assert repair.returncode == 0 and f"Repaired Ludoteca {version}" in repair.stdout, repair.stdout + repair.stderr
    app_dir = link.resolve()
    assert (app_dir / "VERSION").read_text().strip() == version
    for path in kept:
        assert path.is_file()

    size = sum(p.lstat().st_size for p in app_dir.rglob("*") if not p.is_dir())
    print(f"installed: {size / 2**20:.1f} MiB in {app_dir}; {run.name}: {run.stat().st_size / 2**20:.1f} MiB")
    assert size <= 150 * 2**20
    assert run.stat().st_size <= 60 * 2**20

    # The installed app starts (its worker and helper processes included).
    smoke = subprocess.run(["ludoteca", "--smoke"], capture_output=True, text=True, env=env, timeout=180)
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr
    assert "smoke: othello check: the computer answered g8 in its worker" in smoke.stdout  # level 6 on its helpers

    # The menu entry is valid, and is what the desktop picks for both file types.
    desktop = home / ".local" / "share" / "applications" / "ludoteca.desktop"
    check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
    assert check.returncode == 0 and check.stdout == "", check.stdout
    gio_env = {**env, "XDG_DATA_HOME": str(home / ".local" / "share"), "XDG_DATA_DIRS": "/usr/local/share:/usr/share"}
    for path, mime in ((kept[1], "application/x-ludoteca-game"), (board, "application/x-ludoteca-oche-board")):
        info = subprocess.run(["gio", "info", "-a", "standard::content-type", str(path)], capture_output=True,
                              text=True, env=gio_env, timeout=60)
        assert f"standard::content-type: {mime}" in info.stdout, info.stdout + info.stderr
        handler = subprocess.run(["gio", "mime", mime], capture_output=True, text=True, env=gio_env, timeout=60)
        assert "Default application for" in handler.stdout and "ludoteca.desktop" in handler.stdout, handler.stdout

    # A double-click: the menu entry's command with the file (exiting after the smoke run).
    command = desktop_exec(desktop)
    for path, kind in ((kept[1], "a saved game"), (board, "a file of Oche")):
        argv = [str(path) if arg == "%f" else arg for arg in command] + ["--smoke"]
        opened = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=180)
        assert opened.returncode == 0, opened.stdout + opened.stderr
        assert f"opened {path} as {kind}" in opened.stdout

    # The start-time benchmark runs on the installed copy (one run each, offscreen: a check
    # that it works, not a measurement).
    bench = subprocess.run([sys.executable, str(ROOT / "packaging" / "bench_start.py"), "--runs", "1",
                            "--platform", "offscreen"], capture_output=True, text=True, env=env, timeout=300)
    assert bench.returncode == 0, bench.stdout + bench.stderr
    modes = [json.loads(line) for line in bench.stdout.splitlines()]
    assert [m["mode"] for m in modes] == ["cold", "warm"] and 0 < modes[1]["median_s"] < 30
    assert not (home / ".config" / "Ludoteca" / "Ludoteca.conf").read_text().count("geometry")

    # Uninstall: nothing the installer wrote is left; the person's files are.
    written = manifest_paths(app_dir) + old_written
    gone = subprocess.run(["ludoteca", "--uninstall"], capture_output=True, text=True, env=env, timeout=300)
    assert gone.returncode == 0, gone.stdout + gone.stderr
    assert [str(p) for p in written if p.exists() or p.is_symlink()] == []
    left = tree(home) - before
    # Only what the app itself made while running (fontconfig's cache, Qt's runtime files).
    assert all(p.startswith((".cache", ".config/Ludoteca")) for p in left), sorted(left)
    assert before <= tree(home)
    assert not any(p.startswith(".local") for p in left)


# --- the real .run as a plain user, for points 13-16 -------------------------------------------------------
@pytest.fixture(scope="module")
def as_person() -> tuple[list[str], tuple[int, int]]:
    """How to run a command as a plain user: as is, when the tests are not root; as 'nobody'
    (setpriv), when they are."""
    if os.geteuid() != 0:
        return [], (os.getuid(), os.getgid())
    if shutil.which("setpriv") is None:
        pytest.skip("the tests run as root and setpriv (util-linux) is missing: the installer cannot be run "
                    "as a plain user")
    try:
        nobody = pwd.getpwnam("nobody")
    except KeyError:
        pytest.skip("the tests run as root and there is no user 'nobody' to run the installer as a plain user")
    prefix = ["setpriv", f"--reuid={nobody.pw_uid}", f"--regid={nobody.pw_gid}", "--clear-groups"]
    who = subprocess.run(prefix + ["id", "-u"], capture_output=True, text=True)
    if who.returncode != 0 or who.stdout.strip() == "0":
        pytest.skip(f"setpriv cannot run commands as 'nobody' here: {who.stderr.strip()}")
    return prefix, (nobody.pw_uid, nobody.pw_gid)


@pytest.fixture
def real(built, as_person):
    """The real .run, run by a plain user whose HOME holds spaces, quotes and a %."""
    prefix, owner = as_person
    base = Path(tempfile.mkdtemp(prefix="ludoteca-installer-test-"))
    base.chmod(0o755)
    home, tmpdir = base / ODD_HOME, base / "tmp"
    for folder in (home, tmpdir):
        folder.mkdir()
        os.chown(folder, *owner)
    run = base / built.name
    shutil.copy(built, run)
    run.chmod(0o644)
    yield RunInstaller(run, home, tmpdir, prefix, owner)
    for pid in app_processes(home):
        os.kill(pid, 9)
    shutil.rmtree(base)


def app_processes(home: Path) -> list[int]:
    """The processes running the app installed in ``home``."""
    found = []
    for proc in Path("/proc").iterdir():
        try:
            if proc.name.isdigit() and os.readlink(proc / "exe").startswith(str(home) + "/"):
                found.append(int(proc.name))
        except OSError:
            pass
    return found


@pytest.mark.benchmark
@pytest.mark.parametrize("target", LINK_TARGETS)
def test_the_run_never_follows_a_link_to_a_persons_folder(real, target):
    check_a_link_to_a_persons_folder_is_never_followed(real, target)


@pytest.mark.benchmark
def test_the_run_leaves_links_inside_the_app_folder_unfollowed(real):
    check_links_inside_the_app_folder_are_not_followed(real)


@pytest.mark.benchmark
@pytest.mark.parametrize("own", OWN_FILES)
def test_the_run_neither_overwrites_nor_removes_a_persons_files(real, own):
    check_a_persons_files_are_neither_overwritten_nor_removed(real, own)


@pytest.mark.benchmark
def test_two_runs_at_once_leave_one_installation(real):
    check_two_installs_at_once_leave_one_installation(real)


@pytest.mark.benchmark
def test_a_run_killed_during_the_copy_leaves_nothing_behind(real):
    check_a_killed_install_leaves_nothing_behind(real)


@pytest.mark.benchmark
def test_a_failed_run_leaves_nothing(real):
    check_a_failed_install_leaves_nothing(real)


@pytest.mark.benchmark
def test_glib_launches_the_installed_app_when_home_holds_a_percent_sign(real):
    result = real.install()
    assert result.returncode == 0, result.stdout + result.stderr
    board = real.home / "100% mine.oche.json"
    shutil.copy(LEVEL_1, board)
    real.own()
    launched = gio_launch(real, board)
    assert launched.returncode == 0, launched.stdout + launched.stderr
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        running = [pid for pid in app_processes(real.home)
                   if str(board) in Path(f"/proc/{pid}/cmdline").read_bytes().decode().split("\0")]
        if running:
            break
        time.sleep(0.2)
    assert running, "the app did not start with the board"
