"""Records from Python: load, frames, seek, verify, fork, save (src/py/bind_record.cpp),
checked against the CLI's own records and forks."""
import random

import pytest

import rewind
from conftest import play_random


def recorded_game(seed=6):
    g = rewind.Game.create("red-burn", "swamp-forest-removal", seed=seed, record=True)
    rng, hashes = random.Random(seed), [g.hash()]
    while not g.over:
        g.apply(rng.randrange(g.num_options()))
        hashes.append(g.hash())
    return g, hashes


def test_a_python_game_records_and_replays_frame_by_frame(tmp_path):
    g, hashes = recorded_game()
    rec = g.record()
    assert rec.first_frame == 0 and rec.last_frame == g.frame == len(rec) == len(hashes) - 1
    assert rec.frames == range(0, g.frame + 1)
    assert rec.final_hash == g.hash() and rec.controllers == ["python", "python"]
    assert rec.verify()["ok"]
    for k in (0, 1, 37, rec.last_frame // 2, rec.last_frame):
        assert rec.at(k).hash() == hashes[k] == rec.seek(k).hash()
    with pytest.raises(rewind.RewindError, match="frame"):
        rec.at(rec.last_frame + 1)
    for name in ("g.json", "g.rwr"):
        rec.save(str(tmp_path / name))
        back = rewind.Record.load(str(tmp_path / name))
        assert back.record_hash == rec.record_hash and back.verify()["ok"]
    assert (tmp_path / "g.rwr").read_bytes()[:4] == b"RWRC"
    binary = rewind.Record.from_bytes(rec.to_bytes())
    assert binary.record_hash == rec.record_hash
    assert binary.inputs[0][0] is None  # a binary record does not store the players...
    binary.at(0)
    assert binary.to_json() == rec.to_json()  # ...until it is replayed
    assert rec.encode("binary") == rec.to_bytes() and rec.encode("json").decode() == rec.to_json()


def test_a_game_from_a_record_plays_on_and_pickles():
    g, _ = recorded_game()
    at = g.record().at(20)
    import pickle
    again = pickle.loads(pickle.dumps(at))  # its cards are the record's card table
    assert again.hash() == at.hash()
    play_random(at, random.Random(1))
    play_random(again, random.Random(1))
    assert at.hash() == again.hash()


def test_verify_names_the_first_divergent_frame():
    g, _ = recorded_game()
    text = g.record().to_json()
    inputs_at = text.index('"inputs"')
    # Change the option of one input: the replay diverges there (or the input is illegal).
    i = text.index('["p', inputs_at + 200)
    j = text.index("]", i)
    player, option = text[i + 1:j].split(",")
    bad = text[:i + 1] + player + "," + str((int(option) + 1) % 2) + text[j:]
    report = rewind.Record.from_bytes(bad.encode()).verify()
    assert not report["ok"] and report["problem"]
    assert report["first_divergent_frame"] is not None


def test_bad_records_are_clear_errors(tmp_path):
    with pytest.raises(rewind.RewindError):
        rewind.Record.from_bytes(b"{}")
    with pytest.raises(rewind.RewindError, match="nope"):
        rewind.Record.load(str(tmp_path / "nope.json"))


@pytest.mark.parametrize("extra", [[], ["--seat", "p2"], ["--reseed", "99"]])
def test_fork_from_python_equals_the_clis_fork(rewind_cli, tmp_path, extra):
    src = tmp_path / "game.json"
    rewind_cli("play", "--p1", "random", "--p2", "random", "--seed", 8, "--record", src)
    cli_fork = tmp_path / "fork.json"
    rewind_cli("fork", src, "--frame", 30, *extra, "--out", cli_fork)
    rec = rewind.Record.load(str(src))
    seat = extra[1] if extra[:1] == ["--seat"] else None
    reseed = int(extra[1]) if extra[:1] == ["--reseed"] else None
    fork = rec.fork(30, seat=seat, reseed=reseed)
    assert fork.to_json() == cli_fork.read_text()
    assert fork.first_frame == 30 and fork.parent["frame"] == 30 and fork.parent["reseed"] == reseed
    assert fork.at(30).hash() == (rec.at(30).hash() if reseed is None else fork.at(30).hash())
    if reseed is None:
        assert fork.at(30) == rec.at(30)


def test_a_python_record_verifies_with_the_cli(rewind_cli, tmp_path):
    g, _ = recorded_game(9)
    path = tmp_path / "py.rwr"
    g.record().save(str(path))
    out = rewind_cli("replay", path, "--verify", "--json").stdout
    assert '"ok":true' in out.replace(" ", "")
