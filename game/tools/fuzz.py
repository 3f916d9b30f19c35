"""``python -m game fuzz``: random games through every game's rules, and
damaged copies of the saves and replays they make.

Each game is played with random dice (every fate its throws allow: out of
the bowl, swallowed) and decisions that are now a random allowed move, now
the hard computer player's (random play alone takes Spots tens of thousands
of moves to end), mixed with random moves that are not allowed, which must
be refused with the typed refusal and change nothing of the state's JSON.
After every move what the game conserves must be as at the start and its
bounds kept; its JSON must round trip (now and then in a long game); the
game must end, and replaying its moves must give the same state. Then its replay and a save
of it half way are damaged in every way a file can be, and each damaged copy
must give the one-line error and nothing else. A new game in the registry is
covered by its ``commands.random_options`` alone.
"""

from __future__ import annotations

import copy
import json
import random
import tempfile
import time
from pathlib import Path
from typing import TypedDict

from game.core import catalogue
from game.core.definition import GameDefinition
from game.core.dice import DiceSource, Fate, ThrowResult
from game.core.errors import IllegalAction
from game.physics.gesture import Gesture
from game.platform.crash import where
from game.services.match import Match
from game.services.records import REPLAY_FORMAT, SAVE_FORMAT, ReplayError, replay_file
from game.services.saves import saved_games

MAX_MOVES = 100_000
REFUSED_SHARE = 0.25  # of steps, a move that is probably not allowed is tried first
FUZZ_GESTURE = Gesture(0.0, 0.5, 0.2)  # what the saved throws say, their dice drawn by the fuzz
RANDOM_SHARE = 0.1  # of decisions, a uniformly random allowed move; the rest the hard computer player's


class Summary(TypedDict):
    """What ``fuzz`` prints: the counts, and each failure's game, seed and problem."""

    games: int
    moves: int
    refused_moves: int
    damaged_files: int
    seconds: float
    failures: list[dict[str, object]]


class Failure(Exception):
    """The first thing wrong in a fuzzed game."""


def fuzz(games: int, seed: int, only: str | None = None) -> Summary:
    summary = Summary(games=0, moves=0, refused_moves=0, damaged_files=0, seconds=0.0, failures=[])
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="dice-tavern-fuzz-") as scratch:
        for definition in catalogue.playable():
            if only is not None and definition.key != only:
                continue
            for number in range(games):
                game_seed = random.Random(f"{seed}/{definition.key}/{number}").randrange(2**32)
                problem: str | None
                try:
                    FuzzedGame(definition, game_seed, summary, Path(scratch)).run()
                except Failure as failure:
                    problem = str(failure)
                except Exception as error:  # noqa: BLE001 - any other error is what the fuzz is for
                    problem = f"{type(error).__name__}: {error} ({where(error)})"
                else:
                    problem = None
                summary["games"] += 1
                if problem:
                    summary["failures"].append({"game": definition.key, "seed": game_seed, "problem": problem})
    summary["seconds"] = round(time.perf_counter() - start, 1)
    return summary


def _json(state) -> str:
    """The state's JSON with its log and moves cut to their length and last
    entry: a refused move adds to neither, and copying a long game's whole
    log at every try would make the fuzz quadratic in the game's length."""
    light = copy.copy(state)
    light.log, light.history = state.log[-1:], state.history[-1:]
    data = light.to_dict()
    data["log_length"], data["history_length"] = len(state.log), len(state.history)
    return json.dumps(data, sort_keys=True)


class FuzzedGame:
    def __init__(self, definition: GameDefinition, seed: int, summary: Summary, scratch: Path):
        self.definition = definition
        self.rules = definition.play.rules
        self.seed = seed
        self.summary = summary
        self.scratch = scratch
        self.rng = random.Random(seed)
        self.options = definition.commands.random_options(self.rng)
        self.state = self.rules.State.new(self.options)
        self.dice = DiceSource(seed)
        self.seen: list[dict] = []  # moves made so far, as dicts: material for moves not allowed
        self.throws: list[dict] | None = []  # a save's record of each throw; None once the dice are not the seed's

    def run(self) -> None:
        state = self.state
        conserved = state.conserved()
        half = None
        for _ in range(MAX_MOVES):
            if state.over:
                break
            if self.rng.random() < REFUSED_SHARE:
                self.try_refused()
            else:
                self.move()
            if state.conserved() != conserved:
                raise Failure(f"after move {len(state.history)} conserved {state.conserved()}, not {conserved}")
            problem = state.bounds_problem()
            if problem:
                raise Failure(f"after move {len(state.history)}: {problem}")
            moves = len(state.history)
            if moves & (moves - 1) == 0 or moves % 500 == 0 or state.over:  # a long game's whole JSON: now and then
                saved = json.loads(json.dumps(state.to_dict()))
                if self.rules.State.from_dict(saved).to_dict() != state.to_dict():
                    raise Failure(f"after move {len(state.history)} the state does not survive its JSON")
            if half is None and not state.over and len(state.history) >= 6 and self.rng.random() < 0.05:
                half = self.save_record()
        else:
            raise Failure(f"no end after {MAX_MOVES} moves")
        replayed = self.rules.replay(self.options, json.loads(json.dumps(state.history)))
        if replayed.to_dict() != state.to_dict():
            raise Failure("replaying the moves gives another state")
        self.damage(self.replay_record(), half)

    # --- moves ---

    def move(self) -> None:
        state = self.state
        request = state.throw_request()
        action: object
        if request is not None:
            action = ThrowResult(self.dice.values(request), tuple(self.fate(request) for _ in range(request.count)))
            if self.throws is not None:
                self.throws.append({"gesture": FUZZ_GESTURE.to_form(), "rest": [[0.0, 0.0, 0.0]] * request.count})
        else:
            legal = state.legal_actions()
            if not legal:
                raise Failure(f"no move allowed: {state.describe_position()}")
            if self.rng.random() < RANDOM_SHARE:
                action = self.rng.choice(legal)
            else:  # random play alone takes Spots tens of thousands of moves to end
                action = self.definition.play.choose_action(state, state.to_move, "hard", self.rng)
        try:
            state.apply(action)
        except IllegalAction as error:
            raise Failure(f"a move offered as allowed was refused: {error}") from None
        self.seen.append(type(state).move_to_dict(action))
        self.summary["moves"] += 1

    def fate(self, request) -> Fate:
        """Any fate the request allows its dice, and nothing else."""
        if Fate.OUT in request.fates and self.rng.random() < 0.12:
            return Fate.OUT
        if Fate.SWALLOWED in request.fates and self.rng.random() < 0.15:
            return Fate.SWALLOWED
        return Fate.KEPT

    def try_refused(self) -> None:
        """A move that is probably not allowed now: refused, it changes nothing;
        allowed after all, it is played (and its dice kept in step)."""
        candidate = self.unlikely_move()
        if candidate is None:
            return
        state = self.state
        before = _json(state)
        request = state.throw_request()
        try:
            state.apply(candidate)
        except IllegalAction as refused:
            if _json(state) != before:
                raise Failure(f"the refused move {candidate} changed the state") from None
            if not refused.reason or "\n" in str(refused):
                raise Failure(f"the refusal of {candidate} says no reason in one line") from None
            self.summary["refused_moves"] += 1
            return
        # Allowed after all: a throw of its own dice breaks the seeded dice's order, so the game is
        # played on from here without saves of it.
        if isinstance(candidate, ThrowResult) and request is not None:
            self.dice = DiceSource(self.rng.randrange(2**32))
            self.throws = None
        self.seen.append(type(state).move_to_dict(candidate))
        self.summary["moves"] += 1

    def unlikely_move(self):
        rng, state = self.rng, self.state
        request = state.throw_request()
        if request is not None or rng.random() < 0.15:
            sides = request.sides if request else 6
            count = request.count if request else rng.randint(1, 3)
            values = [rng.randint(1, sides) for _ in range(count)]
            fates = [Fate.KEPT] * count
            spoil = rng.randrange(3) if request is not None else None  # with no throw due, any throw is wrong
            if spoil == 0:
                values.append(1)
                fates.append(Fate.KEPT)
            elif spoil == 1:
                values[rng.randrange(count)] = rng.choice([0, -1, sides + 1, 99])
            elif spoil == 2:
                refused = [fate for fate in Fate if fate not in request.fates]
                fates[rng.randrange(count)] = rng.choice(refused)
            return ThrowResult(tuple(values), tuple(fates))
        pool = self.seen or [type(state).move_to_dict(action) for action in state.legal_actions()]
        if not pool:
            return None
        data = _mutated(copy.deepcopy(rng.choice(pool)), rng)
        try:
            return self.rules.action_from_dict(data)
        except (KeyError, TypeError, ValueError, IndexError):  # not a move at all: the files' damage covers that
            return None

    # --- files ---

    def replay_record(self) -> dict:
        return {
            "format": REPLAY_FORMAT,
            "game": self.definition.key,
            "options": self.options.to_dict(),
            "seats": ["easy"] * len(self.options.names),
            "seed": self.seed,
            "actions": list(self.state.history),
        }

    def save_record(self) -> dict | None:
        """The game so far as a save, if its dice are still the seeded ones
        (as a match's are); continuing it must give this very state."""
        if self.throws is None:
            return None
        record = {
            **self.replay_record(),
            "format": SAVE_FORMAT,
            "kind": "game in progress",
            "throws": list(self.throws),
            "progress": self.state.progress(),
        }
        record = json.loads(json.dumps(record))
        if Match.resume(record).state.to_dict() != self.state.to_dict():
            raise Failure(f"a save after move {len(self.state.history)} continues to another state")
        return record

    def damage(self, replay: dict, save: dict | None) -> None:
        for name, data in (("replay", replay), ("save", save)):
            if data is None:
                continue
            for kind, text in _damaged(data, self.rng):
                path = self.scratch / f"{name}.json"
                path.write_text(text, encoding="utf-8", errors="surrogateescape")
                self.summary["damaged_files"] += 1
                try:
                    if name == "replay":
                        replay_file(path)
                    else:
                        self.check_save_damage(path)
                except ReplayError as error:
                    if "\n" in str(error):
                        raise Failure(f"the {name} {kind}: its error is not one line") from None
                except Failure:
                    raise
                except Exception as error:  # noqa: BLE001
                    raise Failure(f"the {name} {kind}: {type(error).__name__}: {error} ({where(error)})") from None

    def check_save_damage(self, path: Path) -> None:
        """A damaged save on the menu: set aside with a one-line note, or
        offered if the damage left a save that continues."""
        folder = self.scratch / "saves"
        for old in folder.glob("*"):
            old.unlink()
        folder.mkdir(exist_ok=True)
        (folder / path.name).write_bytes(path.read_bytes())
        shelf = saved_games(folder)
        if any("\n" in note for note in shelf.notes):
            raise Failure(f"the note for a damaged save is not one line: {shelf.notes}")
        if not shelf.games and not any(p.name.endswith(".damaged") for p in folder.iterdir()):
            raise Failure("a damaged save was neither offered nor kept")


def _mutated(data: dict, rng: random.Random) -> dict:
    """A move's dict with one value changed, keeping its type."""
    if not data:
        return data
    key = rng.choice(list(data))
    value = data[key]
    if isinstance(value, bool):
        data[key] = not value
    elif isinstance(value, int):
        data[key] = rng.choice([value - 1, value + 1, -1, 0, 7, 99])
    elif isinstance(value, list):
        if value and rng.random() < 0.5:
            value.pop(rng.randrange(len(value)))
        else:
            value.append(rng.choice(value) if value else rng.randint(-1, 7))
    elif isinstance(value, dict):
        _mutated(value, rng)
    elif isinstance(value, str):
        data[key] = rng.choice(["", "nap", value[::-1], value + "x"])
    return data


def _damaged(data: dict, rng: random.Random):
    """(kind, the file's text) for each way a saved file can come to harm."""
    text = json.dumps(data)
    yield "truncated", text[: rng.randrange(len(text))]
    yield "emptied", ""
    yield "as bytes that are not text", "\udcff\udcfe" + text[:20]
    for key in data:
        spoiled = dict(data)
        del spoiled[key]
        yield f"without its {key}", json.dumps(spoiled)
        wrongs: tuple[object, ...] = (None, 7, "seven", [], {}, [["x"]])
        for wrong in wrongs:
            yield f"with its {key} as {wrong!r}", json.dumps({**data, key: wrong})
    for key in ("names", "purses"):
        if key in data["options"]:
            yield (
                f"with nested lists in its {key}",
                json.dumps({**data, "options": {**data["options"], key: [[["a"]], ["b"]]}}),
            )
    actions = data["actions"]
    if actions:
        spliced = list(actions)
        spliced.insert(rng.randrange(len(spliced) + 1), copy.deepcopy(rng.choice(actions)))
        yield "with a move spliced in", json.dumps({**data, "actions": spliced})
        yield (
            "with a move spoiled",
            json.dumps({**data, "actions": actions[:-1] + [_mutated(copy.deepcopy(actions[-1]), rng)]}),
        )
        yield "with a move that is no move", json.dumps({**data, "actions": actions[:-1] + [{"dance": 1}]})
    yield "of an unknown game", json.dumps({**data, "game": "backgammon"})
    if "throws" in data and data["throws"]:
        throws = copy.deepcopy(data["throws"])
        throws[-1]["rest"] = [[0, 0]]
        yield "with a throw that lies wrong", json.dumps({**data, "throws": throws})
