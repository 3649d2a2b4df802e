"""Fuzzed frames (hypothesis) never crash the race server: after each batch it still answers,
and a player in a room goes on undisturbed."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from mahjong_qt.net import protocol as p
from mahjong_qt.race_server.embedded import ServerThread
from mahjong_qt.race_server.limits import ServerLimits

TYPES = [
    "create", "join", "rejoin", "ready", "settings", "add_cpu", "remove_cpu", "start", "move",
    "shuffle", "hint", "give_up", "leave", "ping", "welcome", "go", "", "MOVE",
]  # fmt: skip
FIELDS = [
    "v",
    "code",
    "name",
    "player_id",
    "token",
    "seq",
    "a",
    "b",
    "ready",
    "seat",
    "settings",
    "t",
]

scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=40)
)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
messages = st.fixed_dictionaries(
    {"type": st.sampled_from(TYPES)},
    optional={f: values for f in FIELDS},
).map(json.dumps)
frames = st.one_of(messages, st.text(max_size=200), st.binary(max_size=200))


@pytest.fixture(scope="module")
def server():
    # Rates raised: this test checks parsing (test_race_server checks the flood limits).
    thread = ServerThread(
        "127.0.0.1", 0, ServerLimits(hello_timeout=2.0, countdown=0.1, rate=500, burst=500)
    )
    thread.start()
    yield thread
    thread.stop()


@pytest.fixture(scope="module")
def player(server):
    with connect(f"ws://127.0.0.1:{server.port}") as ws:
        ws.send(p.encode(p.Create(name="Steady", player_id="player-steady")))
        welcome = p.parse_server(ws.recv(timeout=5))
        assert isinstance(welcome, p.Welcome)
        yield ws, welcome


def answers(ws) -> bool:
    ws.send(p.encode(p.Ping(t=3.0)))
    while True:
        message = p.parse_server(ws.recv(timeout=5))
        if isinstance(message, p.Pong):
            return message.t == 3.0


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(batch=st.lists(frames, min_size=1, max_size=8), join_first=st.booleans())
def test_fuzzed_frames_never_crash_the_server(server, player, batch, join_first):
    steady, welcome = player
    with connect(f"ws://127.0.0.1:{server.port}") as ws:
        try:
            if join_first:
                ws.send(p.encode(p.Join(code=welcome.code, name="Fuzz", player_id="player-fuzz")))
            for frame in batch:
                ws.send(frame)
            ws.send(p.encode(p.Ping(t=1.0)))
            while True:  # every frame answered (or the connection dropped): nothing hangs
                message = p.parse_server(ws.recv(timeout=5))
                if isinstance(message, p.Pong) and message.t == 1.0:
                    break
        except ConnectionClosed:
            pass
    assert answers(steady)  # the server is alive and the room's player undisturbed
    assert server.server.stats["room_failures"] == 0
    assert server.server.stats["internal_errors"] == 0  # every frame was handled by design
