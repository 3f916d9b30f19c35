"""The code's habits, checked in every test run: ruff's lints (pycodestyle,
pyflakes, isort, bugbear, pyupgrade, simplify), its formatter, and mypy on
the whole game: no error anywhere."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ["game", "tests", "build_scripts"]


def tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: pip install -e '.[test]'")
    return found


def ruff(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([tool("ruff"), *args, *FOLDERS], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_ruff_finds_nothing():
    result = ruff("check", "--no-cache", "--output-format", "concise")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_code_is_formatted():
    result = ruff("format", "--check", "--no-cache")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing_in_the_game():
    # mypy keeps its cache (.mypy_cache) between runs: the whole game is checked in some 5 s from cold and in
    # well under one when little has changed.
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "game"], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    errors = [line for line in result.stdout.splitlines() if re.match(r"[^:]+:\d+(:\d+)?: error: ", line)]
    # mypy itself failed (2), or said errors in words this does not read: all it said
    assert result.returncode == (1 if errors else 0), result.stdout + result.stderr
    assert not errors, f"mypy finds {len(errors)} errors:\n" + "\n".join(errors)
