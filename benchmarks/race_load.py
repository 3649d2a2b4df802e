"""Load test of the race server: the real server on loopback and N simulated players playing
real games move by move (issue 11).

    python benchmarks/race_load.py --rooms 50 --players 20 [--pace 2.0] [--duration 40] [--json out.json]
    python benchmarks/race_load.py --url ws://HOST:PORT ...   # against a server already running
    python benchmarks/race_load.py --burn 2 ...               # beside 2 CPU-bound processes

The server runs as its own process (``python -m mahjong_qt.race_server``), so its CPU time and
memory are measured alone (psutil). The players run in ``--workers`` processes, each room wholly
in one of them: the host creates the room, the others join with its code and say ready, the host
starts; then every player plays its own board (a winning line from the core solver) at a human
pace sped up: a pair every ``--pace`` seconds on average (uniform ±50 %). A real person takes
4–6 s a pair; the default 2 s is about 2.5 times faster.

Printed: move-to-broadcast latency (from sending a move to receiving the standings that count
it) p50/p90/p99/max, moves per second, the server's CPU (% of one core) and peak memory, and the
errors (error messages, refused moves, failed connections) — the targets are p99 <= 100 ms and 0
errors for 50 rooms of 20 on a 2-core machine.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing as mp
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mahjong_qt.core.racing.settings import RaceSettings  # noqa: E402
from mahjong_qt.net import protocol as p  # noqa: E402
from mahjong_qt.net.bot import BotPlayer  # noqa: E402


def unlimited_addresses(clients: int) -> list[str]:
    """Server options for a benchmark: every simulated player comes from 127.0.0.1, so no
    per-address limit may apply to them."""
    return ["--address-connections", str(clients), "--connect-burst", str(clients),
            "--create-burst", "100000", "--join-burst", str(clients)]  # fmt: skip


def start_server(max_connections: int, data: str) -> tuple[subprocess.Popen, int]:
    """The server as its own process, its accounts and ratings in the folder ``data``."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "mahjong_qt.race_server", "--host", "127.0.0.1", "--port", "0",
         "--data", data,
         "--quiet", "--stats", "--max-connections", str(max_connections), "--max-rooms", "100000",
         *unlimited_addresses(max_connections)],
        stdout=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    line = proc.stdout.readline()
    if "listening on" not in line:
        raise SystemExit(f"the server did not start: {line!r}")
    return proc, int(line.rsplit(":", 1)[1])


async def play_room(url: str, index: int, players: int, args, counts: dict) -> list[BotPlayer]:
    rng = random.Random(index)

    def pace() -> float:
        return args.pace * rng.uniform(0.5, 1.5)

    settings = RaceSettings(level=args.level, target_seconds=None)
    await asyncio.sleep(max(0.0, args.t0 + rng.uniform(0, args.setup / 2) - time.monotonic()))
    host = BotPlayer(url, "Host", f"bench-{index:04}-00", pace=pace, light=True)
    bots = [host]
    try:
        welcome = await host.create(settings)
        for k in range(1, players):
            bot = BotPlayer(url, f"P{k}", f"bench-{index:04}-{k:02}", pace=pace, light=True)
            await bot.join(welcome.code)
            await bot.send(p.Ready(ready=True))
            bots.append(bot)
        while not (
            host.race.lobby is not None
            and len(host.race.lobby.members) == players
            and all(m.ready for m in host.race.lobby.members if m.seat != host.race.seat)
        ):
            await asyncio.sleep(0.05)
        # Every room is seated before the first "go" (joining is not what is measured); the
        # races then start within ``--stagger`` seconds of one another.
        start = args.t0 + args.setup + rng.uniform(0, args.stagger)
        await asyncio.sleep(max(0.0, start - time.monotonic()))
        await host.send(p.Start())
        try:
            left = args.stop_at - time.monotonic()
            await asyncio.wait_for(asyncio.gather(*(b.result.wait() for b in bots)), max(0, left))
        except TimeoutError:
            pass  # the time is up: what was measured counts
    except Exception as e:  # noqa: BLE001 (a failed connection is an error to count)
        counts["failures"] += 1
        counts.setdefault("failure_kinds", []).append(repr(e)[:120])
    for bot in bots:  # every player, in every process, stops at the same time...
        bot.moves_cap = bot.moves_made
    await asyncio.sleep(max(0.0, args.stop_at + 1.0 - time.monotonic()))
    return bots  # ...and only then do connections close (their teardown is not measured)


def cpu_wait_seconds(pid: int) -> float | None:
    """Seconds the process's threads have spent ready to run but waiting for a CPU (Linux's
    ``/proc/PID/task/*/schedstat``, second field; ``None`` elsewhere): under contention this,
    not the server's own work, is where a move's time goes."""
    total = 0.0
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            total += int((task / "schedstat").read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return None
    return total


def burn() -> None:
    """A CPU-bound process (``--burn``: the benchmark under contention)."""
    while True:
        pass


async def _freeze_after_setup(args) -> None:
    """Once every room is seated, move what exists to the permanent generation: the collector
    then no longer walks the thousand players' objects during the race (no long pauses)."""
    await asyncio.sleep(max(0.0, args.t0 + args.setup - 0.5 - time.monotonic()))
    gc.collect()
    gc.freeze()


async def worker_main(url: str, rooms: list[int], players: int, args) -> dict:
    counts: dict = {"failures": 0}
    freezer = asyncio.get_running_loop().create_task(_freeze_after_setup(args))
    results = await asyncio.gather(*(play_room(url, i, players, args, counts) for i in rooms))
    await freezer
    latencies, errors, refusals, moves, finished, rated = [], [], [], 0, 0, 0
    timeline: list[tuple[float, float]] = []
    for bots in results:
        for bot in bots:
            latencies.extend(bot.latencies)
            timeline.extend(zip(bot.latency_times, bot.latencies, strict=True))
            errors.extend(f"{e.code}: {e.message}" for e in bot.errors)
            refusals.extend(bot.refusals)
            moves += bot.moves_made
            finished += (
                bot.race is not None and bot.race.board is not None and bot.race.board.is_won
            )
        host = bots[0] if bots else None  # a rated round, as its host saw the result
        rated += (
            host is not None
            and host.race is not None
            and bool(host.race.result and host.race.result.rated)
        )
    await asyncio.gather(*(bot.close() for bots in results for bot in bots), return_exceptions=True)
    return {
        "latencies": latencies,
        "timeline": timeline,
        "errors": errors,
        "refusals": refusals,
        "failures": counts["failures"],
        "failure_kinds": counts.get("failure_kinds", []),
        "moves": moves,
        "finished": finished,
        "rated_rounds": rated,
    }


def run_worker(url: str, rooms: list[int], players: int, args, queue) -> None:
    if args.nice:
        os.nice(args.nice)  # the load makers yield the CPU to the server they measure
    started = time.process_time()
    out = asyncio.run(worker_main(url, rooms, players, args))
    out["cpu_seconds"] = time.process_time() - started
    queue.put(out)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rooms", type=int, default=50)
    parser.add_argument("--players", type=int, default=20)
    parser.add_argument("--pace", type=float, default=2.0, help="mean seconds per pair")
    parser.add_argument("--level", default="race-easy")
    parser.add_argument(
        "--duration", type=float, default=40.0, help="seconds of play after the rooms open"
    )
    parser.add_argument("--setup", type=float, default=8.0, help="seconds to seat every room")
    parser.add_argument("--stagger", type=float, default=3.0, help="races start within this time")
    parser.add_argument("--workers", type=int, default=2, help="player processes")
    parser.add_argument("--nice", type=int, default=0, help="niceness of the player processes")
    parser.add_argument("--timeline", action="store_true", help="print p99 second by second")
    parser.add_argument("--json", help="write the numbers to this file")
    parser.add_argument("--url", help="play against this running server (ws://HOST:PORT)")
    parser.add_argument("--burn", type=int, default=0, help="CPU-bound processes beside")
    args = parser.parse_args()
    try:
        import psutil
    except ImportError:
        raise SystemExit('race_load.py needs psutil: pip install -e ".[bench]"') from None

    clients = args.rooms * args.players
    burners = [mp.Process(target=burn, daemon=True) for _ in range(args.burn)]
    for b in burners:
        b.start()
    data = tempfile.TemporaryDirectory(prefix="race-load-")  # the started server's ratings
    server: subprocess.Popen | None = None
    if args.url:
        url = args.url
    else:
        server, port = start_server(clients + 100, data.name)
        url = f"ws://127.0.0.1:{port}"
    args.t0 = time.monotonic()  # CLOCK_MONOTONIC: the same clock in every process
    args.stop_at = args.t0 + args.setup + args.duration
    proc = psutil.Process(server.pid if server is not None else os.getpid())
    cpu0, t0 = proc.cpu_times(), time.monotonic()
    wait0 = cpu_wait_seconds(proc.pid) if server is not None else None
    queue: mp.Queue = mp.Queue()
    shares = [list(range(args.rooms))[w :: args.workers] for w in range(args.workers)]
    workers = [
        mp.Process(target=run_worker, args=(url, share, args.players, args, queue))
        for share in shares
        if share
    ]
    for w in workers:
        w.start()
    peak_rss = proc.memory_info().rss
    outputs = []
    while len(outputs) < len(workers):
        try:
            outputs.append(queue.get(timeout=1.0))
        except Exception:  # noqa: BLE001 (queue.Empty: sample the memory and wait on)
            if not any(w.is_alive() for w in workers) and queue.empty():
                if server is not None:
                    server.terminate()
                raise SystemExit("a player process failed (see above)") from None
        peak_rss = max(peak_rss, proc.memory_info().rss)
    for w in workers:
        w.join()
    cpu1, t1 = proc.cpu_times(), time.monotonic()
    wait1 = cpu_wait_seconds(proc.pid) if server is not None else None
    server_stats: dict = {}
    if server is not None:
        server.terminate()
        tail = server.communicate(timeout=20)[0].strip().splitlines()
        server_stats = json.loads(tail[-1]) if tail else {}
    for b in burners:
        b.terminate()
    data.cleanup()

    latencies = [x for o in outputs for x in o["latencies"]]
    errors = [x for o in outputs for x in o["errors"]]
    refusals = [x for o in outputs for x in o["refusals"]]
    failures = sum(o["failures"] for o in outputs)
    moves = sum(o["moves"] for o in outputs)
    wall = t1 - t0
    cpu = (cpu1.user + cpu1.system) - (cpu0.user + cpu0.system)
    numbers = {
        "rooms": args.rooms,
        "players": args.players,
        "clients": clients,
        "pace_seconds": args.pace,
        "level": args.level,
        "url": args.url,
        "burn": args.burn,
        "load_average": os.getloadavg(),
        "moves": moves,
        "finished_boards": sum(o["finished"] for o in outputs),
        "rated_rounds": sum(o["rated_rounds"] for o in outputs),
        "moves_per_second": moves / wall,
        "latency_ms": {
            "p50": 1000 * percentile(latencies, 0.50),
            "p90": 1000 * percentile(latencies, 0.90),
            "p99": 1000 * percentile(latencies, 0.99),
            "max": 1000 * max(latencies, default=float("nan")),
            "mean": 1000 * statistics.fmean(latencies) if latencies else float("nan"),
            "samples": len(latencies),
        },
        "server_handling_ms": server_stats.get("handling_ms"),
        "server_cpu_percent_of_one_core": None if server is None else 100 * cpu / wall,
        "server_peak_rss_mb": None if server is None else peak_rss / 2**20,
        "server_cpu_wait_percent": None
        if wait0 is None or wait1 is None
        else 100 * (wait1 - wait0) / wall,  # ready to run, waiting for a CPU (% of the run)
        "players_cpu_percent_of_one_core": 100 * sum(o["cpu_seconds"] for o in outputs) / wall,
        "wall_seconds": wall,
        "errors": len(errors) + len(refusals) + failures,
        "error_messages": len(errors),
        "refused_moves": len(refusals),
        "failed_connections": failures,
        "error_samples": (errors + refusals + [k for o in outputs for k in o["failure_kinds"]])[
            :10
        ],
        "machine_cores": os.cpu_count(),
    }
    timeline = sorted(x for o in outputs for x in o["timeline"])
    if timeline:  # the latency's p99 second by second: where the slow moves were
        start = timeline[0][0]
        by_second: dict[int, list[float]] = {}
        for at, latency in timeline:
            by_second.setdefault(int(at - start), []).append(latency)
        numbers["p99_ms_by_second"] = {
            s: round(1000 * percentile(v, 0.99), 1) for s, v in sorted(by_second.items())
        }
    lat = numbers["latency_ms"]
    print(f"race_load: {args.rooms} rooms x {args.players} players = {clients} clients, "
          f"{args.level}, a pair every {args.pace:g} s on average")  # fmt: skip
    print(f"  moves            {moves} ({numbers['moves_per_second']:.0f}/s over {wall:.1f} s), "
          f"{numbers['finished_boards']} boards cleared")  # fmt: skip
    print(f"  move->broadcast  p50 {lat['p50']:.1f} ms  p90 {lat['p90']:.1f} ms  "
          f"p99 {lat['p99']:.1f} ms  max {lat['max']:.1f} ms  ({lat['samples']} samples)")  # fmt: skip
    inside = numbers["server_handling_ms"] or {}
    print(f"  inside server    p50 {inside.get('p50')} ms  p99 {inside.get('p99')} ms "
          "(a move's arrival to its standings sent)")  # fmt: skip
    if server is not None:
        print(f"  server           CPU {numbers['server_cpu_percent_of_one_core']:.0f} % of one "
              f"core, peak RSS {numbers['server_peak_rss_mb']:.0f} MB; the simulated players "
              f"{numbers['players_cpu_percent_of_one_core']:.0f} %")  # fmt: skip
    if numbers["server_cpu_wait_percent"] is not None:
        print(f"  server waited    {numbers['server_cpu_wait_percent']:.0f} % of the run ready "
              "to run but without a CPU (/proc schedstat: contention)")  # fmt: skip
    print(f"  rated rounds     {numbers['rated_rounds']} of {args.rooms}; burn {args.burn}, "
          f"load average {numbers['load_average'][0]:.1f}")  # fmt: skip
    print(f"  errors           {numbers['errors']} (messages {len(errors)}, refused moves "
          f"{len(refusals)}, failed connections {failures})")  # fmt: skip
    if args.timeline and "p99_ms_by_second" in numbers:
        print(
            "  p99 by second    "
            + " ".join(f"{s}:{v:.0f}" for s, v in numbers["p99_ms_by_second"].items())
        )
    for sample in numbers["error_samples"]:
        print(f"    {sample}")
    if args.json:
        Path(args.json).write_text(json.dumps(numbers, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
