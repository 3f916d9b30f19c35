"""The Spots table: the trick tiles, the dice tray, the pack of the player to
act (large, at the bottom, to drop dice on), the other players at a glance,
the yard against its limit, treats, and the log.

A roll lands in the tray. The player clicks a die (or several, for a trick
that keeps some) and then a dog card or the yard, or drags a die there;
"Place what fits" puts every die that fits somewhere on the dog nearest
completion. Tiles are clicked to do their trick; hovering one shows its words.
"""

from __future__ import annotations

import math

from game.core.dice import dice_count
from game.core.events import Event
from game.core.moments import Moment
from game.games.spots import pictures
from game.games.spots.dogs import DOG_BY_KEY
from game.games.spots.physics import TRAY_HALF
from game.games.spots.rules import (
    BUST_OVER,
    Accept,
    Bury,
    Choose,
    Dig,
    Discard,
    DoTrick,
    Go,
    Keep,
    Move,
    Place,
    Reroll,
    ScoreDogs,
    Stop,
    TakeDie,
)
from game.games.spots.tricks import TRICK_BY_KEY
from game.games.spots.turn_summary import turn_summary
from game.services.match import Match
from game.ui import art
from game.ui.app import OptionPicker, button
from game.ui.arcade_import import arcade, gui
from game.ui.dice_table import BANNER_HOLD_SECONDS, DiceTableView
from game.ui.fitting import fit, fitted
from game.ui.kept_words import KeptWords

TRAY_CENTRE = (640.0, 555.0)
TRAY_RECT = (
    TRAY_CENTRE[0] - TRAY_HALF[0] - 12,
    TRAY_CENTRE[1] - TRAY_HALF[1] - 12,
    2 * TRAY_HALF[0] + 24,
    2 * TRAY_HALF[1] + 24,
)
TILES_CARD = (14, 385, 286, 320)
YARD_CARD = (14, 230, 286, 145)
COMPLETE_INK = (40, 132, 60)  # a dog with every space filled, not yet scored
INFO_CARD = (14, 110, 286, 110)
OTHERS_CARD = (990, 420, 276, 245)
LOG_CARD = (990, 110, 276, 300)
PACK_AREA = (312, 108, 668, 300)
CARD_SIZE = (214, 140)
TILE_SIZE = (132, 92)
PICK_RADIUS = 24


D0G_DIE = ("d0g_trick", "d0g_roll")  # d0g's turn: the die it rolls, and what that does


def card_spot(index: int) -> tuple[float, float]:
    """The middle of the acting player's card ``index`` (three across, two down)."""
    x0, y0, _, h = PACK_AREA
    row, column = divmod(index, 3)
    return x0 + 6 + CARD_SIZE[0] / 2 + column * (CARD_SIZE[0] + 7), y0 + h - 8 - CARD_SIZE[1] / 2 - row * (
        CARD_SIZE[1] + 6
    )


def tile_spot(place: int) -> tuple[float, float]:
    x0, y0, _, h = TILES_CARD
    row, column = divmod(place, 2)
    return x0 + 12 + TILE_SIZE[0] / 2 + column * (TILE_SIZE[0] + 6), y0 + h - 40 - TILE_SIZE[1] / 2 - row * (
        TILE_SIZE[1] + 6
    )


def treats_said(n: int) -> str:
    return f"{n} treat{'s' if n != 1 else ''}"


def _inside(rect: tuple, x: float, y: float) -> bool:
    rx, ry, w, h = rect
    return rx <= x <= rx + w and ry <= y <= ry + h


class SpotsTableView(DiceTableView):
    panels = (TILES_CARD, YARD_CARD, INFO_CARD, OTHERS_CARD, LOG_CARD, TRAY_RECT)
    bowl_at = None
    dice_at = TRAY_CENTRE
    throw_area = arcade.LBWH(*TRAY_RECT)
    log_card = LOG_CARD
    advice_measure = "Dice each choice is expected to place, less the bust it risks."
    coach_card = (990, 110, 276, 555)  # a lesson's coach over the others' card and the talk, both
    banners = {
        "bust": ("BUST!", art.RED),
        "fast_score": ("FAST AND RISKY!", art.GOLD),
        "slow_score": ("SCORED", art.GOLD),
        "game_over": ("SIX DOGS!", art.GOLD),
        "reset": ("TILES RESET", art.INK),
        "no_dice": ("NO DICE LEFT", art.RED),
        "d0g_score": ("d0g SCORES", art.RED),
        # d0g's turn is one die: its banner paces it as a computer's turn
        "d0g_trick": ("d0g's turn", art.INK),
        "d0g_roll": ("d0g's turn", art.INK),
    }
    sounds = {
        "place": "click",
        "bury": "knock",
        "bust": "lose",
        "fast_score": "big_win",
        "slow_score": "win",
        "treats": "coin",
        "game_over": "big_win",
        "d0g_score": "lose",
        "reroll": "coin",
    }
    over_prompt = "The game is over."

    def __init__(self, match: Match):
        super().__init__(match)
        self.tray: list[arcade.Sprite] = []  # the hand's dice lying in the tray, each with its value
        self.tray_dice = arcade.SpriteList()
        self.picked: set[int] = set()  # tray dice picked (by place in self.tray)
        self.dragging: int | None = None
        self.hovered_tile: int | None = None
        self.sprites = arcade.SpriteList()  # cards, faces, spaces, placed dice, tiles, treats
        self.table_words = KeptWords()  # the cards' and tiles' words, drawn together
        self.tooltip = arcade.Text("", 0, 0, art.INK, 13, font_name=art.FONT, width=300, multiline=True)
        self.yard_text = arcade.Text(
            "",
            YARD_CARD[0] + 14,
            YARD_CARD[1] + YARD_CARD[3] - 30,
            art.GOLD,
            16,
            font_name=art.FONT,
            bold=True,
            batch=self.panel_batch,
        )
        self.info_text = arcade.Text(
            "",
            INFO_CARD[0] + 14,
            INFO_CARD[1] + INFO_CARD[3] - 26,
            art.INK,
            13,
            font_name=art.FONT,
            width=INFO_CARD[2] - 28,
            multiline=True,
            batch=self.panel_batch,
        )
        self.tiles_title = arcade.Text(
            "Trick tiles",
            TILES_CARD[0] + 14,
            TILES_CARD[1] + TILES_CARD[3] - 28,
            art.GOLD,
            16,
            font_name=art.FONT,
            bold=True,
            batch=self.panel_batch,
        )
        self._build_ui()
        self.refresh()

    def turn_summary(self, seat: int, events: list[Event]) -> str | None:
        return turn_summary(seat, events)

    def moments_for(self, events: list[Event]) -> list[Moment]:
        """All at once, but for d0g's die: its banner is read before what
        follows it (the dog it scores, the next turn) covers it."""
        moments, chunk = [], []
        for event in events:
            chunk.append(event)
            if event.kind in D0G_DIE and event is not events[-1]:
                moments.append(Moment(tuple(chunk), seconds=BANNER_HOLD_SECONDS))
                chunk = []
        return moments + [Moment(tuple(chunk))]

    def die_texture(self, sides: int, value: int):
        return art.die_texture(6, value)

    # --- building ---

    def _build_ui(self) -> None:
        root = self.ui.add(gui.UIAnchorLayout())
        self.add_corner_buttons(root)
        bar = gui.UIBoxLayout(vertical=False, space_between=8)
        self.score_button = bar.add(button("Score dogs (D)", width=170, on_click=lambda: self.decide(ScoreDogs())))
        self.go_button = bar.add(button("Roll (Space)", width=170, on_click=self.go))
        self.stop_button = bar.add(button("Stop (Enter)", width=140, on_click=lambda: self.decide(Stop())))
        self.reroll_button = bar.add(button("Reroll: 1 treat (R)", width=200, on_click=self.reroll))
        self.keep_roll_button = bar.add(button("Keep the roll (K)", width=180, on_click=lambda: self.decide(Accept())))
        self.auto_button = bar.add(button("Place what fits (A)", width=200, on_click=self.place_what_fits))
        self.bury_button = bar.add(button("Bury picked (B)", width=170, on_click=self.bury_picked))
        self.keep_button = bar.add(button("Keep picked (K)", width=170, on_click=self.keep_picked))
        self.number_buttons = [
            bar.add(button(str(v), width=46, on_click=lambda v=v: self.decide(Choose(v)))) for v in range(1, 7)
        ]
        self.choice = bar.add(OptionPicker([(None, "")], 0, width=380))
        self.do_button = bar.add(button("Do it", width=110, on_click=self.do_choice))
        self.bar = bar
        self.bar_widgets = list(bar.children)  # every widget the bar can show, in order
        root.add(bar, anchor_x="center", anchor_y="bottom", align_y=10)

    # --- the player's moves ---

    def go(self) -> None:
        if self.match.state.phase == "may":
            self.decide(Go())
        else:
            self.throw_standard()

    def reroll(self) -> None:
        state = self.match.state
        if state.current_step() and state.current_step().partial_reroll and self.picked:
            self.decide(Reroll(tuple(sorted(self.picked))))
        else:
            self.decide(Reroll())
        self.picked.clear()

    def keep_picked(self) -> None:
        state = self.match.state
        if state.phase == "hand" and state.fresh and not self.picked:
            self.decide(Accept())
            return
        keep = state.current_step().keep if state.current_step() else ""
        picked = tuple(sorted(self.picked))
        self.decide(Discard(picked) if keep == "below_yard" else Keep(picked))
        self.picked.clear()

    def bury_picked(self) -> None:
        """The picked dice go to the yard; with none picked and none that fits
        anywhere, the rest of the roll does."""
        state = self.match.state
        if not self.picked and state.phase == "hand" and not self._any_fits():
            self.picked = set(range(len(state.hand)))
        for die in sorted(self.picked, reverse=True):
            if not self.person_to_decide():
                break
            self.decide(Bury(die))
        self.picked.clear()

    def _any_fits(self) -> bool:
        state = self.match.state
        return any(state.fits(state.turn, value) for value in state.hand)

    def place_what_fits(self) -> None:
        """Every die that fits goes on the dog nearest completion with room for it."""
        state = self.match.state
        while self.person_to_decide() and state.phase == "hand" and state.filtered:
            seat = state.turn
            fitting = [(die, state.fits(seat, value)) for die, value in enumerate(state.hand)]
            fitting = [(die, dogs) for die, dogs in fitting if dogs]
            if not fitting:
                break
            die, dogs = fitting[0]
            self.decide(Place(die, min(dogs, key=lambda k: len(state.empty_spaces(seat, k)))))
        self.picked.clear()

    def do_choice(self) -> None:
        if self.choice.value is not None:
            self.decide(self.choice.value)

    def drop(self, die: int, x: float, y: float) -> None:
        """A picked die let go over a card (placed there) or the yard (buried)."""
        state = self.match.state
        if _inside(YARD_CARD, x, y):
            self.decide(Bury(die))
        else:
            for index in range(len(state.packs[state.turn])):
                cx, cy = card_spot(index)
                if abs(x - cx) <= CARD_SIZE[0] / 2 and abs(y - cy) <= CARD_SIZE[1] / 2:
                    self.decide(Place(die, index))
                    break
        self.picked.clear()
        self.refresh()

    def keys(self) -> dict:
        return {
            **super().keys(),
            arcade.key.SPACE: self.go,
            arcade.key.ENTER: lambda: self.decide(Stop()),
            arcade.key.D: lambda: self.decide(ScoreDogs()),
            arcade.key.R: self.reroll,
            arcade.key.K: self.keep_picked,
            arcade.key.A: lambda: self.press(self.auto_button, self.place_what_fits),
            arcade.key.B: lambda: self.press(self.bury_button, self.bury_picked),
        }

    # --- the mouse ---

    def _tray_die_at(self, x: float, y: float) -> int | None:
        for index, sprite in enumerate(self.tray):
            if math.dist((x, y), sprite.position) < PICK_RADIUS:
                return index
        return None

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int):
        wx, wy = self.to_world(x, y)
        state = self.match.state
        if self.person_to_decide():
            if state.phase == "choose":
                for place in state.faceup():
                    tx, ty = tile_spot(place)
                    if abs(wx - tx) <= TILE_SIZE[0] / 2 and abs(wy - ty) <= TILE_SIZE[1] / 2:
                        self.decide(DoTrick(state.top(place)))
                        return
            if state.phase == "hand":
                die = self._tray_die_at(wx, wy)
                if die is not None:
                    self.dragging = die
                    self.picked ^= {die}
                    self.refresh()
                    return
                if len(self.picked) == 1 and state.filtered:
                    self.drop(next(iter(self.picked)), wx, wy)
                    return
        super().on_mouse_press(x, y, button, modifiers)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int):
        if self.dragging is not None and self.dragging < len(self.tray):
            self.tray[self.dragging].position = self.to_world(x, y)
            return
        super().on_mouse_drag(x, y, dx, dy, buttons, modifiers)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int):
        if self.dragging is not None:
            die, self.dragging = self.dragging, None
            wx, wy = self.to_world(x, y)
            if not _inside(TRAY_RECT, wx, wy) and self.match.state.filtered:
                self.drop(die, wx, wy)
            self._lay_out_tray()
            return
        super().on_mouse_release(x, y, button, modifiers)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int):
        wx, wy = self.to_world(x, y)
        hovered = None
        for place in range(len(self.match.state.tiles)):
            tx, ty = tile_spot(place)
            if abs(wx - tx) <= TILE_SIZE[0] / 2 and abs(wy - ty) <= TILE_SIZE[1] / 2:
                hovered = place
        if hovered != self.hovered_tile:
            self.hovered_tile = hovered
            self._refresh_tooltip()
        super().on_mouse_motion(x, y, dx, dy)

    # --- what is shown ---

    def thrown(self, throw) -> None:
        super().thrown(throw)
        self.tray = []
        self.tray_dice.clear()
        self.picked.clear()

    def refresh(self) -> None:
        self._sync_tray()
        self._refresh_bar()
        self.refresh_prompt()
        if not self.pending:
            self._refresh_table()
        super().refresh()

    def person_prompt(self, name: str) -> str:
        state = self.match.state
        phase = state.phase
        trick = f" ({TRICK_BY_KEY[state.trick].title})" if state.trick else ""
        if state.throw_request() is not None:
            what = "your die to bury" if phase == "setup" else dice_count(state.throw_request().count)
            return f"{name}: drag in the tray and let go to roll {what}, or press Space."
        if phase == "choose":
            return f"{name}: click a faceup trick tile, or score your complete dogs."
        if phase == "hand" and state.fresh:
            return f"{name}: reroll for a treat, or use the dice{trick}."
        if phase == "hand" and state.filtered:
            if len(self.picked) == 1 and self.tray:
                value = state.hand[next(iter(self.picked))]
                total = state.yard_total(state.turn) + value
                risk = f"burying it makes your yard {total}" + (": a bust!" if total > BUST_OVER else ".")
                return f"{name}: the {value} is picked; click a dog for it or the yard ({risk})"
            return f"{name}: click a die, then a dog or the yard (or drag it){trick}."
        return f"{name}: {state.needed()}{trick}."

    def _refresh_bar(self) -> None:
        state = self.match.state
        deciding = self.person_to_decide()
        phase = state.phase
        legal = state.legal_actions() if deciding else []
        step = state.current_step()
        shown = {
            self.score_button: deciding and phase == "choose",
            self.go_button: (deciding and phase == "may") or self.person_to_throw(),
            self.stop_button: deciding and phase in ("may",),
            self.reroll_button: deciding and phase == "hand" and state.fresh and state.treats[state.turn] > 0,
            self.keep_roll_button: deciding and phase == "hand" and state.fresh,
            self.auto_button: deciding and phase == "hand" and not state.fresh and state.filtered,
            self.bury_button: deciding and phase == "hand" and not state.fresh and state.filtered,
            self.keep_button: deciding
            and phase == "hand"
            and not state.filtered
            and step is not None
            and step.keep in ("any_two", "total_eight", "below_yard"),
        }
        for widget, visible in shown.items():
            widget.visible = visible
        self.score_button.disabled = ScoreDogs() not in legal
        if phase == "may" and step is not None:
            count = state.roll_count(step)
            self.go_button.text = f"Roll {count} (Space)"
        else:
            self.go_button.text = "Roll (Space)"
        fits = phase == "hand" and self._any_fits()
        self.bury_button.text = "Bury picked (B)" if self.picked or fits else "Bury the rest (B)"
        self.why_not(
            self.bury_button, None if self.picked or not fits else "pick the dice to bury first: click them in the tray"
        )
        self.why_not(self.auto_button, None if fits else "no die of this roll fits an empty space on your dogs")
        if step is not None and step.keep == "below_yard":
            self.keep_button.text = "Put back picked (K)" if self.picked else "Put back none (K)"
        else:
            self.keep_button.text = "Keep picked (K)"
        numbers = {a.value for a in legal if isinstance(a, Choose)}
        show_numbers = deciding and (
            phase == "name"
            or (phase == "hand" and not state.filtered and step is not None and step.keep == "one_value")
        )
        for value, widget in enumerate(self.number_buttons, start=1):
            widget.visible = show_numbers
            widget.disabled = value not in numbers
        options = [a for a in legal if isinstance(a, (TakeDie, Move, Dig))]
        self.choice.visible = self.do_button.visible = deciding and phase in ("take", "trot", "dig") and bool(options)
        if self.choice.visible:
            self.choice.choices = [(a, self._choice_words(a)) for a in options]
            self.choice.index = min(self.choice.index, len(options) - 1)
            self.choice.select(self.choice.value)
        if deciding and phase in ("trot", "dig"):
            self.stop_button.visible = True
        # A box lays out its hidden children too: the bar holds only the shown ones.
        shown_now = [widget for widget in self.bar_widgets if widget.visible]
        if list(self.bar.children) != shown_now:
            self.bar.clear()
            for widget in shown_now:
                self.bar.add(widget)

    def _choice_words(self, action) -> str:
        """A Dogpile, Trot or Dig choice in the table's words, with names."""
        state = self.match.state
        seat = state.turn
        if isinstance(action, TakeDie):
            where = "the yard" if action.dog < 0 else state.dog(seat, action.dog).name
            return f"Take the {action.value} from {where}"
        if isinstance(action, Move):
            return (
                f"The {action.from_value} of {state.dog(seat, action.from_dog).name} to the "
                f"{action.to_value} of {state.dog(seat, action.to_dog).name}"
            )
        whose = "your" if action.seat == seat else f"{state.names[action.seat]}'s"
        return f"{'Raise' if action.up else 'Lower'} {whose} buried {action.value}"

    def _sync_tray(self) -> None:
        """The tray holds the hand's dice: those just rolled where they came to
        rest, less the ones placed, buried or put back."""
        state = self.match.state
        if self.pending or (self.animation is not None and not self.animation.done):
            return
        wanted = list(state.hand) if state.phase == "hand" else []
        if not wanted and self.animation is not None:  # a roll that is over: its dice are placed, buried or back
            self.animation = None
        if not self.tray and wanted and self.animation is not None:
            for sprite, value in zip(self.animation.dice, self.animation.values):
                sprite.value = value
                self.tray.append(sprite)
            self.animation = None
        kept = []
        left = list(wanted)
        for sprite in self.tray:
            if sprite.value in left:
                left.remove(sprite.value)
                kept.append(sprite)
        for value in left:  # a die set by a trick (Retrieve), not rolled
            sprite = arcade.Sprite(art.die_texture(6, value), scale=0.5)
            sprite.value = value
            kept.append(sprite)
        # the hand's order: tray place k is the hand's die k
        ordered = []
        for value in wanted:
            sprite = next(s for s in kept if s.value == value and s not in ordered)
            ordered.append(sprite)
        self.tray = ordered
        self.picked = {d for d in self.picked if d < len(self.tray)}
        self._lay_out_tray()

    def _lay_out_tray(self) -> None:
        self.tray_dice.clear()
        cx, cy = TRAY_CENTRE
        for index, sprite in enumerate(self.tray):
            if not (abs(sprite.center_x - cx) <= TRAY_HALF[0] and abs(sprite.center_y - cy) <= TRAY_HALF[1]):
                sprite.position = (cx - 200 + 50 * (index % 9), cy - 80 + 50 * (index // 9))
            self.tray_dice.append(sprite)

    def _refresh_tooltip(self) -> None:
        place = self.hovered_tile
        if place is None:
            self.tooltip.text = ""
            return
        trick = TRICK_BY_KEY[self.match.state.top(place)]
        self.tooltip.text = f"{trick.title}: {trick.text}"
        x, y = tile_spot(place)
        self.tooltip.position = (x + TILE_SIZE[0] / 2 + 14, y + 30)

    def _refresh_table(self) -> None:
        state = self.match.state
        self.sprites.clear()
        self.table_words.begin()
        seat = state.turn if not state.is_d0g(state.turn) else 0
        for place, tile in enumerate(state.tiles):
            x, y = tile_spot(place)
            trick = TRICK_BY_KEY[tile["stack"][0]]
            self.sprites.append(arcade.Sprite(pictures.tile(trick.colour, tile["faceup"]), center_x=x, center_y=y))
            colour = art.INK if tile["faceup"] else (150, 130, 110)
            left = x - TILE_SIZE[0] / 2 + 10
            self.table_words.add(f"{place + 1}. {trick.title}", left, y + 20, colour, 14, bold=True)
            if not tile["faceup"]:
                self.table_words.add("facedown", left, y - 2, colour, 11, italic=True)
            for k in range(tile["treats"]):
                self.sprites.append(
                    arcade.Sprite(pictures.treat(), scale=0.5, center_x=x - 40 + 24 * k, center_y=y - 28)
                )
        for index, card in enumerate(state.packs[seat]):
            self._add_card(seat, index, card, *card_spot(index))
        self._refresh_yard(seat)
        self._refresh_others(seat)
        top = f" (the top one: {', '.join(map(str, DOG_BY_KEY[state.deck[0]].spaces))})" if state.deck else ""
        self.info_text.text = (
            f"The pile: {dice_count(state.pile)}\nThe deck: {len(state.deck)} dogs{top}\n"
            f"{state.names[seat]}: {state.scored_count(seat)} of 6 dogs scored"
        )
        self.table_words.add(
            f"{state.names[seat]}'s dogs", PACK_AREA[0] + 6, PACK_AREA[1] + PACK_AREA[3] + 4, art.GOLD, 15, bold=True
        )
        self.table_words.end()

    def _add_card(self, seat: int, index: int, card: dict, x: float, y: float) -> None:
        dog = DOG_BY_KEY[card["dog"]]
        w, h = CARD_SIZE
        self.sprites.append(arcade.Sprite(pictures.card(card["scored"]), center_x=x, center_y=y))
        ink = (40, 28, 20) if not card["scored"] else (230, 224, 214)
        self.table_words.add(dog.name, x - w / 2 + 70, y + h / 2 - 26, ink, 15, bold=True)
        self.sprites.append(
            arcade.Sprite(pictures.dog(dog.key), scale=0.5, center_x=x - w / 2 + 36, center_y=y + h / 2 - 36)
        )
        for k in range(dog.paws):
            self.sprites.append(
                arcade.Sprite(pictures.paw(), scale=0.5, center_x=x + w / 2 - 16 - 18 * k, center_y=y + h / 2 - 18)
            )
        if card["scored"]:
            self.table_words.add("Scored", x - w / 2 + 70, y + h / 2 - 48, ink, 13, italic=True)
            return
        if self.match.state.complete(seat, index):
            self.table_words.add("Complete: score it!", x - w / 2 + 70, y + h / 2 - 48, COMPLETE_INK, 13, bold=True)
        for k, value in enumerate(dog.spaces):
            sx, sy = x - w / 2 + 30 + k * 50, y - h / 2 + 32
            if value in card["dice"]:
                self.sprites.append(arcade.Sprite(art.die_texture(6, value), scale=0.42, center_x=sx, center_y=sy))
            else:
                self.sprites.append(arcade.Sprite(pictures.space(value), scale=0.5, center_x=sx, center_y=sy))

    def _refresh_yard(self, seat: int) -> None:
        state = self.match.state
        total = state.yard_total(seat)
        fit(self.yard_text, f"{state.names[seat]}'s yard: {total} of {BUST_OVER}", YARD_CARD[2] - 28, 16, bold=True)
        self.yard_text.color = art.RED if total >= 6 else art.GOLD if total >= 4 else art.GREEN
        x0, y0, _, _ = YARD_CARD
        for k, value in enumerate(state.yards[seat]):
            self.sprites.append(
                arcade.Sprite(
                    art.die_texture(6, value),
                    scale=0.36,
                    center_x=x0 + 30 + 36 * (k % 7),
                    center_y=y0 + 78 - 38 * (k // 7),
                )
            )
        for k in range(state.treats[seat]):
            self.sprites.append(
                arcade.Sprite(pictures.treat(), scale=0.45, center_x=x0 + 24 + 22 * (k % 12), center_y=y0 + 16)
            )

    def _refresh_others(self, shown: int) -> None:
        state = self.match.state
        x0, y0, w, h = OTHERS_CARD
        self.table_words.add("At the table", x0 + 14, y0 + h - 28, art.GOLD, 16, bold=True)
        row = 0
        for seat in range(state.seats):
            if seat == shown:
                continue
            y = y0 + h - 60 - row * 58
            row += 1
            name = state.names[seat]
            if state.is_d0g(seat):
                detail = treats_said(state.treats[seat])
            else:
                filled = sum(len(state.packs[seat][k]["dice"]) for k in state.unscored(seat))
                spaces = sum(len(state.dog(seat, k).spaces) for k in state.unscored(seat))
                detail = (
                    f"yard {state.yard_total(seat)}/{BUST_OVER}, {treats_said(state.treats[seat])}, "
                    f"{filled} of {spaces} spaces filled"
                )
            colour = art.GOLD if seat == state.turn else art.INK
            said, size = fitted(f"{name}: {state.scored_count(seat)} of 6 dogs", w - 28, 14, bold=True)
            self.table_words.add(said, x0 + 14, y, colour, size, bold=True)
            self.table_words.add(detail, x0 + 14, y - 20, art.INK_DIM, 12)

    # --- drawing ---

    def draw_world(self) -> None:
        state = self.match.state
        cx, cy = TRAY_CENTRE  # the tray's wooden floor inside its frame
        arcade.draw_rect_filled(arcade.XYWH(cx, cy, 2 * TRAY_HALF[0], 2 * TRAY_HALF[1]), (118, 78, 44))
        self.panel_batch.draw()
        self.sprites.draw()
        self.table_words.draw()
        if not (self.finished or state.over) and not state.is_d0g(state.turn):
            for index in range(len(state.packs[state.turn])):
                x, y = card_spot(index)
                if self.picked and state.phase == "hand" and len(self.picked) == 1:
                    value = self.tray[next(iter(self.picked))].value if self.tray else None
                    if value is not None and index in state.fits(state.turn, value):
                        arcade.draw_rect_outline(arcade.XYWH(x, y, CARD_SIZE[0], CARD_SIZE[1]), art.GOLD, 3)
                if state.complete(state.turn, index):  # ready to score: it stands out
                    arcade.draw_rect_outline(arcade.XYWH(x, y, CARD_SIZE[0] + 8, CARD_SIZE[1] + 8), COMPLETE_INK, 4)
            if self.picked and state.phase == "hand" and state.filtered:  # the yard takes any die picked
                arcade.draw_rect_outline(arcade.LBWH(*YARD_CARD), art.GOLD, 3)
        self.draw_table_top()
        self.tray_dice.draw()
        for index in self.picked:
            if index < len(self.tray):
                x, y = self.tray[index].position
                arcade.draw_circle_outline(x, y, 26, art.GOLD, 3)
        if self.tooltip.text:
            x, y = self.tooltip.position[:2]
            arcade.draw_rect_filled(
                arcade.LBWH(x - 8, y - self.tooltip.content_height + 8, 316, self.tooltip.content_height + 8),
                (20, 10, 6, 235),
            )
            self.tooltip.draw()
