"""A player's games in the data folder: each game in progress, saved after
every move and throw so that it can be continued, and the replays of
finished matches.

A game in progress is ``saves/GAME-STARTED.json`` (with ``.bak``, the copy
one move older). A save that cannot be read is renamed ``....damaged`` and
kept; its last good copy, if it has one, is offered in its place.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass, field
from pathlib import Path

from game.core import catalogue
from game.platform.settings import data_dir
from game.platform.storage import Unreadable, Writer, backup_of, kept_words, load_json, read_json, write_json
from game.services.match import Match
from game.services.records import ReplayError


def replays_dir() -> Path:
    return data_dir() / "replays"


def saves_dir() -> Path:
    return data_dir() / "saves"


def save_replay(replay: dict, folder: Path | None = None) -> Path:
    """Write a replay without ever overwriting an older one; raises OSError."""
    folder = folder or replays_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        path = folder / f"{replay['game']}-{stamp}{'' if n == 0 else f'-{n}'}.json"
        if not path.exists():
            break
    write_json(path, replay, keep_backup=False)
    return path


def _continues(path: Path):
    """The check a save must pass to be offered: it continues to a game not yet over."""

    def check(data: object) -> None:
        if isinstance(data, dict) and data.get("special_die") is not None:  # the road's own, kept in its slot
            raise Unreadable("it is a Tavern Road match with a special die: it is continued from the road")
        if isinstance(data, dict) and data.get("badge") is not None:
            raise Unreadable("it is a Tavern Road match with a badge: it is continued from the road")
        try:
            Match.from_save(data, path.name)
        except ReplayError as error:
            raise Unreadable(str(error)) from None

    return check


def remove_save(path: Path) -> None:
    """A saved game and its backup, gone (a finished or abandoned game)."""
    for each in (path, backup_of(path)):
        with contextlib.suppress(FileNotFoundError):
            each.unlink()


class GameKeeper:
    """Keeps one match's save up to date while it is played."""

    kept_words = "It is saved, and waits there to be continued."  # where it waits: the menu's games in progress

    def said_on_a_win(self, winner: int) -> list[tuple[int, str]]:
        """Nobody at a table of the menu's has lines of their own (the road's regulars do)."""
        return []

    def said_on_a_mishap(self, kind: str, seat: int | None) -> list[tuple[int, str]]:
        """Nor a mishap to laugh at."""
        return []

    def said_on_a_badge(self) -> list[tuple[int, str]]:
        """Nor a badge to answer (only the road's matches carry one)."""
        return []

    def __init__(
        self, match: Match, folder: Path | None = None, path: Path | None = None, started: float | None = None
    ):
        self.match = match
        self.started = time.time() if started is None else started
        folder = folder or saves_dir()
        self.path = path or _free_name(folder, match.game, self.started)
        self.writer = Writer("the game")  # written beside the frames

    @property
    def problem(self) -> str | None:
        """The last write's failure, for the table to say."""
        return self.writer.problem

    def save(self) -> None:
        """Write the match as it is now, beside the frames; a finished match's
        save is removed (its replay is kept by the results screen)."""
        if self.match.over:
            self.remove()
            return
        self.writer.write(self.path, {**self.match.to_save(), "started": self.started, "saved": time.time()})

    def flush(self) -> str | None:
        """Wait for the save to be written; the disk's refusal, if it refused."""
        return self.writer.flush()

    def remove(self) -> None:
        self.writer.flush()  # a save still being written would come back after it
        remove_save(self.path)


def online_save_path(game: str, seed: int, folder: Path | None = None) -> Path:
    """Where a match played at a host's table is kept: named by its seed, which every app at the table
    agreed, so sitting back down at it (a rejoin) keeps it in the same save, not one more."""
    return (folder or saves_dir()) / f"{game}-online-{seed % 16**12:012x}.json"


def online_keeper(match: Match, folder: Path | None = None) -> GameKeeper:
    """The keeper of a match played at a host's table: its one save (``online_save_path``), started when
    it was first kept, so a rejoin shows under Games in progress as the match it continues, not a new one."""
    path = online_save_path(match.game, match.seed, folder)
    return GameKeeper(match, path=path, started=_first_started(path))


def _first_started(path: Path) -> float | None:
    """When the match kept at ``path`` (or its backup) was started; None if nothing readable is kept there.
    Only read: a damaged save is the menu's to set aside and say, as it is for every save."""
    for each in (path, backup_of(path)):
        try:
            data = load_json(each)
        except Unreadable:
            continue
        started = data.get("started") if isinstance(data, dict) else None
        if isinstance(started, (int, float)) and not isinstance(started, bool):
            return float(started)
    return None


def _free_name(folder: Path, game: str, started: float) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(started))
    for n in range(1000):
        path = folder / f"{game}-{stamp}{'' if n == 0 else f'-{n}'}.json"
        if not path.exists() and not backup_of(path).exists():
            return path
    raise OSError(f"too many saved games started at {stamp}")


@dataclass
class SavedGame:
    """A game in progress as the menu offers it."""

    path: Path
    data: dict
    from_backup: bool = False

    @property
    def title(self) -> str:
        return catalogue.game(self.data["game"]).title.split(":")[0]  # "Spelldice", not its subtitle too

    @property
    def started(self) -> float:
        started = self.data.get("started")
        return float(started) if isinstance(started, (int, float)) else self.path.stat().st_mtime

    @property
    def saved(self) -> float:
        saved = self.data.get("saved")
        return float(saved) if isinstance(saved, (int, float)) else self.started

    def words(self, now: float | None = None) -> str:
        """As the menu says it: "Spottle, round 4, started 21:40"."""
        return self.sayings(now)[0]

    def sayings(self, now: float | None = None) -> tuple[str, ...]:
        """The ways the menu may say it, the clearest first, then shorter
        (a line at the largest text size holds less): "Spottle, round 4,
        started 21:40", "Spottle, round 4, 21:40", "Spottle, round 4"..."""
        when = time.localtime(self.started)
        today = time.localtime(now if now is not None else time.time())
        at = time.strftime("%H:%M", when)
        if (when.tm_year, when.tm_yday) != (today.tm_year, today.tm_yday):
            at = f"{when.tm_mday} {time.strftime('%b', when)}"
            if when.tm_year != today.tm_year:
                at += f" {when.tm_year}"
        progress = self.data.get("progress")
        middle = f", {progress}" if isinstance(progress, str) and len(progress) < 40 else ""
        return (
            f"{self.title}{middle}, started {at}",
            f"{self.title}{middle}, {at}",
            f"{self.title}{middle}",
            f"{self.title}, {at}",
            self.title,
        )

    def keeper(self, match: Match) -> GameKeeper:
        return GameKeeper(match, path=self.path, started=self.started)

    def remove(self) -> None:
        remove_save(self.path)


@dataclass
class Shelf:
    """What the saves folder holds: the games to continue, newest first, and
    a one-line note for each save that could not be read."""

    games: list = field(default_factory=list)
    notes: list = field(default_factory=list)


def saved_games(folder: Path | None = None) -> Shelf:
    """Every game in progress that can be continued. A save that cannot be
    read is set aside (renamed, never deleted) with a note saying which and
    why; if its last good copy reads, that copy is offered in its place."""
    folder = folder or saves_dir()
    shelf = Shelf()
    try:  # a save whose rename was cut short has only its backup
        paths = sorted(set(folder.glob("*.json")) | {path.with_suffix("") for path in folder.glob("*.json.bak")})
    except OSError as error:
        shelf.notes.append(f"The saved games cannot be read ({error.strerror or error}).")
        return shelf
    for path in paths:
        try:
            found = read_json(path, _continues(path))
        except Unreadable as problem:
            shelf.notes.append(f"A saved game could not be read: {problem}.{kept_words(problem.kept)}")
            continue
        if found.kept:
            shelf.notes.append(
                f"A saved game could not be read: {found.problem}.{kept_words(found.kept)} "
                "Its last good copy, one move earlier, is offered instead."
            )
        assert isinstance(found.data, dict)  # _continues refuses anything else
        shelf.games.append(SavedGame(path, found.data, found.from_backup))
    shelf.games.sort(key=lambda game: game.saved, reverse=True)
    return shelf
