"""Teach me Spelldice: two rounds at a table of three wizards, you, Brannoc
and Cora. You pick by pointing (a die onto a wizard is a shot, onto a fist a
spell), the hands open, the shots roll in colour order, you answer a roll
with a spell, Cora falls, and her Deadshot brings her back. The dice of the
lesson's throws are set (the physics still throws them), and so are the
other wizards' picks.
"""

from __future__ import annotations

from game.games.spelldice.board import FISTS, PickBoard
from game.games.spelldice.picking import DIE_ORDER
from game.games.spelldice.plaques import plaque_rect
from game.games.spelldice.rules import DEADSHOT, PURPLE, SHOT, SPELL, Hand, Options, Pass, Pick
from game.table.lessons import Lesson, Step
from game.ui.coach import Target, on_widget

YOU, BRANNOC, CORA = 0, 1, 2
PLAYERS = 3
RED_AT_CORA, RED_AT_BRANNOC = Hand(SHOT, "red", CORA), Hand(SHOT, "red", BRANNOC)
BLUE_HELD = Hand(SPELL, "blue")
THROW_ASKED = "your shot thrown: click Throw (or press Space)"
PICKS = {
    (1, BRANNOC): Pick((Hand(SHOT, "green", CORA), Hand(SHOT, "red", CORA))),
    (1, CORA): Pick((Hand(SHOT, "green", YOU), Hand(SHOT, "red", BRANNOC))),
    (2, BRANNOC): Pick((Hand(SHOT, "green", YOU), Hand())),
    (2, CORA): Pick((Hand(DEADSHOT, PURPLE, BRANNOC), Hand())),
}


def _scripted(state, seat: int):
    """The other wizards' picks, as the lesson sets them; their other moves are their own."""
    return PICKS.get((state.round, seat)) if state.phase == "pick" else None


def _centre(box: tuple) -> tuple[float, float]:
    left, bottom, width, height = box
    return left + width / 2, bottom + height / 2


def _die_to(colour: str, box_of_target):
    """Drag a die from behind your shield to a plaque or a fist."""

    def target(table) -> Target | None:
        if table.part.picking is None or not table.part.picking_now():
            return None
        left, bottom, width, height = PickBoard.slot_box(DIE_ORDER.index(colour))
        return Target((left, bottom, width, height), how="drag", to=_centre(box_of_target()))

    return target


def _in_hand(hand: Hand):
    """The hand in one of the person's fists on the pick board."""
    return lambda table, events: table.part.picking is not None and hand in table.part.picking.fists


def _put(hand: Hand):
    """Skip: the die goes where the step asks (a shot at a wizard, or a spell held up)."""

    def do(table, flow) -> None:
        if table.part.picking is not None:
            if hand.kind == SHOT:
                table.part.picking.aim(hand.colour, hand.target)
            else:
                table.part.picking.hold(hand.colour, 1)  # the right fist: the shot went to the left
            table.refresh()

    return do


def _picked(*hands: Hand):
    """The person's hands up, holding just these (an empty fist for the rest)."""
    wanted = sorted(hand.to_list() for hand in (*hands, *(Hand(),) * (2 - len(hands))))

    def met(table, events) -> bool:
        picks = table.match.state.picks
        return (
            any(e.kind == "picked" and e.seat == YOU for e in events)
            and picks[YOU] is not None
            and sorted(picks[YOU]) == wanted
        )

    return met


def _did(kind: str, seat: int | None = YOU):
    return lambda table, events: any(e.kind == kind and e.seat == seat for e in events)


def _bar_button(words: str):
    def target(table) -> Target | None:
        found = [child for child in table.part.bar.children if getattr(child, "text", "").startswith(words)]
        return on_widget(found[0]) if found and found[0].visible else None

    return target


def lesson(name: str = "You", house: dict | None = None) -> Lesson:
    """The lesson. ``house`` (a tavern's options) is not read:
    a tavern plays Spelldice as the lesson does."""
    cora, brannoc = (lambda: plaque_rect(PLAYERS, CORA)), (lambda: plaque_rect(PLAYERS, BRANNOC))
    steps = (
        Step(
            "welcome",
            "Spelldice: three wizards, and the last with health wins. Each has a purple health die "
            "(3 to start) and colour dice behind their shield: each is a shot or a spell. Every round "
            "each wizard fills their two fists in secret, then all hands open at once.",
        ),
        Step(
            "aim",
            "Pick by pointing. Drag your red die (Hot Shot: it hits on 4 or more) onto Cora's plaque: a shot at her.",
            _die_to("red", cora),
            _in_hand(RED_AT_CORA),
            "your red die on Cora's plaque",
            _put(RED_AT_CORA),
        ),
        Step(
            "hold",
            "Your shot went to your left fist. Now drag your blue die onto your right fist: held up "
            "as a spell. Dodge takes 1 off a roll, any roll, when you cast it.",
            _die_to("blue", lambda: FISTS[1]),
            _in_hand(BLUE_HELD),
            "your blue die on a fist",
            _put(BLUE_HELD),
        ),
        Step(
            "hands_up",
            "Both fists are full. Hands up! (Enter)",
            lambda table: on_widget(table.part.ready_button),
            _picked(RED_AT_CORA, BLUE_HELD),
            "your red die at Cora and your blue held up, then Hands up (Enter)",
        ),
        Step("others", "Brannoc and Cora pick in secret. Then 3... 2... 1... FIRE!", None, _did("fire", None)),
        Step(
            "reveal",
            "Every fist opens: the shots fly as arrows from shooter to target, each in its colour. "
            "They roll in colour order: green first, then blue, red, black, and Deadshots last.",
        ),
        Step(
            "let_stand",
            "Brannoc's Booster Shot at Cora rolls 5: a hit (green needs 5). Not your quarrel: let it stand.",
            _bar_button("Let it stand"),
            _did("shot_roll", CORA),
            "the roll let stand: click Let it stand",
            lets=lambda state, action: isinstance(action, Pass),  # met by the next roll, which the Pass brings on
        ),
        Step(
            "dodge",
            "Cora's Booster Shot at you rolls 5: a hit, and it would heal her. Answer it: cast Dodge, and "
            "the 5 becomes 4, a miss.",
            _bar_button("Dodge"),
            _did("spell"),
            "Dodge cast: click Dodge",
        ),
        Step(
            "throw",
            "Red next: your Hot Shot at Cora. Throw it (Space).",
            lambda table: on_widget(table.part.throw_button),
            _did("shot_roll"),
            THROW_ASKED,
        ),
        Step(
            "falls",
            "Brannoc's Hot Shot flies at Cora too, and hers at Brannoc; then the colour's hits land together.",
            None,
            _did("eliminated", CORA),
        ),
        Step(
            "fallen",
            "Cora is down: no health left. Once a round a fallen wizard may fire a Deadshot: it needs a "
            "6 the first time, one less after each miss, and a hit brings her back with 1 health, once "
            "a game.",
        ),
        Step(
            "aim_again",
            "Round 2. Shoot Brannoc this time: drag your red die onto Brannoc's plaque.",
            _die_to("red", brannoc),
            _in_hand(RED_AT_BRANNOC),
            "your red die on Brannoc's plaque",
            _put(RED_AT_BRANNOC),
        ),
        Step(
            "hands_up_again",
            "Hands up!",
            lambda table: on_widget(table.part.ready_button),
            _picked(RED_AT_BRANNOC),
            "your red die at Brannoc and nothing else, then Hands up (Enter)",
        ),
        Step(
            "others_again",
            "Brannoc and Cora pick, and the hands open: Brannoc's Booster Shot at you rolls first.",
            None,
            _did("shot_roll", BRANNOC),
        ),
        Step(
            "throw_again",
            "Brannoc's Booster missed you. Now your Hot Shot at Brannoc: throw it (Space).",
            lambda table: on_widget(table.part.throw_button),
            _did("shot_roll"),
            THROW_ASKED,
        ),
        Step("deadshot", "Watch Cora's Deadshot: it flies last.", None, _did("comes_back", CORA)),
        Step(
            "back",
            "A 6: Cora's Deadshot hits Brannoc, and she is back with 1 health. That is Spelldice: pick in "
            "secret, shoot in colour order, answer a roll with a spell, and never count a fallen wizard "
            "out.",
        ),
    )
    dice = {0: (5,), 1: (5,), 2: (4,), 3: (4,), 4: (2,), 5: (2,), 6: (3,), 7: (6,)}
    return Lesson(
        "Teach me: Spelldice",
        Options(names=(name, "Brannoc", "Cora")),
        ("person", "easy", "easy"),
        seed=2026,
        steps=steps,
        set_dice=dice,
        set_moves=_scripted,
    )
