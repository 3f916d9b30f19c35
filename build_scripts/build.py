"""Build the double-click app: python build_scripts/build.py [--reference]

A onedir app in dist/<Name>/ (dist/<Name>.app on macOS), named and versioned
from pyproject.toml, and on Linux a release archive
dist/<Name>-<version>-linux-<machine>.tar.gz. --reference also builds a
minimal arcade app the same way into dist/reference/, for size comparisons
(see python -m game bench).
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "dice_tavern.spec"
DIST = ROOT / "dist"


def project_metadata() -> tuple[str, str]:
    """(app name, version) from pyproject.toml: dice-tavern -> DiceTavern."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    project = text.split("[project]", 1)[1].split("\n[", 1)[0]
    name = re.search(r'^name\s*=\s*"([^"]+)"', project, re.M).group(1)
    version = re.search(r'^version\s*=\s*"([^"]+)"', project, re.M).group(1)
    return "".join(part.capitalize() for part in re.split(r"[-_ ]", name)), version


def run_pyinstaller(name: str, version: str, entry: Path, workpath: Path) -> None:
    env = dict(os.environ, DICE_TAVERN_APP_NAME=name, DICE_TAVERN_VERSION=version, DICE_TAVERN_ENTRY=str(entry))
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(workpath),
        str(SPEC),
    ]
    subprocess.run(command, check=True, env=env, cwd=ROOT)


def folder_size(path: Path) -> int:
    """Bytes on disk, counting each file once (onedir builds hold symlinks)."""
    return sum(f.lstat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def release_archive(name: str, version: str) -> Path:
    machine = platform.machine().lower() or "unknown"
    archive = DIST / f"{name}-{version}-linux-{machine}.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(DIST / name, arcname=name)
    return archive


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", action="store_true", help="also build a minimal arcade app to compare sizes")
    args = parser.parse_args()

    name, version = project_metadata()
    sys.path.insert(0, str(ROOT))
    from game import __version__

    if __version__ != version:
        print(f"build: game.__version__ is {__version__} but pyproject.toml says {version}", file=sys.stderr)
        return 2

    start = time.perf_counter()
    run_pyinstaller(name, version, ROOT / "build_scripts" / "app_main.py", ROOT / "build" / "pyinstaller")
    built = DIST / (f"{name}.app" if sys.platform == "darwin" else name)
    print(f"built {built.relative_to(ROOT)} ({folder_size(built) / 1e6:.1f} MB) in {time.perf_counter() - start:.0f} s")
    if sys.platform.startswith("linux"):
        print(f"release archive: {release_archive(name, version).relative_to(ROOT)}")
    if args.reference:
        run_pyinstaller(
            "reference", version, ROOT / "build_scripts" / "reference_app.py", ROOT / "build" / "pyinstaller-reference"
        )
        print(f"built dist/reference ({folder_size(DIST / 'reference') / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
