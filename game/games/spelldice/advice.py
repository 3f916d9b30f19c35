"""The old hand's advice at Spelldice, from what the seat may see
(``state.view``: its own shield and pick, everyone's health, held spells
and banished dice; never another wizard's secret pick):

- a pick: its expected worth in health points, as the hard player weighs
  it (each shot's chance to hit, a kill worth more than a wound, a
  Booster's heal, a banished die, the spells it may need, the dice a Whip
  brings back);
- a spell on the roll in front of you: what the roll becomes, and whether
  that turns it your way;
- which hit lands first, or which of a shooter's shots to cancel.

The option the hard player takes is always the one marked best.
"""

from __future__ import annotations

from game.core.advice import Option
from game.games.spelldice.ai import _need, _react, _worth, hit_chance
from game.games.spelldice.colours import COLOUR_BY_KEY
from game.games.spelldice.rules import DEADSHOT, EMPTY, SHOT, SPELL, WHIP, First, Hand, Lower, Pass, Pick, State


def advice(state: State, seat: int, seats: tuple = ()) -> list[Option]:
    """Each option of ``seat``'s decision with its worth, best first."""
    legal = state.legal_actions()
    if not legal or state.over:
        return []
    view = state.view(seat)
    picks = [action for action in legal if isinstance(action, Pick)]
    firsts = [action for action in legal if isinstance(action, First)]
    lowers = [action for action in legal if isinstance(action, Lower)]
    if state.phase == "pick":
        options = [
            Option(pick, _worth(view, seat, pick), _pick_words(view, pick), f"{_worth(view, seat, pick):+.2f} health")
            for pick in picks
        ]
    elif firsts:
        options = [
            Option(action, 1.0 - k / len(firsts), _shot_words(view, action.shot), "first, as it came" if k == 0 else "")
            for k, action in enumerate(firsts)
        ]
    elif lowers:
        options = [
            Option(
                action,
                -hit_chance(_need(view, view["shots"][action.shot])),
                f"Cancel {_shot_words(view, action.shot)}",
                f"it hits {hit_chance(_need(view, view['shots'][action.shot])):.0%}",
            )
            for action in lowers
        ]
    else:
        best = _react(view, seat, legal)
        options = [_spell_on_the_roll(view, seat, action, action == best) for action in legal]
    return sorted(options, key=lambda option: -option.value)


def _pick_words(view: dict, pick) -> str:
    words = " + ".join(_hand_words(view, hand) for hand in pick.hands if hand.kind != EMPTY) or "empty hands"
    return words[:1].upper() + words[1:]


def _hand_words(view: dict, hand: Hand) -> str:
    colour = COLOUR_BY_KEY.get(hand.colour or "")
    if hand.kind == SHOT and colour is not None:
        return f"{colour.shot} at {view['options']['names'][hand.target]}"
    if hand.kind == DEADSHOT:
        return f"Deadshot at {view['options']['names'][hand.target]}"
    if hand.kind == SPELL and colour is not None:
        return colour.spell
    if hand.kind == WHIP:
        return "the Whip"
    return "empty"


def _shot_words(view: dict, shot_index: int) -> str:
    shot = view["shots"][shot_index]
    colour = COLOUR_BY_KEY.get(shot["colour"])
    name = colour.shot if colour else "Deadshot"
    return f"{view['options']['names'][shot['shooter']]}'s {name} at {view['options']['names'][shot['target']]}"


def _spell_on_the_roll(view: dict, seat: int, action, best: bool) -> Option:
    """What the spell makes of the roll now in front of the table."""
    shot = view["shots"][view["window_shot"]]
    roll, need = shot["roll"], _need(view, shot)
    if isinstance(action, Pass):
        said = f"the {roll} {'hits' if roll >= need and roll != 1 else 'misses'}"
        return Option(action, 1.0 if best else 0.5, "Let it stand", said)
    colour = action.colour
    spell = COLOUR_BY_KEY[colour].spell
    if colour == "green":
        said = f"rolled again: hits {hit_chance(need):.0%}"
    else:
        after = {"blue": roll - 1, "red": min(6, roll + 1), "black": 7 - roll}[colour]
        said = f"the {roll} becomes {after}: {'hits' if after >= need and after != 1 else 'misses'}"
    return Option(action, 1.0 if best else 0.0, f"Cast {spell}", said)
