"""build/python installs into a virtual environment without reaching any registry."""
import os
import subprocess
import sys

import pytest

from conftest import BUILD


def test_pip_installs_the_build_into_a_venv(tmp_path):
    venv = tmp_path / "venv"
    # Without its own pip (ensurepip is most of the time): Debian's pip, seen through the
    # system site-packages, installs into the venv it runs in.
    made = subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip", str(venv)],
                          capture_output=True, text=True, timeout=120)
    if made.returncode != 0:
        pytest.skip(f"no venv module (Debian's python3-venv): {made.stderr.strip()[:200]}")
    pip = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--no-index",
                          "--no-cache-dir", "--quiet", os.path.join(BUILD, "python")],
                         capture_output=True, text=True, timeout=120)
    assert pip.returncode == 0, pip.stdout + pip.stderr
    code = ("import rewind, rewind.env; g = rewind.Game.create(seed=2); "
            "print(rewind.__file__); print(g.num_options())")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    run = subprocess.run([str(venv / "bin" / "python"), "-c", code], capture_output=True,
                         text=True, timeout=60, cwd=tmp_path, env=env)
    assert run.returncode == 0, run.stderr
    path, n = run.stdout.split()
    assert path.startswith(str(venv)) and int(n) == 2
