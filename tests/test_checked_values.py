"""The checked values kept from one start to the next by the files' exact bytes."""

from __future__ import annotations

import dataclasses
import os

import pytest

from mahjong_qt.core import checked_values
from mahjong_qt.core.checked_values import MOST_VALUES, CheckedValues, code_fingerprint
from mahjong_qt.core.sealed_file import read_sealed, write_sealed


@dataclasses.dataclass(frozen=True)
class Value:
    name: str
    items: dict[str, int] = dataclasses.field(default_factory=dict)


FINGERPRINT = (("python", 1, 0), ("core/settings.py", 10, 20))


def kept_file(tmp_path, **values: Value):
    path = tmp_path / "cache" / checked_values.FILE_NAME
    kept = CheckedValues(FINGERPRINT)
    for name, value in values.items():
        kept.remember("settings", name.encode(), value)
    assert kept.save(path)
    return path


def test_a_value_kept_at_one_start_is_recalled_at_the_next_by_the_same_bytes(tmp_path):
    path = kept_file(tmp_path, a=Value("a", {"x": 1}), b=Value("b"))
    again = CheckedValues(FINGERPRINT)
    assert again.load(path) == 2
    assert again.recall("settings", b"a") == Value("a", {"x": 1})
    assert again.recall("settings", b"b") == Value("b")
    # other bytes, another kind of file: nothing
    assert again.recall("settings", b"a ") is None
    assert again.recall("window", b"a") is None


def test_each_recall_makes_the_value_anew(tmp_path):
    kept = CheckedValues(FINGERPRINT)
    kept.remember("settings", b"{}", Value("a", {"x": 1}))
    first = kept.recall("settings", b"{}")
    first.items["x"] = 99  # a caller changing what it was given changes nothing kept
    assert kept.recall("settings", b"{}") == Value("a", {"x": 1})


def test_the_file_is_the_users_alone(tmp_path):
    path = kept_file(tmp_path, a=Value("a"))
    assert os.stat(path).st_mode & 0o777 == 0o600


def test_other_code_checks_its_files_again(tmp_path):
    path = kept_file(tmp_path, a=Value("a"))
    other = CheckedValues((*FINGERPRINT[:1], ("core/settings.py", 10, 21)))
    assert other.load(path) == 0
    assert other.recall("settings", b"a") is None


@pytest.mark.parametrize(
    "spoil",
    [
        lambda data: data[:-1],  # cut short
        lambda data: data[:-3] + bytes([data[-3] ^ 1]) + data[-2:],  # one bit flipped
        lambda data: b"something else entirely",
        lambda data: b"",
    ],
    ids=["cut", "bit", "foreign", "empty"],
)
def test_a_damaged_file_is_ignored(tmp_path, spoil):
    path = kept_file(tmp_path, a=Value("a"))
    path.write_bytes(spoil(path.read_bytes()))
    kept = CheckedValues(FINGERPRINT)
    assert kept.load(path) == 0
    assert kept.recall("settings", b"a") is None


def test_a_missing_file_or_a_folder_is_ignored(tmp_path):
    kept = CheckedValues(FINGERPRINT)
    assert kept.load(tmp_path / "none") == 0
    assert kept.load(tmp_path) == 0


def test_a_sealed_file_of_the_wrong_shape_is_ignored(tmp_path):
    import marshal

    path = tmp_path / "v.bin"
    header = b"mahjong-qt checked values 1\n"
    write_sealed(path, header, marshal.dumps((FINGERPRINT, "not a list")))
    assert CheckedValues(FINGERPRINT).load(path) == 0
    write_sealed(path, header, marshal.dumps((FINGERPRINT, [("settings", "str", b"x"), 3])))
    assert CheckedValues(FINGERPRINT).load(path) == 0
    write_sealed(path, header, b"\xff not marshal")
    assert CheckedValues(FINGERPRINT).load(path) == 0


def test_a_value_that_cannot_be_made_again_is_dropped(tmp_path):
    kept = CheckedValues(FINGERPRINT)
    kept._kept[("settings", b"x")] = b"\x80\x05 not a pickle"
    assert kept.recall("settings", b"x") is None
    assert len(kept) == 0


def test_a_value_that_cannot_be_pickled_is_not_kept(tmp_path):
    kept = CheckedValues(FINGERPRINT)
    kept.remember("settings", b"x", lambda: None)
    assert len(kept) == 0
    assert not kept.save(tmp_path / "v.bin")


def test_the_file_is_written_only_when_something_new_was_kept(tmp_path):
    path = kept_file(tmp_path, a=Value("a"))
    kept = CheckedValues(FINGERPRINT)
    kept.load(path)
    assert kept.recall("settings", b"a") == Value("a")
    assert not kept.save(path)
    kept.remember("settings", b"a", Value("a"))  # the same value again: nothing new
    assert not kept.save(path)
    kept.remember("settings", b"b", Value("b"))
    assert kept.save(path)
    assert not kept.save(path)


def test_the_file_keeps_this_runs_values_first_and_no_more_than_its_limit(tmp_path):
    path = tmp_path / "v.bin"
    old = CheckedValues(FINGERPRINT)
    for i in range(MOST_VALUES):
        old.remember("window", f"{i}".encode(), Value(str(i)))
    old.save(path)
    run = CheckedValues(FINGERPRINT)
    assert run.load(path) == MOST_VALUES
    assert run.recall("window", b"0") == Value("0")  # the oldest, used again this run
    run.remember("window", b"new", Value("new"))
    assert run.save(path)
    after = CheckedValues(FINGERPRINT)
    assert after.load(path) == MOST_VALUES
    assert after.recall("window", b"new") == Value("new")
    assert after.recall("window", b"0") == Value("0")
    dropped = [i for i in range(MOST_VALUES) if after.recall("window", f"{i}".encode()) is None]
    assert dropped == [MOST_VALUES - 1]  # the one neither used nor among the most recent


def test_the_installed_values_serve_the_process_and_none_keep_nothing(tmp_path):
    assert checked_values.recall("settings", b"a") is None
    checked_values.remember("settings", b"a", Value("a"))  # none installed: nothing kept
    kept = CheckedValues(FINGERPRINT)
    checked_values.install(kept)
    try:
        assert checked_values.recall("settings", b"a") is None
        checked_values.remember("settings", b"a", Value("a"))
        assert checked_values.recall("settings", b"a") == Value("a")
    finally:
        checked_values.uninstall()
    assert checked_values.recall("settings", b"a") is None
    assert len(kept) == 1


def test_the_fingerprint_follows_the_core_and_pydantic():
    fingerprint = code_fingerprint()
    assert fingerprint == code_fingerprint()
    names = [name for name, _size, _time in fingerprint]
    assert "core/settings.py" in names
    assert "core/checked_values.py" in names
    assert any(name.endswith(os.path.join("pydantic", "__init__.py")) for name in names)
    assert any(name.endswith(os.path.join("pydantic_core", "__init__.py")) for name in names)
    assert marshal_able(fingerprint)


def marshal_able(value) -> bool:
    import marshal

    return marshal.loads(marshal.dumps(value)) == value


def test_the_fingerprint_changes_when_a_core_file_does(tmp_path, monkeypatch):
    core = tmp_path / "core"
    (core / "sub").mkdir(parents=True)
    (core / "a.py").write_text("A = 1\n")
    (core / "sub" / "b.py").write_text("B = 1\n")
    monkeypatch.setattr(checked_values, "__file__", str(core / "checked_values.py"))
    before = code_fingerprint()
    assert ("core/sub/b.py", 6, os.stat(core / "sub" / "b.py").st_mtime_ns) in before
    os.utime(core / "sub" / "b.py", ns=(1, 1))
    assert code_fingerprint() != before


def test_a_sealed_file_reads_back_its_payload_only(tmp_path):
    path = tmp_path / "s.bin"
    assert write_sealed(path, b"head\n", b"payload")
    assert read_sealed(path, b"head\n", 100) == b"payload"
    assert read_sealed(path, b"other\n", 100) is None
    assert read_sealed(path, b"head\n", 5) is None  # larger than allowed
    assert not write_sealed(tmp_path / "s.bin" / "under-a-file", b"h", b"p")


def test_a_file_the_game_writes_is_checked_once_at_the_save_and_replaces_its_kinds_values(
    tmp_path,
):
    path = tmp_path / "v.bin"
    old = CheckedValues(FINGERPRINT)
    old.remember("settings", b"old", Value("old"))
    old.remember("layout", b"turtle", Value("turtle"))
    old.save(path)
    run = CheckedValues(FINGERPRINT)
    run.load(path)
    run.stop_learning()  # the window is shown: what is read now is not learned...
    run.remember("layout", b"fortress", Value("fortress"))
    checks: list[bytes] = []

    def check(data: bytes) -> Value:
        checks.append(data)
        return Value(data.decode())

    for data in (b"first", b"second", b"last"):  # ...but what is written is
        run.written("settings", data, check)
    assert checks == []  # nothing checked while the game runs
    assert run.save(path)
    assert checks == [b"last"]  # the last file written, once
    after = CheckedValues(FINGERPRINT)
    assert after.load(path) == 2
    assert after.recall("settings", b"last") == Value("last")
    assert after.recall("settings", b"old") is None  # the file holds other bytes now
    assert after.recall("layout", b"turtle") == Value("turtle")  # other kinds stay
    assert after.recall("layout", b"fortress") is None


def test_a_written_file_whose_check_fails_is_not_kept(tmp_path):
    run = CheckedValues(FINGERPRINT)
    run.remember("settings", b"old", Value("old"))

    def refuse(data: bytes) -> Value:
        raise ValueError("not valid")

    run.written("settings", b"bad", refuse)
    run.save(tmp_path / "v.bin")
    after = CheckedValues(FINGERPRINT)
    after.load(tmp_path / "v.bin")
    assert after.recall("settings", b"bad") is None
    assert after.recall("settings", b"old") is None


def test_the_module_functions_check_and_keep_through_the_installed_values(tmp_path):
    calls: list[bytes] = []

    def check(data: bytes) -> Value:
        calls.append(data)
        return Value(data.decode())

    assert checked_values.recalled_or_checked(Value, b"a", check) == Value("a")  # none installed
    assert checked_values.recalled_or_checked(Value, b"a", check) == Value("a")
    assert calls == [b"a", b"a"]
    kept = CheckedValues(FINGERPRINT)
    checked_values.install(kept)
    try:
        calls.clear()
        assert checked_values.recalled_or_checked(Value, b"a", check) == Value("a")
        assert checked_values.recalled_or_checked(Value, b"a", check) == Value("a")
        assert calls == [b"a"]  # checked once
        checked_values.written(Value, b"w", check)
        assert calls == [b"a"]
        kept.save(tmp_path / "v.bin")
        assert calls == [b"a", b"w"]
        assert checked_values.recalled_or_checked(Value, b"w", check) == Value("w")
        assert calls == [b"a", b"w"]
    finally:
        checked_values.uninstall()
