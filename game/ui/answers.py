"""A table that answers: what every table draws when its flow says an
event has happened (``game.table.beats.Answer``), beside the banner and the
sound. A figure rises from the dice that made it; coins fly along a curve
from one place to another while the figures there count; a place flashes
(gold for a blessing, red for a blow) and, for a blow, the table jolts;
a hand won showers its take into the winner's purse (``game.ui.takings``).

Everything moves by the table's own clock (the flow's), so a table paused,
or a test stepping it, moves it as far as its time has come, and nothing
here is made in a frame but the words of a new figure. Under "reduce
motion" nothing rises, flies, shakes or flashes: a figure stands still where
it was made until its time is up, and counted figures change at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pyglet

from game.core.coins import COINS, in_coins
from game.table.beats import Answer
from game.ui import art, lettering
from game.ui.arcade_import import arcade
from game.ui.takings import Shower

RISE_SECONDS = 1.5  # a figure rising from the dice, then gone
RISE_HEIGHT = 44
RISE_SIZE = 30
COIN_SECONDS = 0.75  # one coin's flight
COIN_STAGGER = 0.08  # between one coin leaving and the next
COINS_AT_MOST = 6
COIN_ARC = 70  # how far, at least, a coin's curve bends off the straight way
TABLE_MIDDLE = (640.0, 400.0)  # toward which it bends
COUNT_SECONDS = COIN_SECONDS + (COINS_AT_MOST - 1) * COIN_STAGGER  # a figure counting to its new value
SHAKE_SECONDS = 0.4
SHAKE_REACH = 5.0  # pixels, at the jolt's start
SHAKE_ZOOM = 1.02  # the table drawn a little larger while it shakes: its edges never show the window behind
SHOWER_TICKS = 4  # a purse a shower lands in counts up in four steps at least, not one jump
FLASH_SECONDS = 0.8
POP_SECONDS = 0.3  # a banner's box grows past its size and settles
INKS = {"gold": art.GOLD, "red": art.RED, "ink": art.INK}
SHADOW = (20, 10, 6)

Box = tuple[float, float, float, float]  # left, bottom, width, height


def pop(age: float) -> float:
    """A banner's scale ``age`` seconds after it went up: from 0.7 past 1 and back, settled by POP_SECONDS."""
    if age >= POP_SECONDS:
        return 1.0
    t = age / POP_SECONDS
    c = 2.2  # how far past its size it grows (an ease-out-back)
    return 0.7 + 0.3 * (1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2)


def centre(box: Box) -> tuple[float, float]:
    left, bottom, width, height = box
    return left + width / 2, bottom + height / 2


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def rising_path(x: float, y: float, words: str) -> Box:
    """The box a figure of ``words`` sweeps, rising from (x, y): its words'
    width (a guess from their letters) and their height and rise."""
    guess = len(words) * RISE_SIZE * 0.7
    return (x - guess / 2, y - RISE_SIZE * 0.3, guess, RISE_SIZE * 1.2 + RISE_HEIGHT)


class Rising:
    """A figure rising from where it was made, fading as it goes."""

    def __init__(self, words: str, ink: str, at: tuple[float, float], since: float, batch):
        self.since, self.x, self.y = since, *at
        self.path = rising_path(*at, words)  # what it sweeps as it rises: a later figure keeps clear of it
        size = RISE_SIZE if len(words) <= 4 else RISE_SIZE - 6
        # a dark copy under it keeps it readable over wood, dice and bowl alike
        self.shadow = lettering.centred(words, self.y - 2, SHADOW, size, x=self.x + 2, bold=True, batch=batch)
        self.text = lettering.centred(words, self.y, INKS[ink], size, x=self.x, bold=True, batch=batch)
        self.words, self.colour = words, INKS[ink]

    def remove(self) -> None:
        for text in (self.shadow, self.text):
            text.label.delete()

    def place(self, now: float, still: bool) -> bool:
        """Put it where its time says; False once it is gone."""
        age = (now - self.since) / RISE_SECONDS
        if age >= 1:
            self.remove()
            return False
        if still:
            return True
        lift = RISE_HEIGHT * (1 - (1 - age) ** 2)
        alpha = 255 if age < 0.6 else int(255 * (1 - age) / 0.4)
        self.text.y, self.shadow.y = self.y + lift, self.y + lift - 2
        self.text.color = (*self.colour, alpha)
        self.shadow.color = (*SHADOW, alpha)
        return True


def bend(start: tuple[float, float], end: tuple[float, float]) -> tuple[float, float]:
    """The middle point of a coin's curve: off the straight way, toward the
    table's middle (out over the table, not along the cards' words)."""
    (sx, sy), (ex, ey) = start, end
    mx, my = (sx + ex) / 2, (sy + ey) / 2
    length = math.hypot(ex - sx, ey - sy) or 1.0
    nx, ny = -(ey - sy) / length, (ex - sx) / length  # square to the way
    if nx * (TABLE_MIDDLE[0] - mx) + ny * (TABLE_MIDDLE[1] - my) < 0:
        nx, ny = -nx, -ny
    reach = max(COIN_ARC, 0.6 * length)
    return mx + nx * reach, my + ny * reach


class Flight:
    """Coins flying along a curve from one place to another, one after another."""

    def __init__(self, amount: int, start: tuple[float, float], end: tuple[float, float], since: float, sprites):
        self.start, self.end, self.since = start, end, since
        coin = in_coins(amount)[0][0]  # the largest coin of the amount
        count = min(COINS_AT_MOST, 2 + int(math.log10(max(1, amount))) * 2)
        self.coins = [arcade.Sprite(art.coin_texture(coin.abbr), scale=0.6) for _ in range(count)]
        self.bend = bend(start, end)
        for sprite in self.coins:
            sprite.position = start
            sprite.visible = False
            sprites.append(sprite)

    def place(self, now: float) -> bool:
        """Each coin where its flight has come to; False once all have landed."""
        flying = False
        (sx, sy), (bx, by), (ex, ey) = self.start, self.bend, self.end
        for k, sprite in enumerate(self.coins):
            t = (now - self.since - k * COIN_STAGGER) / COIN_SECONDS
            sprite.visible = 0 <= t < 1
            if t < 1:
                flying = True
            if sprite.visible:
                t = 1 - (1 - t) ** 2  # quick from the purse, slowing into the pot
                u = 1 - t
                sprite.position = (u * u * sx + 2 * u * t * bx + t * t * ex, u * u * sy + 2 * u * t * by + t * t * ey)
        if not flying:
            for sprite in self.coins:
                sprite.remove_from_sprite_lists()
        return flying


class Tally:
    """A figure on the table counting from what it showed to what it is now,
    over ``seconds`` from ``since`` (a purse a shower lands in: from its first
    coin landing to its last)."""

    def __init__(self, value: int):
        self.before = self.value = value
        self.since, self.seconds = -math.inf, COUNT_SECONDS
        self.ticks = 1  # the fewest steps it counts in (a shower's purse: a few, as its coins land)

    def shown(self, now: float) -> int:
        t = (now - self.since) / self.seconds if self.seconds > 0 else 1.0
        if t >= 1:
            return self.value
        if t <= 0:
            return self.before
        t = 1 - (1 - t) ** 2
        step = self.step()  # counted in the coin the change is made of: 1 sp, 2 sp, not 1 sp 3 cp
        return self.before + step * round((self.value - self.before) * t / step)

    def step(self) -> int:
        change = abs(self.value - self.before)
        for coin in COINS:  # the largest first
            if coin.copper * self.ticks <= change and change % coin.copper == 0:
                return coin.copper
        return 1

    def counting(self, now: float) -> bool:
        return now - self.since < self.seconds


class Flash:
    """A ring round a place, bright at first and fading."""

    def __init__(self, box: Box, ink: str, since: float):
        self.box, self.colour, self.since = box, INKS[ink], since

    def draw(self, now: float) -> bool:
        age = (now - self.since) / FLASH_SECONDS
        if age >= 1:
            return False
        left, bottom, width, height = self.box
        alpha = int(255 * (1 - age))
        for grow, border in ((3, 5), (9, 3)):
            rect = arcade.LBWH(left - grow, bottom - grow, width + 2 * grow, height + 2 * grow)
            arcade.draw_rect_outline(rect, (*self.colour, alpha if grow == 3 else alpha // 2), border)
        return True


class TableAnswers:
    """Every answer showing at a table, and the figures it counts.

    ``clock``: the table's time; ``still``: "reduce motion" is on;
    ``place``: where a named place is on the table (a box), or None where
    the table has no such place; ``keep_clear``: boxes a rising figure must
    not cover (the banner while it is up); ``hear``: a sound played (by its
    name, at a loudness), for the coins of a shower landing."""

    def __init__(
        self,
        clock: Callable[[], float],
        still: Callable[[], bool],
        place: Callable[[tuple], Box | None],
        keep_clear: Callable[[], list[Box]],
        hear: Callable[[str, float], None] = lambda name, volume: None,
    ):
        self.clock, self.still, self.place, self.keep_clear, self.hear = clock, still, place, keep_clear, hear
        self.batch = pyglet.graphics.Batch()
        self.rising: list[Rising] = []
        self.flights: list[Flight] = []
        self.showers: list[Shower] = []
        # a place a shower lands in -> when its first coin lands and how long the rest take: its figure
        # counts as they land (the figure may change before the shower is answered, or after)
        self.landings: dict[object, tuple[float, float]] = {}
        self.coins: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.flashes: list[Flash] = []
        self.shaken_at = -math.inf
        self.tallies: dict[object, Tally] = {}

    # --- what the flow says ---

    def answer(self, answer: Answer) -> None:
        now, still = self.clock(), self.still()
        box = self.place(answer.place)
        if box is None:
            return
        if answer.what == "rise":
            at = self.rise_from(box, answer.words)
            if at is not None:  # with no room clear of what is read, the banner and the talk say it alone
                self.rising.append(Rising(answer.words, answer.ink, at, now, self.batch))
        elif still:
            return  # nothing flies, shakes or flashes: the figures change, the banner says the rest
        elif answer.what == "coins":
            to = self.place(answer.to)
            if to is not None:
                self.flights.append(Flight(answer.amount, centre(box), centre(to), now, self.coins))
        elif answer.what == "shower":
            to = self.place(answer.to)
            if to is not None:
                shower = Shower(answer.amount, centre(box), centre(to), now, self.coins)
                self.showers.append(shower)
                self.count_as_landing(answer.to, *shower.landing)
        elif answer.what in ("shake", "flash"):
            self.flashes.append(Flash(box, answer.ink, now))
            if answer.what == "shake":
                self.shaken_at = now

    def rise_from(self, box: Box, words: str) -> tuple[float, float] | None:
        """Where a figure starts: above what made it, else beside it, else
        below it; clear of the banner, of the table's edge and of the
        figures still rising (two figures over each other read as neither;
        None: nowhere)."""
        left, bottom, width, height = box
        guess = len(words) * RISE_SIZE * 0.7
        tall = RISE_SIZE * 1.2 + RISE_HEIGHT
        x, y = centre(box)
        spots = (
            (x, bottom + height + 14),
            (left + width + 14 + guess / 2, y - RISE_SIZE / 2),
            (left - 14 - guess / 2, y - RISE_SIZE / 2),
            (x, bottom - 14 - tall),
        )
        clear = self.keep_clear() + [figure.path for figure in self.rising]
        for sx, sy in spots:
            path = rising_path(sx, sy, words)
            inside = path[0] >= 0 and path[0] + guess <= 1280 and path[1] >= 0 and path[1] + tall <= 720
            if inside and not any(overlaps(path, other) for other in clear):
                return sx, sy
        return None

    def drop_figures_over(self, boxes: list[Box]) -> None:
        """Figures still rising where something has come up since (a shot's
        badge on its arrow) go: two things over each other read as neither,
        and what came since says the news."""
        for figure in [figure for figure in self.rising if any(overlaps(figure.path, box) for box in boxes)]:
            figure.remove()
            self.rising.remove(figure)

    # --- figures that count ---

    def count_as_landing(self, key: tuple, since: float, seconds: float) -> None:
        """The figure ``key`` counts from ``since`` over ``seconds``: at once,
        where it changed this very moment; else at its next change."""
        tally = self.tallies.get(key)
        if tally is not None and tally.since == self.clock():
            tally.since, tally.seconds, tally.ticks = since, seconds, SHOWER_TICKS
        else:
            self.landings[key] = (since, seconds)

    def figure(self, key: object, value: int) -> int:
        """What a counted figure shows now: ``value``, counted to from what
        it showed before (at once under "reduce motion", or at its first showing)."""
        tally = self.tallies.get(key)
        if tally is None:
            tally = self.tallies[key] = Tally(value)
        elif value != tally.value:
            now = self.clock()
            tally.before, tally.value = tally.shown(now), value
            tally.since, tally.seconds, tally.ticks = -math.inf if self.still() else now, COUNT_SECONDS, 1
            landing = self.landings.pop(key, None)
            if landing is not None and landing[0] + landing[1] > now and not self.still():
                (tally.since, tally.seconds), tally.ticks = landing, SHOWER_TICKS
        return tally.shown(self.clock())

    @property
    def counting(self) -> bool:
        now = self.clock()
        return any(tally.counting(now) for tally in self.tallies.values())

    # --- time and drawing ---

    def shake(self) -> tuple[float, float]:
        """How far the table is jolted now: nothing once the jolt is over, or under "reduce motion"."""
        age = (self.clock() - self.shaken_at) / SHAKE_SECONDS
        if age >= 1 or age < 0 or self.still():
            return 0.0, 0.0
        reach = SHAKE_REACH * (1 - age)
        return reach * math.sin(age * 9 * math.pi), reach * 0.5 * math.cos(age * 7 * math.pi)

    def update(self) -> None:
        """Everything where the table's time says; what is over, gone."""
        now, still = self.clock(), self.still()
        self.rising = [rising for rising in self.rising if rising.place(now, still)]
        self.flights = [flight for flight in self.flights if flight.place(now)]
        self.showers = [shower for shower in self.showers if self.landed(shower, now)]

    def landed(self, shower: Shower, now: float) -> bool:
        """A shower's coins where its time says, a clink for those just landed; False once all are in."""
        flying = shower.place(now)
        for _ in range(shower.clinks):
            self.hear("coin_to_purse", 0.35)
        shower.clinks = 0
        return flying

    def draw(self) -> None:
        now = self.clock()
        self.flashes = [flash for flash in self.flashes if flash.draw(now)]
        if self.flights or self.showers:
            self.coins.draw()
        if self.rising:
            self.batch.draw()
