"""Find the game's resources/ folder from a source checkout, an installed
package or a frozen app alike: never from the working directory."""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent  # the game package


def resources_dir() -> Path:
    candidates = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.append(Path(frozen) / "resources")
    candidates += [_PACKAGE / "_resources", _PACKAGE.parent / "resources"]
    for folder in candidates:
        if (folder / "images").is_dir():
            return folder
    raise FileNotFoundError("the game's resources folder is missing; looked in " + ", ".join(map(str, candidates)))


def resource(*parts: str) -> Path:
    path = resources_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"missing resource: {path}")
    return path
