"""A Tavern Road match's badge on the table: a token in the table's bottom
right corner, under Undo, with the badge's name on it and a medal in its
metal (tin, silver, gold) beside it. Clicked, or its key pressed (G), it
plays the badge (the flow tells it in the talk and saves it); where it
cannot be played now it is greyed and says why in one line, on hover and at
its key. Played, it says so, and once it has bent a throw, that it is spent.
A table of any other match has no badge and no token."""

from __future__ import annotations

from typing import Any

from game.campaign.badges import the_badges
from game.ui import art, button_words
from game.ui.arcade_import import arcade
from game.ui.widgets import BUTTON_MARGIN, button

TOKEN_SIZE = (230, 34)  # the most it grows to: clear of the throw's button at every table  # the button's
TOKEN_AT = (-30, 14)  # from the bottom right corner: under Undo (at 62), over the table's edge
MEDAL_RADIUS = 11
METALS = {"tin": (168, 172, 176), "silver": (222, 226, 232), "gold": art.GOLD}


def short_name(name: str) -> str:
    """ "the silver Twin badge" as a token says it, its metal shown by its medal: "Twin badge"."""
    words = [word for word in name.split() if word not in ("the", *METALS)]
    said = " ".join(words) or name
    return said[:1].upper() + said[1:]


class BadgeToken:
    """The token of ``table`` (a dice table: its match, flow, ``hinted`` and ``why_not``)."""

    def __init__(self, table: Any):
        self.table = table
        self.button: Any = None
        badge = table.match.badge
        found = the_badges().get(badge.key) if badge is not None else None
        self.metal = METALS[found.tier] if found is not None else METALS["tin"]

    def add(self, root) -> None:
        """The token on the table's layout, where its match carries a badge."""
        badge = self.table.match.badge
        if badge is None:
            return
        token = button("", width=TOKEN_SIZE[0], height=TOKEN_SIZE[1], on_click=self.play)
        self.button = self.table.hinted(token, short_name(badge.name or "the badge"), "badge")
        root.add(self.button, anchor_x="right", anchor_y="bottom", align_x=TOKEN_AT[0], align_y=TOKEN_AT[1])

    def play(self, *_: object) -> None:
        self.table.flow.play_badge()

    def why_not(self) -> str | None:
        """Why the token cannot be pressed now, in one line; None: it can."""
        flow = self.table.flow
        match = flow.match
        problem = match.badges.problem(match)
        if problem is None and (flow.in_flight is not None or flow.pending):
            return "the dice are rolling: play it once they rest"
        if problem is None or match.badges.badge is None or not match.badges.played:
            return problem
        badges = match.badges
        if badges.bent_at is not None:
            return f"{badges.name} is spent: it bent a throw of this match"
        if badges.badge.of_dice:
            return f"{badges.name} is played: it bends your next throw"
        return f"{badges.name} is played: it is paid when the match is settled"

    def words(self) -> str:
        """The token's words: the badge's name, and once played, that it is (its medal dimmed), as many
        of them as its size holds at the text size (the reason it is greyed says the rest)."""
        badges = self.table.match.badges
        name = short_name(badges.name)
        state = "" if not badges.played else ": spent" if badges.bent_at is not None else ": played"
        for words in (name + state, name, "Badge"):
            width, _ = button_words.measure(self.table.key_hint(words, "badge"), self.button.points)
            if width + 2 * BUTTON_MARGIN <= TOKEN_SIZE[0]:
                return words
        return "Badge"

    def refresh(self) -> None:
        if self.button is None:
            return
        self.table.why_not(self.button, self.why_not())
        words = self.words()
        hints = self.table.hints
        for k, (widget, said, id) in enumerate(hints):
            if widget is self.button and said != words:  # its key said after the words, as every button's
                hints[k] = (widget, words, id)
                widget.text = self.table.key_hint(words, id)

    def draw(self) -> None:
        """The medal beside the token, dimmed once the badge is played."""
        if self.button is None or not self.button.visible:
            return
        rect = self.button.rect
        x, y = rect.left - MEDAL_RADIUS - 8, rect.bottom + rect.height / 2
        played = self.table.match.badges.played
        colour = (*self.metal[:3], 110 if played else 255)
        arcade.draw_circle_filled(x, y, MEDAL_RADIUS, colour)
        arcade.draw_circle_outline(x, y, MEDAL_RADIUS, (*art.PANEL_EDGE, 255), 2)
        arcade.draw_circle_outline(x, y, MEDAL_RADIUS - 4, (60, 40, 24, 160 if played else 220), 1)
