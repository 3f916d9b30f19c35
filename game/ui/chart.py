"""A small chart for the Ledger's pages, in the table's own style: bars or a
line of points, every value written beside its mark so that nothing needs
colour to be read, and an optional dashed reference line (the count fair
dice would give, a purse's starting level)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.ui import art, lettering
from game.ui.arcade_import import arcade
from game.ui.fitting import fitted_choice, line_height

AXIS = (196, 160, 118)
BAR = (214, 150, 80)
BAR_EDGE = art.GOLD
LINE = art.GOLD
UNDER_THE_LOWEST = 34  # pixels under a line's lowest point: its figure (set 8 under it), then the labels


@dataclass(frozen=True)
class Reference:
    value: float
    words: str  # "expected 214" or "start"


class Chart:
    """A chart in a box (table coordinates). ``show`` gives it its figures;
    ``draw`` draws them. Bars (``kind="bars"``) for counts by face or points
    per match; a line (``kind="line"``) for a purse over matches."""

    def __init__(self, left: float, bottom: float, width: float, height: float, title_room: float | None = None):
        self.left, self.bottom, self.width, self.height = left, bottom, width, height
        self.title_room = width if title_room is None else title_room  # what stands at its top right keeps clear
        self.values: list[float] = []
        self.labels: list[str] = []
        self.reference: Reference | None = None
        self.kind = "bars"
        self.title = lettering.text("", left, bottom + height - 4, art.GOLD, 15, bold=True, anchor_y="top")
        self.empty = lettering.caption("", bottom + height / 2, 15, x=left + width / 2, anchor_y="center")
        self.texts: list[arcade.Text] = []

    # the plotting area, inside the title above and the labels below
    @property
    def area(self) -> tuple[float, float, float, float]:
        # under the title and the reference's words, as tall as the text size makes them, with room above
        # for a figure standing over the highest point
        head = self.title.content_height + 10 + (line_height(13, italic=True) + 6 if self.reference else 0) + 24
        return self.left + 8, self.bottom + 30, self.width - 16, min(self.height - 96, self.height - 30 - head)

    def show(
        self,
        title: str | tuple[str, ...],
        values: Sequence[float],
        labels: list[str],
        kind: str = "bars",
        reference: Reference | None = None,
        empty: str = "Nothing to show yet.",
    ) -> None:
        # a title, or its sayings from the clearest to the shortest: the first that stands whole
        self.title.text, self.title.font_size = fitted_choice(
            (title,) if isinstance(title, str) else title, self.title_room, 15, bold=True
        )
        self.values, self.labels, self.kind, self.reference = list(values), list(labels), kind, reference
        self.empty.text = "" if values else empty
        self._lay_out_texts()

    def _scale(self) -> tuple[float, float]:
        """The lowest and highest value the area shows (nothing and the reference always in it)."""
        seen = self.values + ([self.reference.value] if self.reference else []) + [0.0]
        low, high = min(seen), max(seen)
        if high == low:
            high = low + 1
        pad = (high - low) * 0.08
        if self.kind == "line":  # room under the lowest point for its figure, clear of the labels under the axis
            height = self.area[3]
            return low - (high - low) * UNDER_THE_LOWEST / max(1.0, height - UNDER_THE_LOWEST), high + pad
        return low - (pad if low < 0 else 0), high + pad

    def y_of(self, value: float) -> float:
        _, bottom, _, height = self.area
        low, high = self._scale()
        return bottom + (value - low) / (high - low) * height

    def x_of(self, index: int) -> float:
        left, _, width, _ = self.area
        slot = width / max(1, len(self.values))
        return left + slot * (index + 0.5)

    def _lay_out_texts(self) -> None:
        self.texts = []
        if not self.values:
            return
        _, bottom, width, _ = self.area
        step = max(1, round(len(self.values) / 12))  # at most a dozen labels under the axis
        size = 13 if width / len(self.values) > 60 else 11
        for k, (value, label) in enumerate(zip(self.values, self.labels)):
            x = self.x_of(k)
            if k % step == 0 or k == len(self.values) - 1:
                self.texts.append(lettering.centred(label, bottom - 8, art.INK_DIM, size, x=x, anchor_y="top"))
            if self.kind == "bars" or k == len(self.values) - 1 or len(self.values) <= 12:
                said = f"{value:,.0f}" if float(value).is_integer() else f"{value:,.1f}"
                top = self.y_of(max(value, 0) if self.kind == "bars" else value)
                inside = self.kind == "bars" and top - self.y_of(0) > 26  # in the bar's top, clear of the line
                self.texts.append(
                    lettering.centred(
                        said,
                        top - 5 if inside else top + 6,
                        (40, 22, 10) if inside else art.INK,
                        size,
                        x=x,
                        bold=inside,
                        anchor_y="top" if inside else "bottom",
                    )
                )
                if self.kind == "line":
                    self._clear_of_the_line(self.texts[-1], k)
        if self.reference is not None:  # said under the title: by the line it would cover a bar's figure
            self.texts.append(
                lettering.text(
                    f"- - -  {self.reference.words}",
                    self.left,
                    self.title.y - max(26, self.title.content_height + 4),  # under the title, as tall as it is
                    art.INK,
                    13,
                    italic=True,
                    anchor_y="top",
                )
            )

    def _clear_of_the_line(self, figure: arcade.Text, k: int) -> None:
        """A point's figure in the quarter round it the line does not pass
        through: over a peak, under a trough; over and left of a rise (the
        line comes from below left), over and right of a fall."""
        value = self.values[k]
        before = self.values[k - 1] if k > 0 else None
        after = self.values[k + 1] if k + 1 < len(self.values) else None
        higher = [n for n in (before, after) if n is not None and n > value]
        if len(higher) == 2 or (higher and None in (before, after)):  # a trough (or an end below its neighbour)
            figure.y, figure.anchor_y = self.y_of(value) - 8, "top"
        elif higher:  # rising through it, or falling
            shift = figure.content_width / 2 + 6
            figure.x += -shift if after is not None and after > value else shift

    def _across(self, y: float, colour, dash: float | None = None, gap: float = 0) -> None:
        """A line across the area at ``y``, broken where a figure stands on it (a bar's "-6" by the axis)."""
        left, _, width, _ = self.area
        figures = sorted((t.left - 3, t.right + 3) for t in self.texts if t.bottom - 2 <= y <= t.top + 2)
        step = dash if dash is not None else width
        x = left
        while x < left + width:
            end = min(x + step, left + width)
            pieces, start = [], x
            for a, b in figures:  # the piece, less the figures on it
                if a < end and start < b:
                    if a > start:
                        pieces.append((start, a))
                    start = max(start, b)
            if start < end:
                pieces.append((start, end))
            for a, b in pieces:
                arcade.draw_line(a, y, b, y, colour, 2)
            x = end + gap

    def draw(self) -> None:
        self.title.draw()
        if not self.values:
            self.empty.draw()
            return
        left, bottom, width, height = self.area
        zero = self.y_of(0)
        self._across(zero, AXIS)
        if self.reference is not None:  # under the bars; dashed, so it is not taken for the axis
            self._across(self.y_of(self.reference.value), art.INK, dash=12, gap=8)
        if self.kind == "bars":
            slot = width / len(self.values)
            bar = min(70, slot * 0.62)
            for k, value in enumerate(self.values):
                x, top = self.x_of(k), self.y_of(value)
                rect = arcade.LRBT(x - bar / 2, x + bar / 2, min(zero, top), max(zero, top) + 0.01)
                arcade.draw_rect_filled(rect, BAR)
                arcade.draw_rect_outline(rect, BAR_EDGE, 1)
        else:
            points = [(self.x_of(k), self.y_of(v)) for k, v in enumerate(self.values)]
            if len(points) > 1:
                arcade.draw_line_strip(points, LINE, 3)
            for x, y in points:  # marks, so the line reads without its colour
                arcade.draw_circle_filled(x, y, 5, LINE)
                arcade.draw_circle_outline(x, y, 5, (40, 22, 10), 1)
        for text in self.texts:
            text.draw()
