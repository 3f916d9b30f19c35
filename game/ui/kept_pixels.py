"""Painted pixels kept between runs in the player's cache folder.

The start screen's backdrop takes longer to paint than the window takes to
open. Kept, the next start reads it back (3.7 MB, a few milliseconds).
The file's name is a digest of everything the painting depends on: what is
painted, the files it is painted from and the code that paints it. Any change
gives a new name; one file is kept at a time, so the old one is removed
when the new one is written.
A file that cannot be read or written is ignored: the pixels are painted again.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from pathlib import Path

import PIL

from game import __version__

PREFIX = "backdrop-"


def _stamp(path: Path) -> str:
    try:
        info = path.stat()
    except OSError:  # inside a frozen app's archive: its version says enough
        return f"{path}:?"
    return f"{path}:{info.st_size}:{info.st_mtime_ns}"


def file_name(recipe: tuple, sources: list[Path]) -> str:
    text = "\n".join([repr(recipe), __version__, PIL.__version__, *(_stamp(path) for path in sources)])
    return PREFIX + hashlib.sha256(text.encode()).hexdigest()[:32] + ".rgba"


def read(folder: Path, recipe: tuple, sources: list[Path], size: int) -> bytes | None:
    """The kept pixels, if there are exactly ``size`` bytes of them."""
    try:
        pixels = (folder / file_name(recipe, sources)).read_bytes()
    except OSError:
        return None
    return pixels if len(pixels) == size else None


def write(folder: Path, recipe: tuple, sources: list[Path], pixels: bytes) -> None:
    """Keep these pixels, and only these: older ones are removed."""
    name = file_name(recipe, sources)
    partial = folder / f"{name}.{os.getpid()}.partial"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(pixels)
        partial.replace(folder / name)  # whole or not at all, even with two games starting
        for old in folder.glob(PREFIX + "*"):
            if old.name != name:
                old.unlink(missing_ok=True)
    except OSError:  # a full disk, say: leave no part of a file behind
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
