"""Teach me Spottle: three rounds alone against the Spottle Master, in which
a bet, a first die, the Master's die, a raise and a hold, the toad (and what
aim does to it) and the settlement, an 11 among it, each come up once.

The dice of the lesson's throws are set (the physics still throws them, and
the toad eats what comes to rest by its mouth); the lesson's seed is one in
which a standard throw in the second round comes to rest under its nose.
"""

from __future__ import annotations

from game.games.spottle.rules import Options
from game.table.lessons import Lesson, Step
from game.ui.coach import Target, on_widget

YOU = 0
AWAY_FROM, AWAY_TO = (610.0, 220.0), (470.0, 330.0)  # from your seat, wide of the toad in the middle


def _yours(die: int):
    return lambda table, events: any(
        e.seat == YOU and e.kind in ("throw", "swallowed") and e.data.get("die") == die for e in events
    )


def _masters(die: int):
    return lambda table, events: any(e.kind == "master_throw" and e.data["die"] == die for e in events)


def _did(kind: str):
    return lambda table, events: any(e.seat == YOU and e.kind == kind for e in events)


def _drag(table) -> Target:
    return Target((AWAY_FROM[0] - 40, AWAY_FROM[1] - 30, 80, 60), how="drag", to=AWAY_TO)


# The steps each round takes: a bet, your dice thrown, the Master's, a hold.
def _bet(key: str, says: str) -> Step:
    return Step(
        key, says, lambda table: on_widget(table.part.bets.bet_button), _did("bet"), "a bet: click Bet (or press B)"
    )


def _your_die(key: str, says: str, die: int) -> Step:
    return Step(key, says, _drag, _yours(die), "your die thrown: drag wide of the toad, or press Space")


def _masters_die(key: str, says: str, die: int) -> Step:
    return Step(key, says, None, _masters(die))


def _hold(key: str, says: str) -> Step:
    return Step(
        key, says, lambda table: on_widget(table.part.hold_button), _did("hold"), "a hold: click Hold (or press K)"
    )


def _second_dice(
    round_: str, says: str = "Throw your second die.", masters_says: str = "The Master throws his second die."
) -> tuple[Step, Step]:
    """How each round ends: your second die, then the Master's (the steps' keys end in ``round_``)."""
    return _your_die(f"second{round_}", says, 1), _masters_die(f"masters_second{round_}", masters_says, 1)


def _what_the_toad_did(table) -> str:
    taken = any(e.kind == "swallowed" and e.seat == YOU for e in table.match.state.log[-6:])
    if taken:
        return (
            "The toad's tongue took it! A swallowed die counts 0 for the round, and a new one costs 1 cp "
            "before the next. The nearer a die comes to rest to its mouth, the likelier it goes (about 1 in 6 "
            "right under its nose, never far off): a standard throw goes straight at the middle, where the "
            "toad sits. Aim wide of it."
        )
    return (
        "This time the toad let it lie. A die that comes to rest near its mouth may be swallowed (about 1 "
        "in 6 right under its nose): it counts 0. Aim wide of the middle, where the toad sits."
    )


def lesson(name: str = "You", house: dict | None = None) -> Lesson:
    """The lesson. ``house`` (a tavern's options) is not read:
    a tavern's bank, limit and rounds change nothing the three rounds teach."""
    steps = (
        Step(
            "welcome",
            "Spottle: you against the Spottle Master, who keeps the bank, and a toad on the table "
            "between you. Each round you bet, throw two dice one at a time, and must beat the Master's "
            "total without reaching 11.",
        ),
        _bet("bet", "Bet first: - and + set how much (at least 1 cp). Click Bet (or press B)."),
        _your_die(
            "first",
            "Throw your first die: drag from your seat and let go, aiming wide of the toad in the "
            "middle (it eats dice that come to rest by its mouth).",
            0,
        ),
        _masters_die("masters_first", "Now the Master throws his first die.", 0),
        Step(
            "raise",
            "Your 5 against his 2: a good start. Before your second die you may raise: it doubles the "
            "bet, win or lose. Click Raise (or press R).",
            lambda table: on_widget(table.part.raise_button),
            _did("raise"),
            "a raise: click Raise (or press R)",
        ),
        *_second_dice(
            "",
            "Throw your second die, wide of the toad again.",
            "The Master throws his second die; then the round is settled.",
        ),
        Step(
            "won",
            "9 against the Master's 5: you beat him, and as you raised he pays twice your bet. Equal "
            "totals push; a lower one loses the bet (twice it, raised).",
        ),
        _bet("bet_again", "The second round. Bet."),
        Step(
            "toad_throw",
            "This time click Throw (or press Space): a standard throw goes straight at the middle, "
            "where the toad sits. Watch it.",
            lambda table: on_widget(table.part.throw_button),
            _yours(0),
            "a throw: click Throw (or press Space)",
        ),
        Step("toad", _what_the_toad_did),
        _masters_die("masters_first_again", "The Master throws his first die.", 0),
        _hold(
            "hold",
            "With your first die gone, a raise would only double what you stand to lose. Hold: click "
            "Hold (or press K).",
        ),
        *_second_dice("_again"),
        Step("lost", "3 against 9: the Master takes your bet. An object you bet would have been his."),
        _bet("bet_last", "The last round. Bet."),
        _your_die("first_last", "Throw your first die.", 0),
        _masters_die("masters_first_last", "The Master throws his first die.", 0),
        _hold("hold_last", "Hold this time."),
        *_second_dice("_last"),
        Step(
            "eleven",
            "5 and 6 make 11: 11 or 12 loses at once, whatever the Master has (his own 11 or 12 costs "
            "him nothing). Stop short: the best total is 10.",
        ),
    )
    dice = {
        0: (5,),
        1: (2,),
        2: (4,),
        3: (3,),
        4: (6,),
        5: (4,),
        6: (3,),
        7: (5,),
        8: (5,),
        9: (4,),
        10: (6,),
        11: (2,),
    }
    return Lesson(
        "Teach me: Spottle",
        Options(names=(name,), purses=(500,), rounds=3),
        ("person",),
        seed=14,
        steps=steps,
        set_dice=dice,
    )
