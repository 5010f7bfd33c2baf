"""The card that proves the computer never peeked at a secret choice.

When a person and the computer choose at the same time (a Wild Cats round, the Programmer's
Checkers set-up), the computer chooses first and the session seals its choice: the card
shows the SHA-256 of the choice and a secret salt before the person chooses; at the reveal it
shows the choice and the salt and checks the code, and "Copy the check" gives a shell line
anyone can run to recompute it.

The reveal stays on the card, beside the next round's sealed code, until the person's next
choice opens the next round (the card then shows that one). Every round keeps its proof
(:meth:`GameSession.reveals`): looking at a round from the move list shows that round's
card, with its check to copy. In a narrow window, where the side column is folded away,
:class:`SealStrip` over the board says the same in two lines.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.session import GameSession, Reveal
from desktop.widgets import Card, label

ChoiceWords = Callable[[str, int], str]
"""How a game words a sealed choice (a seat's ``str(choice)``) for a person."""


def grouped(digest: str) -> str:
    """A code in groups of eight, so it wraps in the panel and is easy to compare by eye."""
    return " ".join(digest[i:i + 8] for i in range(0, len(digest), 8))


class SealCard(Card):
    copied = Signal()
    """The check is on the clipboard (the page says so)."""
    changed = Signal()
    """What the card shows changed (the strip over the board follows)."""

    def __init__(self, session: GameSession, choice_words: ChoiceWords | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(self.tr("The computer's sealed choice"), parent)
        self.session = session
        self.choice_words = choice_words or (lambda choice, _seat: choice)
        self._sealed = ""
        self._last: int | None = None
        """The record index of the round revealed last in play, shown until the next one."""
        self._browsed: int | None = None
        """The record index of the move looked at from the move list (None: the game)."""
        self.reveal_text: QLabel = label("", "small")
        self.sealed_text: QLabel = label("", "small")
        for text in (self.reveal_text, self.sealed_text):
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.add(text)
        self.copy_button = QPushButton(self.tr("Copy the check"))
        self.copy_button.setToolTip(self.tr("Copies a command that recomputes the code from the choice and the salt"))
        self.copy_button.clicked.connect(self.copy_check)
        self.add(self.copy_button)
        session.committed.connect(self._on_committed)
        session.revealed.connect(self._on_revealed)
        session.positionChanged.connect(self._on_changed)
        session.turnChanged.connect(self._on_changed)
        self.sync()

    # --- following the game --------------------------------------------------------------
    def _on_committed(self, seat: int, digest: str) -> None:
        self._sealed = digest
        self.sync()

    def _on_revealed(self, seat: int, choice: str, salt: str, digest: str) -> None:
        self._last = self.session.index()  # the round's move joins the record at this index
        self._sealed = ""
        self.sync()

    def _on_changed(self) -> None:
        if not self.session.commitment(0) and not self.session.commitment(1):
            self._sealed = ""  # undo or a new game dropped the sealed choice
        if self._last is not None and (self._last >= self.session.index() or not self.session.reveals(self._last)):
            self._last = None  # undone, or a new game
        self.sync()

    def show_move(self, index: int | None) -> None:
        """Show the proof of the record's move ``index`` (looking back), or the game's (None)."""
        self._browsed = index
        self.sync()

    # --- what it shows ---------------------------------------------------------------------
    def shown(self) -> list[Reveal]:
        """The opened seals the card shows (and whose check it copies)."""
        index = self._browsed if self._browsed is not None else self._last
        return self.session.reveals(index) if index is not None and index >= 0 else []

    def _reveal_words(self, reveal: Reveal) -> str:
        verdict = self.tr("The code matches: it never changed its choice.") if reveal.opens() else \
            self.tr("The code does NOT match.")
        if self._friend():
            words = self.tr("Your friend chose %1 with the salt %2.\nCode %3\n%4") if self._browsed is not None \
                else self.tr("Last round your friend chose %1 with the salt %2.\nCode %3\n%4")
        else:
            words = self.tr("It chose %1 with the salt %2.\nCode %3\n%4") if self._browsed is not None else \
                self.tr("Last round it chose %1 with the salt %2.\nCode %3\n%4")
        return words.replace("%1", self.choice_words(reveal.choice, reveal.seat)).replace("%2", grouped(reveal.salt)) \
            .replace("%3", grouped(reveal.digest)).replace("%4", verdict)

    def _friend(self) -> bool:
        """The sealed choices are a friend's on another computer, not the computer's."""
        return self.session.remote_seat() is not None

    def sync(self) -> None:
        players = self.session.players
        self.setVisible(not players[0].takes_input or not players[1].takes_input)
        if self.heading is not None:
            self.heading.setText(self.tr("Your friend's sealed choice") if self._friend() else
                                 self.tr("The computer's sealed choice"))
        reveals = self.shown()
        if self._browsed is not None:
            self.reveal_text.setText("\n".join(self._reveal_words(r) for r in reveals) if reveals else
                                     self.tr("No choice was sealed in this move."))
            self.sealed_text.setText("")
        else:
            self.reveal_text.setText("\n".join(self._reveal_words(r) for r in reveals))
            if self._sealed and self._friend():
                self.sealed_text.setText(self.tr("Your friend has chosen. SHA-256 of the choice and a secret salt, "
                                                 "sent before either choice opens:\n%1").replace("%1", grouped(self._sealed)))
            elif self._sealed:
                self.sealed_text.setText(self.tr("Fixed before your choice. SHA-256 of its choice and a secret "
                                                 "salt:\n%1").replace("%1", grouped(self._sealed)))
            elif not reveals and self._friend():
                self.sealed_text.setText(self.tr("When your friend has chosen, the code of the sealed choice shows "
                                                 "here; it opens once you have chosen too."))
            elif not reveals:
                self.sealed_text.setText(self.tr("When you choose in secret, the computer seals its own choice "
                                                 "here first. Click a round in the move list to see its check again."))
            else:
                self.sealed_text.setText("")
        for text in (self.reveal_text, self.sealed_text):
            text.setVisible(bool(text.text()))
        self.copy_button.setEnabled(bool(reveals))
        self.changed.emit()

    def sealed(self) -> str:
        """The code sealed for the round being chosen ("" when none)."""
        return self._sealed

    def opened(self) -> tuple[str, str, str, bool] | None:
        """The reveal shown: (the computer's choice, the salt, the code, whether it opened)."""
        reveals = self.shown()
        if not reveals:
            return None
        reveal = reveals[0]
        return reveal.choice, reveal.salt, reveal.digest, reveal.opens()

    def copy_check(self) -> bool:
        """A shell line that recomputes the code shown: ``printf '%s' 'B2:SALT' | sha256sum``."""
        reveals = self.shown()
        if not reveals:
            return False
        QGuiApplication.clipboard().setText("\n".join(
            f"printf '%s' '{r.choice}:{r.salt}' | sha256sum   # {r.digest}" for r in reveals))
        self.copied.emit()
        return True

    def strip_lines(self) -> list[str]:
        """The card in two short lines, for the strip over the board of a narrow window."""
        lines = []
        reveals = self.shown() if self._browsed is None else []
        if reveals:
            reveal = reveals[0]
            said = self.tr("Last round your friend chose %1; %2") if self._friend() else \
                self.tr("Last round it chose %1; %2")
            lines.append(said.replace("%1", self.choice_words(reveal.choice, reveal.seat))
                         .replace("%2", self.tr("the code matches.") if reveal.opens() else
                                  self.tr("the code does NOT match.")))
        if self._sealed and self._browsed is None:
            lines.append(self.tr("Sealed choice (SHA-256): %1").replace("%1", grouped(self._sealed)))
        return lines


class SealStrip(QFrame):
    """The sealed code (and the last reveal) over the board while the side column is folded
    away: the proof is visible before choosing at every window size."""

    def __init__(self, card: SealCard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("card", True)
        self.card = card
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 3, 6, 3)
        self.text = label("", "small")
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.text)
        self.wanted = False
        """Whether the window is narrow (the page says so); shown then if there is something."""
        card.changed.connect(self.sync)
        self.sync()

    def set_wanted(self, on: bool) -> None:
        self.wanted = on
        self.sync()

    def sync(self) -> None:
        lines = self.card.strip_lines() if not self.card.isHidden() else []
        self.text.setText("\n".join(lines))
        self.setVisible(self.wanted and bool(lines))
