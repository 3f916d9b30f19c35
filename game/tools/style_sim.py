"""``python -m game road-sim --styles``: how each Tavern Road regular's style
(``game.core.play_style``) shows in its game, measured over seeded matches
played without a window.

Every regular of a game sits in turn in the same seat of the same table (the
game's first tavern, at standard), all at one level (``normal``), against
computer players of that level without a style: so what differs between them
is their style alone. Each is measured as it plays plainly (``plain``: no
style, the same for all), with its style (``styled``), and with its style
against a traveller holding a badge not yet played (``facing_badge``).

The figures, each game's own (its ``style_figures``), averaged over the
decisions of the regular's seat that show them:
- Death's Will: ``raises`` (antes raised), ``folds``;
- Spottle: ``bet_share`` (a bet against the purse), ``raises`` (declarations raised);
- Doty Dice: ``long_shot`` (how long a shot each declaration was, 0 to 1),
  ``rerolled`` (the share of the dice thrown again, in Everyone Scores);
- Spelldice: ``shots`` and ``spells`` (held up) per pick.
"""

from __future__ import annotations

from game.campaign.taverns import Tavern, the_road
from game.core import catalogue
from game.core.play_style import Style
from game.tools.commands import play_without_window

LEVEL = "normal"


def road_table(tavern: Tavern):
    """The tavern's table at standard, its seats the traveller's and its regulars'."""
    road = the_road()
    names = ("Wanderer", *[r.name for r in tavern.regulars])
    fields: dict = {**tavern.options_at(road.difficulties["standard"]), "names": names}
    if tavern.for_coins:
        fields["purses"] = (road.difficulties["standard"].purse, *[r.purse for r in tavern.regulars])
    rules = catalogue.game(tavern.game).rules
    return rules.Options(**{k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()})


def measured(tavern: Tavern, style: Style | None, matches: int, seed: int) -> dict:
    """The figures of seat 1 playing at ``LEVEL`` with ``style``, over ``matches`` seeded matches."""
    kind = catalogue.game(tavern.game).play
    options = road_table(tavern)
    levels = (LEVEL,) * len(options.names)
    if kind.prepare is not None:
        kind.prepare(options, levels)
    figures = kind.style_figures
    assert figures is not None, f"{tavern.game} seats no regular"
    sums: dict[str, list[float]] = {}  # a figure -> [its sum, the decisions it was shown in]

    def decide(state, rng):
        seat = state.to_move
        if seat != 1:
            return kind.choose_action(state, seat, LEVEL, rng, levels)
        if style is None:
            action = kind.choose_action(state, seat, LEVEL, rng, levels)
        else:
            action = kind.choose_action(state, seat, LEVEL, rng, levels, style)
        for name, value in figures(state, action).items():
            summed = sums.setdefault(name, [0.0, 0])
            summed[0] += float(value)
            summed[1] += 1
        return action

    for k in range(matches):
        play_without_window(kind.rules.State.new(options), decide, seed * 1000 + k)
    return {name: round(total / count, 4) for name, (total, count) in sorted(sums.items())}


def style_sim(matches: int = 30, seed: int = 1) -> dict:
    """Each game's regulars, measured as the module says."""
    road = the_road()
    games: dict = {}
    for tavern in road.taverns:
        if tavern.game in games or not tavern.regulars:
            continue
        regulars = [r for t in road.taverns if t.game == tavern.game for r in t.regulars if r.style]
        games[tavern.game] = {
            "table": tavern.key,
            "level": LEVEL,
            "plain": measured(tavern, None, matches, seed),
            "regulars": {
                r.key: {
                    "style": r.style.to_dict() if r.style else None,
                    "styled": measured(tavern, r.style, matches, seed),
                    "facing_badge": measured(tavern, r.style.facing_badge(), matches, seed) if r.style else None,
                }
                for r in regulars
            },
        }
    return {"matches": matches, "seed": seed, "games": games}
