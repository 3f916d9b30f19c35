"""A game's moves written once: tagged frozen dataclasses, and their form in
saves and replays; and its options' form (``GameOptions``), read by the
same declared types.

A move's saved form is a dict of one key, its tag: ``{"fold": True}`` for a
move without fields, ``{"bury": 2}`` for a move with one, and
``{"place": [0, 3]}``, its fields in declared order, for a move with more.
A tuple is written as a list, a dataclass inside a move (Spelldice's hands)
as the list of its fields. Dice answers are ``{"throw": {...}}`` as
``ThrowResult`` writes them. Reading refuses anything else with a
``MoveFormError`` whose one-line reason names the move, and a move built in
code is checked against the same declarations (``problem_with``), so a move
with a field of the wrong type is never played: it would be recorded other
than its replay reads it back.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, ClassVar

from game.core.dice import Fate, ThrowResult
from game.core.errors import MoveFormError

THROW = "throw"  # the tag of the dice's answer, in every game


class MoveForms:
    """The moves of one game by tag: their saved forms, and the check of
    their fields' types."""

    def __init__(self, game: str, moves: dict[str, type]):
        self.game = game
        self.by_tag = dict(moves)
        self.tag_of = {kind: tag for tag, kind in moves.items()}
        for kind in moves.values():
            _fields_of(kind)  # a move whose annotations cannot be read fails here, as the game loads

    def __contains__(self, move: object) -> bool:
        return type(move) in self.tag_of

    def to_dict(self, move: object) -> dict:
        """The saved form of a move (or of the dice's answer)."""
        if isinstance(move, ThrowResult):
            return {THROW: move.to_dict()}
        tag = self.tag_of.get(type(move))
        if tag is None:
            raise MoveFormError(f"{move!r} is not a {self.game} move")
        fields = _fields_of(type(move))
        if not fields:
            return {tag: True}
        values = [_written(getattr(move, name)) for name, _ in fields]
        return {tag: values[0] if len(values) == 1 else values}

    def from_dict(self, data: object) -> Any:
        """The move a saved form holds; MoveFormError says why it holds none."""
        if not isinstance(data, dict) or not data:
            raise MoveFormError(f"a {self.game} move is a dict of one tag, not {_shown(data)}")
        tags = [key for key in data if key == THROW or key in self.by_tag]
        if not tags:
            raise MoveFormError(f"{_shown(next(iter(data)))} is not a {self.game} move")
        tag = tags[0]
        extra = [key for key in data if key != tag]
        if extra:
            raise MoveFormError(f"{self.game} move {tag!r} has the extra key {_shown(extra[0])}")
        if tag == THROW:
            return _throw_from(data[tag], self.game)
        kind = self.by_tag[tag]
        try:
            return _read_move(kind, data[tag])
        except _Wrong as wrong:
            raise MoveFormError(f"{self.game} move {tag!r}: {wrong}") from None

    def problem_with(self, move: object) -> str | None:
        """Why a move built in code is not one of the game's moves with
        fields of their declared types, or None."""
        if isinstance(move, ThrowResult):
            return None
        kind = type(move)
        if kind not in self.tag_of:
            return f"{move!r} is not a {self.game} move"
        problem = _object_problem(move, kind)
        return f"{kind.__name__}: {problem}" if problem else None


# --- the declarations -------------------------------------------------------


class _Wrong(Exception):
    """A value that does not fit its declared type (said in a few words)."""


_FIELDS: dict[type, list[tuple[str, object]]] = {}


def _fields_of(kind: type) -> list[tuple[str, object]]:
    """A dataclass's fields and their types, in declared order (read once)."""
    found = _FIELDS.get(kind)
    if found is None:
        if not dataclasses.is_dataclass(kind):
            raise TypeError(f"{kind.__name__} is not a dataclass")
        hints = typing.get_type_hints(kind)
        found = _FIELDS[kind] = [(field.name, hints[field.name]) for field in dataclasses.fields(kind)]
    return found


def _options(hint: object) -> tuple[object, ...]:
    """The types a union allows (one type is a union of one)."""
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        return typing.get_args(hint)
    return (hint,)


def _said(hint: object, saved: bool = True) -> str:
    """A declared type in words, as a refusal names it (a tuple is saved as a list)."""
    if hint is bool:
        return "true or false"
    if hint is int:
        return "a whole number"
    if hint is str:
        return "a text"
    if hint is type(None):
        return "nothing"
    if typing.get_origin(hint) is tuple:
        sequence = "list" if saved else "tuple"
        return f"a {sequence} of {_said(typing.get_args(hint)[0], saved).removeprefix('a ')}s"
    if isinstance(hint, type):
        return f"a {hint.__name__}"
    return " or ".join(_said(option, saved) for option in _options(hint))


def _shown(value: object) -> str:
    """A value as a one-line refusal shows it: short, whatever it is."""
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."


# --- a game's options: a dict of their fields ---------------------------------


class GameOptions:
    """Mixed into each game's Options dataclass: saved and read back by
    their fields' declared types."""

    # fields added since the first saves -> the value a save without them meant
    later_fields: ClassVar[dict[str, object]] = {}

    def to_dict(self) -> dict:
        return options_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict) -> Any:
        return options_from_dict(cls, data)


def options_to_dict(options: object) -> dict:
    """A game's options as saved: each field by name, tuples as lists."""
    return {name: _written(getattr(options, name)) for name, _ in _fields_of(type(options))}


def options_from_dict(kind: type, data: dict) -> Any:
    """A game's options read back from ``options_to_dict``'s dict. Every
    field must be there (KeyError names the missing one) but those the
    options list in ``later_fields``: added since the first saves, an older
    save lacks them, and they take the value such a save meant. A value of
    the wrong type is a MoveFormError naming the field."""
    later = getattr(kind, "later_fields", {})
    values = {}
    for name, hint in _fields_of(kind):
        if name not in data and name not in later:
            raise KeyError(name)
        try:
            values[name] = _read_value(data.get(name, later.get(name)), hint, name)
        except _Wrong as wrong:
            raise MoveFormError(str(wrong)) from None
    return kind(**values)


# --- reading a saved form ---------------------------------------------------


def _read_move(kind: type, payload: object) -> object:
    fields = _fields_of(kind)
    if not fields:
        if payload is not True:
            raise _Wrong(f"a move without fields is written true, not {_shown(payload)}")
        return kind()
    if len(fields) == 1:
        name, hint = fields[0]
        return kind(_read_value(payload, hint, name))
    return kind(*_read_fields(fields, payload))


def _read_fields(fields: list[tuple[str, object]], payload: object) -> list[object]:
    names = ", ".join(name for name, _ in fields)
    if not isinstance(payload, list):
        raise _Wrong(f"its fields ({names}) are a list, not {_shown(payload)}")
    if len(payload) < len(fields):
        raise _Wrong(f"the field {fields[len(payload)][0]} is missing (it has {names})")
    if len(payload) > len(fields):
        raise _Wrong(f"{len(payload) - len(fields)} field(s) too many (it has {names})")
    return [_read_value(value, hint, name) for value, (name, hint) in zip(payload, fields)]


def _read_value(value: object, hint: object, name: str) -> object:
    for option in _options(hint):
        if option is type(None) and value is None:
            return None
        if option in (int, bool, str) and type(value) is option:
            return value
        if typing.get_origin(option) is tuple and isinstance(value, list):
            (inner, *_) = typing.get_args(option)
            return tuple(_read_value(item, inner, name) for item in value)
        if isinstance(option, type) and dataclasses.is_dataclass(option) and isinstance(value, list):
            return option(*_read_fields(_fields_of(option), value))
    raise _Wrong(f"{name} must be {_said(hint)}, not {_shown(value)}")


def _throw_from(payload: object, game: str) -> ThrowResult:
    def wrong(why: str) -> MoveFormError:
        return MoveFormError(f"{game} move 'throw': {why}")

    if not isinstance(payload, dict):
        raise wrong(f"a throw is a dict of values and fates, not {_shown(payload)}")
    for key in ("values", "fates"):
        if key not in payload:
            raise wrong(f"the field {key} is missing")
    extra = [key for key in payload if key not in ("values", "fates", "taken_later")]
    if extra:
        raise wrong(f"the extra key {_shown(extra[0])}")
    values, fates, taken = payload["values"], payload["fates"], payload.get("taken_later", [])
    if not isinstance(values, list) or any(type(v) is not int for v in values):
        raise wrong(f"values must be a list of whole numbers, not {_shown(values)}")
    known = {fate.value for fate in Fate}
    if not isinstance(fates, list) or any(not isinstance(f, str) or f not in known for f in fates):
        raise wrong(f"fates must be a list of {', '.join(sorted(known))}, not {_shown(fates)}")
    if not isinstance(taken, list) or any(
        not isinstance(pair, list) or len(pair) != 2 or any(type(n) is not int for n in pair) for pair in taken
    ):
        raise wrong(f"taken_later must be a list of [seat, die] pairs, not {_shown(taken)}")
    return ThrowResult.from_dict(payload)


# --- writing, and checking a move built in code -----------------------------


def _written(value: object) -> object:
    if isinstance(value, tuple):
        return [_written(item) for item in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [_written(getattr(value, name)) for name, _ in _fields_of(type(value))]
    return value


def _object_problem(move: object, kind: type) -> str | None:
    for name, hint in _fields_of(kind):
        value = getattr(move, name)
        if not _fits(value, hint):
            return f"{name} must be {_said(hint, saved=False)}, not {_shown(value)}"
    return None


def _fits(value: object, hint: object) -> bool:
    """A value built in code fits its declared type when its saved form
    reads back as the very value (so 0 is no bool, a list no tuple)."""
    try:
        read = _read_value(_written(value), hint, "")
    except _Wrong:
        return False
    return type(read) is type(value) and read == value
