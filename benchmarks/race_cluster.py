"""Race server shards behind a real router (issue 23, item 6): HAProxy, N shards and one rating
store on loopback, and bot players racing through the router.

    python benchmarks/race_cluster.py --shards 2 --rooms 20 --players 10 [--json out.json]

Each shard runs with the options of ``deploy/mahjong-race-server@.service`` (its ``ExecStart``,
``%i`` the shard's number), on a free port, all sharing one SQLite file (``--database URL``:
PostgreSQL instead). HAProxy runs with ``deploy/haproxy.cfg`` when there are 2 shards (else the
same configuration made for N, ``mahjong_qt.race_server.shards``), the shards' addresses in its
environment. The players are ``benchmarks/race_load.py --url`` through the router: ``create``
goes to the least busy shard, ``join`` carries the code in the path (``/room/CODE``) and reaches
the shard that owns the room. Printed (and ``--json``): move-to-broadcast p50/p99/max, errors,
and ``rooms_per_shard`` (each shard's count, from its ``--stats`` at exit).
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from race_load import unlimited_addresses  # noqa: E402

from mahjong_qt.race_server.shards import haproxy_config  # noqa: E402

UNIT = ROOT / "deploy" / "mahjong-race-server@.service"
HAPROXY_CFG = ROOT / "deploy" / "haproxy.cfg"
_REPLACED = {"--port", "--data", "--database", "--shards"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def unit_options(shard: int) -> list[str]:
    """The server options of the systemd unit's ``ExecStart`` for ``shard`` (without the
    program, and without what this run sets itself: port, store, number of shards)."""
    line = next(x for x in UNIT.read_text().splitlines() if x.startswith("ExecStart="))
    words = shlex.split(line.removeprefix("ExecStart=").replace("%i", str(shard)))[1:]
    kept: list[str] = []
    skip = False
    for word in words:
        if skip:
            skip = False
        elif word in _REPLACED:
            skip = True
        else:
            kept.append(word)
    return kept


def start_shard(k: int, n: int, store: list[str], clients: int) -> tuple[subprocess.Popen, int]:
    port = free_port()
    argv = [sys.executable, "-m", "mahjong_qt.race_server", *unit_options(k)]
    argv += ["--port", str(port), "--shards", str(n), "--stats", *store]
    argv += ["--max-connections", str(clients + 100), *unlimited_addresses(clients)]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, text=True, env=env)
    line = proc.stdout.readline()
    if "listening on" not in line:
        raise SystemExit(f"shard {k} did not start: {line!r}")
    return proc, port


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shards", type=int, default=2)
    parser.add_argument("--rooms", type=int, default=20)
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--pace", type=float, default=2.0, help="mean seconds per pair")
    parser.add_argument("--level", default="race-easy")
    parser.add_argument("--duration", type=float, default=30.0)
    parser.add_argument("--setup", type=float, default=8.0)
    parser.add_argument("--database", help="PostgreSQL URL for the shared ratings")
    parser.add_argument("--json", help="write the numbers to this file")
    args = parser.parse_args()
    haproxy = shutil.which("haproxy")
    if haproxy is None:
        raise SystemExit("race_cluster.py needs HAProxy: apt-get install -y haproxy")

    work = Path(tempfile.mkdtemp(prefix="race-cluster-"))
    store = ["--database", args.database] if args.database else ["--data", str(work / "data")]
    clients = args.rooms * args.players
    shards = [start_shard(k, args.shards, store, clients) for k in range(args.shards)]
    router_port = free_port()
    config = HAPROXY_CFG if args.shards == 2 else work / "haproxy.cfg"
    if args.shards != 2:
        config.write_text(haproxy_config(args.shards))
    env = {**os.environ, "RACE_BIND": f"127.0.0.1:{router_port}"}
    env.update({f"RACE_SHARD{k}": f"127.0.0.1:{port}" for k, (_p, port) in enumerate(shards)})
    router = subprocess.Popen([haproxy, "-f", str(config), "-db"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)  # fmt: skip
    try:
        for _ in range(100):  # until the router listens
            try:
                socket.create_connection(("127.0.0.1", router_port), timeout=0.2).close()
                break
            except OSError:
                if router.poll() is not None:
                    raise SystemExit(f"HAProxy did not start: {router.stderr.read()}") from None
                subprocess.run(["sleep", "0.1"], check=False)
        out = work / "load.json"
        load = [sys.executable, str(ROOT / "benchmarks" / "race_load.py")]
        load += ["--url", f"ws://127.0.0.1:{router_port}", "--rooms", str(args.rooms)]
        load += ["--players", str(args.players), "--pace", str(args.pace), "--level", args.level]
        load += ["--duration", str(args.duration), "--setup", str(args.setup), "--json", str(out)]
        subprocess.run(load, check=True)
        numbers = json.loads(out.read_text())
    finally:
        router.send_signal(signal.SIGTERM)
        router.wait(10)
        counts = []
        for proc, _port in shards:
            proc.send_signal(signal.SIGTERM)
            tail = proc.communicate(timeout=20)[0].strip().splitlines()
            counts.append(json.loads(tail[-1]).get("rooms", 0) if tail else 0)
        shutil.rmtree(work, ignore_errors=True)
    numbers.update(shards=args.shards, rooms_per_shard=counts, router="haproxy")
    lat = numbers["latency_ms"]
    print(f"race_cluster: {args.shards} shards behind HAProxy, rooms per shard {counts}")
    print(f"  move->broadcast  p50 {lat['p50']:.1f} ms  p99 {lat['p99']:.1f} ms  "
          f"max {lat['max']:.1f} ms; errors {numbers['errors']}")  # fmt: skip
    if args.json:
        Path(args.json).write_text(json.dumps(numbers, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
