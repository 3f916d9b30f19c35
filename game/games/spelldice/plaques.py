"""The wizards round the saloon's table: where each sits, his plaque (name,
health, shield, Nether-Nether, and what his fists hold), and the shots of a
round as arrows from shooter to target.

Seats go round the table clockwise from the top left, and a table of fewer
wizards leaves the middle seats of a side empty rather than crowding one
side. A shot leaves and reaches a plaque at a port of its own on the side
facing the bowl, so two shots between one pair run side by side, and each
roll sits on its arrow where no other roll does.
"""

from __future__ import annotations

import copy
import math

from game.games.spelldice.colours import COLOUR_BY_KEY, PURPLE
from game.games.spelldice.rules import DEADSHOT, SHOT, SPELL, WHIP
from game.games.spelldice.shown import Shown
from game.ui import art, text_size
from game.ui.arcade_import import arcade
from game.ui.composed_table import BOWL_CENTRE
from game.ui.fitting import fitted, fitted_choice, line_height, words_width
from game.ui.kept_words import KeptWords
from game.ui.line_patterns import pattern_pieces
from game.ui.solid_dice import rest_texture

NAME_IN = 58  # a plaque's name and kind, in from its left edge: just clear of the wizard's hat

PLAQUE = (226, 170)
CORNERS = {"L1": (16, 494), "L2": (16, 312), "L3": (16, 130), "R1": (1038, 494), "R2": (1038, 312), "R3": (1038, 130)}
SEATING = {
    2: ("L2", "R2"),
    3: ("L2", "R1", "R3"),
    4: ("L1", "R1", "R3", "L3"),
    5: ("L1", "R1", "R2", "R3", "L3"),
    6: ("L1", "R1", "R2", "R3", "L3", "L2"),
}
COLOUR_INK = {
    "green": (96, 200, 110),
    "blue": (100, 150, 240),
    "red": (236, 90, 76),
    "black": (200, 200, 210),
    PURPLE: (190, 130, 230),
}
ARROW_PATTERN = {  # each colour's shot told apart by its line too, not by its ink alone
    "green": "solid",
    "blue": "dashed",
    "red": "dotted",
    "black": "double",
    PURPLE: "dash_dot",
}
BADGE = 15  # a roll's radius on its arrow


def corners(players: int) -> list[tuple[int, int]]:
    """Each seat's plaque, lower left corner."""
    return [CORNERS[name] for name in SEATING[players]]


def plaque_rect(players: int, seat: int) -> tuple[float, float, float, float]:
    x, y = corners(players)[seat]
    return (x, y, *PLAQUE)


DEADSHOT_LEAST = 24  # a fallen wizard's Deadshot pictured no smaller than this tall


def _plaque_rows() -> tuple[float, float, float, float]:
    """(a fist's row, the captions' baseline, the pictures' middle, over the
    plaque's foot, and the pictures' scale) at the player's text size: as
    written at Normal; at the larger sizes the rows as tight as their words
    allow and the pictures smaller, the five lines within the plaque."""
    words = text_size.points(14)
    row = min(line_height(14), max(23, round(1.3 * words)))
    low = max(58, 4 + 2 * row + round(0.3 * words))
    scale = 0.5 / text_size.scale() ** 0.8
    return row, low, low + round(0.75 * words) + round(40 * scale), scale


def _captions(width: float) -> tuple:
    """The names under a living wizard's pictures: (its sayings, where it stands, its room, its anchor). At
    Normal each centred under its picture; at the larger sizes the shield's and the Nether-Nether's."""
    if text_size.scale() == 1:
        return ((("health",), 30, 60, "center"), (("hidden",), 92, 62, "center"), (("banished",), 170, 96, "center"))
    # at the larger sizes three names want more than the plaque's width with room between them: the
    # health die's own heart names it (its face is the count), and the other two keep their names
    return (
        (("",), 30, 60, "center"),
        (("hidden",), 92, 80, "center"),
        (("banished", "nether"), width - 6, 96, "right"),
    )


def _faces_bowl_x(x: float) -> float:
    return x + PLAQUE[0] if x < BOWL_CENTRE[0] else x


def _curve(a: tuple, b: tuple, bow: float = 0.55, steps: int = 18) -> list[tuple[float, float]]:
    """A shot's path, bowed toward the middle of the table (``bow`` of the
    way from the straight line's middle to the bowl's). (Eighteen straight
    pieces look as smooth as forty at the table's size, and a new arrow's
    thick line is made in a third of the time: five new arrows at once held
    a frame for 40 ms.)"""
    cx, cy = BOWL_CENTRE
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    kx, ky = mx + (cx - mx) * bow, my + (cy - my) * bow
    return [
        (
            (1 - u) ** 2 * a[0] + 2 * (1 - u) * u * kx + u * u * b[0],
            (1 - u) ** 2 * a[1] + 2 * (1 - u) * u * ky + u * u * b[1],
        )
        for u in (k / steps for k in range(steps + 1))
    ]


def shot_paths(players: int, shots: list) -> dict[int, dict]:
    """For each shot not cancelled: its curve, arrowhead and where its roll sits."""
    live = [k for k, shot in enumerate(shots) if shot["state"] != "cancelled"]
    spots = corners(players)
    ends: dict[int, list] = {seat: [] for seat in range(players)}  # (other end's y, shot, which end)
    for k in live:
        shooter, target = shots[k]["shooter"], shots[k]["target"]
        ends[shooter].append((spots[target][1], k, 0))
        ends[target].append((spots[shooter][1], k, 1))
    points: dict[tuple, tuple] = {}
    for seat, touching in ends.items():
        x, y = spots[seat]
        touching.sort(key=lambda e: (-e[0], e[1], e[2]))
        for n, (_, k, end) in enumerate(touching):
            share = (n + 1) / (len(touching) + 1)
            points[k, end] = (_faces_bowl_x(x), y + PLAQUE[1] - 20 - share * (PLAQUE[1] - 60))
    # The arrows between one pair of wizards (two on one side shoot along
    # nearly the same line) are bowed by different amounts, so they stay apart.
    pairs: dict[frozenset, list[int]] = {}
    for k in live:
        pairs.setdefault(frozenset((shots[k]["shooter"], shots[k]["target"])), []).append(k)
    bows = {
        k: 0.55 if len(ks) == 1 else 0.55 + 0.35 * n / (len(ks) - 1) for ks in pairs.values() for n, k in enumerate(ks)
    }
    curves = {k: _curve(points[k, 0], points[k, 1], bows[k]) for k in live}
    paths: dict[int, dict] = {}
    badges: list[tuple[float, float]] = []
    for k in live:
        curve = curves[k]
        others = [point for j in live if j != k for point in curves[j]]
        (px, py), (ex, ey) = curve[-2], curve[-1]
        length = math.hypot(ex - px, ey - py) or 1.0
        ux, uy = (ex - px) / length, (ey - py) / length
        head = [
            (ex, ey),
            (ex - 16 * ux - 7 * uy, ey - 16 * uy + 7 * ux),
            (ex - 16 * ux + 7 * uy, ey - 16 * uy - 7 * ux),
        ]
        # the first place along the arrow, nearest the shooter's third, clear of the other rolls;
        # else the place farthest from them
        places = [c for c in curve[3:-3] if PLAQUE[0] + 16 + BADGE < c[0] < 1038 - BADGE and c[1] < 600 - BADGE]
        places.sort(key=lambda c: abs(curve.index(c) - len(curve) / 3))

        def room(place) -> float:
            return min((max(abs(place[0] - ox), abs(place[1] - oy)) for ox, oy in badges), default=1e9)

        def clear(place, others=others) -> float:  # from the other arrows: a roll lying on one reads as its
            return min((math.hypot(place[0] - ox, place[1] - oy) for ox, oy in others), default=1e9)

        badge = (
            next((c for c in places if room(c) >= 2 * BADGE + 4 and clear(c) >= BADGE + 6), None)
            or next((c for c in places if room(c) >= 2 * BADGE + 4), None)
            or max(places or curve[len(curve) // 2 : len(curve) // 2 + 1], key=room)
        )
        badge = (round(badge[0]), round(badge[1]))  # whole pixels: a roll set between two is drawn cut
        badges.append(badge)
        paths[k] = {"curve": curve, "head": head, "badge": badge}
    return paths


def fist_line(shown: Shown, seat: int, fist: int) -> tuple[str | None, tuple[str, ...]]:
    """A fist's die (colour) and its few words on the plaque once hands are
    open: the clearest saying first, then shorter ones for a narrow strip
    (the die beside them still says its colour)."""
    kind, colour, target = shown.hands[seat][fist]
    if kind in (SHOT, DEADSHOT):
        return colour, (f"at {shown.names[target]}", shown.names[target])
    if kind == SPELL:
        spell = COLOUR_BY_KEY[colour].spell
        if colour in shown.held[seat]:
            return colour, (spell,)
        if colour in shown.put_back[seat]:  # held up as its wizard fell: back behind his shield
            return colour, (f"{spell} (not cast)", "not cast")
        return colour, (f"{spell} (cast)", "cast")
    if kind == WHIP:
        return None, ("the Whip", "Whip")
    return None, ("empty",)


def _arrow_lines(curve, pattern: str, ink: tuple[int, ...], line: float) -> list:
    """An arrow's line in its colour's pattern: its pieces, made together (a dotted arrow has dozens)."""
    colour = arcade.types.Color.from_iterable(ink)
    return [
        arcade.shape_list.create_line_strip(piece, colour, line) for piece in pattern_pieces(list(curve), pattern, line)
    ]


class Plaques:
    """Every wizard's plaque and the round's arrows, remade when the table changes."""

    def __init__(self, players: int, kinds: list[str]):
        self.players = players
        self.kinds = kinds  # "person" or "computer, hard", per seat
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.symbols: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()  # on the arrows, drawn over them
        self.words = KeptWords()
        self.shapes: arcade.shape_list.ShapeElementList[arcade.shape_list.Shape] = arcade.shape_list.ShapeElementList()
        self.boxes: dict[str, tuple] = {}  # what the layout test checks: name -> (left, bottom, width, height)
        self.made: dict[tuple, object] = {}  # shapes already made, by how they were made
        self.aims: tuple[str, ...] = ()  # the key that aims at each seat, in words
        self.drawn_for: object = None  # what the plaques were last remade for: the same again remakes nothing

    def shape(self, make, *args):
        """``make(*args)``, made once: an arrow's curve took milliseconds to
        make again at every moment, and most shapes outlive many moments."""
        key = (make, *(tuple(map(tuple, arg)) if isinstance(arg, list) else arg for arg in args))
        if key not in self.made:
            if len(self.made) > 400:  # a long game's arrows, long gone
                self.made.clear()
            self.made[key] = make(*args)
        return self.made[key]

    def rebuild(
        self,
        shown: Shown,
        turn: int | None,
        targets: dict[int, bool],
        shots_shown: bool,
        lit: int | None,
        aims: tuple[str, ...] = (),
    ) -> None:
        """``targets``: seat -> lit up as a target for the die carried (badges show
        while a person picks, each with the key that aims at him: ``aims``);
        ``lit``: the shot whose moment it is."""
        # The table asks at every change of the flow, most of which leave the plaques as they were:
        # remade, their words and arrows took 7 ms of such a frame.
        drawn_for = (copy.deepcopy(shown), turn, targets, shots_shown, lit, aims, list(self.kinds), text_size.scale())
        if drawn_for == self.drawn_for:
            return
        self.drawn_for = drawn_for
        self.aims = aims
        self.sprites.clear()
        self.symbols.clear()
        self.words.begin()
        self.boxes = {}
        outlines: arcade.shape_list.ShapeElementList[arcade.shape_list.Shape] = arcade.shape_list.ShapeElementList()
        for seat, _name in enumerate(shown.names):
            self._plaque(shown, seat, seat == turn, seat in targets, targets.get(seat, False), outlines)
        self.shapes = outlines
        if shots_shown:
            self._arrows(shown, lit)
        self.words.end()

    def _plaque(self, shown: Shown, seat: int, to_act: bool, targetable: bool, hot: bool, outlines) -> None:
        x, y, w, h = plaque_rect(self.players, seat)
        words = self.words.add
        fallen = shown.eliminated[seat]
        self.sprites.append(
            arcade.Sprite(
                art.texture("spelldice", f"wizard_{seat}.png"),
                scale=0.5,
                center_x=x + 32,
                center_y=y + h - 34,
                alpha=110 if fallen else 255,
            )
        )
        badge = max(24, words_width(self.aims[seat], 13, bold=True) + 8) if targetable and seat < len(self.aims) else 0
        # the target's key badge beside the name; where the name would not stand whole beside it (the larger
        # text sizes), beside the kind under it, the name the whole width
        beside = fitted(shown.names[seat], w - 66 - badge, 17, bold=True)[0] == shown.names[seat]
        name, size = fitted(shown.names[seat], w - 66 - badge if beside else w - 62, 17, bold=True)
        words(name, x + NAME_IN, y + h - 30, art.GOLD if to_act else art.INK, text_size.unscaled(size), bold=True)
        # under the name, the key's badge beside the name not beside it: said shorter where it is narrow
        back = (self.kinds[seat] + ", came back",) if shown.came_back[seat] else ()
        kinds = (*back, self.kinds[seat], self.kinds[seat].partition(",")[0])
        kind, size = fitted_choice(kinds, w - 66 - (0 if beside else badge), 11, italic=True)
        under = max(20, round(0.6 * line_height(17, bold=True)))  # under the name, clear of it
        words(kind, x + NAME_IN, y + h - 30 - under, art.INK_DIM, text_size.unscaled(size), italic=True)
        self.boxes[f"plaque {seat}"] = (x, y, w, h)
        if targetable:
            outlines.append(
                self.shape(
                    arcade.shape_list.create_rectangle_outline,
                    x + w / 2,
                    y + h / 2,
                    w + 6,
                    h + 6,
                    art.GOLD,
                    4 if hot else 2,
                )
            )
            side = max(badge, 24)  # the key whole in its badge, as large as the text size makes it
            top = y + h - 4 if beside else y + h - 30 - under + line_height(11, italic=True) * 0.8
            centre = (x + w - 4 - side / 2, top - side / 2)
            outlines.append(self.shape(arcade.shape_list.create_rectangle_filled, *centre, side, side, (60, 34, 16)))
            words(
                self.aims[seat] if seat < len(self.aims) else "",
                *centre,
                art.GOLD,
                13,
                bold=True,
                anchor_x="center",
                anchor_y="center",
            )
        # the captions over the fists' two rows, the pictures over them (raised at the larger sizes)
        _, low, high, scale = _plaque_rows()
        if fallen:  # its status where a living wizard's captions stand: clear of the fists' rows under it
            status = f"Deadshot needs {shown.deadshot_need[seat]}" if not shown.came_back[seat] else "Out for good"
            # its Deadshot's picture between the status and the kind over it, clear of both (at its size
            # it stood over the status's letters, and at Largest over the kind's): smaller where it must be
            picture = art.texture("spelldice", "deadshot.png")
            floor = low + 0.75 * line_height(12, bold=True) + 3
            ceiling = h - 30 - under - 0.25 * line_height(11, italic=True) - 3
            if ceiling - floor >= DEADSHOT_LEAST:  # else (the largest text) its words alone say it
                self.sprites.append(
                    arcade.Sprite(
                        picture,
                        scale=min(1.5 * scale, (ceiling - floor) / picture.height),
                        center_x=x + w / 2,
                        center_y=y + (floor + ceiling) / 2,
                    )
                )
            words(status, x + w / 2, y + low, art.RED, 12, bold=True, anchor_x="center")
        else:
            shield = _captions(w)[1][1]  # the shield stands over its name
            self.sprites.append(
                arcade.Sprite(
                    rest_texture(PURPLE, max(1, shown.health[seat])), scale=scale, center_x=x + 30, center_y=y + high
                )
            )
            self.sprites.append(
                arcade.Sprite(
                    art.texture("spelldice", "shield.png"), scale=scale, center_x=x + shield, center_y=y + high
                )
            )
            # Each picture's name under it, a word alone at every size, and the shield's count on the shield
            # itself: "health 1 hidden banished" was read as health 2 where one die was hidden, and at the
            # larger sizes the names went, leaving a bare number under the shield ("nether" for "banished"
            # where that is too long: the Nether-Nether is where banished dice wait).
            for said, at, room, anchor in _captions(w):
                said, size = fitted_choice(said, room, 14)
                words(said, x + at, y + low, art.INK_DIM, text_size.unscaled(size), anchor_x=anchor)
            words(
                str(len(shown.shield[seat])),
                x + shield,
                y + high + 2,  # its count stands clear of the name under it at every size
                art.INK,
                15,
                bold=True,
                anchor_x="center",
                anchor_y="center",
            )
            self.sprites.append(
                arcade.Sprite(
                    art.texture("spelldice", "nether.png"), scale=1.2 * scale, center_x=x + 170, center_y=y + high
                )
            )
            for k, banished in enumerate(shown.nether[seat]):
                self.sprites.append(
                    arcade.Sprite(
                        rest_texture(banished, 1), scale=0.52 * scale, center_x=x + 136 + 22 * k, center_y=y + high
                    )
                )
        self._fists(shown, seat, x, y, w)

    def _fists(self, shown: Shown, seat: int, x: float, y: float, w: float) -> None:
        """The strip along the plaque's foot: what each hand holds, once open."""
        words = self.words.add
        if shown.hands and shown.hands[seat] is not None:
            fists = len(shown.hands[seat])
            row = _plaque_rows()[0]
            for fist in range(fists):  # a row each, the first over the second: room for "at Mother Grell"
                colour, sayings = fist_line(shown, seat, fist)
                left, middle = x + 8, y + 4 + (fists - 1 - fist + 0.5) * row
                if colour is not None:  # the colour's symbol, as on its arrow: its shape tells it, not its hue alone
                    symbol = art.texture("spelldice", f"symbol_{colour}.png")
                    self.sprites.append(
                        arcade.Sprite(symbol, scale=(row - 3) / symbol.width, center_x=left + 12, center_y=middle)
                    )
                said, size = fitted_choice(sayings, w - 16 - 30, 14)
                words(said, left + 26, middle, art.INK, text_size.unscaled(size), anchor_y="center")
        elif seat < len(shown.picked) and not (shown.eliminated[seat] and shown.came_back[seat]):
            ways: tuple[str, ...] = ("hands closed: picked", "hands closed") if shown.picked[seat] else ("choosing...",)
            if not shown.picked[seat] and seat in shown.sealed:  # sent to the host: no longer choosing
                ways = ("sealed: waiting for the others", "sealed: waiting", "sealed")
            said, size = fitted_choice(ways, w - 16, 11, italic=True)  # the shorter at the larger sizes
            words(said, x + w / 2, y + 15, art.INK_DIM, text_size.unscaled(size), italic=True, anchor_x="center")

    def _arrows(self, shown: Shown, lit: int | None) -> None:
        for k, path in shot_paths(self.players, shown.shots).items():
            shot = shown.shots[k]
            ink: tuple[int, ...] = COLOUR_INK[shot["colour"]]  # faded: with its alpha
            faded = shot["state"] in ("miss", "banished")
            if faded:
                ink = (*ink[:3], 120)
            width = 6 if k == lit else 3
            pattern = ARROW_PATTERN[shot["colour"]]
            line = width * 0.6 if pattern == "double" else width
            for piece in self.shape(_arrow_lines, path["curve"], pattern, ink, line):
                self.shapes.append(piece)
            self.shapes.append(self.shape(arcade.shape_list.create_polygon, path["head"], ink))
            bx, by = path["badge"]
            self.boxes[f"roll {k}"] = (bx - BADGE, by - BADGE, 2 * BADGE, 2 * BADGE)
            face = shown.faces.get(k)
            if face is None:  # not rolled yet: the colour's symbol, so the shot reads without colour
                self.symbols.append(
                    arcade.Sprite(
                        art.texture("spelldice", f"symbol_{shot['colour']}.png"),
                        scale=2 * BADGE / 24,
                        center_x=bx,
                        center_y=by,
                    )
                )
                continue
            ring = art.RED if shot["state"] == "hit" else ink
            self.shapes.append(
                self.shape(arcade.shape_list.create_ellipse_filled, bx, by, 2 * BADGE, 2 * BADGE, (24, 14, 8))
            )
            self.shapes.append(
                self.shape(arcade.shape_list.create_ellipse_outline, bx, by, 2 * BADGE, 2 * BADGE, ring, 3)
            )
            self.words.add(
                str(face),
                bx,
                by,
                art.GOLD if shot["state"] == "hit" else ink[:3],
                14,
                bold=True,
                anchor_x="center",
                anchor_y="center",
            )

    def draw(self) -> None:
        self.shapes.draw()
        self.sprites.draw()
        self.symbols.draw()
        self.words.draw()
