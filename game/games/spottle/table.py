"""The Spottle table: the Master across the table, a plaque for each player
round the near side (name, purse, bet), the toad (or the crocodile) in the
middle, the dice where they came to rest, and the round and the log beside.

What the plaques and cards show is a snapshot taken when events are
revealed, so a throw's outcome appears when its dice come to rest.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from game.core.coins import format_coins, format_coins_tight
from game.core.events import Event
from game.games.spottle.beats import BEATS, PRESS_SECONDS
from game.games.spottle.items import ITEMS
from game.games.spottle.plaques import (
    COLUMN,
    ROUND_TITLE_DOWN,
    column_plaques,
    master_card,
    master_lines_lowered,
    plaque_rect,
    room_over_the_plaques,
    round_card,
    round_words_down,
    seat_centres,
)
from game.games.spottle.rules import RANDOMIZER_SIDES, Accept, Hold, Raise, SitOut, Withdraw
from game.games.spottle.table_bets import SpottleBets
from game.games.spottle.table_dice import PressAnimation, SpottleDice, plaque_line, plaque_size
from game.games.spottle.table_words import house_lines, master_dice_lines, person_prompt, round_sayings
from game.physics.flight import die_size
from game.platform.settings import TEXT_SIZES
from game.services.match import Match
from game.ui import art, lettering, text_size
from game.ui.app import button
from game.ui.arcade_import import gui
from game.ui.banner_place import Box, die_box
from game.ui.coin_legend import cards_from, coin_legend
from game.ui.composed_table import Dressing, TableHost, TablePart
from game.ui.dice_table import ComposedTables
from game.ui.fitting import fit_points, fit_whole, fitted, fitted_choice, line_height
from game.ui.part_cues import Cue, PartBoxes, Revealing, ThrowBegins, Thrown
from game.ui.table_still import TableStill

HOUSE_SIZE = 14  # the Master's house, and the round's lines (as at Normal)
ROUND_REST = "More: the talk (All)."  # under the round card's lines where a full table's fill it
PURSE_LEAST = round(14 * TEXT_SIZES["large"])  # a purse's words at the least (the Large size of its 14)
SNAPSHOT_FIELDS = (
    "purses",
    "bank",
    "bets",
    "rolls",
    "lost",
    "master_rolls",
    "round",
    "hoard",
    "seated",
    "inventories",
    "teeth_pressed",
    "doomed",
    "round_results",
)


def round_lines_room(names) -> int:
    """The round card's most lines: the last round's heading and a line
    between, and for each seat its result and its dice, on two lines where
    its name is too long for one."""

    def lines(words: str) -> int:
        return 1 if fitted(words, COLUMN[1] - 28, HOUSE_SIZE, smallest=HOUSE_SIZE)[0] == words else 2

    return 2 + sum(lines(f"{name}: 12, over 10, lost (-10 gp)") + lines(f"{name}: 4 + 0 (eaten) = 4") for name in names)


class SpottleTable(TablePart):
    """Spottle's part of its table: the plaques, the Master's card, the round's, the coins' legend, the
    bars of bets, prices, raises and throws, and (parts of its own) the bet bar and the dice lying on the
    table with the toad or the crocodile among them."""

    beats = BEATS
    over_prompt = "The Master closes the table."
    advice_measure = "Coins you can expect to win or lose this round, on average."

    @staticmethod
    def cards(match: Match) -> tuple:
        """The plaques' middles; the Master's card, the round's, the coins' legend's and the talk's, as
        tall as what they hold at this table and the text size (the columns' cards standing over any
        plaque at their foot; the talk keeping room for its title and two lines, the legend said shorter
        where it would not)."""
        players = match.players
        left_foot, right_foot = column_plaques(players)
        legend, talk = cards_from(right_foot, line_height(18, bold=True) + 2 * line_height(14) + 32)
        line = line_height(HOUSE_SIZE)
        master = art.Card(*master_card(len(house_lines(match.state, snapshot(match))), line))
        rounds = art.Card(*round_card(master, round_lines_room(match.state.names), line, bottom=left_foot))
        return seat_centres(players), master, rounds, legend, talk

    @classmethod
    def dressing(cls, match: Match) -> Dressing:
        """No bowl (the dice lie where they roll, round the toad); the seats' names and the Master's title
        painted in; a banner says every seat's result in a line (wrapped narrow, a full table's would run
        out of its box), above the plaques, its title alone on a crowded round rather than over the dice."""
        plaques, master, _, _, talk = cls.cards(match)
        w, h = plaque_size()
        names = [fitted(name, w - 30, 14, bold=True) for name in match.state.names]  # right of the seat's mark
        master_title = fitted_choice(("The Spottle Master", "The Master"), COLUMN[1] - 40, 18, bold=True)
        decor = tuple(
            art.Painted(
                names[seat][0], x - w / 2 + 22, y + plaque_line(18), text_size.unscaled(names[seat][1]), art.INK, "Bold"
            )
            for seat, (x, y) in enumerate(plaques)
        ) + (
            art.Painted(
                master_title[0],
                master[0] + 14,
                master[1] + master[3] - 24,
                text_size.unscaled(master_title[1]),
                art.GOLD,
                "Bold",
            ),
        )
        return Dressing(
            talk,
            decor=decor,
            bowl_at=None,
            banner_room=room_over_the_plaques(plaques),
            banner_narrows=False,
            banner_title_alone=True,
        )

    def __init__(self, table: TableHost):
        self.table = table
        match = self.match = table.match
        self.flow = table.flow
        self.plaques, self.master_card, self.round_card, self.legend_card, talk = self.cards(match)
        # the plaques are opaque cards: their small lines would not read over the grain
        plaque_boxes = tuple(art.Card(*plaque_rect(centre)) for centre in self.plaques)
        self.panels = (self.master_card, self.round_card, talk, self.legend_card) + plaque_boxes
        self.dice = SpottleDice(table, self.plaques, plaque_boxes, match.state.options.toad)
        # the marks by the seats' names lie on their plaques (the dice's own lie off them)
        table.still_table.part = TableStill(table.panel_batch, self._plaque_lit, on_cards=self.dice.lying.draw_marks)
        self.shown = snapshot(match)
        self.bets = SpottleBets(table)
        self._texts()
        self._build_ui()

    # --- building ---

    def _texts(self) -> None:
        batch = self.table.panel_batch
        self.plaque_texts = []
        for _seat, (x, y) in enumerate(self.plaques):
            w, h = plaque_size()
            self.plaque_texts.append(
                {
                    "purse": lettering.text("", x - w / 2 + 10, y - plaque_line(6), art.INK_DIM, 14, batch=batch),
                    "bet": lettering.text("", x - w / 2 + 10, y - plaque_line(24), art.GOLD, 14, batch=batch),
                }
            )
        x, y, w, h = self.master_card
        lower = master_lines_lowered(line_height(HOUSE_SIZE))  # under the title, clear of it at the larger sizes
        self.master_dice = lettering.text("", x + 14, y + h - 56 - lower, art.GOLD, 14, batch=batch)
        self.master_text = lettering.text(
            "", x + 14, y + h - 76 - 2 * lower, art.INK, HOUSE_SIZE, width=w - 28, multiline=True, batch=batch
        )
        self.coin_legend = coin_legend(batch, self.legend_card)
        x, y, w, h = self.round_card
        self.round_title = lettering.text("", x + 14, y + h - ROUND_TITLE_DOWN, art.GOLD, 18, bold=True, batch=batch)
        self.round_text = lettering.text(
            "", x + 14, y + h - round_words_down(), art.INK, HOUSE_SIZE, width=w - 28, multiline=True, batch=batch
        )
        self.round_said: tuple[str, ...] = ()  # the sayings the round's text was fitted from

    def _build_ui(self) -> None:
        root = self.table.ui.add(gui.UIAnchorLayout())
        self.table.add_corner_buttons(root)
        self.bet_bar = self.bets.build()
        self.value_bar = gui.UIBoxLayout(vertical=False, space_between=10)
        self.accept_button = self.value_bar.add(
            self.table.hinted(
                button("", width=260, on_click=self.deciding(Accept())), "Accept the price", "spottle:accept"
            )
        )
        self.withdraw_button = self.value_bar.add(button("Take it back", width=170, on_click=self.deciding(Withdraw())))
        self.value_bar.add(button("Sit out", width=120, on_click=self.deciding(SitOut())))
        self.declare_bar = gui.UIBoxLayout(vertical=False, space_between=10)
        self.raise_button = self.declare_bar.add(button("", width=200, on_click=self.deciding(Raise())))
        self.hold_button = self.declare_bar.add(
            self.table.hinted(button("", width=200, on_click=self.deciding(Hold())), "Hold", "spottle:hold")
        )
        self.throw_bar = gui.UIBoxLayout(vertical=False, space_between=10)
        self.throw_button = self.throw_bar.add(button("", width=230, on_click=self.table.hand.throw_standard))
        for bar in (self.bet_bar, self.value_bar, self.declare_bar, self.throw_bar):
            root.add(bar, anchor_x="center", anchor_y="bottom", align_y=12)

    # --- the player's moves ---

    def deciding(self, move) -> Callable[[], None]:
        """A button's or key's action for a move that takes no choices."""
        return lambda: self.table.decide(move)

    def keys(self) -> dict:
        bets = self.bets
        return {
            "spottle:bet": bets.bet,
            "spottle:offer": bets.offer,
            "spottle:accept": self.deciding(Accept()),
            "spottle:raise": self.deciding(Raise()),
            "spottle:hold": self.deciding(Hold()),
            "spottle:bet_more": lambda: bets.change_bet(1),
            "spottle:bet_less": lambda: bets.change_bet(-1),
        }

    # --- events ---

    def heard(self, cue: Cue) -> None:
        if isinstance(cue, Revealing):
            self.revealing(cue.events)
        elif isinstance(cue, ThrowBegins):
            self.dice.throw_begins()
        elif isinstance(cue, Thrown):
            self.dice.thrown()

    def revealing(self, events: list[Event]) -> None:
        self.shown = snapshot(self.match)
        crocodile = self.dice.crocodile
        for event in events:
            if event.kind == "snap" and crocodile:
                crocodile.snap()
        if crocodile:
            crocodile.pressed = self.match.state.teeth_pressed
        self.dice.settle()

    def dice_sides(self) -> tuple[int, ...]:
        """Spottle's d6, and the d12 where it chooses the creature: a tooth to press is no die."""
        return (6, RANDOMIZER_SIDES) if self.match.state.options.toad == "randomizer" else (6,)

    def animation_of(self, throw, playback):
        return self.dice.animation_of(throw, playback)

    # --- what is shown ---

    def refresh(self) -> None:
        state = self.match.state
        deciding = self.flow.person_to_decide()
        self.bet_bar.visible = deciding and state.phase == "bet"
        self.value_bar.visible = deciding and state.phase == "value"
        self.declare_bar.visible = deciding and state.phase == "declare"
        self.throw_bar.visible = not (self.bet_bar.visible or self.value_bar.visible or self.declare_bar.visible)
        self.throw_button.disabled = not self.flow.person_to_throw()
        self.throw_button.text = self.table.key_hint("Press a tooth" if state.phase == "press" else "Throw", "throw")
        if self.bet_bar.visible:
            self.bets.refresh()
        if self.declare_bar.visible:
            self.raise_button.disabled = not state.can_raise(state.turn)
            self.raise_button.text = (
                self.table.key_hint("Raise", "spottle:raise") if state.can_raise(state.turn) else "Raise (too poor)"
            )
        self._refresh_cards()

    def waiting_prompt(self, name: str) -> str | None:
        state = self.match.state
        if not (self.flow.finished or state.over):
            if self.flow.busy and isinstance(self.table.animation, PressAnimation):
                return "A finger on a tooth..."
            if not self.flow.busy and state.turn == state.master:
                return "The Master throws."
        return None

    def person_prompt(self, name: str) -> str | tuple[str, ...]:
        return person_prompt(self.match.state, name, self.bets.leave_asked(), self.table.key_words("throw"))

    def _refresh_cards(self) -> None:
        state, shown = self.match.state, self.shown
        # Every bet False: the round is settled, or the session over; nobody sits out of a round not open.
        round_open = any(bet is not False for bet in shown["bets"])
        self.refresh_figures()
        for seat, texts in enumerate(self.plaque_texts):
            bet = shown["bets"][seat] if seat < len(shown["bets"]) else None
            ways: tuple[str, ...] = ("",)  # each as said whole, then shorter (the larger text sizes)
            if not shown["seated"][seat]:
                ways = ("has left the table", "has left")
            elif bet:
                what = ITEMS[bet["item"]].short if bet["item"] else format_coins(bet["value"])
                x2 = " x2" if bet["raised"] else ""
                ways = (f"Bet {what}{x2}", f"{what}{x2}")
            elif bet is False and round_open:
                ways = ("sits out",)
            said, size = fitted_choice(ways, plaque_size()[0] - 20, 14)
            texts["bet"].text, texts["bet"].font_size = said, size
        said, size = fitted_choice(master_dice_lines(shown), self.master_card[2] - 28, 14)
        self.master_dice.text, self.master_dice.font_size = said, size
        self.master_text.text = "\n".join(house_lines(state, shown))
        rounds = state.options.rounds
        self.round_title.text = f"Round {shown['round']}" + (f" of {rounds}" if rounds else "")
        self._fit_round_text(round_sayings(state, shown))

    def refresh_figures(self) -> None:
        """Each purse on its plaque, counting as the coins fly."""
        for seat, texts in enumerate(self.plaque_texts):
            purse = self.table.answers.figure(("purse", seat), self.shown["purses"][seat])
            # whole: at Largest a purse of every coin is set at the Large size rather than cut; at Normal,
            # where the plaque is narrow, said without the spaces in its coins ("1pp 1gp 1ep 3sp 1cp")
            for said in (format_coins(purse), format_coins_tight(purse)):
                fit_points(texts["purse"], said, plaque_size()[0] - 20, 14, PURSE_LEAST)
                if texts["purse"].text == said:
                    break

    def answer_place(self, place: tuple):
        """A seat's plaque (its purse and bet), and the Master's."""
        if place[0] in ("seat", "purse"):
            return plaque_rect(self.plaques[place[1]])
        if place == ("master",):
            return self.master_card
        return None

    def boxes(self) -> PartBoxes:
        """The thrower's dice lying there (the Master's two with his total) and the toad or the
        crocodile (its gulp, its snap): a banner says what they did, and they are read together; the
        other seats' dice it covers only where it must. A rising die's value keeps off the creature too
        (the plaques are panels)."""
        living = self.dice.living
        creature = [living.box] if living else []
        return PartBoxes(
            announced=self._lying_boxes(thrower=True) + creature,
            unannounced=self._lying_boxes(thrower=False),
            figures_keep_off=creature,
        )

    def _lying_boxes(self, thrower: bool) -> list[Box]:
        seat = self.flow.thrower
        lying = self.dice.lying.seats_and_positions()
        return [die_box(x, y, die_size(6)) for owner, (x, y) in lying if (owner == seat) == thrower]

    def _fit_round_text(self, sayings: tuple[str, ...]) -> None:
        """The round card's lines, whole: smaller, or said shorter, where a full table's long names wrap past
        its bottom."""
        _, _, _, h = self.round_card
        room = h - round_words_down() - 12  # under its title, above its edge
        if sayings == self.round_said:
            return  # fitted already: each change of size lays the words out again, a frame's worth of work
        self.round_said = sayings
        # every seat said, a size smaller at Largest where it must be (a full table's dice run on)
        fit_whole(self.round_text, sayings, HOUSE_SIZE, room, ROUND_REST, text_size.points_at(HOUSE_SIZE, 1.25))

    # --- time and drawing ---

    def update(self, delta_time: float) -> None:
        self.bets.update()
        dice, still = self.dice, self.table.window.settings.reduce_motion
        dice.place_lying_dice()
        if dice.toad:
            dice.toad.still = still
            dice.toad.update(delta_time)
            dice.watch_the_dice()
        if dice.crocodile:
            dice.crocodile.still = still
            dice.crocodile.update(delta_time)
            animation = self.table.animation
            if isinstance(animation, PressAnimation) and not animation.done:
                dice.crocodile.pressing = animation.t / PRESS_SECONDS
            else:
                dice.crocodile.pressing = None

    def _plaque_lit(self) -> tuple[float, float, float, float] | None:
        """The plaque of the seat whose turn is shown, lit under its words (the Master has none)."""
        seat = self.flow.seat_shown()
        if seat is None or seat >= self.match.players:
            return None
        (x, y), (w, h) = self.plaques[seat], plaque_size()
        return x - w / 2, y - h / 2, w, h

    def draw_world(self) -> None:
        self.dice.mark_the_names()
        self.table.draw_table_top()

    def draw_dice(self) -> bool:
        """The dice lying there, those thrown among them, and the creature, drawn as one scene."""
        self.dice.scene.draw(self.table.animation)
        return True


def snapshot(match: Match) -> dict:
    """What the plaques and cards show, as the match stands (taken as a step's outcome is revealed)."""
    s = match.state
    return copy.deepcopy({key: getattr(s, key) for key in SNAPSHOT_FIELDS})


SPOTTLE_TABLE = ComposedTables(SpottleTable)  # the game's table: the window's, with this part in it
