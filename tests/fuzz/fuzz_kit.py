"""The fuzzing kit: mutations of real files, the rule every parser must keep, and the counts.

**The rule**: every input gives the parser's own documented error or a value, within
:data:`TIME_LIMIT` seconds and :data:`MEMORY_LIMIT` bytes of Python allocations (measured with
``tracemalloc``). :func:`check` runs one input under the rule and counts its outcome per parser;
anything else (another exception, too slow, too much memory) fails the test, and hypothesis
shrinks the input.

**Mutations** (:func:`mutated`): byte flips, truncation, cut or repeated spans, inserted random
bytes, huge and non-finite numbers (5,000 digits, ``1e400``, ``Infinity``, ``NaN``), deep nesting,
long strings, wrong types, duplicate keys, whole values replaced by random JSON, and random bytes
instead of the file. JSON-only mutations apply to JSON seeds; the others to every format.

**Profiles**: CI runs a few derandomised examples per parser (:func:`fuzz_settings`); the long run
(``--hypothesis-profile=long``, see ``tools/fuzz_long.py``) takes the profile's count.
"""

from __future__ import annotations

import json
import re
import time
import tracemalloc
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

__all__ = [
    "TIME_LIMIT",
    "MEMORY_LIMIT",
    "CI_EXAMPLES",
    "COUNTS",
    "RuleBroken",
    "check",
    "fuzz_settings",
    "mutated",
]

TIME_LIMIT = 5.0  # seconds for one input, on a busy shared machine (most take milliseconds)
MEMORY_LIMIT = 96 * 2**20  # bytes allocated at the peak (inputs are at most a few MB)
CI_EXAMPLES = 60  # per parser in CI: the whole fuzz suite runs in well under a minute

# parser -> outcome ("value", "error:<code>", "notice:<code>") -> count
COUNTS: dict[str, Counter[str]] = defaultdict(Counter)
PEAKS: dict[str, dict[str, float]] = defaultdict(lambda: {"seconds": 0.0, "bytes": 0})


class RuleBroken(AssertionError):
    """An input that took too long or too much memory (an exception of the wrong type is
    raised as itself)."""


def fuzz_settings(examples: int = CI_EXAMPLES) -> settings:
    """Settings for a fuzz test: derandomised with ``examples`` examples, unless the long profile
    was asked for (then its own count, random)."""
    slow = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example]
    if settings.get_current_profile_name() == "long":
        return settings(deadline=None, suppress_health_check=slow, print_blob=True)
    return settings(
        max_examples=examples,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=slow,
    )


def check(parser: str, run: Callable[[], str]) -> str:
    """Run one input (``run`` returns the outcome's label, raising nothing but what the parser
    documents being caught inside it) under the time and memory bound, and count it."""
    tracemalloc.start()
    start = time.perf_counter()
    try:
        outcome = run()
    finally:
        seconds = time.perf_counter() - start
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    COUNTS[parser][outcome] += 1
    top = PEAKS[parser]
    top["seconds"], top["bytes"] = max(top["seconds"], seconds), max(top["bytes"], peak)
    if seconds > TIME_LIMIT:
        raise RuleBroken(f"{parser}: {seconds:.1f} s for one input (limit {TIME_LIMIT} s)")
    if peak > MEMORY_LIMIT:
        raise RuleBroken(f"{parser}: {peak / 2**20:.0f} MB for one input")
    return outcome


# --- mutations ----------------------------------------------------------------------------------
_NUMBER = re.compile(rb"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?")
_JSON_VALUE = re.compile(rb'-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|"(?:[^"\\]|\\.)*"|true|false|null')
_JSON_KEY = re.compile(rb'"([A-Za-z0-9_-]+)"\s*:')

NASTY_NUMBERS = [
    b"7" * 4301,
    b"9" * 5000,
    b"-" + b"1" * 4400,
    b"1" * 99,
    b"1" + b"0" * 309,
    b"1e400",
    b"-1e400",
    b"1e-400",
    b"Infinity",
    b"-Infinity",
    b"NaN",
    b"-0",
    b"0.5",
    b"-1",
    b"1e300",
    b"1e12",
    b"1000000000001",
    b"18446744073709551616",
    b"2147483648",
    b"575",
    b"576",
    b"144",
    b"41",
    b"42",
    b"999999999",
    b"1E5",
    b"0x10",
    b"1_000",
    b"+1",
    b".5",
    b"01",
]
WRONG_TYPES = [
    b'"x"',
    b'""',
    b"true",
    b"false",
    b"null",
    b"[]",
    b"{}",
    b"[1, 2]",
    b"[[1, 2, 3]]",
    b'{"a": 1}',
    b'"\\ud800"',
    b'"\\u0000"',
    b'"2026-13-45"',
    b'"../../etc/passwd"',
]


def _span(draw, data: bytes) -> tuple[int, int]:
    a = draw(st.integers(0, len(data)))
    b = draw(st.integers(a, min(len(data), a + draw(st.sampled_from([1, 8, 64, 1024, 10**6])))))
    return a, b


def _pick(draw, pattern: re.Pattern[bytes], data: bytes) -> re.Match[bytes] | None:
    found = list(pattern.finditer(data, 0, 200_000))
    return draw(st.sampled_from(found)) if found else None


def _replace(data: bytes, m: re.Match[bytes] | None, new: bytes) -> bytes:
    return data if m is None else data[: m.start()] + new + data[m.end() :]


def flip_bytes(draw, data: bytes) -> bytes:
    if not data:
        return data
    out = bytearray(data)
    for _ in range(draw(st.integers(1, 8))):
        i = draw(st.integers(0, len(out) - 1))
        out[i] ^= draw(st.integers(1, 255))
    return bytes(out)


def truncate(draw, data: bytes) -> bytes:
    return data[: draw(st.integers(0, len(data)))]


def cut_span(draw, data: bytes) -> bytes:
    a, b = _span(draw, data)
    return data[:a] + data[b:]


def repeat_span(draw, data: bytes) -> bytes:
    """A slice repeated (an element, a line, a map...), up to about a megabyte."""
    a, b = _span(draw, data)
    times = draw(st.sampled_from([2, 10, 100, 1000, 40_000]))
    times = min(times, max(1, 1_500_000 // max(1, b - a)))
    return data[:a] + data[a:b] * times + data[b:]


def insert_bytes(draw, data: bytes) -> bytes:
    i = draw(st.integers(0, len(data)))
    return data[:i] + draw(st.binary(min_size=1, max_size=16)) + data[i:]


def random_bytes(draw, _data: bytes) -> bytes:
    return draw(st.binary(max_size=2000))


def nasty_number(draw, data: bytes) -> bytes:
    return _replace(data, _pick(draw, _NUMBER, data), draw(st.sampled_from(NASTY_NUMBERS)))


def long_string(draw, data: bytes) -> bytes:
    """A long run of one character where a value (or anything) was."""
    n = draw(st.sampled_from([300, 5000, 70_000, 1_100_000, 2_100_000]))
    char = draw(st.sampled_from([b"a", b"1", b"\xc3\xa9", b" ", b"\\", b"<", b"\n"]))
    m = _pick(draw, _JSON_VALUE, data)
    if m is not None and m.group().startswith(b'"'):
        return _replace(data, m, b'"' + char * (n // len(char)) + b'"')
    i = draw(st.integers(0, len(data)))
    return data[:i] + char * (n // len(char)) + data[i:]


def deep_nesting(draw, data: bytes) -> bytes:
    n = draw(st.sampled_from([50, 200, 990, 1100, 5000, 100_000]))
    opener, closer = draw(st.sampled_from([(b"[", b"]"), (b'{"a":', b"}"), (b"<a>", b"</a>")]))
    core = b"1" if opener != b"[" else b""
    nested = opener * n + core + closer * n
    m = _pick(draw, _JSON_VALUE, data)
    if m is None:
        i = draw(st.integers(0, len(data)))
        return data[:i] + nested + data[i:]
    return _replace(data, m, nested)


def wrong_type(draw, data: bytes) -> bytes:
    return _replace(data, _pick(draw, _JSON_VALUE, data), draw(st.sampled_from(WRONG_TYPES)))


def duplicate_key(draw, data: bytes) -> bytes:
    m = _pick(draw, _JSON_KEY, data)
    if m is None:
        return data
    value = draw(st.sampled_from(NASTY_NUMBERS[5:] + WRONG_TYPES))
    dup = m.group() + b" " + value + b", "
    if draw(st.booleans()):  # before: the file's own value wins; after: the new one
        return data[: m.start()] + dup + data[m.start() :]
    end = data.find(b",", m.end())
    if end < 0:
        return data
    return data[: end + 1] + b" " + dup[:-2] + b"," + data[end + 1 :]


_json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=20,
)


def replace_node(draw, data: bytes) -> bytes:
    """Parse the JSON, put a random value at a random place, write it back."""
    try:
        root = json.loads(data)
    except (ValueError, RecursionError):
        return data
    nodes: list[tuple[object, object]] = []  # (container, key)
    stack = [root]
    while stack and len(nodes) < 5000:
        node = stack.pop()
        items = (
            node.items()
            if isinstance(node, dict)
            else enumerate(node)
            if isinstance(node, list)
            else ()
        )
        for key, child in items:
            nodes.append((node, key))
            stack.append(child)
    if not nodes:
        return data
    container, key = draw(st.sampled_from(nodes))
    container[key] = draw(_json_values)  # type: ignore[index]
    if isinstance(container, dict) and draw(st.booleans()):
        container[draw(st.text(max_size=12))] = draw(_json_values)  # an unknown key
    try:
        return json.dumps(root).encode()
    except (ValueError, RecursionError):
        return data


BYTE_MUTATIONS: list[Callable] = [
    flip_bytes,
    truncate,
    cut_span,
    repeat_span,
    insert_bytes,
    random_bytes,
    nasty_number,
    long_string,
    deep_nesting,
]
JSON_MUTATIONS: list[Callable] = [
    wrong_type,
    duplicate_key,
    replace_node,
    nasty_number,
    deep_nesting,
]


def mutated(seeds: Sequence[bytes], json_seeds: bool = False) -> st.SearchStrategy[bytes]:
    """A real file from ``seeds`` with one to three mutations (JSON ones too when the seeds are
    JSON), or a seed as it is (the parser must accept its own files)."""
    kinds = BYTE_MUTATIONS + (JSON_MUTATIONS * 2 if json_seeds else [])

    @st.composite
    def strategy(draw) -> bytes:
        data = draw(st.sampled_from(list(seeds)))
        for mutation in draw(st.lists(st.sampled_from(kinds), min_size=0, max_size=3)):
            data = mutation(draw, data)
        return data

    return strategy()
