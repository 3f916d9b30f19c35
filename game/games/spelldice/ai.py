"""Spelldice's computer wizards. They decide from ``state.view(seat)`` alone:
what that seat may see (its own shield and picks, everyone's health, held
spells and banished dice after the reveal), never another wizard's secret
pick.

- easy picks at random among sensible hands and casts a spell now and then;
- normal shoots the weakest opponent with its surest dice, holds a spell up
  when its health is low, whips its banished dice back when it has few left,
  and casts a spell when it turns a roll its way;
- hard weighs every pick by its expected worth: the chance each shot hits
  (its colour's need, less what a held spell of the target may undo), a kill
  worth more than a wound, a Booster's heal, the die a roll of 1 banishes,
  the spells it may need against the shots likely to come its way, and the
  dice a Whip brings back. It reacts only where its spell changes the outcome.

A Tavern Road regular's style (``game.core.play_style``) tilts the picks: a
bold wizard shoots more and holds fewer spells up (each shot worth up to
``STYLE_WEIGHT`` more to it, each spell as much less; a careful one the other
way), and now and then (``bluff``) shoots with both hands at whoever it
likes. Without a style nothing changes.
"""

from __future__ import annotations

import random

from game.core.play_style import Style
from game.games.spelldice.colours import COLOUR_BY_KEY, MAX_HEALTH, PURPLE
from game.games.spelldice.rules import (
    DEADSHOT,
    EMPTY,
    SHOT,
    SPELL,
    WHIP,
    Action,
    Cast,
    First,
    Hand,
    Lower,
    Pass,
    Pick,
    State,
)

SPELL_WORTH = 0.12  # a held spell, per shot likely to come my way
DIE_WORTH = 0.25  # a die back from the Nether-Nether
STYLE_WEIGHT = 0.5  # health points a wholly bold wizard adds to each shot of a pick (takes from each spell)
BLUFF_RATE = 0.3  # a pick's chance of two shots, for a wholly bluffing wizard
# A spell held up is worth less as a match drags on, and nothing from round PATIENCE_ENDS: two careful
# wizards low on health would otherwise hold spells up at each other for ever (seen on the road: a
# match of three thousand rounds), and a tavern's match has no round limit.
PATIENCE_FROM, PATIENCE_ENDS = 20, 40


def patience(view: dict) -> float:
    """How much holding spells up is still worth, from 1 early in a match to 0 once it has dragged on."""
    return min(1.0, max(0.0, (PATIENCE_ENDS - view["round"]) / (PATIENCE_ENDS - PATIENCE_FROM)))


def hit_chance(need: int) -> float:
    """A d6 at or above ``need`` (a 1 never hits)."""
    return max(0, 7 - max(need, 2)) / 6


def choose_action(
    state: State, seat: int, level: str, rng: random.Random, seats: tuple = (), style: Style | None = None
) -> Action:
    view = state.view(seat)
    legal = state.legal_actions()
    if state.phase == "pick":
        picks = [a for a in legal if isinstance(a, Pick)]  # every move is a pick now
        if style is not None and not view["eliminated"][seat]:  # a road regular's own way
            return _pick_styled(view, seat, level, picks, rng, style)
        return {"easy": _pick_easy, "normal": _pick_normal, "hard": _pick_hard}[level](view, seat, picks, rng)
    if isinstance(legal[0], First):
        return legal[0]
    if isinstance(legal[0], Lower):  # cancel the shot least likely to hit
        lowers = [a for a in legal if isinstance(a, Lower)]
        return min(lowers, key=lambda a: hit_chance(_need(view, view["shots"][a.shot])))
    if level == "easy" and rng.random() < 0.5:
        return Pass()
    return _react(view, seat, legal)


def _need(view: dict, shot: dict) -> int:
    if shot["colour"] == PURPLE:
        return view["deadshot_need"][shot["shooter"]]
    return COLOUR_BY_KEY[shot["colour"]].need


def _react(view: dict, seat: int, legal: list[Action]) -> Action:
    """Cast a spell where it turns the roll: a hit on me into a miss, or a
    miss of mine (or of a shot at my rival) into a hit."""
    shot = view["shots"][view["window_shot"]]
    roll, need = shot["roll"], _need(view, shot)
    hits_now = roll >= need
    wanted = None
    if shot["target"] == seat:
        wanted = False
    elif shot["shooter"] == seat:
        wanted = True
    if wanted is None or hits_now == wanted:
        return Pass()
    results = {"blue": roll - 1, "red": min(6, roll + 1), "black": 7 - roll}
    for action in legal:
        if isinstance(action, Cast) and action.colour in results:
            after = results[action.colour]
            if (after >= need and after != 1) == wanted:
                return action
    spur = Cast("green")
    if spur in legal:
        chance = hit_chance(need)
        if (chance > 0.3) == wanted or not wanted:
            return spur
    return Pass()


def _targets(view: dict, seat: int) -> list[int]:
    return [s for s in range(len(view["health"])) if s != seat and not view["eliminated"][s]]


def _sensible(legal: list[Pick]) -> list[Pick]:
    """Picks that do something: not two empty hands, where anything else is allowed."""
    return [p for p in legal if not all(h.kind == EMPTY for h in p.hands)] or legal


def _pick_easy(view: dict, seat: int, legal: list[Pick], rng: random.Random) -> Pick:
    if view["eliminated"][seat]:
        return rng.choice(legal)
    choices = [p for p in _sensible(legal) if not (any(h.kind == WHIP for h in p.hands) and not view["nether"][seat])]
    return rng.choice(choices or legal)


def _pick_normal(view: dict, seat: int, legal: list[Pick], rng: random.Random) -> Pick:
    targets = _targets(view, seat)
    if view["eliminated"][seat]:
        weakest = min(targets, key=lambda t: view["health"][t])
        return Pick((Hand(DEADSHOT, PURPLE, weakest), Hand()))
    weakest = min(targets, key=lambda t: (view["health"][t], -len(view["shield"][t]), t))
    shield = list(view["shield"][seat])
    hands: list[Hand] = []
    if len(view["nether"][seat]) >= 2 and len(shield) <= 1:
        hands.append(Hand(WHIP))
    if view["health"][seat] <= 2 and len(hands) < 2:
        for colour in ("blue", "red", "green", "black"):
            if colour in shield:
                hands.append(Hand(SPELL, colour))
                shield.remove(colour)
                break
    for colour in ("black", "red", "green", "blue"):  # surest first
        if len(hands) < 2 and colour in shield:
            hands.append(Hand(SHOT, colour, weakest))
            shield.remove(colour)
    while len(hands) < 2:
        hands.append(Hand(WHIP) if view["nether"][seat] and not any(h.kind == WHIP for h in hands) else Hand())
    pick = Pick(tuple(hands))
    return pick if pick in legal else rng.choice(_sensible(legal))


def _pick_hard(view: dict, seat: int, legal: list[Pick], rng: random.Random) -> Pick:
    return max(legal, key=lambda pick: (_worth(view, seat, pick), -legal.index(pick)))


def _worth(view: dict, seat: int, pick: Pick) -> float:
    """The expected worth of a pick, in health points."""
    health, shields = view["health"], view["shield"]
    opponents = _targets(view, seat)
    threat = sum(min(2, len(shields[o])) for o in opponents) / max(1, len(opponents))  # shots likely my way
    worth = 0.0
    at_target: dict = {}
    for hand in pick.hands:
        if hand.kind in (SHOT, DEADSHOT):
            need = view["deadshot_need"][seat] if hand.kind == DEADSHOT else COLOUR_BY_KEY[str(hand.colour)].need
            chance = hit_chance(need)
            # a target who may hold a spell back can undo a hit now and then
            chance *= 1 - 0.25 * min(1.0, len(shields[hand.target]) / 3)
            target_health = health[hand.target] - at_target.get(hand.target, 0)
            kill = chance if target_health <= 1 else 0.0
            worth += chance * (1.0 + 1.5 * (target_health <= 1)) + kill * (len(opponents) == 1) * 5
            at_target[hand.target] = at_target.get(hand.target, 0) + chance
            if hand.kind == DEADSHOT:
                worth += chance * 4  # coming back
            elif hand.colour == "green" and health[seat] < MAX_HEALTH:
                worth += chance * 0.8
            elif hand.colour == "blue":
                worth += chance * 0.3
            if hand.kind == SHOT:
                worth -= (1 / 6 if hand.colour != "black" else 1.0) * 0.45  # a banished die
        elif hand.kind == SPELL:
            # shots likely my way, the chance one hits, the chance this spell turns it
            worth += SPELL_WORTH * threat * (1.5 if health[seat] <= 2 else 1.0) * patience(view)
        elif hand.kind == WHIP:
            worth += DIE_WORTH * len(view["nether"][seat])
    return worth


def shots_of(pick: Pick) -> int:
    return sum(hand.kind in (SHOT, DEADSHOT) for hand in pick.hands)


def spells_of(pick: Pick) -> int:
    return sum(hand.kind == SPELL for hand in pick.hands)


def _pick_styled(view: dict, seat: int, level: str, legal: list[Pick], rng: random.Random, style: Style) -> Pick:
    """A level's pick tilted by a regular's style."""
    if rng.random() < style.bluff * BLUFF_RATE:
        both = [p for p in legal if shots_of(p) == 2]
        if both:
            return rng.choice(both)
    if level == "hard":
        tilt = _bold(style, view) * STYLE_WEIGHT
        return max(
            legal,
            key=lambda p: (_worth(view, seat, p) + tilt * (shots_of(p) - spells_of(p)), -legal.index(p)),
        )
    pick = (_pick_normal if level == "normal" else _pick_easy)(view, seat, legal, rng)
    if rng.random() < abs(style.bold) * (
        patience(view) if style.bold < 0 else 1.0
    ):  # swayed: a shot more, or a spell held up instead of a shot
        sway = 1 if style.bold > 0 else -1
        swayed = [p for p in _sensible(legal) if shots_of(p) - spells_of(p) == shots_of(pick) - spells_of(pick) + sway]
        if swayed:
            return rng.choice(swayed)
    return pick


def _bold(style: Style, view: dict) -> float:
    """How bold a regular plays now: a careful one careful while holding spells up is still worth it."""
    return style.bold * patience(view) if style.bold < 0 else style.bold


def style_figures(state: State, action: object) -> dict[str, float]:
    """How bold a pick was: its shots and the spells it holds up (``game.tools.style_sim``)."""
    return {"shots": shots_of(action), "spells": spells_of(action)} if isinstance(action, Pick) else {}
