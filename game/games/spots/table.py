"""The Spots table: the trick tiles, the dice tray, the pack of the player to
act (large, at the bottom, to drop dice on), the other players at a glance,
the yard against its limit, treats, and the log.

A roll lands in the tray. The player clicks a die (or several, for a trick
that keeps some) and then a dog card or the yard, or drags a die there;
"Place what fits" puts every die that fits somewhere on the dog nearest
completion. Tiles are clicked to do their trick; hovering one shows its words.
"""

from __future__ import annotations

from game.games.spots import moves
from game.games.spots.beats import BEATS
from game.games.spots.choice_words import choice_words
from game.games.spots.physics import TRAY_HALF
from game.games.spots.prompts import burying_busts, person_prompt
from game.games.spots.table_board import SpotsBoard
from game.games.spots.table_go import GoByDrag
from game.games.spots.table_keyed import SpotsKeys
from game.games.spots.table_layout import (
    CARD_SIZE,
    COMPLETE_INK,
    INFO_CARD,
    TILE_SIZE,
    TILES_CARD,
    TRAY_CENTRE,
    TRAY_RECT,
    YARD_CARD,
    card_spot,
    info_card,
    inside,
    others_card,
    talk_card_for,
    tile_spot,
)
from game.games.spots.table_tray import BANNER_ROOM, SpotsTray
from game.services.match import Match
from game.ui import art, lettering
from game.ui.app import OptionPicker, button
from game.ui.arcade_import import arcade, gui
from game.ui.composed_table import Dressing, TableHost, TablePart
from game.ui.dice_table import ComposedTables
from game.ui.kept_words import KeptWords
from game.ui.part_cues import Cue, PartBoxes, Pointer, Thrown
from game.ui.table_still import Sprites, TableStill


def tray_floor() -> None:
    """The tray's wooden floor inside its frame."""
    cx, cy = TRAY_CENTRE
    arcade.draw_rect_filled(arcade.XYWH(cx, cy, 2 * TRAY_HALF[0], 2 * TRAY_HALF[1]), (118, 78, 44))


class SpotsTable(TablePart):
    """Spots' part of its table: the tiles, the tray, the acting player's pack, the yard, the others at a
    glance, its bar of buttons, and the dice picked, dragged and dropped."""

    beats = BEATS
    over_prompt = "The game is over."
    advice_measure = "Dice each choice is expected to place, less the bust it risks."

    @staticmethod
    def dressing(match: Match) -> Dressing:
        """The talk as tall as the others' card leaves room for (d0g a seat), a lesson's coach over it
        (d0g's dogs in sight above it); no bowl: the dice roll into the tray, and a banner stands over it."""
        talk = talk_card_for(match.state.seats - 1)
        area = arcade.LBWH(*TRAY_RECT)
        return Dressing(
            talk,
            bowl_at=None,
            dice_at=TRAY_CENTRE,
            throw_area=area,
            banner_room=BANNER_ROOM,
            banner_narrows=False,  # across the table it keeps to the tray's band, a bust's long line on one
        )

    def __init__(self, table: TableHost):
        self.table = table
        self.match, self.flow = table.match, table.flow
        self.others_card = others_card(self.match.state.seats - 1)
        self.info_card = info_card()  # grown to its lines at the larger text sizes
        talk = talk_card_for(self.match.state.seats - 1)
        self.panels = (TILES_CARD, YARD_CARD, self.info_card, self.others_card, talk, TRAY_RECT)
        self.tray = SpotsTray(table)
        self.keyed = SpotsKeys(self, table)
        # a drag where the player decides whether to roll rolls, as Space does
        self.go_drag = GoByDrag(table, self.deciding_go, self.go)
        table.prompt.keep_clear_of(self.info_card)  # the pile's card grows down beside it at the larger sizes
        self.sprites: arcade.SpriteList[arcade.Sprite] = (
            arcade.SpriteList()
        )  # cards, faces, spaces, placed dice, tiles, treats
        self.table_words = KeptWords()  # the cards' and tiles' words, drawn together
        # the tray's wooden floor under the panels' words, the cards, faces and tiles laid over them
        table.still_table.part = TableStill(
            table.panel_batch, under=tray_floor, over=(Sprites(self.sprites), self.table_words)
        )
        batch = table.panel_batch
        x, y, w, h = YARD_CARD
        self.yard_text = lettering.text("", x + 14, y + h - 30, art.GOLD, 16, bold=True, batch=batch)
        x, y, w, h = INFO_CARD  # its words from its top, where the grown card's is
        self.info_text = lettering.text("", x + 14, y + h - 26, art.INK, 14, width=w - 28, multiline=True, batch=batch)
        self.info_said: tuple[str, ...] = ()  # the pile card's sayings before they were fitted
        x, y, w, h = TILES_CARD
        self.tiles_title = lettering.text("Trick tiles", x + 14, y + h - 28, art.GOLD, 16, bold=True, batch=batch)
        self.board = SpotsBoard(self)
        self._build_ui()

    def die_kind(self, sides: int) -> str:
        return "spots"  # its own dice, whatever the sides

    # --- building ---

    def _build_ui(self) -> None:
        table = self.table
        root = table.ui.add(gui.UIAnchorLayout())
        table.add_corner_buttons(root)
        bar = gui.UIBoxLayout(vertical=False, space_between=8)
        self.score_button = bar.add(
            table.hinted(
                button("", width=170, on_click=lambda: table.decide(moves.ScoreDogs())),
                "Score dogs",
                "spots:score_dogs",
            )
        )
        self.go_button = bar.add(button("", width=170, on_click=self.go))
        self.stop_button = bar.add(
            table.hinted(button("", width=140, on_click=lambda: table.decide(moves.Stop())), "Stop", "spots:stop")
        )
        self.reroll_button = bar.add(
            table.hinted(button("", width=200, on_click=self.reroll), "Reroll: 1 treat", "spots:reroll")
        )
        self.keep_roll_button = bar.add(
            table.hinted(
                button("", width=180, on_click=lambda: table.decide(moves.Accept())), "Keep the roll", "spots:keep"
            )
        )
        self.auto_button = bar.add(
            table.hinted(button("", width=200, on_click=self.tray.place_what_fits), "Place what fits", "spots:place")
        )
        self.bury_button = bar.add(button("", width=170, on_click=self.bury_picked))
        self.keep_button = bar.add(button("", width=170, on_click=self.keep_picked))
        self.number_buttons = [
            bar.add(button(str(v), width=46, on_click=lambda v=v: table.decide(moves.Choose(v)))) for v in range(1, 7)
        ]
        self.choice = bar.add(OptionPicker([(None, "")], 0, width=380))
        self.do_button = bar.add(button("Do it", width=110, on_click=self.do_choice))
        self.bar = bar
        self.bar_widgets = list(bar.children)  # every widget the bar can show, in order
        root.add(bar, anchor_x="center", anchor_y="bottom", align_y=10)

    # --- the player's moves ---

    def go(self) -> None:
        if self.match.state.phase == "may":
            self.table.decide(moves.Go())
        else:
            self.table.hand.throw_standard()

    def deciding_go(self) -> bool:
        """Whether the player is deciding whether to roll (Space decides Go)."""
        return self.match.state.phase == "may"

    def reroll(self) -> None:
        state = self.match.state
        picked = self.tray.picked
        if state.current_step() and state.current_step().partial_reroll and picked:
            self.table.decide(moves.Reroll(tuple(sorted(picked))))
        else:
            self.table.decide(moves.Reroll())
        picked.clear()

    def keep_picked(self) -> None:
        state = self.match.state
        if state.phase == "hand" and state.fresh and not self.tray.picked:
            self.table.decide(moves.Accept())
            return
        keep = state.current_step().keep if state.current_step() else ""
        picked = tuple(sorted(self.tray.picked))
        self.table.decide(moves.Discard(picked) if keep == "below_yard" else moves.Keep(picked))
        self.tray.picked.clear()

    def bury_picked(self) -> None:
        """The picked dice go to the yard; with none picked and none that fits
        anywhere, the rest of the roll does."""
        state, tray = self.match.state, self.tray
        if not tray.picked and state.phase == "hand" and not tray.any_fits():
            tray.picked = set(range(len(state.hand)))
        for die in sorted(tray.picked, reverse=True):
            if not self.flow.person_to_decide():
                break
            self.table.decide(moves.Bury(die))
        tray.picked.clear()

    def do_choice(self) -> None:
        if self.choice.value is not None:
            self.table.decide(self.choice.value)

    def keys(self) -> dict:
        return {
            "throw": self.go,  # Go decided where the player may roll; else the throw, as every table's
            "spots:stop": lambda: self.table.decide(moves.Stop()),
            "spots:score_dogs": lambda: self.table.decide(moves.ScoreDogs()),
            "spots:reroll": self.reroll,
            "spots:keep": self.keep_picked,
            "spots:place": lambda: self.table.press(self.auto_button, self.tray.place_what_fits),
            "spots:bury": lambda: self.table.press(self.bury_button, self.bury_picked),
        }

    # --- the mouse ---

    def pointer(self, at: Pointer) -> bool:
        if at.kind == "move":
            self.keyed.pointed(at.x, at.y)
            return False
        return {"press": self.pressed, "drag": self.dragged, "release": self.released}[at.kind](at.x, at.y)

    def pressed(self, x: float, y: float) -> bool:
        """A tile clicked does its trick; a die in the tray picked (and dragged); with one die picked, a
        click on a dog or the yard drops it there; a press in the tray decides Go by a drag."""
        state, tray = self.match.state, self.tray
        if not self.flow.person_to_decide():
            return False
        if state.phase == "choose":
            for place in state.faceup():
                tx, ty = tile_spot(place)
                if abs(x - tx) <= TILE_SIZE[0] / 2 and abs(y - ty) <= TILE_SIZE[1] / 2:
                    self.keyed.choose_tile(place)
                    return True
        if state.phase == "hand":
            die = tray.die_at(x, y)
            if die is not None:
                tray.dragging = die
                tray.lifted_from = tray.dice[die].position  # where a refused drop puts it back
                tray.pick_die(die)
                return True
            if len(tray.picked) == 1 and state.filtered:
                tray.drop(next(iter(tray.picked)), x, y)
                return True
        return self.table.throw_area.point_in_rect((x, y)) and self.go_drag.press((x, y))

    def dragged(self, x: float, y: float) -> bool:
        tray = self.tray
        if tray.dragging is not None and tray.dragging < len(tray.dice):
            tray.dice[tray.dragging].position = (x, y)
            return True
        return False

    def released(self, x: float, y: float) -> bool:
        tray = self.tray
        if tray.dragging is not None:
            die, tray.dragging = tray.dragging, None
            if not inside(TRAY_RECT, x, y):
                # back where it lay first: a refused drop (or none) leaves it there, a taken one takes it away
                tray.dice[die].position = tray.lifted_from
                if self.match.state.filtered:
                    tray.drop(die, x, y)
            tray.lay_out()
            return True
        return self.go_drag.release((x, y))

    def update(self, delta_time: float) -> None:
        self.go_drag.update()
        self.keyed.update()

    def focus_spots(self) -> list:
        return self.keyed.focus_spots()

    # --- what is shown ---

    def heard(self, cue: Cue) -> None:
        if isinstance(cue, Thrown):
            self.tray.thrown()

    def refresh(self) -> None:
        self.tray.sync()
        self._refresh_bar()
        if not self.flow.pending:
            self.board.refresh()

    def person_prompt(self, name: str) -> str | tuple[str, ...]:
        tray = self.tray
        return person_prompt(self.match.state, name, tray.picked, bool(tray.dice), self.table.key_words("throw"))

    def boxes(self) -> PartBoxes:
        # the banner's own place is over the tray
        return PartBoxes(announced=self.tray.lying_boxes(), banner_may_cover=(TRAY_RECT,))

    def _refresh_bar(self) -> None:
        state = self.match.state
        deciding = self.flow.person_to_decide()
        phase = state.phase
        legal = state.legal_actions() if deciding else []
        step = state.current_step()
        shown = {
            self.score_button: deciding and phase == "choose",
            self.go_button: (deciding and phase == "may") or self.flow.person_to_throw(),
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
        self.score_button.disabled = moves.ScoreDogs() not in legal
        if phase == "may" and step is not None:
            count = state.roll_count(step)
            self.go_button.text = self.table.key_hint(f"Roll {count}", "throw")
        else:
            self.go_button.text = self.table.key_hint("Roll", "throw")
        fits, picked = phase == "hand" and self.tray.any_fits(), self.tray.picked
        bury = "Bury picked" if picked or fits else "Bury the rest"
        if deciding and phase == "hand" and burying_busts(state):  # the one thing left to do busts: said so
            bury = "Bury and bust"
        self.bury_button.text = self.table.key_hint(bury, "spots:bury")
        self.table.why_not(
            self.bury_button, None if picked or not fits else "pick the dice to bury first: click them in the tray"
        )
        self.table.why_not(self.auto_button, None if fits else "no die of this roll fits an empty space on your dogs")
        if step is not None and step.keep == "below_yard":
            self.keep_button.text = self.table.key_hint("Put back picked" if picked else "Put back none", "spots:keep")
        else:
            self.keep_button.text = self.table.key_hint("Keep picked", "spots:keep")
        numbers = {a.value for a in legal if isinstance(a, moves.Choose)}
        show_numbers = deciding and (
            phase == "name"
            or (phase == "hand" and not state.filtered and step is not None and step.keep == "one_value")
        )
        for value, widget in enumerate(self.number_buttons, start=1):
            widget.visible = show_numbers
            widget.disabled = value not in numbers
        options = [a for a in legal if isinstance(a, (moves.TakeDie, moves.Move, moves.Dig))]
        self.choice.visible = self.do_button.visible = deciding and phase in ("take", "trot", "dig") and bool(options)
        if self.choice.visible:
            self.choice.choices = [(a, choice_words(self.match.state, a)) for a in options]
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

    def answer_place(self, place: tuple):
        """A dog's card, while its pack is the one shown; a seat's yard (its
        tray where another's yard is shown)."""
        state = self.match.state
        shown = state.turn if not state.is_d0g(state.turn) else 0  # the pack the board shows
        if place[0] in ("dog", "dog_foot"):  # the card, or the foot of it, where a scored card is bare
            kind, seat, dog = place
            cards = [k for k, card in enumerate(state.packs[seat]) if card["dog"] == dog]
            if seat != shown or not cards:
                return None
            x, y = card_spot(cards[0])
            w, h = CARD_SIZE
            return (x - w / 2, y - h / 2, w, h) if kind == "dog" else (x - w / 2 + 10, y - h / 2 + 4, w - 90, 0)
        if place[0] == "seat":
            return YARD_CARD if place[1] == shown else TRAY_RECT
        return None

    # --- drawing ---

    def draw_world(self) -> None:
        state = self.match.state
        # the pack's outlines are the turn's; a bust read shows the busting player's pack
        tray = self.tray
        if not (self.flow.finished or state.over or state.is_d0g(state.turn) or self.board.bust_shown()):
            for index in range(len(state.packs[state.turn])):
                x, y = card_spot(index)
                if tray.picked and state.phase == "hand" and len(tray.picked) == 1:
                    value = tray.dice[next(iter(tray.picked))].properties["value"] if tray.dice else None
                    if value is not None and index in state.fits(state.turn, value):
                        arcade.draw_rect_outline(arcade.XYWH(x, y, CARD_SIZE[0], CARD_SIZE[1]), art.GOLD, 3)
                if state.complete(state.turn, index):  # ready to score: it stands out
                    arcade.draw_rect_outline(arcade.XYWH(x, y, CARD_SIZE[0] + 8, CARD_SIZE[1] + 8), COMPLETE_INK, 4)
            if tray.picked and state.phase == "hand" and state.filtered:  # the yard takes any die picked
                arcade.draw_rect_outline(arcade.LBWH(*YARD_CARD), art.GOLD, 3)
        self.table.draw_table_top()
        tray.sprites.draw()
        for index in tray.picked:
            if index < len(tray.dice):
                x, y = tray.dice[index].position
                arcade.draw_circle_outline(x, y, 26, art.GOLD, 3)
        self.keyed.draw()


SPOTS_TABLE = ComposedTables(SpotsTable)  # the game's table: the window's, with this part in it
