"""How large the words are: the one scale every screen's text is set at.

Screens are written at the Normal size; the player's text size (Normal,
Large or Largest, in the settings) scales every size through ``points``
here, read from the window's settings and nowhere else. A screen built at
one scale is built again when it is shown at another (``TavernView``), so a
change in the settings reaches every screen at once."""

from __future__ import annotations

from arcade import window_commands

from game.platform.settings import TEXT_SIZES

# The least size (at Normal) of words a player must read: names, figures,
# rules, prompts, the talk. Every size set through ``points`` is at least
# this; the layout test holds every text a player reads to it.
READABLE = 14


# Words this large (a screen's title, a banner's) keep their size at every text
# size; smaller words grow by the text size, up to this.
TITLE = 28


def scale() -> float:
    """The chosen text size as a scale: 1 at Normal (1.25 Large, 1.5 Largest)."""
    settings = getattr(window_commands._window, "settings", None)  # no window yet: Normal
    return TEXT_SIZES.get(getattr(settings, "text_size", "normal"), 1.0)


def points(size: float) -> int:
    """A size a screen is written at (Normal), at the chosen text size: never
    under READABLE at Normal (a screen that asks for less gets that), and
    grown by the scale up to TITLE at most: a title is read already, and
    words grown past it crowd what is beside them for nothing."""
    return points_at(size, scale())


def largest_points(size: float) -> int:
    """``points`` at the Largest text size, whatever size is chosen: the room
    a screen keeps for words that must not move things as the size changes."""
    return points_at(size, max(TEXT_SIZES.values()))


def points_at(size: float, at: float) -> int:
    size = max(size, READABLE)
    return round(min(size * at, max(size, TITLE)))


def unscaled(font_size: float) -> float:
    """The size, at Normal, that a text set at ``font_size`` now was written at."""
    return font_size / scale()
