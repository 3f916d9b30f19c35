"""Computer players for Spottle.

- easy: bets a loose handful, raises on a whim.
- normal: bets a modest share of the purse, raises on a strong first die.
- hard: bets a small share, and raises exactly when the raise is worth it:
  every way the player's second die and the Master's second die can fall is
  counted (with the chance the toad or the crocodile takes the die, and the
  chance the toad takes the first die, lying on the table, before the round
  ends), and a raise doubles the bet, so it pays whenever the bet's
  expectation is above 0.

All of them bet an object only when their coins run out, and accept the
Master's valuation.

A Tavern Road regular's style (``game.core.play_style``) tilts its level's
choices: a bold player's bets are bigger (up to ``STYLE_BET`` times more, a
careful one's as much smaller) and it raises on a weaker first die, now and
then (``bluff``) on any. Without a style nothing changes.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import lru_cache

from game.core.advice import Option
from game.core.coins import format_signed
from game.core.play_style import Style
from game.games.spottle.items import ITEMS
from game.games.spottle.rules import PAYOFF, TEETH, Accept, Bet, Hold, Offer, Raise, SitOut, State, outcome

# Measured with the live toad (`python -m game sim spottle`, docs/command-line.md): the chance a
# player's die is taken as it comes to rest, and the chance a die lying on the
# table is taken after each later throw of the round (knocked under the
# toad's nose, or eyed where it lies).
TOAD_AT_ONCE = Fraction(1, 35)
TOAD_LATER_PER_THROW = Fraction(1, 240)
BET_SHARE = {"easy": 0.08, "normal": 0.05, "hard": 0.03}
STYLE_BET = 0.8  # a wholly bold player's bets are this much bigger (a careful one's smaller)
STYLE_RAISE = 0.15  # bets: how far below even a wholly bold hard player still raises
BLUFF_RATE = 0.4  # a declaration's chance of a raise on any dice, for a wholly bluffing player


def throws_after(state: State, seat: int, die: int) -> int:
    """The throws still to come this round once ``seat``'s die ``die`` has
    come to rest: the players' that follow it and the Master's."""
    betting = state.betting_seats()
    following = sum(1 for other in betting if other > seat)
    if die == 0:
        return following + 1 + len(betting) + 1  # their firsts, his first, every second die, his second
    return following + 1


def lost_later(state: State, throws: int) -> Fraction:
    """The chance the toad takes a die lying on the table while ``throws`` more throws come to rest."""
    if state.options.toad != "toad":
        return Fraction(0)
    return 1 - (1 - TOAD_LATER_PER_THROW) ** throws


def loss_chance(state: State, seat: int) -> Fraction:
    """The chance the player's second die counts 0, before it is thrown:
    taken as it lands or later, caught by the jaw, or named by the randomizer."""
    if seat == state.doomed:
        return Fraction(1)
    if state.options.toad == "toad":
        return TOAD_AT_ONCE + (1 - TOAD_AT_ONCE) * lost_later(state, throws_after(state, seat, 1))
    if state.options.toad == "crocodile":
        return Fraction(1, TEETH - state.teeth_pressed)
    return Fraction(0)


@lru_cache(maxsize=4096)  # a handful of chances recur all session: exact fractions are slow to sum anew
def bet_expectation(
    first: int, master_first: int, lose_second: Fraction = Fraction(0), lose_first: Fraction = Fraction(0)
) -> Fraction:
    """The player's expected result in bets (before a raise) given the first
    die of each, over the 36 ways the two second dice fall; either of the
    player's dice may yet count 0 (``lose_first``: the one lying on the table)."""
    total = Fraction(0)
    for kept, chance_kept in ((first, 1 - lose_first), (0, lose_first)):
        if not chance_kept:
            continue
        for mine in range(0, 7):
            chance_mine = lose_second if mine == 0 else (1 - lose_second) / 6
            if chance_mine:
                total += chance_kept * chance_mine * _payoff_over_masters(kept + mine, master_first)
    return total


@lru_cache(maxsize=128)
def _payoff_over_masters(total: int, master_first: int) -> Fraction:
    """A player's total against the Master's first die, averaged over his
    second: summed once in integers, so the chances above multiply it once
    rather than six times (the first bets of a session took 60 ms)."""
    return Fraction(sum(PAYOFF[outcome(total, master_first + masters)] for masters in range(1, 7)), 6)


def declaration_expectation(state: State, seat: int) -> Fraction:
    """The bet's expected result at the declaration, with everything on the table counted."""
    first = state.rolls[seat][0] or 0
    # lying there through the player's own second throw and all that follow it
    lose_first = lost_later(state, 1 + throws_after(state, seat, 1)) if first else Fraction(0)
    return bet_expectation(first, state.master_rolls[0], loss_chance(state, seat), lose_first)


def round_expectation(state: State, seat: int) -> Fraction:
    """A bet's expected result per coin before any die is thrown: every way
    the two first dice fall (the toad may take the first as it lands), each
    followed by the better of raise and hold."""
    at_once = TOAD_AT_ONCE if state.options.toad == "toad" else Fraction(0)
    return _round_expectation(loss_chance(state, seat), at_once, lost_later(state, throws_after(state, seat, 0)))


@lru_cache(maxsize=1024)
def _round_expectation(lose: Fraction, at_once: Fraction, lying: Fraction) -> Fraction:
    total = Fraction(0)
    for first in range(0, 7):
        chance = at_once if first == 0 else (1 - at_once) / 6
        if not chance:
            continue
        for master_first in range(1, 7):
            e = bet_expectation(first, master_first, lose, lying if first else Fraction(0))
            total += chance * max(e, 2 * e) / 6
    return total


def option_values(state: State, seat: int) -> list[Option]:
    """The coins each choice is expected to bring this round, best first:
    sitting out or a small or usual bet before the dice, raise or hold
    between them. Everything it counts is on the table for all to see."""
    options = []
    if state.phase == "bet":
        per_coin = round_expectation(state, seat)
        options.append(Option(SitOut(), 0.0, "Sit out", "±0"))
        for coins in sorted({1, max(1, round(state.purses[seat] * BET_SHARE["normal"]))}):
            if coins <= state.max_bet(seat):
                value = float(per_coin * coins)
                options.append(Option(Bet(coins), value, f"Bet {format_signed(coins)[1:]}", _coins(value)))
    elif state.phase == "declare" and state.turn == seat and state.bets[seat]:
        e = declaration_expectation(state, seat)
        stake = state.bet_of(seat)["value"]
        options.append(Option(Hold(), float(e * stake), "Hold", _coins(float(e * stake))))
        if state.can_raise(seat):
            options.append(Option(Raise(), float(2 * e * stake), "Raise", _coins(float(2 * e * stake))))
    options.sort(key=lambda option: -option.value)
    return options


def _coins(copper: float) -> str:
    return f"{copper:+.1f} cp" if abs(copper) < 100 else format_signed(round(copper))


def advice(state: State, seat: int, seats: tuple = ()) -> list[Option]:
    """The old hand's view of a person's decision: each option, best first."""
    return option_values(state, seat)


def choose_action(
    state: State, seat: int, level: str, rng: random.Random, seats: tuple = (), style: Style | None = None
):
    if state.phase == "value":
        return Accept()
    if state.phase == "bet":
        return _bet(state, seat, level, rng, style)
    if not state.can_raise(seat):
        return Hold()
    first = state.rolls[seat][0] or 0
    master_first = state.master_rolls[0] or 0  # thrown before anyone declares
    if style is not None:
        return Raise() if _styled_raise(state, seat, level, rng, style, first, master_first) else Hold()
    if level == "hard":
        wants = declaration_expectation(state, seat) > 0
    elif level == "normal":
        wants = first >= 4 and first > master_first
    else:
        wants = rng.random() < 0.25
    return Raise() if wants else Hold()


def _styled_raise(state: State, seat: int, level: str, rng: random.Random, style: Style, first: int, master_first: int):
    """Whether a regular raises, its level's way tilted by its style."""
    if rng.random() < style.bluff * BLUFF_RATE:
        return True
    if level == "hard":
        return declaration_expectation(state, seat) > -style.bold * STYLE_RAISE
    if level == "normal":
        return first >= 4 - round(2 * style.bold) and first >= master_first + (style.bold < 0.5)
    return rng.random() < 0.25 * (1 + style.bold)


def _bet(state: State, seat: int, level: str, rng: random.Random, style: Style | None = None):
    most = state.max_bet(seat)
    if most < 1:
        cheapest = min(state.inventories[seat], key=lambda key: ITEMS[key].price)
        return Offer(cheapest)
    bold = 0.0 if style is None else style.bold
    if level == "hard" and round_expectation(state, seat) < 0 and bold <= 0:
        return Bet(1)  # every coin bet loses to the house on average: the least the table takes
    share = BET_SHARE[level] * (rng.uniform(0.5, 1.5) if level == "easy" else 1) * (1 + STYLE_BET * bold)
    return Bet(max(1, min(most, round(state.purses[seat] * share))))


def style_figures(state: State, action: object) -> dict[str, float]:
    """How bold a decision was: a bet's share of the purse, a declaration raised (``game.tools.style_sim``)."""
    if isinstance(action, Bet):
        return {"bet_share": action.coins / max(1, state.purses[state.to_move])}
    return {"raises": isinstance(action, Raise)} if isinstance(action, (Raise, Hold)) else {}
