"""The winner honoured on a match's results: their portrait left of the
game's results panel, and under it their name and what they came away with.

How the results feel is the match's ``mood``: a person at this screen won
("win": the burst behind the portrait turns, coins fall, the title is theirs
in large gold), the people here lost ("loss": no burst, the title subdued,
saying where they came), or no one here played, or no one won ("neutral":
the burst stands still, the game's own title)."""

from __future__ import annotations

import zlib

from game.campaign.taverns import HAIR_STYLES, HATS, Looks, the_road
from game.core.coins import format_coins
from game.ui import art, lettering
from game.ui.celebration import BURST_ALPHA, WON_ALPHA, Burst
from game.ui.fitting import fitted_text
from game.ui.portraits import draw_portrait

WINNER_AT = (112, 470)  # the portrait's middle, nearer the edge where a game's panel is wide
WINNER_RADIUS = 56
RAYS = 1.45  # the gold burst behind it, as far out as this many radii
GROUND = (74, 52, 34)
SKINS = ((236, 200, 160), (222, 182, 140), (190, 140, 100), (150, 104, 70), (110, 74, 50))
HAIRS = ((40, 30, 24), (96, 64, 40), (180, 130, 70), (200, 190, 170), (150, 60, 30))
CLOTHS = ((96, 64, 40), (70, 60, 120), (120, 40, 40), (50, 90, 60), (60, 80, 110), (140, 110, 50))


def top_winner(match) -> int | None:
    """The seat the results celebrate: the one winner, or of several (a
    house's table) the one who came away with most; None in a draw."""
    outcome = match.state.outcome()
    winners = [seat for seat, won in enumerate(outcome.won) if won and seat < len(match.state.names)]
    if not winners:
        return None
    if outcome.coins is not None:
        return max(winners, key=lambda seat: outcome.coins[seat])
    return winners[0]


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def mood(match) -> str:
    """ "win": a person at this screen won; "loss": people sat here and none
    of them won, though someone did; "neutral": only computers played (or
    the match is watched again: nobody sits at it), or nobody won."""
    people = match.people_here()
    won = match.state.outcome().won
    if not people or top_winner(match) is None:
        return "neutral"
    return "win" if any(seat < len(won) and won[seat] for seat in people) else "loss"


def place_of(match, seat: int) -> int:
    """Where a seat came, 1 the first: after every seat that won where it did
    not, or came away with more (coins, else points)."""
    outcome = match.state.outcome()
    measure = outcome.coins or outcome.points or (0,) * len(outcome.won)

    def rank(other: int) -> tuple:
        return outcome.won[other], measure[other] if other < len(measure) else 0

    return 1 + sum(rank(other) > rank(seat) for other in range(len(outcome.won)))


def title_of(match, words: str) -> str:
    """The results' title in the match's mood (``words``: the game's own, kept where it is neutral)."""
    people, names, winner = match.people_here(), match.state.names, top_winner(match)
    feeling = mood(match)
    if feeling == "win":
        won = match.state.outcome().won
        if len(people) == 1:
            return "You won!"
        best = winner if winner in people else next(seat for seat in people if won[seat])
        return f"{names[best]} wins the match!"
    if feeling == "loss":
        if len(people) == 1 and match.players == 2:  # two at the table: no place to speak of
            return f"You lost to {names[winner]}"
        if len(people) == 1:
            place = place_of(match, people[0])
            return f"{names[winner]} wins; you came {ORDINALS[min(place, len(ORDINALS)) - 1]}"
        return f"{names[winner]} wins the match"
    return words


def purse_of(match, seat: int) -> str:
    """A seat's purse, in a game played for coins; else nothing to say."""
    purses = getattr(match.state, "purses", None)
    if purses is None or seat >= len(purses):
        return ""
    return "Purse " + format_coins(purses[seat]).replace(" ", "\u00a0").replace("p\u00a0", "p ")  # "1 pp" kept whole


def cheer(match) -> str:
    """The sound the results open with: the winner cheered (the fanfare);
    where people sat here and none of them won, the sound of a loss."""
    people = match.people_here()
    won = match.state.outcome().won
    if people and not any(seat < len(won) and won[seat] for seat in people):
        return "lose"
    return "big_win"


# The tables' own people, as they are (a face picked by a hash of the name gave Mother Grell a full beard);
# the Tavern Road's regulars (Mother Grell, Tamsin, Old Crag among them) as the road's data draws them.
CAST = {
    "Brannoc": Looks(skin=(190, 140, 100), hair=(150, 60, 30), beard="long", hat="cap", coat=(50, 90, 60)),
    "Old Wick": Looks(skin=(236, 200, 160), hair=(200, 190, 170), hair_style="bald", beard="short", coat=(96, 64, 40)),
    "Jory": Looks(skin=(222, 182, 140), hair=(180, 130, 70), hat="cap", hat_colour=(140, 110, 50), coat=(120, 40, 40)),
}


def looks_of(name: str) -> Looks:
    """A face for a name, the same every time: the road's regulars and the tables' own people as they are;
    for a name a person typed, picked from it, but never a beard (a name does not say who wears one)."""
    regular = next((r for t in the_road().taverns for r in t.regulars if r.name == name), None)
    if regular is not None:
        return regular.looks
    if name in CAST:
        return CAST[name]
    n = zlib.crc32(name.encode())

    def pick(choices: tuple, by: int):
        return choices[(n >> by) % len(choices)]

    return Looks(
        skin=pick(SKINS, 0),
        hair=pick(HAIRS, 3),
        hair_style=pick(tuple(style for style in HAIR_STYLES if style != "bald"), 6),
        beard="none",
        hat=pick(HATS, 12),
        hat_colour=pick(CLOTHS, 15),
        coat=pick(CLOTHS, 18),
    )


class WinnerMedallion:
    """``winnings(seat)``: what the winner came away with, in the game's words.
    Its burst turns where the people here won (``draw``'s ``turn``, in
    degrees); where they lost it has none."""

    def __init__(self, match, panels: tuple, batch, winnings):
        self.winner = top_winner(match)
        self.mood = mood(match)
        self.looks = looks_of(match.state.names[self.winner]) if self.winner is not None else None
        left = min(panel[0] for panel in panels) if panels else 2 * WINNER_AT[0]
        x = min(WINNER_AT[0], left / 2)
        self.x, self.y, self.radius = x, WINNER_AT[1], min(WINNER_RADIUS, (x - 8) / RAYS)
        self.lines = []
        self.burst = None
        if self.mood != "loss":
            alpha = WON_ALPHA if self.mood == "win" else BURST_ALPHA
            self.burst = Burst(self.x, self.y, self.radius * RAYS, alpha)
        if self.winner is not None:
            room, place = min(220, 2 * x - 12), {"anchor_x": "center", "batch": batch}
            name = match.state.names[self.winner]
            below = self.y - self.radius
            named = fitted_text(name, x, below - 30, art.GOLD, 18, room, bold=True, **place)
            # what they came away with, wrapped whole under the name (a purse of every coin is wider than it)
            said = lettering.paragraph(winnings(self.winner), named.bottom - 2, art.INK, 14, room, x=x, batch=batch)
            self.lines += [named, said]

    def draw(self, turn: float = 0.0) -> None:
        if self.looks is None:
            return
        if self.burst is not None:
            self.burst.draw(turn)
        draw_portrait(self.x, self.y, self.radius, self.looks, GROUND, champion=True)
