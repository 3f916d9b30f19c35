"""Teach me Doty Dice: the faces and their families, then each of the five
ways to play against Brannoc, a short part each: Pairs (the declaring token,
a declaration that wins, one that makes a set, the set round), one hand of
Called Shot, a turn each of Triples, a round of Quintuples and a round of
Everyone Scores. The dice of the lesson's throws are set (the physics still
throws them; in Doty Dice no die leaves the bowl).
"""

from __future__ import annotations

from dataclasses import replace

from game.games.doty.rules import VARIANT_TITLES, Options
from game.table.lessons import Lesson, Step
from game.ui.coach import on_widget

YOU, BRANNOC = 0, 1


def _declared(key: str):
    return lambda table, events: any(
        e.seat == YOU and e.kind == "declare" and e.data["declaration"] == key for e in events
    )


THROW_ASKED = "a throw: click Throw (or press Space)"


def _your_throw(key: str, says: str) -> Step:
    return Step(key, says, lambda table: on_widget(table.part.throw_button), _threw(YOU), THROW_ASKED)


def _threw(seat: int):
    kinds = ("win", "lose", "set", "set_won", "throw")
    return lambda table, events: any(e.seat == seat and e.kind in kinds for e in events)


def _last(table, kinds: tuple):
    return next((e for e in reversed(table.match.state.log) if e.kind in kinds), None)


def _after_last(kind: str, instead: str, then: str):
    """The coach's words after a throw: what the table said of the last ``kind``
    event (``instead`` before there is one), then ``then``."""

    def says(table) -> str:
        event = _last(table, (kind,))
        return f"{event.text if event is not None else instead} {then}"

    return says


def _against_brannoc(name: str, variant: str, steps: tuple, dice: dict, then=None) -> Lesson:
    """A lesson of one way to play, ``name`` against Brannoc (easy), the
    throws' dice set; ``then``, the part after it, is on its button."""
    options = Options(names=(name, "Brannoc"), variant=variant)
    title = "Teach me: Doty Dice" if variant == "pairs" else f"Teach me: {VARIANT_TITLES[variant]}"
    then_title = "" if then is None else f"On to {VARIANT_TITLES[then(name).options.variant]}"
    return Lesson(
        title, options, ("person", "easy"), seed=2026, steps=steps, set_dice=dice, then=then, then_title=then_title
    )


def pairs(name: str = "You") -> Lesson:
    steps = (
        Step(
            "faces",
            "Doty Dice is thrown with picture dice of six faces: DD, Two Cats, Sigil, Cat, Thoromyr "
            "and Manticore. The legend (bottom left) says which count as cats and which as family: "
            "Two Cats and Cat are both; Sigil and Thoromyr are family; Manticore is a cat; DD is "
            "neither.",
        ),
        Step(
            "declare",
            "In Pairs you throw two dice, and first declare what a pair will be. Who declares holds "
            'the declaring token ("declares" by the name, in the scores): you hold it first. '
            "Declare Family: a pair of any family face wins you 10 points.",
            lambda table: on_widget(table.part.pairs_buttons["family"]),
            _declared("family"),
            "Family declared: click Family",
        ),
        _your_throw("throw", "Throw: click Throw (or press Space), or drag across the table."),
        Step(
            "won",
            "A pair of Cats: Cat is family, so your declaration fits and wins 10 points. A fitting pair "
            "keeps the token: you declare again.",
        ),
        Step(
            "declare_again",
            "Declare No DD this time: any pair but DD wins 5.",
            lambda table: on_widget(table.part.pairs_buttons["no_dd"]),
            _declared("no_dd"),
            "No DD declared: click No DD",
        ),
        _your_throw("set_throw", "Throw."),
        Step(
            "set",
            "Sigil and Thoromyr: two different faces make a set. Now everyone throws in turn, Brannoc "
            "first, until someone throws a pair, or the set again.",
        ),
        Step("brannoc", "Brannoc throws at the set.", None, _threw(BRANNOC)),
        _your_throw("your_set_throw", "No pair for him: the set stands. Your turn at it."),
        Step(
            "set_won",
            _after_last(
                "set_won",
                "The set round is over.",
                "The longer a set round runs, the more its pair is worth, and whoever throws it scores, "
                "not only the declarer. Then the declaring token passes on.",
            ),
        ),
    )
    dice = {0: (4, 4), 1: (3, 5), 2: (2, 6), 3: (6, 6)}
    return _against_brannoc(name, "pairs", steps, dice, then=called_shot)


def called_shot(name: str = "You") -> Lesson:
    def picked_no_cats(table, events) -> bool:
        return table.part.called_bar.visible and table.part.called_picker.value == "no_cats"

    steps = (
        Step(
            "called",
            "Called Shot: three dice, and seventeen goals to call. The panel names the faces that fit "
            "the goal and what each throw can reach, in plain words.",
        ),
        Step(
            "pick",
            "Step the goal with the arrows until it reads No cats: DD, Sigil and Thoromyr are the faces without a cat.",
            lambda table: on_widget(table.part.called_picker.forward),
            picked_no_cats,
            "the goal No cats: step it with the arrows",
            lambda table, flow: table.part.called_picker.select("no_cats"),
        ),
        Step(
            "declare_shot",
            "Now Declare it.",
            lambda table: on_widget(table.part.declare_button),
            _declared("no_cats"),
            "No cats declared: step the goal to No cats, then click Declare",
        ),
        _your_throw("shot", "Throw."),
        Step(
            "scored",
            _after_last(
                "throw",
                "Your throw is in.",
                "The panel marks in gold the row your throw reached. A long shot pays more when it comes; "
                "ahead in the race, a steady goal is wiser.",
            ),
        ),
    )
    return _against_brannoc(name, "called_shot", steps, {0: (1, 3, 5)}, then=triples)


def _round_scored(then: str):
    """The coach's words once a round is scored: each hand's points, then ``then``."""

    def says(table) -> str:
        log = table.match.state.log
        last = max((k for k, e in enumerate(log) if e.kind != "score"), default=-1)
        return " ".join([e.text for e in log[last + 1 :]] + [then])

    return says


def _brannoc_throws(key: str) -> Step:
    return Step(key, "Brannoc throws.", None, _threw(BRANNOC))


def triples(name: str = "You") -> Lesson:
    steps = (
        Step(
            "triples",
            "Triples: three dice, nothing declared, first to 25 points. Throw, and a pair scores 2, "
            "three of a face 6; three different faces, nothing.",
        ),
        _your_throw("triple_throw", "Throw."),
        Step(
            "triple",
            _after_last("throw", "Your throw is in.", "Then Brannoc throws, and turns go round."),
        ),
        _brannoc_throws("brannoc_triples"),
        Step(
            "triples_said",
            _after_last("throw", "Brannoc's throw is in.", "Turns go round like this until someone has 25."),
        ),
    )
    return _against_brannoc(name, "triples", steps, {0: (3, 3, 3), 1: (2, 2, 5)}, then=quintuples)


def quintuples(name: str = "You") -> Lesson:
    steps = (
        Step(
            "quintuples",
            "Quintuples: five dice each, a round at a time. The hands rank from a pair up to five of a "
            "face (the legend names them); each hand scores a point for every hand it beats.",
        ),
        _your_throw("quintuple_throw", "Throw your five."),
        _brannoc_throws("brannoc_quintuples"),
        Step("quintuples_said", _round_scored("With two players a round gives at most a point; the first to 5 wins.")),
    )
    return _against_brannoc(name, "quintuples", steps, {0: (4, 4, 4, 2, 2), 1: (1, 1, 3, 5, 6)}, then=everyone_scores)


def everyone_scores(name: str = "You") -> Lesson:
    steps = (
        Step(
            "everyone_scores",
            "Everyone Scores: five dice each, and every hand scores by the table, whoever else throws: "
            "a pair 1, a run of five different faces 5, four of a face 24, five of a face 600.",
        ),
        _your_throw("everyone_throw", "Throw your five."),
        Step("everyone_scored", _after_last("score", "Your hand is scored.", "Now Brannoc.")),
        _brannoc_throws("brannoc_everyone"),
        Step(
            "everyone_said",
            _after_last(
                "score",
                "Brannoc's hand is scored.",
                "The setup can allow one re-roll a hand: you pick dice to throw again, and the new hand "
                "must be better, or it scores nothing. That is Doty Dice: five ways to play, one set of "
                "picture dice.",
            ),
        ),
    )
    return _against_brannoc(name, "everyone_scores", steps, {0: (1, 2, 3, 4, 5), 1: (6, 6, 6, 6, 2)})


def lesson(name: str = "You", house: dict | None = None) -> Lesson:
    """Every way to play, a part each; taught at a tavern, the way it plays alone."""
    variant = (house or {}).get("variant")
    if variant is None:
        return pairs(name)
    part = {"pairs": pairs, "called_shot": called_shot, "triples": triples, "quintuples": quintuples}
    return replace(part.get(variant, everyone_scores)(name), then=None, then_title="")
