"""The lobby: the room code to give out, the players (name, ready, CPU, away), the settings shown
to all (only the host edits them, the time per move too), Ready for the others, Add CPU / Start
for the host (whoever hosts the room now: the host passes on when it leaves), the server's
ratings in a server room."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.core.racing.settings import MAX_SEATS, RaceSettings
from mahjong_qt.core.text_fill import fill
from mahjong_qt.net import protocol as p

from .settings_form import SettingsForm

__all__ = ["LobbyView"]


class LobbyView(QWidget):
    """Signals: ``settings_changed(RaceSettings)``, ``ready_toggled(bool)``, ``add_cpu()``,
    ``remove_cpu(seat)``, ``start()``, ``leave()``, ``ratings_requested()``."""

    settings_changed = Signal(object)
    ready_toggled = Signal(bool)
    add_cpu = Signal()
    remove_cpu = Signal(int)
    start = Signal()
    leave = Signal()
    ratings_requested = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self._lobby: p.Lobby | None = None
        self._seat = -1
        self._code = ""
        self._where = ""
        column = QVBoxLayout(self)
        column.setContentsMargins(32, 20, 32, 20)
        self.code_label = QLabel(self)
        self.code_label.setStyleSheet("font-size: 20pt; font-weight: 700;")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.where_label = QLabel(self)
        self.where_label.setWordWrap(True)
        column.addWidget(self.code_label)
        column.addWidget(self.where_label)
        middle = QHBoxLayout()
        self.players_box = QGroupBox(self)
        players = QVBoxLayout(self.players_box)
        self.table = QTableWidget(0, 2, self.players_box)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.ResizeToContents
        )
        players.addWidget(self.table)
        self.count_label = QLabel(self.players_box)
        players.addWidget(self.count_label)
        middle.addWidget(self.players_box, 3)
        self.settings_box = QGroupBox(self)
        settings = QVBoxLayout(self.settings_box)
        self.form = SettingsForm(lang, self.settings_box)
        settings.addWidget(self.form)
        self.host_only = QLabel(self.settings_box)
        self.host_only.setWordWrap(True)
        settings.addWidget(self.host_only)
        middle.addWidget(self.settings_box, 4)
        column.addLayout(middle, 1)
        buttons = QHBoxLayout()
        self.ready_button = QPushButton(self)
        self.ready_button.setCheckable(True)
        self.add_cpu_button = QPushButton(self)
        self.remove_cpu_button = QPushButton(self)
        self.start_button = QPushButton(self)
        self.start_button.setDefault(True)
        self.leave_button = QPushButton(self)
        self.ratings_button = QPushButton(self)
        self.ratings_button.hide()  # a server room's
        for b in (self.ready_button, self.add_cpu_button, self.remove_cpu_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.ratings_button)
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.start_button)
        column.addLayout(buttons)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        column.addWidget(self.status)
        self.notice = QLabel(self)  # who left the room lately
        self.notice.setWordWrap(True)
        self.notice.hide()
        column.addWidget(self.notice)

        self.form.changed.connect(self.settings_changed)
        self.ready_button.toggled.connect(self.ready_toggled)
        self.add_cpu_button.clicked.connect(self.add_cpu)
        self.remove_cpu_button.clicked.connect(self._remove_cpu)
        self.start_button.clicked.connect(self.start)
        self.leave_button.clicked.connect(self.leave)
        self.ratings_button.clicked.connect(self.ratings_requested)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.retranslate()

    # --- showing -----------------------------------------------------------------------------
    def set_room(self, code: str, seat: int, where: str) -> None:
        """Our room's code, our seat, and where the others connect (an address, or empty)."""
        self._code, self._seat, self._where = code, seat, where
        self.retranslate()

    @property
    def is_host(self) -> bool:
        return self._lobby is not None and self._lobby.host == self._seat

    def show_lobby(self, lobby: p.Lobby) -> None:
        self._lobby = lobby
        self.table.setRowCount(len(lobby.members))
        for row, member in enumerate(lobby.members):
            name = QTableWidgetItem(
                member.name + ("  " + self.tr("(you)") if member.seat == self._seat else "")
            )
            name.setData(Qt.ItemDataRole.UserRole, member.seat)
            self.table.setItem(row, 0, name)
            self.table.setItem(row, 1, QTableWidgetItem(self._status(member, lobby)))
        self.count_label.setText(
            fill(self.tr("%1 of %2 seats taken"), len(lobby.members), MAX_SEATS)
        )
        self.form.show_settings(lobby.settings)
        self.form.set_editable(self.is_host)
        self.host_only.setVisible(not self.is_host)
        me = next((m for m in lobby.members if m.seat == self._seat), None)
        self.ready_button.blockSignals(True)
        self.ready_button.setChecked(bool(me and me.ready))
        self.ready_button.blockSignals(False)
        self._update_buttons()

    def _status(self, member: p.MemberInfo, lobby: p.Lobby) -> str:
        if member.cpu:
            return self.tr("CPU")
        if not member.connected:
            return self.tr("Away")
        if member.seat == lobby.host:
            return self.tr("Host")
        return self.tr("Ready") if member.ready else self.tr("Not ready")

    def _selected_cpu(self) -> int | None:
        row = self.table.currentRow()
        if self._lobby is None or not 0 <= row < len(self._lobby.members):
            return None
        member = self._lobby.members[row]
        return member.seat if member.cpu else None

    def _remove_cpu(self) -> None:
        seat = self._selected_cpu()
        if seat is not None:
            self.remove_cpu.emit(seat)

    def _update_buttons(self) -> None:
        host = self.is_host
        full = self._lobby is not None and len(self._lobby.members) >= MAX_SEATS
        self.ready_button.setVisible(not host)
        self.add_cpu_button.setVisible(host)
        self.remove_cpu_button.setVisible(host)
        self.start_button.setVisible(host)
        self.add_cpu_button.setEnabled(not full)
        self.remove_cpu_button.setEnabled(self._selected_cpu() is not None)
        waiting = (
            self._lobby is not None
            and host
            and any(
                not m.ready and m.connected and m.seat != self._seat for m in self._lobby.members
            )
        )
        self.start_button.setEnabled(not waiting)
        if host:
            self.status.setText(self.tr("Waiting for every player to be ready.") if waiting else "")
        else:
            self.status.setText(self.tr("The host starts the race when everyone is ready."))

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def settings(self) -> RaceSettings:
        return self.form.settings()

    def set_lang(self, lang: str) -> None:
        self.form.lang = lang

    def retranslate(self) -> None:
        self.code_label.setText(self.tr("Room code: %1").replace("%1", self._code))
        if self._where:
            self.where_label.setText(
                self.tr("Others join at %1 with this code.").replace("%1", self._where)
            )
        else:
            self.where_label.setText(self.tr("Others join on the same server with this code."))
        self.players_box.setTitle(self.tr("Players"))
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Status")])
        self.settings_box.setTitle(self.tr("Settings"))
        self.host_only.setText(self.tr("Only the host changes the settings."))
        self.ready_button.setText(self.tr("&Ready"))
        self.add_cpu_button.setText(self.tr("Add a C&PU"))
        self.remove_cpu_button.setText(self.tr("Re&move CPU"))
        self.start_button.setText(self.tr("&Start the Race"))
        self.leave_button.setText(self.tr("&Leave"))
        self.ratings_button.setText(self.tr("R&atings…"))
        if self._lobby is not None:
            self.show_lobby(self._lobby)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
