"""Writing and reading a player's files so that none is ever lost.

Everything the game writes for a player (saved games, replays, settings)
goes through ``write_json``: the new text goes to a temporary file in the
same folder, is flushed and synced to the disk, and only then takes the
file's name in one atomic rename, so a crash or a power cut leaves either
the old file or the new one, never half of one. The old one stays beside it
as ``NAME.bak``; ``read_json`` falls back to that copy when the file itself
is missing or damaged.

A file that cannot be read is never made the backup and never deleted: the
moment ``read_json`` finds it, it is set aside as ``NAME.damaged`` (byte for
byte), and the last good copy takes its name again. ``write_json`` checks
the file it is about to keep as the backup for the same reason, since a
file can be damaged after it was read.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import json
import os
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

BACKUP_SUFFIX = ".bak"


class Unreadable(ValueError):
    """A file that cannot be read as what it should be; the message is one
    line. ``kept`` names the damaged files set aside on the way."""

    def __init__(self, message: str, kept: tuple[Path, ...] = ()):
        super().__init__(message)
        self.kept = kept


def backup_of(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def write_json(path: Path, data: object, keep_backup: bool = True) -> None:
    """Write ``data`` as ``path`` atomically, keeping the previous copy as
    the backup. Raises OSError (or TypeError for data JSON cannot hold); the
    file that was there stays as it was."""
    text = json.dumps(data, indent=1)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temporary, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        if keep_backup and path.exists():
            _keep_backup(path)
        os.replace(temporary, path)
        _written[path] = _stamp(path)
    finally:
        if temporary.exists():
            temporary.unlink()
    _sync_folder(path.parent)


# The files this process wrote, as they were when written: such a file is
# known good without reading it again (a long game's save took 22 ms to parse
# at every move); one changed since, by anything, is read as any other.
_written: dict[Path, tuple[int, int] | None] = {}


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_size, info.st_mtime_ns


def _keep_backup(path: Path) -> None:
    """The current file becomes the backup while its name keeps pointing at
    it: a second link where the system has them, so that at no moment is
    there no file by the name; a copy by rename elsewhere (``read_json``
    then finds the backup if the rename is all that happened). A current
    file that is not JSON is set aside instead: the backup stays the last
    good copy."""
    known = _written.get(path)
    if known is None or known != _stamp(path):
        try:
            load_json(path)
        except Unreadable:
            set_aside(path)
            return
    backup = backup_of(path)
    try:
        if backup.exists():
            backup.unlink()
        os.link(path, backup)
    except OSError:
        os.replace(path, backup)


def _sync_folder(folder: Path) -> None:
    """Make the renames themselves durable, where the system allows opening a folder."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def load_json(path: Path, check: Callable[[object], object] | None = None) -> object:
    """One file's JSON, checked by ``check`` (which raises Unreadable for
    content that is JSON but not what it should be). Raises Unreadable with a
    one-line reason: missing, unreadable, not JSON or failing the check."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise Unreadable(f"{path.name} is missing") from None
    except OSError as error:
        raise Unreadable(f"{path.name} cannot be read ({error.strerror or error})") from None
    except UnicodeDecodeError:
        raise Unreadable(f"{path.name} is damaged (not text)") from None
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}" if error.msg.endswith(" at") else f"at line {error.lineno}"
        raise Unreadable(f"{path.name} is damaged (not JSON: {error.msg} {where})") from None
    except RecursionError:
        raise Unreadable(f"{path.name} is damaged (nested too deep)") from None
    if check is not None:
        check(data)
    return data


@dataclass
class Read:
    """What ``read_json`` found: the data, and whether it came from the backup
    because the file itself could not be read (``problem`` says why, ``kept``
    names the damaged files set aside)."""

    data: object
    from_backup: bool = False
    problem: str | None = None
    kept: tuple[Path, ...] = ()


def read_json(path: Path, check: Callable[[object], object] | None = None) -> Read:
    """The file's checked JSON, or its backup's when the file is missing or
    damaged. Whatever is there and cannot be read, the file or its backup, is
    set aside at once (``set_aside``) so that no later save makes it the
    backup; a good backup takes the file's name again. Raises Unreadable
    (the file's reason, and what was kept) when neither can be read."""
    try:
        return Read(load_json(path, check))
    except Unreadable as problem:
        first = problem
    kept = _set_aside_if_there(path)
    backup = backup_of(path)
    if os.path.lexists(backup):
        try:
            data = load_json(backup, check)
        except Unreadable:
            kept += _set_aside_if_there(backup)
        else:
            with contextlib.suppress(OSError, TypeError):  # read from the backup again next time
                write_json(path, data, keep_backup=False)
            return Read(data, from_backup=True, problem=str(first), kept=kept)
    raise Unreadable(str(first), kept) from None


def _set_aside_if_there(path: Path) -> tuple[Path, ...]:
    if not os.path.lexists(path):
        return ()
    try:
        return (set_aside(path),)
    except OSError:
        return ()  # a folder that refuses renames: the file stays, and write_json will not back it up


def kept_words(kept: tuple[Path, ...]) -> str:
    """' It is kept as a.json.damaged.' for a note; '' when nothing was kept."""
    if not kept:
        return ""
    return f" It is kept as {' and '.join(path.name for path in kept)}."


def set_aside(path: Path, label: str = "damaged") -> Path:
    """Rename a file that cannot be read so that it is kept but no longer
    read: ``NAME.damaged`` (then ``NAME.damaged-2``, ...). Returns the new path."""
    for n in range(1, 1000):
        target = path.with_name(f"{path.name}.{label}" + ("" if n == 1 else f"-{n}"))
        if not target.exists():
            os.replace(path, target)
            return target
    raise OSError(f"too many set-aside copies of {path.name}")


class Writer:
    """A file kept up to date beside the frames: ``write`` hands over what it
    should hold and returns at once; a thread writes the newest of what it
    was handed (one handed over before it, not yet written, is never
    written) and keeps how that went in ``problem``. A game saved at every
    move held each move's frame 10 to 40 ms for the writes and their syncs."""

    def __init__(self, what: str):
        self.what = what
        self.problem: str | None = None
        self._lock = threading.Lock()
        self._next: tuple[Path, object] | None = None
        self._thread: threading.Thread | None = None
        self._done = threading.Event()
        self._done.set()
        _writers.add(self)

    def write(self, path: Path, data: object) -> None:
        with self._lock:
            self._next = (path, data)
            self._done.clear()
            if self._thread is None:
                self._thread = threading.Thread(target=self._writing, name=f"{self.what} writer", daemon=True)
                self._thread.start()

    def _writing(self) -> None:
        while True:
            with self._lock:
                if self._next is None:
                    self._thread = None
                    self._done.set()
                    return
                (path, data), self._next = self._next, None
            self.problem = refusal_of(functools.partial(write_json, path, data), self.what)

    def flush(self, timeout: float = 10.0) -> str | None:
        """Wait for what was handed over to be written; how that went."""
        self._done.wait(timeout)
        return self.problem


_writers: weakref.WeakSet = weakref.WeakSet()


@atexit.register
def _write_what_is_left() -> None:
    for writer in list(_writers):
        writer.flush()


def refusal_of(write: Callable[[], object], what: str) -> str | None:
    """None once ``write`` has written; or, if the disk refused, the line
    that says so ("the game could not be saved (No space left on device)")."""
    try:
        write()
    except OSError as error:
        return f"{what} could not be saved ({error.strerror or error})"
    return None
