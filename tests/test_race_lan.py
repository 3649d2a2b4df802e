"""Racing from the game: the Qt bridge over a real loopback server hosted in a thread, finding
rooms on the network (zeroconf), and the identity kept on this machine (id, name, rejoin seat)."""

from __future__ import annotations

import socket
import threading
import uuid

from mahjong_qt.app.race_online.hosting import LanHost
from mahjong_qt.app.race_online.net_bridge import RaceConnection
from mahjong_qt.core.racing.identity import RaceIdentity, SeatTicket, load_identity, save_identity
from mahjong_qt.core.racing.settings import RaceSettings
from mahjong_qt.net import protocol as p
from mahjong_qt.net.discovery import RoomAnnouncer, RoomBrowser, found_room, room_info
from mahjong_qt.race_server.limits import ServerLimits

SETTINGS = RaceSettings(level="race-initiation")


def test_the_game_hosts_a_room_and_plays_through_the_qt_bridge(qtbot):
    host = LanHost("Anne", port=0, announce=False, limits=ServerLimits(countdown=0.2))
    host.start()
    conn = RaceConnection()
    seen: list = []
    conn.message.connect(seen.append)
    try:
        with qtbot.waitSignal(conn.welcomed, timeout=5000) as welcomed:
            conn.open(host.url, p.Create(name="Anne", player_id="player-anne", settings=SETTINGS))
        welcome = welcomed.args[0]
        assert isinstance(welcome, p.Welcome) and len(welcome.code) == 6
        qtbot.waitUntil(lambda: any(isinstance(m, p.Lobby) for m in seen), timeout=5000)
        conn.send(p.Start())
        qtbot.waitUntil(lambda: any(isinstance(m, p.Go) for m in seen), timeout=8000)
        go = next(m for m in seen if isinstance(m, p.Go))
        assert go.level == "race-initiation" and len(go.faces) == 34
        other = RaceConnection()
        with qtbot.waitSignal(other.failed, timeout=5000) as failed:
            other.open(host.url, p.Join(code="ZZZZZZ", name="Bob", player_id="player-bob"))
        assert failed.args[0] == "no_room"
        other.close()
    finally:
        conn.close()
        host.stop()


def test_an_unreachable_server_is_reported(qtbot):
    conn = RaceConnection()
    with qtbot.waitSignal(conn.failed, timeout=10000) as failed:
        conn.open("ws://127.0.0.1:9", p.Join(code="ABCDEF", name="Bob", player_id="player-bob"))
    assert failed.args[0] == "unreachable"
    conn.close()


def free_port() -> int:
    """A port number nobody listens on now (the announcement only names it)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_room_is_announced_without_its_code_and_found():
    info = room_info("Anne", 8765, ["192.168.1.20"])
    room = found_room(info)
    assert room is not None and room.host_name == "Anne" and room.url == "ws://192.168.1.20:8765"
    assert room.addresses == ("192.168.1.20",)
    assert set(info.properties) == {b"v", b"host"}  # the code is never announced
    # On the real network: a name and a port of this run only, so another announcer (another
    # run, the game itself) is never taken for this one.
    name, port = f"Anne {uuid.uuid4().hex[:8]}", free_port()
    found = threading.Event()
    rooms: list = []

    def changed(now):
        rooms[:] = now
        if any(r.port == port and r.host_name == name for r in now):
            found.set()

    announcer = RoomAnnouncer(name, port, ["127.0.0.1"])
    browser = RoomBrowser(changed)
    try:
        assert found.wait(10)
        room = next(r for r in rooms if r.port == port and r.host_name == name)
        # The host's name may carry more addresses than this run announced (its interfaces,
        # announced by another program): the one announced is among them.
        assert "127.0.0.1" in room.addresses and room.address in room.addresses
    finally:
        browser.close()
        announcer.close()


def test_the_identity_is_kept_and_a_bad_file_is_set_aside(tmp_path):
    path = tmp_path / "race.json"
    first, notice = load_identity(path)
    assert notice is None and len(first.player_id) >= 8
    ticket = SeatTicket(url="ws://10.0.0.2:8765", code="ABCDEF", token="t" * 32)
    save_identity(path, first.model_copy(update={"name": "Anne", "seat": ticket}))
    again, _ = load_identity(path)
    assert again.player_id == first.player_id and again.seat == ticket and again.name == "Anne"
    assert path.stat().st_mode & 0o777 == 0o600  # it holds secrets: this user's only
    from mahjong_qt.core.racing.identity import MAX_ACCOUNTS, ServerAccount

    kept = again
    for k in range(MAX_ACCOUNTS + 2):
        kept = kept.with_account(f"ws://s{k}:8765", ServerAccount(id=f"a{k:09}", secret="s" * 40))
    save_identity(path, kept)
    loaded, _ = load_identity(path)
    assert len(loaded.accounts) == MAX_ACCOUNTS and loaded.account_for("ws://s0:8765") is None
    assert loaded.account_for(f"ws://s{MAX_ACCOUNTS + 1}:8765").id == f"a{MAX_ACCOUNTS + 1:09}"
    assert path.stat().st_mode & 0o777 == 0o600
    path.write_text("{not json")
    fresh, notice = load_identity(path)
    assert notice is not None and notice.code == "not_json" and notice.kept_as.exists()
    assert isinstance(fresh, RaceIdentity) and fresh.player_id != first.player_id
