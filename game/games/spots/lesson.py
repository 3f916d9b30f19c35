"""Teach me Spots: four turns alone against d0g with two dogs, Rusty (3, 5)
and Rolo (1, 2, 4). It plays the rulebook's own Run example (3, 4 and 6, and
a treat spent to roll them all again), then placing a die on a dog, placing
what fits, pushing on to the bust line and burying, stopping, scoring slow,
scoring fast with Walk, and the tiles turning faceup again. The dice of the
lesson's throws are set (the physics still throws them), d0g's among them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.games.spots import moves
from game.games.spots.placing import place_what_fits
from game.games.spots.rules import Options
from game.games.spots.table_layout import PICK_RADIUS, TILE_SIZE, card_spot, tile_spot
from game.table.lessons import Lesson, Step
from game.ui.coach import Target, on_widget

YOU = 0
HOWL, ROLL_OVER, WALK, RUN, FETCH, BEG = range(6)  # the tiles' places, the first game's set
RUSTY = 0


def _did(kind: str, **data):
    def met(table, events) -> bool:
        return any(
            e.seat == YOU and e.kind == kind and all(e.data.get(k) == v for k, v in data.items()) for e in events
        )

    return met


def _placed_all(table, events) -> bool:
    """A die placed, and the roll's last that fits: "Place what fits" is done."""
    return any(e.seat == YOU and e.kind == "place" for e in events) and table.match.state.fitting_place() is None


def _fitting(state, action) -> bool:
    """A move of "Place what fits": the one it makes next."""
    return action == state.fitting_place()


def _doing(move_type):
    return lambda state, action: isinstance(action, move_type)


def _d0g(table, events) -> bool:
    return any(e.kind in ("d0g_trick", "d0g_roll", "d0g_score") for e in events)


def _tile(place: int):
    def target(table) -> Target:
        x, y = tile_spot(place)
        return Target((x - TILE_SIZE[0] / 2, y - TILE_SIZE[1] / 2, TILE_SIZE[0], TILE_SIZE[1]))

    return target


def _three_to_rusty(table) -> Target | None:
    """The tray's 3, dragged onto Rusty's card."""
    hand, lying = table.match.state.hand, table.part.tray.dice
    if 3 not in hand or len(lying) != len(hand):
        return None
    x, y = lying[hand.index(3)].position
    return Target((x - PICK_RADIUS, y - PICK_RADIUS, 2 * PICK_RADIUS, 2 * PICK_RADIUS), how="drag", to=card_spot(RUSTY))


def _button(button: Callable[[Any], Any]):
    """Where a step points: a button of the table's part (``button(part)``)."""
    return lambda table: on_widget(button(table.part))


# The steps the lesson takes again and again: a roll, and placing what fits.
def _roll(key: str, says: str) -> Step:
    rolled, asks = _did("roll"), "a roll: click Roll (or press Space)"
    return Step(key, says, _button(lambda part: part.go_button), rolled, asks, lets=_doing(moves.Go))


def _place(key: str, says: str) -> Step:
    return Step(
        key,
        says,
        _button(lambda part: part.auto_button),
        _placed_all,
        "every die that fits placed: click Place what fits (or press A)",
        lambda table, flow: place_what_fits(flow),
        lets=_fitting,
    )


def lesson(name: str = "You", house: dict | None = None) -> Lesson:
    """The lesson. ``house`` (a tavern's options) is not read:
    the lesson's script is the first game's tiles, whatever set a tavern plays."""
    steps = (
        Step(
            "welcome",
            "Spots: your dogs (the cards in the middle) have spaces showing spots. A die placed on "
            "a space of its number fills it; a dog with every space filled is complete, and six "
            "scored dogs win. You play against d0g, who rolls one die a turn.",
        ),
        Step(
            "setup",
            "First every player rolls one die and buries it in the yard (left): its spots start your "
            "yard. Click Roll (or press Space, or drag in the tray).",
            _button(lambda part: part.go_button),
            _did("setup"),
            "your yard's die rolled: click Roll (or press Space)",
        ),
        Step(
            "run",
            "Your turn. The six tiles (top left) are tricks: click a faceup one to do it, and it turns "
            "facedown. Do Run: roll 3 dice, then you may roll 1 die again and again.",
            _tile(RUN),
            _did("trick", trick="run"),
            "Run: click its tile",
        ),
        _roll("roll", "Roll the 3 dice."),
        Step(
            "treat",
            "3, 4 and 6, as in the rulebook: the 3 and the 4 have spaces (Rusty's 3, Rolo's 4), but "
            "no dog has a 6, so it would be buried. You hold a treat: spend it to roll all three again. "
            "Click Reroll (or press R).",
            _button(lambda part: part.reroll_button),
            _did("reroll"),
            "the treat spent: click Reroll (or press R)",
        ),
        _roll("roll_again", "Roll the three dice again."),
        Step(
            "place",
            "3, 5 and 2, all of which fit. Drag the 3 onto Rusty (or click it, then Rusty).",
            _three_to_rusty,
            _did("place", value=3, dog=RUSTY),
            "the 3 on Rusty: drag it onto Rusty's card",
        ),
        _place(
            "fits",
            "Place what fits puts every die that fits on the dog nearest completion: the 5 completes "
            "Rusty, the 2 goes on Rolo. Click it (or press A).",
        ),
        _roll("push_on", "Run lets you roll 1 more die, again and again, as long as you dare. Push on: click Roll."),
        _place("fits_again", "A 1, for Rolo. Place what fits."),
        _roll("push_again", "Roll once more."),
        Step(
            "bury",
            "A 6: no dog has room for it, so it is buried in your yard. Click Bury (or press B).",
            _button(lambda part: part.bury_button),
            _did("bury"),
            "the 6 buried: click Bury (or press B)",
        ),
        Step(
            "stop",
            "Your yard holds 7 spots: the bust line. One more spot buried and you bust: every die on "
            "your unscored dogs and in your yard goes back to the pile. Stop here: click Stop (or press "
            "Enter).",
            _button(lambda part: part.stop_button),
            _d0g,
            "a stop: click Stop (or press Enter)",
            lets=_doing(moves.Stop),  # met by d0g's die, which the stop brings on
        ),
        Step(
            "d0g",
            "d0g's die picks a tile: a faceup one it turns facedown (taking its treats); a facedown one "
            "scores it the top dog of the deck. Six dogs win it the game.",
        ),
        Step(
            "score_slow",
            "Rusty is complete. Spend this turn scoring your complete dogs, slow and steady: click "
            "Score dogs (or press D). You draw a new dog in its place.",
            _button(lambda part: part.score_button),
            _did("slow_score"),
            "your dogs scored: click Score dogs (or press D)",
        ),
        Step("d0g_again", "d0g rolls again.", None, _d0g),
        Step(
            "walk",
            "Rolo needs a 4; your new dog Bramble a 1 and a 2. Do Walk: roll 2 dice, then you may roll 1.",
            _tile(WALK),
            _did("trick", trick="walk"),
            "Walk: click its tile",
        ),
        _roll("walk_roll", "Roll."),
        _place("walk_fits", "Place what fits."),
        _roll("walk_push", "Bramble needs only a 1 now. Roll the one more die Walk allows."),
        Step(
            "fast",
            "A 1. Place what fits: it fills the last empty space of your last unscored dog.",
            _button(lambda part: part.auto_button),
            _did("fast_score"),
            "the 1 placed: click Place what fits (or press A)",
            lambda table, flow: place_what_fits(flow),
            lets=_fitting,
        ),
        Step(
            "fast_said",
            "Every unscored dog filled during a trick is scored at once, for free: fast and "
            "risky, since a bust on the way would have sent their dice back.",
        ),
        Step("d0g_last", "d0g rolls.", None, _d0g),
        Step(
            "reset",
            "Only one tile was still faceup as your turn began: a treat goes on it, and every tile "
            "turns faceup again. That is Spots: place, bury, push your luck, and score.",
        ),
    )
    dice = {0: (1,), 1: (3, 4, 6), 2: (3, 5, 2), 3: (1,), 4: (6,), 5: (1,), 6: (2,), 7: (4, 2), 8: (1,), 9: (6,)}
    return Lesson(
        "Teach me: Spots",
        Options(names=(name,), solo=True, d0g_treats=0, deal=22),
        ("person",),
        seed=2026,
        steps=steps,
        set_dice=dice,
    )
