"""Teach me Death's Will: five short hands against Old Crag, in which an
ante, a throw, a score, a piss, a raise, weal, woe, a fold and Death's favor
each come up once, the coach saying what each does and why it matters.

The dice of the lesson's throws are set (the physics still throws them), as
the stakes' dice allow: taught at a tavern, the lesson plays its stakes (3
d4 and copper antes at a low table). Old Crag (easy: he antes every time,
never raises or folds) throws his second hand's dice hard enough to piss.
"""

from __future__ import annotations

import math

from game.core.coins import format_coins
from game.games.deaths_will.rules import STAKES, Options
from game.physics.gesture import Gesture
from game.table.lessons import Lesson, Step
from game.ui.coach import Target, on_widget

YOU, CRAG = 0, 1
DRAG_FROM, DRAG_TO = (640.0, 190.0), (640.0, 334.0)  # from your seat toward the bowl: a fair, gentle throw
# Old Crag's throw in hand 2: a touch harder than a standard throw, and one die goes over the rim
CRAG_PISS = Gesture(-math.pi / 2, 0.46, 0.12)


def _thrown_by(seat: int):
    return lambda table, events: any(e.seat == seat and "reading" in e.data for e in events)


def _anted_by(seat: int, raised: bool):
    """An ante paid, plain or raised by the one coin the lesson raises."""
    if raised:
        return lambda table, events: any(e.seat == seat and e.kind == "raise" and e.data["coins"] == 1 for e in events)
    return lambda table, events: any(e.seat == seat and e.kind == "ante" for e in events)


def _folded(table, events) -> bool:
    return any(e.kind == "hand_over" and " folds." in e.text for e in events)


def _last_throw(table, seat: int):
    """The seat's last throw as the rules told it (the table shows it a moment later)."""
    return next((e for e in reversed(table.match.state.log) if e.seat == seat and "reading" in e.data), None)


def _what_you_threw(table) -> str:
    event = _last_throw(table, YOU)
    if event is None or event.data["reading"] != "score":
        said = event.text if event is not None else "Your dice are thrown."
        return (
            f"{said} That was not the lesson's score: a die that leaves the bowl, or a throw that makes "
            f"no pair, scores nothing. Go on, and the lesson carries on from here."
        )
    values, score = "-".join(map(str, event.data["values"])), event.data["score"]
    return (
        f"{values}: two dice match, so the third die is your score: {score}. Now Old Crag antes and "
        f"throws; he must beat {score} to take the pot."
    )


def _crags_piss(table) -> str:
    event = _last_throw(table, CRAG)
    if event is not None and event.data["reading"] == "piss":
        return (
            "A die flew clean out of the bowl: a piss! It scores nothing, whatever the dice show, and the "
            "table mocks the thrower. Throw too hard, or wide of the bowl, and it happens to you too. "
            "Crag has no score, so now you throw."
        )
    return (
        "This time Crag's dice stayed in the bowl. When a die leaves the bowl it is a piss: no score, "
        "whatever it shows. Now it is your turn."
    )


def _drag(table) -> Target:
    left, bottom = DRAG_FROM[0] - 40, DRAG_FROM[1] - 30
    return Target((left, bottom, 80, 60), how="drag", to=DRAG_TO)


# The steps the lesson takes more than once: you ante, you throw, Crag throws.
def _ante(key: str, says: str, raised: bool = False) -> Step:
    asks = (
        "the ante raised by one coin: click Ante (or press A), with the raise at 1"
        if raised
        else "an ante with no raise: click Ante (or press A), with the raise at none"
    )
    return Step(key, says, lambda table: on_widget(table.part.ante_button), _anted_by(YOU, raised), asks)


def _throw(key: str, says: str = "Throw.") -> Step:
    return Step(key, says, _drag, _thrown_by(YOU), "a throw: drag toward the bowl, or press Space")


def _crag_throws(key: str, says: str) -> Step:
    return Step(key, says, None, _thrown_by(CRAG))


def lesson(name: str = "You", house: dict | None = None) -> Lesson:
    """The lesson at the stakes ``house`` plays (a tavern's options), or average stakes."""
    stakes = STAKES[(house or {}).get("stakes", "average")]
    n = stakes.sides  # the highest face: the set dice and the words follow it
    steps = (
        Step(
            "welcome",
            "Death's Will: two gamblers, three dice, one bowl. You challenge first: you ante and "
            "throw, then Old Crag, who keeps the house. The higher score takes the pot. "
            f"{stakes.title} stakes here: three d{n}, and an ante of {format_coins(stakes.ante)}.",
        ),
        _ante("ante", "Every throw costs an ante, paid into the pot before you throw. Click Ante (or press A)."),
        _throw(
            "throw",
            "Now throw: drag from your seat toward the bowl and let go. The direction aims, the length "
            "is the strength; a gentle drag keeps the dice in. (Space makes a standard throw.)",
        ),
        Step("score", _what_you_threw),
        _crag_throws("house", "Old Crag antes and throws. Watch the bowl."),
        Step(
            "won",
            f"{n}-{n}-{n - 3}: Crag scores {n - 3}, lower than yours: you take the pot. Roles swap every "
            "hand: now Crag challenges and throws first, and you keep the house.",
        ),
        _crag_throws("crag_throws", "Crag antes and throws. Watch where his dice go."),
        Step("piss", _crags_piss),
        Step(
            "raise",
            "Any ante may be raised by whole coins, and the raise is the ante for the rest of the "
            "hand: Crag must pay it too to keep throwing. Click + once (or press Up).",
            lambda table: on_widget(table.part.more_button),
            lambda table, events: table.part.raise_coins > 0,  # the next step asks for one coin, not more
            "a raise first: click + once (or press Up)",
            lambda table, flow: table.part.change_raise(1),
        ),
        _ante("ante_raised", "Now ante: you pay the raised ante.", raised=True),
        _throw("weal_throw"),
        Step(
            "weal",
            f"{n - 2}-{n - 1}-{n}: weal, the die's three highest faces! It wins the hand at once, and Crag "
            "pays you two antes more. Its twin is woe, 1-2-3, which loses and pays.",
        ),
        _ante("ante_again", "Your hand to challenge again. Ante."),
        _throw("woe_throw"),
        Step(
            "woe",
            "1-2-3: woe. You lose the hand and pay two antes more into the pot. (1-1-1, the plague, "
            "loses at once too.)",
        ),
        _crag_throws("crag_scores", "Crag challenges and throws."),
        Step(
            "fold",
            f"{n - 1}-{n - 1}-{n}: Crag scores {n}, which only a {n} ties and nothing but weal or favor "
            "beats. Rather than ante to chase it, fold: you give up the pot, which holds only Crag's "
            "ante. Click Fold (or press F).",
            lambda table: on_widget(table.part.fold_button),
            _folded,
            "a fold: click Fold (or press F)",
        ),
        _ante("ante_last", "The last hand: you challenge. Ante."),
        _throw("favor_throw"),
        Step(
            "favor",
            "2-2-2: Death's favor, three of a kind, which wins at once. But Crag had not anted yet, "
            "so it only gives your own ante back: there was nothing of his to win.",
        ),
    )
    # the dice of each throw, by its number in the match, as the lesson meets them
    dice = {
        0: (2, 2, n - 1),
        1: (n, n, n - 3),
        2: (3, 3, 4),
        3: (n - 2, n - 1, n),
        4: (1, 2, 3),
        5: (n - 1, n - 1, n),
        6: (2, 2, 2),
    }
    return Lesson(
        "Teach me: Death's Will",
        Options(names=(name, "Old Crag"), stakes=stakes.key, purses=(20 * stakes.ante,) * 2, hands=5),
        ("person", "easy"),
        seed=2026,
        steps=steps,
        set_dice=dice,
        set_gestures={2: CRAG_PISS},
    )
