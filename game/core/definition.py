"""What the tavern knows of a game before it loads any of it: the one
contract a game meets, with the parts of it typed in ``game.core.game_parts``.

A game is a folder under ``game/games`` whose ``__init__.py`` declares one
``GameDefinition`` (its key, title, texts, computer levels, files), and one
line in ``game/registry.py``. The menu, the command line, ``Match`` and
replays read the definitions (from ``game.core.catalogue``) and reach a
game's parts through them. The parts, each loaded only when first asked for
(the menu lists every game without loading any game's rules, physics or
screens, which keeps start-up fast):

- ``rules.py``: a ``Rules`` (State, Options, action_from_dict, replay);
- ``play.py``: ``PLAY``, a ``MatchKind``: the rules, the computer player
  and how the dice are thrown;
- ``beats.py``: ``BEATS``, a ``game.table.beats.TableBeats`` class: which of
  its events are moments of their own, banners and sounds at the table;
- ``screens.py``: ``SCREENS``, a ``Screens`` (game.ui.match_screens.GameScreens):
  its setup, table and results screens, and its lesson;
- ``lesson.py``: ``lesson(name, house)``, its Teach me ``game.table.lessons.Lesson``;
- ``commands.py``: ``COMMANDS``, a ``game.core.command_line.GameCommands``:
  its ``sim`` and ``shot``, the short match ``--smoke`` plays, its bench
  figures and ladder tables; data and functions, the tools' machinery calls them.

docs/adding-a-game.md walks through it, and tests/tiny_game is the least a game can be.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

from game.core.game_parts import MatchKind, Rules, Screens

if TYPE_CHECKING:
    from game.core.command_line import GameCommands


@dataclass(frozen=True)
class GameDefinition:
    key: str  # the name in files and on the command line: "deaths_will"
    title: str
    blurb: str  # one line on the menu
    players: str  # "2-6 players", as the menu says it
    package: str | None = None  # the game's folder as a module; None while the game is still to come
    files: tuple[str, ...] = ()  # its own files under resources/, besides its rules text
    # What each computer level does, in a few words: (("easy", "..."), ...).
    levels: tuple[tuple[str, str], ...] = ()
    # How the levels fared on ``python -m game ladder`` (600 matches a pair):
    # per ladder table, the higher level's share of the decided matches of
    # easy-normal, normal-hard and easy-hard.
    ladder: tuple[tuple[str, tuple[float, float, float]], ...] = ()
    # What the Ledger charts per match for a game not played for coins ("points", "dogs scored").
    points_word: str = "points"
    # The names of the faces of its own dice, for the Ledger's charts: (("picture die", ("DD", ...)),).
    die_faces: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # Its table's own keys, besides every table's: ((name, what it does, its key), ...), as
    # game.platform.keymap lists them on the Controls page and the table asks it for them.
    keys: tuple[tuple[str, str, str], ...] = ()
    # The names its setup gives its seats, in order: the person's first, then the computers' (online,
    # a computer seat at a host's table is named as it would be at one screen).
    seat_names: tuple[str, ...] = ("Player", "Mother Grell", "Brannoc", "Old Wick", "Tamsin", "Jory")

    def level_words(self, level: str) -> str:
        return dict(self.levels).get(level, "")

    def shares(self, table: str) -> dict[tuple[str, str], float]:
        """(level, other) -> the share of decided matches ``level`` won
        against ``other`` at a ladder table; empty if it was not measured."""
        measured = dict(self.ladder).get(table)
        if measured is None:
            return {}
        result = {}
        for (low, high), share in zip((("easy", "normal"), ("normal", "hard"), ("easy", "hard")), measured):
            result[high, low], result[low, high] = share, 1 - share
        return result

    @property
    def playable(self) -> bool:
        return self.package is not None

    @property
    def rules_text(self) -> str:
        """The rulebook in the game's own words, under resources/."""
        return f"rules/{self.key}.txt"

    @property
    def rules(self) -> Rules:
        """The rules alone (State, Options, replay): pure, nothing drawn or thrown."""
        return cast(Rules, self._part("rules"))

    @property
    def play(self) -> MatchKind:
        """The rules, the computer player and the throw."""
        return self._part("play").PLAY

    @property
    def beats(self):
        """Its beats at the table (which events are moments, banners and
        sounds): a ``game.table.beats.TableBeats`` class, pure."""
        return self._part("beats").BEATS

    @property
    def screens(self) -> Screens:
        """Setup, table and results screens, and the lesson."""
        return self._part("screens").SCREENS

    @property
    def lesson(self) -> Callable[..., Any] | None:  # the Lesson is of a layer above the core
        """Its Teach me lesson (``lesson.py``'s ``lesson``): (the person's name, a tavern's options
        or None) -> a ``game.table.lessons.Lesson``, which its table follows (or the table's flow,
        with no window); None for a game with none."""
        if self.package is None or importlib.util.find_spec(f"{self.package}.lesson") is None:
            return None
        return self._part("lesson").lesson

    @property
    def commands(self) -> GameCommands:
        """``sim``, ``shot``, the smoke match, the bench's figures and the ladder's tables."""
        return self._part("commands").COMMANDS

    def owns(self, thing: object) -> bool:
        """Whether an object's class (a rules ``Options``, say) comes from this game's folder."""
        return self.package is not None and type(thing).__module__.startswith(self.package + ".")

    def _part(self, name: str) -> ModuleType:
        if self.package is None:
            raise LookupError(f"{self.title} is not playable yet")
        return importlib.import_module(f"{self.package}.{name}")
