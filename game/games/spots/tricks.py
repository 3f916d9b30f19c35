"""The 22 trick tiles, as data: each trick is a few steps from a small
vocabulary, performed in order by the rules (``rules.State``).

A step is one of:
- ``roll``: take dice (from the common pile unless ``source`` says) and roll
  them; the player may spend a treat to roll them all again, then places or
  buries each. ``keep`` names a choice made before placing (Fetch, Guard,
  Hunt, Scavenge, Search); ``one_at_a_time`` rolls set-aside dice singly
  (Bolt); ``partial_reroll`` lets a treat reroll only some dice (Track);
  ``bury_reward`` pays treats for a die buried without a bust (Play Dead).
- ``treats``: take treats from the supply (``amount`` says how many).
- ``draw_dog``: draw the top dog if the pack holds fewer than six cards.
- ``trot``, ``dig``, ``retrieve``: the three steps with a choice of their own.

``may`` makes a step optional; ``repeat`` lets the player do it again and
again until they stop (or bust). ``count`` and ``per_paw`` give how many dice
or treats: ``count`` plus ``per_paw`` for each paw print on the player's
unscored dogs; ``count_rule`` replaces that where the number comes from the
table (Roll Over's yard, Chase's one more than last time, Sprint's dogs).
"""

from __future__ import annotations

from dataclasses import dataclass

RED, GREEN, BLUE, YELLOW, PURPLE = "red", "green", "blue", "yellow", "purple"
COLOURS = (RED, GREEN, BLUE, YELLOW, PURPLE)


@dataclass(frozen=True)
class Step:
    kind: str  # roll, treats, draw_dog, trot, dig, retrieve
    count: int = 0
    per_paw: int = 0
    may: bool = False
    repeat: bool = False
    count_rule: str = ""  # roll: "yard", "more_than_last", "unfilled_dogs"
    source: str = "pile"  # roll: "pile", "yard" (the yard's own dice), "pile_and_own" (Dogpile)
    keep: str = ""  # roll: "one_value", "named_or_lower", "any_two", "below_yard", "total_eight"
    one_at_a_time: bool = False
    partial_reroll: bool = False
    bury_reward: bool = False
    amount: str = ""  # treats: "count", "double_plus_one", "gobble", "facedown_tricks"


@dataclass(frozen=True)
class Trick:
    key: str
    title: str
    colour: str
    steps: tuple[Step, ...]
    text: str  # the tile's words, as the table's tooltip shows them


def roll(count: int = 0, **how) -> Step:
    return Step("roll", count, **how)


TRICKS = (
    Trick(
        "howl",
        "Howl",
        RED,
        (Step("draw_dog"), roll(1)),
        "If you have fewer than 6 dog cards, draw the top dog. Then roll 1 die.",
    ),
    Trick(
        "roll_over",
        "Roll Over",
        RED,
        (roll(count_rule="yard", source="yard"), roll(1, may=True)),
        "Take all your buried dice out of your yard and roll them. Then you may roll 1 die.",
    ),
    Trick(
        "beg",
        "Beg",
        GREEN,
        (Step("treats", 1, per_paw=1, amount="count"),),
        "Take 1 treat, and 1 more for each paw print on your dogs.",
    ),
    Trick("chew", "Chew", GREEN, (Step("treats", amount="double_plus_one"),), "Double your treats, then take 1 more."),
    Trick(
        "gobble",
        "Gobble",
        GREEN,
        (Step("treats", 7, amount="gobble"),),
        "Take 7 treats, then give back as many as the number on your highest empty space.",
    ),
    Trick(
        "play_dead",
        "Play Dead",
        GREEN,
        (roll(1, bury_reward=True),),
        "Roll 1 die. If you bury it without busting, take as many treats as its spots.",
    ),
    Trick(
        "stay",
        "Stay",
        GREEN,
        (Step("treats", amount="facedown_tricks"),),
        "Take 1 treat for each facedown trick other than Stay.",
    ),
    Trick(
        "fetch",
        "Fetch",
        BLUE,
        (roll(8, keep="one_value"),),
        "Roll 8 dice. Choose a number: keep every die showing it and put the rest back.",
    ),
    Trick(
        "guard",
        "Guard",
        BLUE,
        (roll(4, keep="named_or_lower"),),
        "Name a number, then roll 4 dice. Put back every die above it; place or bury the rest.",
    ),
    Trick(
        "hunt",
        "Hunt",
        BLUE,
        (roll(2, per_paw=1, keep="any_two"),),
        "Roll 2 dice, and 1 more for each paw print. Keep any 2 of them and put the rest back.",
    ),
    Trick(
        "scavenge",
        "Scavenge",
        BLUE,
        (roll(4, keep="below_yard"),),
        "Roll 4 dice. You may put back any dice lower than your yard's total; place or bury the rest.",
    ),
    Trick(
        "search",
        "Search",
        BLUE,
        (roll(7, keep="total_eight"),),
        "Roll 7 dice. If you can, keep a set of them totalling exactly 8 spots; put the rest back.",
    ),
    Trick("walk", "Walk", YELLOW, (roll(2), roll(1, may=True)), "Roll 2 dice. Then you may roll 1 die."),
    Trick(
        "trot",
        "Trot",
        YELLOW,
        (Step("trot", may=True), roll(2)),
        "You may move one die from your dogs to another empty space, turning it to that space's "
        "number. Then roll 2 dice.",
    ),
    Trick(
        "dig",
        "Dig",
        YELLOW,
        (Step("dig", per_paw=1, may=True), roll(2)),
        "Once for each paw print, you may raise or lower any player's buried die by 1 (a 1 lowered "
        "is put back; a 6 cannot be raised). Then roll 2 dice.",
    ),
    Trick(
        "retrieve",
        "Retrieve",
        YELLOW,
        (Step("retrieve"), roll(2)),
        "Take 1 die, set it to a number on the top dog of the deck, and place or bury it. Then roll 2 dice.",
    ),
    Trick(
        "track",
        "Track",
        YELLOW,
        (roll(3, partial_reroll=True),),
        "Roll 3 dice. A treat spent on this roll may reroll only some of them.",
    ),
    Trick(
        "run",
        "Run",
        PURPLE,
        (roll(3), roll(1, may=True, repeat=True)),
        "Roll 3 dice. Then you may roll 1 die, again and again.",
    ),
    Trick(
        "chase",
        "Chase",
        PURPLE,
        (roll(1), roll(count_rule="more_than_last", may=True, repeat=True)),
        "Roll 1 die. Then you may roll one die more than last time, again and again.",
    ),
    Trick(
        "bolt",
        "Bolt",
        PURPLE,
        (roll(3, per_paw=1, one_at_a_time=True),),
        "Set aside 3 dice, and 1 more for each paw print. Roll them one at a time, placing or "
        "burying each before the next. You may stop after any die.",
    ),
    Trick(
        "dogpile",
        "Dogpile",
        PURPLE,
        (roll(2, source="pile_and_own", repeat=True),),
        "Roll 2 dice from the pile and 1 die taken from your yard or your dogs. Again, as you like.",
    ),
    Trick(
        "sprint",
        "Sprint",
        PURPLE,
        (roll(count_rule="unfilled_dogs", repeat=True),),
        "Roll 1 die for each of your dogs with an empty space. Again, as you like.",
    ),
)
TRICK_BY_KEY = {trick.key: trick for trick in TRICKS}
ALWAYS = ("howl", "roll_over")  # in every set, the first two tiles
SET_COLOURS = (YELLOW, PURPLE, BLUE, GREEN)  # the order of the other four tiles on the table

SETS = {  # the seed's named sets: one trick of each colour beside Howl and Roll Over
    "first_game": ("walk", "run", "fetch", "beg"),
    "adoption_event": ("walk", "run", "fetch", "beg"),
    "dog_park": ("dig", "chase", "guard", "chew"),
    "agility_course": ("trot", "bolt", "fetch", "gobble"),
    "hunting_grounds": ("retrieve", "sprint", "hunt", "stay"),
    "kennel_club": ("track", "dogpile", "search", "beg"),
    "puppy_pen": ("retrieve", "bolt", "scavenge", "play_dead"),
}
SET_TITLES = {
    "first_game": "The first game",
    "adoption_event": "Adoption Event",
    "dog_park": "Dog Park",
    "agility_course": "Agility Course",
    "hunting_grounds": "Hunting Grounds",
    "kennel_club": "Kennel Club",
    "puppy_pen": "Puppy Pen",
    "random": "A random one of each colour",
    "off_leash": "Off Leash Hours (all 22)",
}
TRICK_SETS = tuple(SET_TITLES)
