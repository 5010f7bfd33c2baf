"""The dialogs of a game with a friend on another computer: inviting (a code to read out),
joining (typing it, then seeing the invitation before accepting it), and where to meet (the
rendezvous server and relay, one setting away from a self-hosted pair).

Everything the friend's app sent (the game's options, an Oche board's name) is shown as plain
text and is checked by the rules before anything is drawn; nothing of it is used as a path.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLineEdit, QPushButton,
                               QVBoxLayout, QWidget)

from desktop.board_view import BoardView
from desktop.network_play import NetworkTable, server_settings
from desktop.settings import settings
from desktop.widgets import label
from rules.protocol import Game, State

EXAMPLE_CODE = "7-crossover-clockwork"
"""A code as magic-wormhole writes them (its word list is English in every language)."""
MAX_SHOWN = 200
"""Characters of a text from the friend's app shown at most (a board's name, an option)."""


def _shown(text: str) -> str:
    clean = "".join(c if c.isprintable() else " " for c in text)
    return clean if len(clean) <= MAX_SHOWN else clean[:MAX_SHOWN] + "…"


class ServersDialog(QDialog):
    """Where the two apps meet: empty fields mean magic-wormhole's public servers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Servers"))
        from rules.network import DEFAULT_MAILBOX, DEFAULT_RELAY
        store = settings()
        layout = QVBoxLayout(self)
        layout.addWidget(label(self.tr("The two computers meet through a rendezvous server and, when they "
                                       "cannot reach each other directly, a relay. Leave the fields empty "
                                       "for the public ones; both sides must use the same.")))
        form = QFormLayout()
        self.server = QLineEdit(str(store.value("network/server", "") or ""))
        self.server.setPlaceholderText(DEFAULT_MAILBOX)
        self.relay = QLineEdit(str(store.value("network/relay", "") or ""))
        self.relay.setPlaceholderText(DEFAULT_RELAY)
        form.addRow(self.tr("Rendezvous server"), self.server)
        form.addRow(self.tr("Relay"), self.relay)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def accept(self) -> None:
        store = settings()
        store.setValue("network/server", self.server.text().strip())
        store.setValue("network/relay", self.relay.text().strip())
        super().accept()


class InviteDialog(QDialog):
    """Shows the code as soon as the server gave it, and waits for the friend; closes itself
    (accepted) when the friend joined and both sides agree on the game."""

    def __init__(self, table: NetworkTable, game_title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.setWindowTitle(self.tr("Invite a friend"))
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        layout.addWidget(label(self.tr("Give this code to your friend: read it out or paste it. On their "
                                       "computer they choose New game, A friend on another computer, Join, "
                                       "and type it. The game: %1.").replace("%1", game_title)))
        self.code = label(self.tr("Asking the server for a code…"), "heading", wrap=False)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = QFont(self.code.font())
        font.setFamily("monospace")
        self.code.setFont(font)
        self.copy = QPushButton(self.tr("Copy the code"))
        self.copy.setEnabled(False)
        self.copy.clicked.connect(self._copy)
        row = QHBoxLayout()
        row.addWidget(self.code, 1)
        row.addWidget(self.copy)
        layout.addLayout(row)
        self.status = label("")
        layout.addWidget(self.status)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        table.codeReady.connect(self._on_code)
        table.ready.connect(self.accept)
        table.failed.connect(self._on_failed)
        if table.code:
            self._on_code(table.code)

    def _on_code(self, code: str) -> None:
        self.code.setText(code)
        self.copy.setEnabled(True)
        self.status.setText(self.tr("Waiting for your friend to join…"))

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.code.text())
        self.status.setText(self.tr("The code is copied. Waiting for your friend to join…"))

    def _on_failed(self, text: str) -> None:
        self.status.setText(self.tr("No game: %1").replace("%1", _shown(text)))
        self.copy.setEnabled(False)


class JoinDialog(QDialog):
    """Type the friend's code; the invitation is then shown (the game, its options, the
    board, your side, the moves already played) to accept or decline. Accepted:
    :attr:`game` and :attr:`state` are the game to play."""

    def __init__(self, table: NetworkTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.game: Game[Any, Any] | None = None
        self.state: State[Any] | None = None
        self.setWindowTitle(self.tr("Join a friend's game"))
        self.resize(520, 460)
        layout = QVBoxLayout(self)
        layout.addWidget(label(self.tr("Type the code your friend's Ludoteca shows (a number and words, such "
                                       "as 7-crossover-clockwork).")))
        row = QHBoxLayout()
        self.code = QLineEdit()
        self.code.setPlaceholderText(EXAMPLE_CODE)
        self.join = QPushButton(self.tr("Join"))
        self.join.setProperty("primary", True)
        self.join.setDefault(True)
        self.servers = QPushButton(self.tr("Servers…"))
        row.addWidget(self.code, 1)
        row.addWidget(self.join)
        row.addWidget(self.servers)
        layout.addLayout(row)
        self.invitation = label("")
        layout.addWidget(self.invitation)
        self.preview: BoardView | None = None
        self.preview_box = QVBoxLayout()
        layout.addLayout(self.preview_box, 1)
        self.status = label("")
        layout.addWidget(self.status)
        self.buttons = QDialogButtonBox()
        self.accept_button = self.buttons.addButton(self.tr("Play"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.decline_button = self.buttons.addButton(self.tr("Decline"), QDialogButtonBox.ButtonRole.RejectRole)
        self.accept_button.setEnabled(False)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self._decline)
        layout.addWidget(self.buttons)
        self.join.clicked.connect(self._join)
        self.code.returnPressed.connect(self._join)
        self.servers.clicked.connect(self._choose_servers)
        table.invited.connect(self._on_invited)
        table.failed.connect(self._on_failed)
        table.ready.connect(super().accept)

    def _choose_servers(self) -> None:
        if ServersDialog(self).exec():
            mailbox, relay = server_settings()
            self.table.options = replace(self.table.options, mailbox=mailbox, relay=relay)

    def _join(self) -> None:
        from rules.network.errors import BadCode
        try:
            self.table.join(self.code.text())
        except BadCode as exc:
            self.status.setText(_shown(str(exc)))
            return
        self.code.setEnabled(False)
        self.join.setEnabled(False)
        self.servers.setEnabled(False)
        self.status.setText(self.tr("Connecting to your friend…"))

    def _on_invited(self, hello: Any) -> None:
        """Show the invitation; one the rules cannot play is declined with the reason."""
        from desktop.games import entry
        from rules import registry
        try:
            ui = entry(hello.game).ui_class()(None)
            game = registry.get_game(hello.game, **hello.options)
            state = game.replay(hello.moves)
        except (KeyError, ValueError, TypeError) as exc:  # a RulesError is a ValueError
            reason = f"this side cannot play that game: {exc}"
            self.status.setText(self.tr("The invitation cannot be played here: %1").replace("%1", _shown(str(exc))))
            self.table.decline(reason)
            return
        self.game, self.state = game, state
        seat = 1 - (hello.seat or 0)
        ui.setParent(self)
        lines = [self.tr("Your friend invites you to play %1.").replace("%1", ui.title()),
                 self.tr("You play %1.").replace("%1", ui.seat_name(seat))]
        about = ui.invitation_text(game)
        if about:
            lines.append(_shown(about))
        if hello.moves:
            lines.append(self.tr("The game goes on from move %1.").replace("%1", str(len(hello.moves))))
        self.invitation.setText("\n".join(lines))
        scene = type(ui).picture_scene()
        scene.setParent(self)
        scene.sync(state, False)
        self.preview = BoardView(scene)
        self.preview.setInteractive(False)
        self.preview.setMinimumHeight(160)
        self.preview_box.addWidget(self.preview)
        self.status.setText(self.tr("Accept the invitation to start."))
        self.accept_button.setEnabled(True)
        self.accept_button.setFocus()

    def _accept(self) -> None:
        if self.game is None:
            return
        self.accept_button.setEnabled(False)
        self.table.accept(self.game)

    def _decline(self) -> None:
        if self.game is not None:
            self.table.decline("the friend declined the invitation")
        else:
            self.table.close()
        self.reject()

    def _on_failed(self, text: str) -> None:
        self.status.setText(self.tr("No game: %1").replace("%1", _shown(text)))
        self.accept_button.setEnabled(False)
        self.code.setEnabled(True)
        self.join.setEnabled(True)
        self.servers.setEnabled(True)

