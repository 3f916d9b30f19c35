"""The code's habits, checked in every test run: ruff's lints (pycodestyle,
pyflakes, isort, bugbear, pyupgrade, simplify) and its formatter."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ["game", "tests", "build_scripts"]


def ruff(*args: str) -> subprocess.CompletedProcess:
    found = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    if found is None:
        pytest.fail("ruff is not installed: pip install -e '.[test]'")
    return subprocess.run([found, *args, *FOLDERS], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_ruff_finds_nothing():
    result = ruff("check", "--no-cache", "--output-format", "concise")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_code_is_formatted():
    result = ruff("format", "--check", "--no-cache")
    assert result.returncode == 0, result.stdout + result.stderr
