"""examples/sim_parallel.sh: shards run by GNU parallel (or xargs -P), merged, equal one run."""
import json
import os
import shutil
import subprocess

import pytest

from conftest import REWIND, ROOT

SCRIPT = os.path.join(ROOT, "examples", "sim_parallel.sh")


def without_speed(j):
    return {k: v for k, v in j.items() if k not in ("games_per_sec", "decisions_per_sec")}


@pytest.mark.parametrize("runner", ["parallel", "xargs"])
def test_sharded_sweep_equals_one_run(rewind_cli, tmp_path, runner):
    if runner == "parallel" and not shutil.which("parallel"):
        pytest.skip("GNU parallel is not installed (Debian's parallel; scripts/install-deps.sh)")
    env = dict(os.environ, REWIND=REWIND, JOBS="2", OUT=str(tmp_path / "shards"))
    if runner == "xargs":  # a PATH without parallel exercises the fallback
        bin_dir = tmp_path / "bin"
        bin_dir.mkdir()
        for tool in ("seq", "xargs", "sh", "mkdir", "mktemp", "nproc", "grep"):
            os.symlink(shutil.which(tool), bin_dir / tool)
        env["PATH"] = str(bin_dir)
    args = ["red-burn", "white-weenie", "--p1", "heuristic", "--seed", "3"]
    p = subprocess.run(["/bin/bash", SCRIPT, "200", "5", *args], capture_output=True, text=True,
                       timeout=120, env=env)
    assert p.returncode == 0, p.stderr
    assert ("xargs" in p.stderr) == (runner == "xargs")
    merged = json.loads(p.stdout)
    whole = json.loads(rewind_cli("sim", "--games", 200, *args, "--json").stdout)
    assert without_speed(merged) == without_speed(whole)
    assert len(list((tmp_path / "shards").glob("shard-*.json"))) == 5
