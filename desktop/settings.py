"""Typed access to the few QSettings keys the app shares across pages."""
from __future__ import annotations

import enum

from PySide6.QtCore import QSettings

ORGANIZATION = "Ludoteca"
APPLICATION = "Ludoteca"


class AnimationSpeed(enum.Enum):
    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    OFF = "off"

    @property
    def factor(self) -> float:
        """Multiplies every animation's duration; 0 means jump straight to the end."""
        return {"slow": 1.8, "normal": 1.0, "fast": 0.45, "off": 0.0}[self.value]


def settings() -> QSettings:
    """The user's settings; honours ``QSettings.setDefaultFormat`` so tests can redirect them."""
    return QSettings(QSettings.defaultFormat(), QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


def use_private_settings(folder: str) -> None:
    """Keep settings in ``folder`` (INI files): screenshots, benchmarks and tests must neither
    read the person's choices nor change them."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)


_overrides: dict[str, str] = {}


def override(key: str, value: str) -> None:
    """Use ``value`` for ``key`` in this run only, in memory (``--language``, ``--theme``):
    the person's stored choice stays, and everything chosen in this run is stored as usual."""
    _overrides[key] = value


def overridden(key: str) -> str | None:
    """This run's value of ``key`` from the command line, or None."""
    return _overrides.get(key)


def drop_override(key: str) -> None:
    """The person chose ``key`` in a menu: from now on their stored choice counts."""
    _overrides.pop(key, None)


def get_bool(key: str, default: bool) -> bool:
    value = settings().value(key, default)
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes")
    return bool(value)


def set_value(key: str, value: object) -> None:
    settings().setValue(key, value)


def animation_speed() -> AnimationSpeed:
    try:
        return AnimationSpeed(settings().value("view/animationSpeed", AnimationSpeed.NORMAL.value))
    except ValueError:
        return AnimationSpeed.NORMAL


def duration(ms: int) -> int:
    """An animation's duration in milliseconds under the chosen speed."""
    return int(ms * animation_speed().factor)
