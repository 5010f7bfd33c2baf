"""Settings of a run started with --language/--theme (issue 28, point 3): the command line's
values hold for that run only, in memory; whatever the person chooses in the menus during
the run (language, theme, animation speed, Oche's progress) is stored in their settings."""
from PySide6.QtGui import QAction

from desktop import language, settings, theme
from desktop.__main__ import parse_args, use_run_settings
from tests.desktop.conftest import open_window


def menu_action(window, *path: str) -> QAction:
    """The action at ``path`` of the menu bar, e.g. ("&View", "Theme", "Light"), as a person
    finds it."""
    actions = window.menuBar().actions()
    for name in path:
        found = [a for a in actions if a.text() == name]
        assert found, (name, [a.text() for a in actions])
        action = found[0]
        actions = action.menu().actions() if action.menu() is not None else []
    return action


def test_command_line_values_are_this_runs_and_menu_choices_are_kept(qtbot, tmp_path):
    settings.set_value(language.KEY, "it")
    settings.set_value(theme.KEY, "light")
    person = settings.settings().fileName()
    use_run_settings(parse_args(["--language", "pt", "--theme", "dark"]), str(tmp_path / "private"))
    assert settings.settings().fileName() == person  # the person's settings, not a private copy
    assert (language.current(), theme.choice()) == ("pt", "dark")
    assert settings.settings().value(language.KEY) == "it"  # nothing stored for the command line

    window = open_window(qtbot)
    assert menu_action(window, "&View", "Language", "Português").isChecked()
    menu_action(window, "&View", "Animation speed", "Fast").trigger()
    menu_action(window, "&View", "Language", "Čeština").trigger()
    assert language.current() == "cs"  # the rules pages follow at once
    menu_action(window, "&View", "Theme", "Light").trigger()
    assert not theme.is_dark()
    window.close()

    # The next start, without --language or --theme: what was chosen in the run is there.
    settings._overrides.clear()
    assert (language.chosen(), theme.choice()) == ("cs", "light")
    assert settings.animation_speed() is settings.AnimationSpeed.FAST


def test_a_run_with_theme_only_keeps_the_stored_language(qtbot, tmp_path):
    settings.set_value(language.KEY, "ro")
    use_run_settings(parse_args(["--theme", "dark"]), str(tmp_path / "private"))
    assert theme.choice() == "dark" and language.chosen() == "ro"
    settings._overrides.clear()
    assert theme.choice() == theme.SYSTEM


def test_screenshots_and_smoke_never_touch_the_persons_settings(tmp_path):
    settings.set_value("view/animationSpeed", "slow")
    use_run_settings(parse_args(["--smoke", "--language", "cs"]), str(tmp_path / "private"))
    settings.set_value("view/animationSpeed", "off")
    assert settings.settings().fileName().startswith(str(tmp_path / "private"))
    settings.use_private_settings(str(tmp_path / "settings"))  # the person's folder (conftest)
    assert settings.animation_speed() is settings.AnimationSpeed.SLOW
