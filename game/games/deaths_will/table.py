"""The Death's Will table: the bowl, both seats, the pot, the log, and the dice.

What it shows of purses and scores is a snapshot taken when events are
revealed, so a throw's outcome appears when the dice come to rest, not when
they leave the hand.
"""

from __future__ import annotations

from game.core.coins import format_coins, in_coins
from game.games.deaths_will.beats import BEATS
from game.games.deaths_will.rules import Ante, Fold
from game.physics.bowl import BOWL_RADIUS
from game.services.match import Match
from game.ui import art, lettering, text_size
from game.ui.app import button
from game.ui.arcade_import import arcade, gui
from game.ui.banner_place import Box
from game.ui.coin_legend import TALK_ABOVE, cards_from, coin_legend
from game.ui.composed_table import BOWL_CENTRE, Dressing, TableHost, TablePart
from game.ui.dice_animation import ThrowAnimation
from game.ui.dice_table import ComposedTables
from game.ui.fitting import fit, fitted_choice, line_height
from game.ui.part_cues import Cue, Revealing
from game.ui.table_still import TableStill
from game.ui.widgets import steady_label

SEAT_CARDS = {1: (20, 500, 270, 190), 0: (20, 110, 270, 190)}
POT_CARD = (20, 315, 270, 170)
LOG_CARD = TALK_ABOVE  # the coins' legend under it
COIN_LEFT, COIN_STEP, COIN_HALF = 24, 30, 16  # a seat's coins: the first stack's middle in, each next, half a coin


def coins_reach(purse: int) -> float:
    """How far into a seat's card its coins reach: a stack for each kind the purse holds."""
    return COIN_LEFT + COIN_STEP * max(0, len(in_coins(purse)) - 1) + COIN_HALF


STACK_RISE = 12  # how high a stack of coins rises over its first, at most
COIN_ROW = 30 + STACK_RISE  # a row of coins, a few stacked
MARGIN = 8  # inside a card, over and under its words
RAISE_WIDTH = 210  # the raise and the ante it makes, between - and +


def layout() -> tuple[dict, tuple, float, float | None]:
    """The seats' cards, the pot's between them, and how far down from
    their tops a seat's coins and the pot's stand (None: no room for the
    pot's), as the text size makes the words: SEAT_CARDS and POT_CARD at
    Normal; at a larger size the seats' cards taller, the pot's lower."""
    seat_words = MARGIN + line_height(22, True) + line_height(14, italic=True) + line_height(16) + 2
    coins_down = seat_words + 4 + COIN_ROW - 15  # the row's middle, its stacks growing up
    tall = max(SEAT_CARDS[0][3], coins_down + 15 + 4 + line_height(18, True) + MARGIN)
    (x, low, w, _), top = SEAT_CARDS[0], SEAT_CARDS[1][1] + SEAT_CARDS[1][3]
    gap = POT_CARD[1] - (low + SEAT_CARDS[0][3])
    seats = {0: (x, low, w, tall), 1: (x, top - tall, w, tall)}
    pot = (x, low + tall + gap, w, top - 2 * (tall + gap) - low)
    title = MARGIN + line_height(22, True)
    spare = pot[3] - title - 2 * line_height(15) - MARGIN  # between the title and the lines at the bottom
    return seats, pot, coins_down, title + spare / 2 if spare >= COIN_ROW else None


def snapshot(match: Match) -> dict:
    s = match.state
    return {
        "purses": list(s.purses),
        "pot": s.pot,
        "ante": s.ante,
        "scores": list(s.scores),
        "hand": s.hand,
        "challenger": s.challenger,
        "hands_won": list(s.hands_won),
    }


class DeathsWillTable(TablePart):
    """Death's Will's part of its table: the seats' cards with their coins, the pot's, the coins'
    legend, the ante, raise and fold, and where the thrower sits."""

    beats = BEATS
    over_prompt = "The match is over."
    advice_measure = "Coins you can expect to end the hand up or down, both playing their best."

    @staticmethod
    def dressing(match: Match) -> Dressing:
        """The talk's card over the coins' legend, as tall as its words at the text size (a lesson's
        coach over it, the legend still in sight)."""
        return Dressing(talk_card=cards_from()[1])

    def __init__(self, table: TableHost):
        self.table = table
        self.match = table.match
        self.legend_card, log_card = cards_from()
        self.seat_cards, self.pot_card, self.coins_down, self.pot_coins_down = layout()
        self.panels = (self.seat_cards[0], self.seat_cards[1], self.pot_card, log_card, self.legend_card)
        self.shown = snapshot(table.match)
        self.raise_coins = 0
        self._texts()
        self._build_ui()

    # --- building ---

    def dice_sides(self) -> tuple[int, ...]:
        return (self.match.state.stakes.sides,)  # the stakes' die, every throw of the match

    def _texts(self) -> None:
        batch = self.table.panel_batch
        self.seat_texts = {}
        for seat, (x, y, w, h) in self.seat_cards.items():
            # the name, the role and the purse one under another from the card's top, as tall as the text
            # size makes them; the coins and the hands won under them, the score along the bottom
            tops = [y + h - MARGIN]
            for size, bold, italic in ((22, True, False), (14, False, True)):
                tops.append(tops[-1] - line_height(size, bold, italic) - 1)
            self.seat_texts[seat] = {
                "name": lettering.text("", x + 14, tops[0], art.GOLD, 22, bold=True, anchor_y="top", batch=batch),
                "role": lettering.text("", x + 14, tops[1], art.INK, 14, italic=True, anchor_y="top", batch=batch),
                "purse": lettering.text("", x + 14, tops[2], art.INK, 16, anchor_y="top", batch=batch),
                "score": lettering.text("", x + 14, y + MARGIN, art.INK, 18, bold=True, anchor_y="bottom", batch=batch),
                "won": lettering.text(
                    "",
                    x + w - 14,
                    y + h - self.coins_down,
                    art.INK,
                    14,
                    anchor_x="right",
                    anchor_y="center",
                    batch=batch,
                ),
            }
        self.coin_legend = coin_legend(batch, self.legend_card)
        x, y, w, h = self.pot_card
        title = lettering.text("Pot", x + 14, y + h - MARGIN, art.GOLD, 22, bold=True, anchor_y="top", batch=batch)
        self.pot_texts = {  # its title and the pot beside it along its top; the ante and the hand at its bottom
            "title": title,
            "pot": lettering.text(
                "", x + 26 + title.content_width, y + h - MARGIN - 3, art.INK, 18, anchor_y="top", batch=batch
            ),
            "ante": lettering.text(
                "", x + 14, y + MARGIN + line_height(15), art.INK, 15, anchor_y="bottom", batch=batch
            ),
            "hand": lettering.text("", x + 14, y + MARGIN, art.INK, 15, anchor_y="bottom", batch=batch),
        }
        # the ante's line where the card has room for it under the title (the prompt says the ante too)
        self.pot_texts["ante"].visible = h >= MARGIN + line_height(22, True) + 2 * line_height(15) + MARGIN
        self.thrower_mark = lettering.heading("", 0, 15, x=0)
        self.coins: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.table.still_table.part = TableStill(batch, self._card_lit, on_cards=self.coins.draw)

    def _card_lit(self) -> tuple[float, float, float, float] | None:
        """The card of the seat whose turn is shown, lit under its words."""
        acting = self.table.flow.seat_shown()
        return None if acting is None else self.seat_cards[acting]

    def _build_ui(self) -> None:
        table = self.table
        root = table.ui.add(gui.UIAnchorLayout())
        bar = gui.UIBoxLayout(vertical=False, space_between=10)
        self.ante_button = bar.add(table.hinted(button("", width=150, on_click=self.ante), "Ante", "deaths_will:ante"))
        self.less_button = bar.add(
            button("-", width=44, on_click=lambda: self.change_raise(-1))
        )  # its key: the prompt's
        self.raise_label = bar.add(steady_label("", 15))  # its words fitted to RAISE_WIDTH
        self.more_button = bar.add(button("+", width=44, on_click=lambda: self.change_raise(1)))
        self.fold_button = bar.add(table.hinted(button("", width=130, on_click=self.fold), "Fold", "deaths_will:fold"))
        throw = button("", width=170, on_click=table.hand.throw_standard)
        self.throw_button = bar.add(table.hinted(throw, "Throw", "throw"))
        root.add(bar, anchor_x="center", anchor_y="bottom", align_y=12)
        table.add_corner_buttons(root)

    # --- what is shown ---

    def refresh(self) -> None:
        """Buttons and texts from the match and the snapshot."""
        s, flow = self.match.state, self.table.flow
        anteing = flow.person_to_decide()
        self.raise_coins = max(0, min(self.raise_coins, s.max_raise() if anteing else 0))
        self.ante_button.disabled = not (anteing and s.can_ante())
        self.fold_button.disabled = not (anteing and s.can_fold())
        self.less_button.disabled = not (anteing and self.raise_coins > 0)
        self.more_button.disabled = not (anteing and self.raise_coins < s.max_raise())
        self.throw_button.disabled = not flow.person_to_throw()
        # while the ante is chosen the raise's words keep one width: + and - stay under a second click
        self.raise_label.hold(RAISE_WIDTH if anteing else None)
        coin = s.stakes.coin
        # a raise says what it makes the ante: the coins the Ante button pays, and each pays from then on
        raised = format_coins(s.ante + self.raise_coins * s.stakes.ante)
        sayings = (f"Raise {self.raise_coins} {coin.abbr}: ante {raised}", f"Ante {raised}")
        # whole in the label held at RAISE_WIDTH (its edges' pixels aside), smaller where it must be
        said, size = fitted_choice(sayings, RAISE_WIDTH - 4, 15) if self.raise_coins else ("No raise", None)
        self.raise_label.text = said
        size = size or text_size.points(15)
        if self.raise_label.font_size != size:
            self.raise_label.update_font(font_size=size)
        self._refresh_table()

    def person_prompt(self, name: str) -> str | None:
        """The ante's choice; None for a throw (the table's own prompt)."""
        s = self.match.state
        if s.throw_request() is not None:
            return None
        if not s.can_ante():
            return f"{name} cannot pay the ante of {format_coins(s.ante)} and must fold."
        keys = f"{self.table.key_words('deaths_will:raise_more')} and {self.table.key_words('deaths_will:raise_less')}"
        fold = ", or fold" if s.can_fold() else ""  # nothing in the pot yet: nothing to give up
        if self.raise_coins:  # the raise set: the ante it makes, the one the Ante button pays
            raised = format_coins(s.ante + self.raise_coins * s.stakes.ante)
            return f"{name}: ante {raised} with your raise ({keys} change it){fold}."
        if not fold:
            return f"{name}: ante {format_coins(s.ante)}, raised if you like ({keys} raise it)."
        return f"{name}: ante {format_coins(s.ante)}, raise ({keys}), or fold."

    def _refresh_table(self) -> None:
        s, shown = self.match.state, self.shown
        for seat, texts in self.seat_texts.items():
            role = "Challenger" if seat == shown["challenger"] else "House"
            kind = self.match.seat_kind(seat)  # a replay's person was a person, watched again
            width = self.seat_cards[seat][2] - 28
            fit(texts["name"], s.names[seat], width, 22, bold=True)
            # the shorter saying where the longer does not fit (the larger text sizes)
            texts["role"].text, texts["role"].font_size = fitted_choice(
                (f"{role} ({kind})", role), width, 14, italic=True
            )
            score = shown["scores"][seat]
            texts["score"].text = "No score yet" if score is None else f"Score: {score}"
        # the hands won beside each seat's coins, said alike on both cards: as short as the fuller purse needs
        room = min(self.seat_cards[seat][2] - 14 - coins_reach(shown["purses"][seat]) - 8 for seat in self.seat_texts)
        most = max(shown["hands_won"][seat] for seat in self.seat_texts)
        said = fitted_choice((f"Hands won: {most}", f"Won: {most}"), room, 14)
        for seat, texts in self.seat_texts.items():
            words = said[0].rsplit(":", 1)[0]
            texts["won"].text, texts["won"].font_size = f"{words}: {shown['hands_won'][seat]}", said[1]
        self.refresh_figures()
        stakes = f"{s.stakes.title.lower()} stakes, 3 d{s.stakes.sides}"
        ante, room = f"Ante {format_coins(shown['ante'])}", self.pot_card[2] - 28
        self.pot_texts["ante"].text, self.pot_texts["ante"].font_size = fitted_choice(
            (f"{ante}, {stakes}", ante), room, 15
        )
        hands = f" of {s.options.hands}" if s.options.hands else " (until one is broke)"
        self.pot_texts["hand"].text = f"Hand {shown['hand']}{hands}"
        self._place_coins()

    def refresh_figures(self) -> None:
        """The purses and the pot, counting as the coins fly."""
        figure, shown = self.table.answers.figure, self.shown
        for seat, texts in self.seat_texts.items():
            texts["purse"].text = format_coins(figure(("purse", seat), shown["purses"][seat]))
        self.pot_texts["pot"].text = format_coins(figure(("pot",), shown["pot"]))

    def answer_place(self, place: tuple) -> Box | None:
        """A seat's card (its purse), and the pot's; None for another (the table's own)."""
        if place[0] == "seat":
            return self.seat_cards[place[1]]
        if (
            place[0] == "purse"
        ):  # beside its coins, where the card has no words: the coins' way bends out over the table
            x, y, w, h = self.seat_cards[place[1]]
            return (x + w - 90, y + h - self.coins_down - 6, 80, 36)
        if place == ("pot",):
            x, y, w, h = self.pot_card
            return (x + w - 90, y + h - (self.pot_coins_down or h / 2) - 6, 80, 36)
        return None

    def _place_coins(self) -> None:  # each kind's stack COIN_STEP right of the last (``coins_reach``)
        self.coins.clear()
        stacks = [(self.seat_cards[seat], self.shown["purses"][seat], self.coins_down) for seat in (0, 1)]
        if self.pot_coins_down is not None:  # at the largest text size, the pot's words fill its card
            stacks.append((self.pot_card, self.shown["pot"], self.pot_coins_down))
        for (x, y, _w, h), amount, height in stacks:
            cx = x + COIN_LEFT
            for coin, count in in_coins(amount):
                shown = min(count, 8)
                rise = min(4.0, STACK_RISE / max(1, shown - 1))  # a tall stack packed closer: under the purse's words
                for k in range(shown):
                    self.coins.append(
                        arcade.Sprite(
                            art.coin_texture(coin.abbr), scale=0.6, center_x=cx, center_y=y + h - height + rise * k
                        )
                    )
                cx += COIN_STEP

    # --- the player's moves ---

    def ante(self) -> None:
        self.table.decide(Ante(self.raise_coins))

    def fold(self) -> None:
        self.table.decide(Fold())

    def change_raise(self, by: int) -> None:
        if self.table.flow.person_to_decide():
            self.raise_coins = max(0, min(self.match.state.max_raise(), self.raise_coins + by))
            self.table.refresh()

    def keys(self) -> dict:
        return {
            "deaths_will:ante": self.ante,
            "deaths_will:fold": self.fold,
            "deaths_will:raise_more": lambda: self.change_raise(1),
            "deaths_will:raise_less": lambda: self.change_raise(-1),
        }

    # --- events ---

    def heard(self, cue: Cue) -> None:
        if isinstance(cue, Revealing):
            self.shown = snapshot(self.match)

    # --- drawing ---

    def draw_world(self) -> None:
        acting = self.table.flow.seat_shown()
        self.coins.draw()
        if acting is not None and not self.table.flow.banner_up:
            self._draw_thrower_mark(acting)
        self.table.draw_table_top()

    def _draw_thrower_mark(self, seat: int) -> None:
        cx, cy = BOWL_CENTRE
        y = cy - BOWL_RADIUS - 40 if seat == 0 else cy + BOWL_RADIUS + 32
        # Where the seat sits, and so where Space throws from: a drag throws
        # from wherever its line comes into the bowl, so "throws from here"
        # would be true of the key's throw only.
        self.thrower_mark.text = f"{self.match.state.names[seat]} sits here"
        self.thrower_mark.position = (cx, y)
        half = self.thrower_mark.content_width / 2 + 24
        animation = self.table.animation
        if isinstance(animation, ThrowAnimation) and any(
            abs(x - cx) < half and abs(dy - y) < 34 for x, dy in animation.out_of_bowl()
        ):
            return  # a die thrown out of the bowl lies on the words: the die is what is shown
        self.thrower_mark.draw()


DEATHS_WILL_TABLE = ComposedTables(DeathsWillTable)  # the game's table: the window's, with this part in it
