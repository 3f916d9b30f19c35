"""The Death's Will table: the bowl, both seats, the pot, the log, and the dice.

What it shows of purses and scores is a snapshot taken when events are
revealed, so a throw's outcome appears when the dice come to rest, not when
they leave the hand.
"""

from __future__ import annotations

from game.core.coins import format_coins, in_coins
from game.core.events import Event
from game.core.seats import seat_kind
from game.games.deaths_will.beats import BEATS
from game.games.deaths_will.rules import Ante, Fold
from game.physics.bowl import BOWL_RADIUS
from game.services.match import Match
from game.ui import art, lettering
from game.ui.app import button, highlight, label
from game.ui.arcade_import import arcade, gui
from game.ui.coin_legend import LEGEND_CARD, TALK_ABOVE, coin_legend
from game.ui.dice_table import BOWL_CENTRE, DiceTableView
from game.ui.fitting import fit

SEAT_CARDS = {1: (20, 500, 270, 190), 0: (20, 110, 270, 190)}
POT_CARD = (20, 315, 270, 170)
LOG_CARD = TALK_ABOVE  # the coins' legend under it


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


class DeathsWillTableView(DiceTableView):
    advice_measure = "Coins you can expect to end the hand up or down, both playing their best."
    panels = (SEAT_CARDS[0], SEAT_CARDS[1], POT_CARD, LOG_CARD, LEGEND_CARD)
    log_card = LOG_CARD
    coach_card = LOG_CARD  # a lesson's coach over the talk, the coins' legend still in sight
    beats = BEATS
    over_prompt = "The match is over."

    def __init__(self, match: Match):
        super().__init__(match)
        self.shown = snapshot(match)
        self.raise_coins = 0
        self._texts()
        self._build_ui()
        self.refresh()

    # --- building ---

    def dice_sides(self) -> tuple[int, ...]:
        return (self.match.state.stakes.sides,)  # the stakes' die, every throw of the match

    def _texts(self) -> None:
        batch = self.panel_batch
        self.seat_texts = {}
        for seat, (x, y, w, h) in SEAT_CARDS.items():
            self.seat_texts[seat] = {
                "name": lettering.text("", x + 14, y + h - 36, art.GOLD, 22, bold=True, batch=batch),
                "role": lettering.text("", x + 14, y + h - 62, art.INK, 14, italic=True, batch=batch),
                "purse": lettering.text("", x + 14, y + h - 90, art.INK, 16, batch=batch),
                "score": lettering.text("", x + 14, y + 18, art.INK, 18, bold=True, batch=batch),
                "won": lettering.text("", x + w - 14, y + 18, art.INK, 13, anchor_x="right", batch=batch),
            }
        self.coin_legend = coin_legend(batch)
        x, y, w, h = POT_CARD
        self.pot_texts = {
            "title": lettering.text("Pot", x + 14, y + h - 34, art.GOLD, 22, bold=True, batch=batch),
            "pot": lettering.text("", x + 80, y + h - 33, art.INK, 18, batch=batch),
            "ante": lettering.text("", x + 14, y + 44, art.INK, 15, batch=batch),
            "hand": lettering.text("", x + 14, y + 18, art.INK, 15, batch=batch),
        }
        self.thrower_mark = lettering.heading("", 0, 15, x=0)
        self.coins = arcade.SpriteList()

    def _build_ui(self) -> None:
        root = self.ui.add(gui.UIAnchorLayout())
        bar = gui.UIBoxLayout(vertical=False, space_between=10)
        self.ante_button = bar.add(self.hinted(button("", width=130, on_click=self.ante), "Ante", "deaths_will:ante"))
        less = button("", width=96, on_click=lambda: self.change_raise(-1))
        self.less_button = bar.add(self.hinted(less, "-", "deaths_will:raise_less"))
        self.raise_label = bar.add(label("", 15, width=120, align="center"))
        more = button("", width=96, on_click=lambda: self.change_raise(1))
        self.more_button = bar.add(self.hinted(more, "+", "deaths_will:raise_more"))
        self.fold_button = bar.add(self.hinted(button("", width=130, on_click=self.fold), "Fold", "deaths_will:fold"))
        self.throw_button = bar.add(self.hinted(button("", width=170, on_click=self.throw_standard), "Throw", "throw"))
        root.add(bar, anchor_x="center", anchor_y="bottom", align_y=12)
        self.add_corner_buttons(root)

    # --- what is shown ---

    def refresh(self) -> None:
        """Buttons, prompt and texts from the match and the snapshot."""
        s = self.match.state
        anteing = self.flow.person_to_decide()
        self.raise_coins = max(0, min(self.raise_coins, s.max_raise() if anteing else 0))
        self.ante_button.disabled = not (anteing and s.can_ante())
        self.fold_button.disabled = not (anteing and s.can_fold())
        self.less_button.disabled = not (anteing and self.raise_coins > 0)
        self.more_button.disabled = not (anteing and self.raise_coins < s.max_raise())
        self.throw_button.disabled = not self.flow.person_to_throw()
        coin = s.stakes.coin
        self.raise_label.text = f"Raise {self.raise_coins} {coin.abbr}" if self.raise_coins else "No raise"
        self.refresh_prompt()
        self._refresh_table()
        super().refresh()

    def person_prompt(self, name: str) -> str:
        s = self.match.state
        if s.throw_request() is not None:
            return super().person_prompt(name)
        if not s.can_ante():
            return f"{name} cannot pay the ante of {format_coins(s.ante)} and must fold."
        if not s.can_fold():  # nothing in the pot yet: nothing to give up
            return f"{name}: ante {format_coins(s.ante)}, raised if you like."
        return f"{name}: ante {format_coins(s.ante)}, raise, or fold."

    def _refresh_table(self) -> None:
        s, shown = self.match.state, self.shown
        for seat, texts in self.seat_texts.items():
            role = "Challenger" if seat == shown["challenger"] else "House"
            kind = seat_kind(self.match.controller(seat))  # a replay's person was a person, watched again
            fit(texts["name"], s.names[seat], SEAT_CARDS[seat][2] - 28, 22, bold=True)
            texts["role"].text = f"{role} ({kind})"
            score = shown["scores"][seat]
            texts["score"].text = "No score yet" if score is None else f"Score: {score}"
            texts["won"].text = f"Hands won: {shown['hands_won'][seat]}"
        self.refresh_figures()
        stakes = f"{s.stakes.title.lower()} stakes, 3 d{s.stakes.sides}"
        self.pot_texts["ante"].text = f"Ante {format_coins(shown['ante'])}, {stakes}"
        hands = f" of {s.options.hands}" if s.options.hands else " (until one is broke)"
        self.pot_texts["hand"].text = f"Hand {shown['hand']}{hands}"
        self._place_coins()

    def refresh_figures(self) -> None:
        """The purses and the pot, counting as the coins fly."""
        figure, shown = self.answers.figure, self.shown
        for seat, texts in self.seat_texts.items():
            texts["purse"].text = format_coins(figure(("purse", seat), shown["purses"][seat]))
        self.pot_texts["pot"].text = format_coins(figure(("pot",), shown["pot"]))

    def answer_place(self, place: tuple):
        """A seat's card (its purse), and the pot's."""
        if place[0] == "seat":
            return SEAT_CARDS[place[1]]
        if (
            place[0] == "purse"
        ):  # beside its coins, where the card has no words: the coins' way bends out over the table
            x, y, w, h = SEAT_CARDS[place[1]]
            return (x + w - 90, y + h - 136, 80, 36)
        if place == ("pot",):
            x, y, w, h = POT_CARD
            return (x + w - 90, y + h - 96, 80, 36)
        return super().answer_place(place)

    def _place_coins(self) -> None:
        self.coins.clear()
        stacks = [(SEAT_CARDS[seat], self.shown["purses"][seat], 130) for seat in (0, 1)]
        stacks.append((POT_CARD, self.shown["pot"], 90))
        for (x, y, _w, h), amount, height in stacks:
            cx = x + 24
            for coin, count in in_coins(amount):
                for k in range(min(count, 8)):
                    self.coins.append(
                        arcade.Sprite(
                            art.coin_texture(coin.abbr), scale=0.6, center_x=cx, center_y=y + h - height + 4 * k
                        )
                    )
                cx += 30

    # --- the player's moves ---

    def ante(self) -> None:
        self.decide(Ante(self.raise_coins))

    def fold(self) -> None:
        self.decide(Fold())

    def change_raise(self, by: int) -> None:
        if self.flow.person_to_decide():
            self.raise_coins = max(0, min(self.match.state.max_raise(), self.raise_coins + by))
            self.refresh()

    def keys(self) -> dict:
        return {
            **super().keys(),
            "deaths_will:ante": self.ante,
            "deaths_will:fold": self.fold,
            "deaths_will:raise_more": lambda: self.change_raise(1),
            "deaths_will:raise_less": lambda: self.change_raise(-1),
        }

    # --- events ---

    def revealing(self, events: list[Event]) -> None:
        self.shown = snapshot(self.match)

    # --- drawing ---

    def draw_world(self) -> None:
        acting = self.flow.seat_shown()
        if acting is not None:
            highlight(*SEAT_CARDS[acting])
        self.panel_batch.draw()
        self.coins.draw()
        if acting is not None and not self.flow.banner_up:
            self._draw_thrower_mark(acting)
        self.draw_table_top()

    def _draw_thrower_mark(self, seat: int) -> None:
        cx, cy = BOWL_CENTRE
        y = cy - BOWL_RADIUS - 40 if seat == 0 else cy + BOWL_RADIUS + 32
        self.thrower_mark.text = f"{self.match.state.names[seat]} throws from here"
        self.thrower_mark.position = (cx, y)
        half = self.thrower_mark.content_width / 2 + 24
        if self.animation is not None and any(
            abs(x - cx) < half and abs(dy - y) < 34 for x, dy in self.animation.out_of_bowl()
        ):
            return  # a die thrown out of the bowl lies on the words: the die is what is shown
        self.thrower_mark.draw()
