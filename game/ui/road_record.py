"""The road's words: its side panel's record of the run, the hour its map
is painted at, and lines of words stacked down a column."""

from __future__ import annotations

from game.campaign.road import TROPHIES, Campaign
from game.core.coins import format_coins
from game.ui import art, lettering
from game.ui.arcade_import import arcade
from game.ui.fitting import fit


def lines(x: float, top: float, said: list, width: int, bottom: float = 0) -> list[arcade.Text]:
    """(text, size, colour, bold) lines stacked down from ``top``, each
    wrapped to ``width``; those that would reach below ``bottom`` (the
    largest text) left out, the last shown ended with "..."."""
    texts: list[arcade.Text] = []
    y = top
    for text, size, colour, bold in said:
        if not text:
            y -= 10
            continue
        line = lettering.text(text, x, y, colour, size, bold=bold, width=width, multiline=True, anchor_y="top")
        if line.content_width > width:  # one word wider than the column (the longest name): made smaller
            fit(line, text, width, size, bold=bold)
        if y - line.content_height < bottom:
            if texts:
                texts[-1].text += "..."
            break
        texts.append(line)
        y -= line.content_height + 4
    return texts


def road_hour(campaign: Campaign) -> float:
    """How far the run's day has come: its morning at the start, dusk with the five taverns beaten, night
    at its end."""
    if campaign.over == "champion":
        return 1.0
    return min(0.95, len(campaign.beaten) / len(campaign.road.taverns))


def road_record(c: Campaign, said: list, short: int = 0) -> list:
    """The side panel's lines: the traveller, the road's seed (to share), the purse, the record, the
    champion of champions waiting, the trophies and what the last match said (``short`` 1: the trophies
    counted; 2: the last match's last line alone; 3: the last match left to the talk, where the whole record
    would not fit)."""
    road = f"{c.level.title} road" + (f" {c.road_number}" if c.road_number > 1 else "") + f", seed {c.seed}"
    lines = [
        (c.name, 22, art.GOLD, True),
        (road, 14, art.INK_DIM, False),  # the seed, for a friend to play the same road
        (f"Purse: {format_coins(c.purse)}", 16, art.INK, True),
    ]
    if c.owed:
        lines.append((f"Owed to the innkeeper: {format_coins(c.owed)}", 14, art.RED, False))
    houses = c.road.houses
    lines += [
        (f"Matches {c.matches}: won {c.wins}, lost {c.losses}", 15, art.INK, False),
        (f"Best pot won: {format_coins(c.best_pot)}", 15, art.INK, False),
        (f"Taverns beaten: {len([t for t in houses if t.key in c.beaten])} of {len(houses)}", 15, art.INK, False),
    ]
    final = c.road.final
    if final is not None and final.champion and c.opened > len(houses) and not c.over:
        left = c.tries_left(final)
        tries = "" if left is None else f" (tries left: {left})"
        lines.append((f"{final.champion.name} waits{tries}.", 15, art.GOLD, True))
    if short:
        lines.append((f"Trophies: {len(c.trophies)} of {len(TROPHIES)}", 16, art.GOLD, True))
    else:
        lines += [("", 0, art.INK, False), ("Trophies", 16, art.GOLD, True)]
        trophies = [(f"- {TROPHIES[t]}", 13, art.INK, False) for t in c.trophies]
        lines += trophies or [("none yet", 13, art.INK_DIM, False)]
    if said and short < 3:  # its last three lines, or its last
        lines += [("", 0, art.INK, False), ("Last match", 16, art.GOLD, True)]
        lines += [(line, 13, art.INK, False) for line in said[-3 if short < 2 else -1 :]]
    return lines
