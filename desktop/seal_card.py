"""The card that proves the computer never peeked at a secret choice.

When a person and the computer choose at the same time (a Wild Cats round, the Programmer's
Checkers set-up), the computer chooses first and the session seals its choice: the card
shows the SHA-256 of the choice and a secret salt before the person chooses; at the reveal it
shows the choice and the salt and checks the code, and "Copy the check" gives a shell line
anyone can run to recompute it.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QPushButton, QWidget

from desktop.session import GameSession
from desktop.widgets import Card, label
from rules import commitment


def grouped(digest: str) -> str:
    """A code in groups of eight, so it wraps in the panel and is easy to compare by eye."""
    return " ".join(digest[i:i + 8] for i in range(0, len(digest), 8))


class SealCard(Card):
    copied = Signal()
    """The check is on the clipboard (the page says so)."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("The computer's sealed choice"), parent)
        self.session = session
        self._sealed = ""
        self._opened: tuple[str, str, str, bool] | None = None
        """The last reveal: (the computer's choice, the salt, the code, whether it opened)."""
        self.text = self.add(label("", "small"))
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton(self.tr("Copy the check"))
        self.copy_button.setToolTip(self.tr("Copies a command that recomputes the code from the choice and the salt"))
        self.copy_button.clicked.connect(self.copy_check)
        self.add(self.copy_button)
        session.committed.connect(self._on_committed)
        session.revealed.connect(self._on_revealed)
        session.positionChanged.connect(self._on_changed)
        session.turnChanged.connect(self._on_changed)
        self.sync()

    def _on_committed(self, seat: int, digest: str) -> None:
        self._sealed = digest
        self._opened = None
        self.sync()

    def _on_revealed(self, seat: int, choice: str, salt: str, digest: str) -> None:
        self._opened = (choice, salt, digest, commitment.opens(digest, choice, salt))
        self._sealed = ""
        self.sync()

    def _on_changed(self) -> None:
        if not self.session.commitment(0) and not self.session.commitment(1):
            self._sealed = ""  # undo or a new game dropped the sealed choice
        self.sync()

    def sync(self) -> None:
        players = self.session.players
        self.setVisible(not players[0].takes_input or not players[1].takes_input)
        if self._sealed:
            self.text.setText(self.tr("Fixed before your choice. SHA-256 of its choice and a secret salt:\n%1")
                              .replace("%1", grouped(self._sealed)))
        elif self._opened is not None:
            choice, salt, digest, ok = self._opened
            verdict = self.tr("The code matches: it never changed its choice.") if ok else \
                self.tr("The code does NOT match.")
            self.text.setText(self.tr("It chose %1 with the salt %2.\nCode %3\n%4").replace("%1", choice)
                              .replace("%2", grouped(salt)).replace("%3", grouped(digest)).replace("%4", verdict))
        else:
            self.text.setText(self.tr("When you choose in secret, the computer seals its own choice here first."))
        self.copy_button.setEnabled(self._opened is not None)

    def opened(self) -> tuple[str, str, str, bool] | None:
        return self._opened

    def copy_check(self) -> bool:
        """A shell line that recomputes the last code: ``printf '%s' 'B2:SALT' | sha256sum``."""
        if self._opened is None:
            return False
        choice, salt, digest, _ok = self._opened
        QGuiApplication.clipboard().setText(f"printf '%s' '{choice}:{salt}' | sha256sum   # {digest}")
        self.copied.emit()
        return True
