"""bench/python_bench.py runs (a smoke test with small counts; the figures are in
docs/BENCHMARKS.md, measured without --quick)."""
import json
import os
import subprocess
import sys

from conftest import BUILD, ROOT


def test_python_bench_quick():
    env = dict(os.environ, PYTHONPATH=os.path.join(BUILD, "python"))
    p = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "python_bench.py"), "--quick", "--json"],
                       capture_output=True, text=True, timeout=120, env=env)
    assert p.returncode == 0, p.stderr
    r = json.loads(p.stdout)
    for key in ("loop_rich_decisions_per_sec", "loop_fast_decisions_per_sec", "copy_us",
                "env_steps_per_sec", "threads_speedup"):
        assert r[key] > 0, key
