"""The Race screen: your name, then Host a race on this network, Join one (found on the network,
or by address and room code), Open a room on a race server (by its address: the servers used
before are offered as the address is typed), or race the CPU."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QStringListModel, Qt, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCompleter,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.core.text_fill import fill
from mahjong_qt.net.client import server_url
from mahjong_qt.net.discovery import FoundRoom
from mahjong_qt.net.protocol import CODE_ALPHABET, CODE_LENGTH

__all__ = ["RaceHome"]


class RaceHome(QWidget):
    """Signals: ``host_requested(name)``, ``join_requested(name, url, code)``,
    ``create_requested(name, url)`` (a room on the server at the address), ``rejoin_requested()``,
    ``cpu_requested()``. ``address_text()``: the address as typed (kept, and shown in the
    lobby)."""

    host_requested = Signal(str)
    join_requested = Signal(str, str, str)
    create_requested = Signal(str, str)
    rejoin_requested = Signal()
    cpu_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        outer = QHBoxLayout(self)
        page = QWidget(self)
        page.setMaximumWidth(760)
        outer.addStretch(1)
        outer.addWidget(page, 4)
        outer.addStretch(1)
        column = QVBoxLayout(page)
        column.setContentsMargins(24, 24, 24, 24)
        column.setSpacing(10)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 20pt; font-weight: 700;")
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        column.addWidget(self.title)
        column.addWidget(self.intro)
        form = QFormLayout()
        self.name = QLineEdit(self)
        self.name.setMaxLength(24)
        self.name_label = QLabel(self)
        self.name_label.setBuddy(self.name)
        form.addRow(self.name_label, self.name)
        column.addLayout(form)

        self.host_button = QPushButton(self)
        self.host_note = QLabel(self)
        self.host_note.setWordWrap(True)
        column.addWidget(self.host_button)
        column.addWidget(self.host_note)

        self.join_box = QGroupBox(self)
        join = QVBoxLayout(self.join_box)
        self.found_label = QLabel(self.join_box)
        self.found = QListWidget(self.join_box)
        self.found.setMaximumHeight(110)
        self.found_label.setBuddy(self.found)
        join.addWidget(self.found_label)
        join.addWidget(self.found)
        row = QFormLayout()
        self.address = QLineEdit(self.join_box)
        self.address_label = QLabel(self.join_box)
        self.address_label.setBuddy(self.address)
        self.code = QLineEdit(self.join_box)
        self.code.setMaxLength(CODE_LENGTH)
        self.code.setValidator(
            QRegularExpressionValidator(rf"[{CODE_ALPHABET}{CODE_ALPHABET.lower()}]{{0,6}}")
        )
        self.code_label = QLabel(self.join_box)
        self.code_label.setBuddy(self.code)
        row.addRow(self.address_label, self.address)
        row.addRow(self.code_label, self.code)
        join.addLayout(row)
        buttons = QHBoxLayout()
        self.join_button = QPushButton(self.join_box)
        self.create_button = QPushButton(self.join_box)
        self.rejoin_button = QPushButton(self.join_box)
        self.rejoin_button.hide()
        buttons.addWidget(self.join_button)
        buttons.addWidget(self.create_button)
        buttons.addWidget(self.rejoin_button)
        self._servers = QStringListModel(self)
        completer = QCompleter(self._servers, self.address)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.address.setCompleter(completer)
        buttons.addStretch(1)
        join.addLayout(buttons)
        column.addWidget(self.join_box)

        self.cpu_button = QPushButton(self)
        column.addWidget(self.cpu_button)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e; font-weight: 600;")
        self.error.setAccessibleName("error")
        column.addWidget(self.error)
        column.addStretch(1)

        self.host_button.clicked.connect(lambda: self.host_requested.emit(self._name()))
        self.join_button.clicked.connect(self._join)
        self.create_button.clicked.connect(self._create)
        self.code.returnPressed.connect(self._join)
        self.rejoin_button.clicked.connect(self.rejoin_requested)
        self.cpu_button.clicked.connect(self.cpu_requested)
        self.found.currentItemChanged.connect(self._picked)
        self.found.itemActivated.connect(lambda _item: self.code.setFocus())
        self.code.textEdited.connect(lambda text: self.code.setText(text.upper()))
        self.setTabOrder(self.name, self.host_button)
        self.setTabOrder(self.host_button, self.found)
        self.setTabOrder(self.found, self.address)
        self.setTabOrder(self.address, self.code)
        self.setTabOrder(self.code, self.join_button)
        self.setTabOrder(self.join_button, self.create_button)
        self.setTabOrder(self.create_button, self.rejoin_button)
        self.setTabOrder(self.rejoin_button, self.cpu_button)
        self._rooms: list[FoundRoom] = []
        self.retranslate()

    def _name(self) -> str:
        return " ".join(self.name.text().split()) or self.tr("Player")

    def address_text(self) -> str:
        return self.address.text().strip()

    def _address(self) -> str | None:
        """The address typed, or None after saying that one is needed."""
        address = self.address_text()
        if not address:
            self.show_error(self.tr("Type the address of the host or the server."))
            self.address.setFocus()
            return None
        return address

    def _create(self) -> None:
        address = self._address()
        if address is not None:
            self.show_error("")
            self.create_requested.emit(self._name(), server_url(address))

    def set_servers(self, addresses: list[str]) -> None:
        """The servers used before, most recent first (offered as the address is typed; the
        first is filled in when the field is empty)."""
        self._servers.setStringList(addresses)
        if addresses and not self.address.text():
            self.address.setText(addresses[0])

    def _join(self) -> None:
        address, code = self._address(), self.code.text().strip().upper()
        if address is None:
            return
        if len(code) != CODE_LENGTH:
            self.show_error(self.tr("Type the six-character room code the host gives you."))
            self.code.setFocus()
            return
        self.show_error("")
        self.join_requested.emit(self._name(), server_url(address), code)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            room: FoundRoom = item.data(Qt.ItemDataRole.UserRole)
            host = f"[{room.address}]" if ":" in room.address else room.address
            self.address.setText(f"{host}:{room.port}")

    def set_rooms(self, rooms: list[FoundRoom]) -> None:
        """The rooms found on the network now."""
        self._rooms = list(rooms)
        self.found.clear()
        for room in rooms:
            text = fill(self.tr("%1's room — %2:%3"), room.host_name, room.address, room.port)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, room)
            self.found.addItem(item)
        if not rooms:
            self.found.addItem(self.tr("No room found on this network yet."))

    def set_rejoin(self, code: str | None) -> None:
        """Offer to take back the seat of the last room (``None``: nothing to take back)."""
        self.rejoin_button.setVisible(code is not None)
        if code is not None:
            self.rejoin_button.setText(self.tr("&Back to Room %1").replace("%1", code))

    def show_error(self, text: str) -> None:
        self.error.setText(text)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Race"))
        self.intro.setText(
            self.tr(
                "From 1 to 20 players on the same deal: 3, 2, 1, and the faces show. "
                "The fastest to clear the board wins."
            )
        )
        self.name_label.setText(self.tr("Your &name:"))
        self.host_button.setText(self.tr("&Host a Race on This Network"))
        self.host_note.setText(
            self.tr(
                "Players on your network find your room; anyone can join with your "
                "address and the room code."
            )
        )
        self.join_box.setTitle(self.tr("Join a Race"))
        self.found_label.setText(self.tr("Rooms &found on this network:"))
        self.address_label.setText(self.tr("&Address:"))
        self.address.setPlaceholderText(self.tr("host, host:port or ws://…"))
        self.code_label.setText(self.tr("Room co&de:"))
        self.join_button.setText(self.tr("&Join"))
        self.create_button.setText(self.tr("Open a Room on This &Server"))
        self.cpu_button.setText(self.tr("Race the &CPU"))
        self.set_rooms(self._rooms)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
