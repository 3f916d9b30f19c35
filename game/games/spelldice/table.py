"""The saloon table: the wizards round the bowl, each on his plaque, and a
round played as the seed plays it. A person picks by pointing: his dice lie
on the pick board behind his shield, and a die dragged (or clicked, then
clicked again) onto a wizard is a shot at him, onto a fist a spell held up.

Picks are secret on one shared screen: before a person picks, a curtain asks
the others to look away, and after, unless he was the last to pick. Then the
reveal belongs to everyone: "3... 2... 1... FIRE!", every fist opens, the
shots fly as arrows, and the round runner calls each colour. Every roll,
spell and hit is a moment of its own, held long enough to read at the
player's pace, and the round is told over before the next pick. The table
draws from its shown copy (``Shown``), which follows the moments, so
nothing appears before its moment has come.
"""

from __future__ import annotations

from game.core.events import Event
from game.core.moments import Moment
from game.games.spelldice import COLOURS
from game.games.spelldice.beats import BEATS
from game.games.spelldice.board import BOARD, PickBoard, draw_card, pick_prompt
from game.games.spelldice.colours import PURPLE
from game.games.spelldice.moments import shot_name, throw_words
from game.games.spelldice.offers import offer_prompt, spell_offers
from game.games.spelldice.pick_hand import PickHand
from game.games.spelldice.picking import WHIP_TOKEN, Picking
from game.games.spelldice.plaques import (
    Plaques,
    plaque_rect,
)
from game.games.spelldice.rules import First, Pass
from game.games.spelldice.shown import Shown
from game.games.spelldice.table_end import SpelldiceEnd
from game.games.spelldice.table_keyed import SpelldiceKeyed
from game.games.spelldice.table_offers import SpelldiceOffers
from game.games.spelldice.table_pointing import SpelldicePointing
from game.games.spelldice.table_summary import SUMMARY, SpelldiceSummary
from game.platform.resources import resource
from game.services.match import Match
from game.ui import art, lettering
from game.ui.app import button
from game.ui.arcade_import import arcade, gui
from game.ui.dice_animation import ThrowAnimation
from game.ui.dice_table import DiceTableView
from game.ui.fitting import fit, line_height
from game.ui.kept_words import KeptWords
from game.ui.solid_dice import painter, rest_texture
from game.ui.table_panels import PROMPT_SIZE

LOG_CARD = (262, 592, 756, 124)  # three lines of talk at 14 under its title
NOTE_SECONDS = 3.0  # a refusal stays this long on the pick board


class SpelldiceTableView(
    SpelldiceKeyed, SpelldiceSummary, SpelldicePointing, SpelldiceOffers, SpelldiceEnd, DiceTableView
):
    log_card = LOG_CARD
    log_head, log_title_size = 40, 14  # a wide, low card: three lines of talk under a small title
    advice_card = (300, 165, 680, 0)  # wide for the picks' words, between the talk and Hands up
    advice_measure = "Health each choice is worth, as the hard wizard weighs what you can see."
    # a lesson's coach in the bottom left corner, under the left plaque (three wizards sit round the lesson)
    coach_card, coach_words_size = (10, 8, 246, 298), 12
    advice_top = 664  # the advice card, over the board, stays under the talk's All button
    banner_y = 150.0  # over the bowl's near rim: the arrows bow up toward the middle, clear of it
    beats = BEATS
    over_prompt = "The saloon falls quiet."

    def __init__(self, match: Match):
        players = len(match.state.names)
        self.panels = tuple(plaque_rect(players, seat) for seat in range(players)) + (LOG_CARD,)
        super().__init__(match)
        self.prompt.y = min(self.prompt.y, BOARD[1] - 2 - 0.8 * line_height(PROMPT_SIZE, bold=True))  # under the board
        self.curtain: tuple | None = None  # ("before" | "after" | "last", seat) while the screen passes hands
        self.throw_colour = PURPLE  # the colour of the die in the air
        self.countdown_left: float | None = None  # seconds left to answer a roll, where there is a countdown
        self.pass_button = None  # Let it stand, while a roll may be answered
        self.people = sum(match.at_this_screen(seat) for seat in range(match.players))  # who pass the screen
        self.shown = Shown.of(match.state)
        self.round_events: list[Event] = []  # this round's, for its telling over
        self.summary_events: list[Event] = []  # the round being told over
        kinds = [match.seat_kind(seat) for seat in range(players)]  # watched again: as recorded
        self.plaques = Plaques(players, kinds)
        self.board = PickBoard()
        self.picking: Picking | None = None  # the person's pick in the making
        self.hand_at_board = PickHand(self)  # the die in the person's hand, on its way to a fist or a wizard
        self.pick_note = lettering.centred("", 172, art.RED, 14, bold=True)
        self.note_until = 0.0
        self.summary_words = KeptWords()
        self.summary_dice = arcade.SpriteList()
        self.curtain_text = lettering.heading("", 420, 30, width=900, multiline=True, align="center")
        self._build_ui()
        self.refresh()

    def die_kind(self, sides: int) -> str:
        return self.throw_colour

    def warm_atlas(self) -> None:
        """Every picture the plaques, arrows and board may show, loaded as the
        table opens: loaded when first shown, they held the reveal's frame."""
        super().warm_atlas()
        atlas = self.window.ctx.default_atlas
        for picture in sorted(resource("images", "spelldice").glob("*.png")):
            atlas.add(art.texture("spelldice", picture.name))
        for colour in COLOURS:  # every colour's die, thrown and on the plaques and board
            painter().picture(colour)
            for value in range(1, 7):
                atlas.add(rest_texture(colour, value))

    # --- building ---

    def _build_ui(self) -> None:
        root = self.ui.add(gui.UIAnchorLayout())
        self.add_corner_buttons(root)
        self.curtain_button = root.add(
            button("", width=420, height=52, on_click=self.lift_curtain),
            anchor_x="center",
            anchor_y="center",
            align_y=-40,
        )
        self.ready_button = root.add(
            self.hinted(button("", width=260, height=46, on_click=self.ready), "Hands up!", "spelldice:enter"),
            anchor_x="center",
            anchor_y="bottom",
            align_y=110,
        )
        self.move_on_button = root.add(
            button("", width=300, height=46, on_click=self.move_on), anchor_x="center", anchor_y="bottom", align_y=110
        )
        self.build_see_the_end(root)
        self.bar = gui.UIBoxLayout(vertical=False, space_between=10)
        root.add(self.bar, anchor_x="center", anchor_y="bottom", align_y=12)
        self.throw_button = self.hinted(button("", width=200, on_click=self.hand.throw_standard), "Throw", "throw")

    # --- the person's moves ---

    def lift_curtain(self) -> None:
        if self.curtain is None:
            return
        stage, seat = self.curtain
        self.curtain = None
        self.flow.refusal_shown_elsewhere()  # a refusal said to the last person is not the next one's
        if stage == "before":
            self.picking = Picking(self.match.state, seat)
            self.hand_at_board.put_down()
        self.refresh()

    def ready(self) -> None:
        """Hands up: the pick in the making is made."""
        if not self.picking_now():
            return
        seat = self.match.state.picker
        assert self.picking is not None  # picking_now says so
        if not self.flow.attempt(self.picking.pick()):
            return
        self.picking = None
        self.hand_at_board.put_down()
        state = self.match.state
        if self.people > 1 and state.phase == "pick":  # the screen is hidden before the others look
            people_after = [
                s for s in range(seat + 1, state.players) if state.acts_this_round(s) and not self.match.is_computer(s)
            ]
            self.curtain = ("after" if people_after else "last", seat)
        self.refresh()

    def advice_now(self) -> list:
        """Nothing while the screen is hidden: the advice belongs to the person who looks next."""
        return [] if self.curtain is not None else super().advice_now()

    def refused(self, reason: str) -> None:
        """On the pick board, where the person is pointing; elsewhere in the prompt."""
        if not self.picking_now():
            return super().refused(reason)
        self.flow.refusal_shown_elsewhere()
        fit(self.pick_note, f"Not so: {reason}.", BOARD[2] - 40, 14, bold=True)  # smaller, or cut, to stay on the board
        self.note_until = self.flow.clock + NOTE_SECONDS
        self.sound("refusal", 0.5)

    def answer(self, action) -> None:
        self.countdown_left = None
        self.decide(action)

    def move_on(self) -> None:
        """A moment that waits for a person (the gathering, the round told over) is done."""
        if self.flow.moment is not None and self.flow.moment.hold:
            self.flow.end_moment()

    def picking_now(self) -> bool:
        return (
            self.picking is not None
            and self.curtain is None
            and self.flow.person_to_decide()
            and self.match.state.phase == "pick"
            and self.picking.seat == self.match.state.picker
        )

    def pause(self) -> None:
        if self.hand_at_board.holding:  # Esc first puts the die down
            self.hand_at_board.put_down()
            self.refresh()
            return
        super().pause()

    # --- time and moments ---

    def moment_begins(self, moment: Moment) -> None:
        for event in moment.events:
            if event.kind == "fire":
                self.round_events = []
            self.round_events.append(event)
            if not self.flow.hurry:  # catching up, the table takes the rules' word once it is there
                self.shown.take(event)
        if moment.kind == "summary" and not self.flow.hurry:
            self.summary_events = list(self.round_events)
        if moment.kind in ("summary", "count", "gather"):
            self.animation = None  # last round's die leaves the bowl
        if isinstance(self.animation, ThrowAnimation) and self.animation.done:
            for event in moment.events:
                if event.kind == "spell" and "roll" in event.data:
                    self.animation.show_face(0, event.data["roll"])
                elif event.kind == "banished":  # to the Nether-Nether at once
                    self.animation.take_away(0)

    def moment_ends(self, moment: Moment) -> None:
        if moment.kind == "summary":
            self.summary_events = []

    # --- what is shown ---

    def settled(self) -> bool:
        """Every moment has been shown: the table may take the rules' word."""
        return not self.flow.pending and self.flow.moment is None and not self.flow.moments

    def refresh(self) -> None:
        state = self.match.state
        if self.settled():
            self.shown = Shown.of(state)
        picking = self.flow.person_to_decide() and state.phase == "pick"
        if picking and self.curtain is None and (self.picking is None or self.picking.seat != state.picker):
            if self.people > 1:  # the others look away first
                self.curtain = ("before", state.picker)
            else:
                self.picking = Picking(state, state.picker)
                self.hand_at_board.put_down()
        if not picking:
            self.picking = None
            if self.curtain is not None and self.curtain[0] == "before":
                self.curtain = None
        self.curtain_button.visible = self.curtain is not None
        if self.curtain is not None:
            stage, seat = self.curtain
            name = state.names[seat]
            if stage == "before":
                self.curtain_text.text = f"Pass the screen to {name}.\n{name}: look when only you are looking."
                self.curtain_button.text = self.key_hint(f"I am {name}: show my dice", "spelldice:enter")
            elif stage == "after":
                self.curtain_text.text = f"{name} has picked.\nHide the screen and pass it on."
                self.curtain_button.text = self.key_hint("Done", "spelldice:enter")
            else:  # the last person to pick: nobody else picks in secret now
                said = f"{name} has picked: every pick is in.\nTurn the screen round for all to see."
                self.curtain_text.text = said
                self.curtain_button.text = self.key_hint("Done", "spelldice:enter")
        shown_board = self.picking_now()
        self.ready_button.visible = shown_board
        holding = (
            self.flow.moment is not None
            and self.flow.moment.hold
            and self.curtain is None
            and self.flow.someone_to_move_on()
        )
        self.move_on_button.visible = holding
        if holding and self.flow.moment is not None:  # the moment held
            self.move_on_button.text = self.key_hint(
                "Hands up: 3, 2, 1!" if self.flow.moment.kind == "gather" else "Next round", "spelldice:enter"
            )
        self.refresh_see_the_end()
        if shown_board:
            hand = self.hand_at_board
            self.board.rebuild(self.picking, hand.selected, hand.carrying, hand.pick_keys())
        self._refresh_bar()
        self.refresh_prompt()
        self._refresh_plaques()
        self._refresh_summary()
        super().refresh()

    def person_prompt(self, name: str) -> str | tuple[str, ...]:
        state = self.match.state
        if self.curtain is not None:
            return ""
        if state.throw_request() is not None:
            what, key = throw_words(state), self.key_words("throw")
            return (  # the shorter where the line under the table holds no more (the larger text sizes)
                f"{name}: throw {what} (drag across the table, or {key}).",
                f"{name}: throw {what} (drag, or {key}).",
                f"Throw {what} (drag, or {key}).",
            )
        if state.phase == "pick":
            selected = self.hand_at_board.selected
            if selected is not None:
                what = "the Whip" if selected == WHIP_TOKEN else f"the {selected} die"
                return (  # the shorter where the line under the table holds no more (the larger text sizes)
                    f"{name}: now click a wizard to shoot {what} at, or a fist to hold it up.",
                    f"{name}: click a wizard to shoot {what} at, or a fist to hold it up.",
                    f"{name}: click a wizard to shoot at, or a fist.",
                    "Click a wizard to shoot at, or a fist to hold it up.",
                )
            return pick_prompt(name, self.picking, self.board.helped, self.key_words("spelldice:enter"))
        if state.deciding:
            return f"{name}: {state.needed()}."
        if state.window:
            clock = f" ({self.countdown_shown()} s)" if self.countdown_left is not None else ""
            return offer_prompt(state, name, clock)
        return super().person_prompt(name)

    def waiting_prompt(self, name: str) -> str | tuple[str, ...] | None:
        if self.flow.moment is not None:  # the banner or the card says it
            return "Everyone has picked: gather round." if self.flow.moment.kind == "gather" else ""
        return super().waiting_prompt(name)

    def _refresh_bar(self) -> None:
        state = self.match.state
        self.bar.clear()
        deciding = self.flow.person_to_decide() and self.curtain is None
        if self.flow.person_to_throw():
            self.bar.add(self.throw_button)
            self.throw_button.disabled = False
        elif deciding and state.window:
            if self.countdown_left is None:  # the table's seconds, as the person's settings lengthen them (or none)
                self.countdown_left = self.window.settings.timer(state.options.countdown)
            for action, said in spell_offers(state):  # only spells that change how the roll ends
                self.bar.add(button(said, width=250, on_click=lambda a=action: self.answer(a)))
            self.pass_button = self.bar.add(button("", width=250, on_click=lambda: self.answer(Pass())))
            self.say_countdown()
        elif deciding and state.deciding:
            for action in state.legal_actions():
                shot = state.shots[action.shot]
                what = shot_name(shot["colour"])
                verb = "Take first" if isinstance(action, First) else "Cancel"
                who = state.names[shot["shooter"]] if isinstance(action, First) else state.names[shot["target"]]
                self.bar.add(button(f"{verb}: {what} ({who})", width=300, on_click=lambda a=action: self.decide(a)))
        if not (deciding and state.window):
            self.countdown_left = None

    def _targets(self) -> dict[int, bool]:
        """While a person picks: the wizards he may shoot, lit up if a die is in his hand."""
        if not self.picking_now():
            return {}
        hand = self.hand_at_board
        lit = hand.selected not in (None, WHIP_TOKEN) or hand.carrying not in (None, WHIP_TOKEN)
        assert self.picking is not None  # picking_now says so
        return {seat: lit for seat in self.picking.living}

    def _refresh_plaques(self) -> None:
        state = self.match.state
        lit = None  # the shot whose moment it is
        if self.flow.moment is not None:
            lit = next((e.data["shot"] for e in self.flow.moment.events if "shot" in e.data), None)
        elif self.settled():
            lit = state.rolling if state.rolling is not None else state.window_shot
        self.shown.sealed = self.match.sealed_seats()
        # online, who plays a seat may change (a computer stands in for a player gone too long)
        self.plaques.kinds = [self.match.seat_kind(seat) for seat in range(self.match.players)]
        shots_shown = bool(self.shown.shots) and self.curtain is None and not self.summary_events
        aims = self.hand_at_board.pick_keys().aims
        self.plaques.rebuild(self.shown, None if state.over else state.turn, self._targets(), shots_shown, lit, aims)
        badges = [box for name, box in self.plaques.boxes.items() if name.startswith("roll")]
        self.answers.drop_figures_over(badges)  # a roll's figure under a badge come up since

    # --- drawing ---

    def draw_world(self) -> None:
        self.plaques.draw()
        if self.curtain is not None:
            arcade.draw_rect_filled(arcade.LBWH(0, 0, 1280, 720), (14, 8, 4, 245))
            self.curtain_text.draw()
            return
        if self.summary_events:
            draw_card(SUMMARY)
            self.summary_dice.draw()
            self.summary_words.draw()
            self.prompt.draw()
            return
        if self.picking_now():
            self.board.draw()
            if self.flow.clock < self.note_until:
                self.pick_note.draw()
            self.hand_at_board.draw_carried()
            self.prompt.draw()
            self.advice.draw()  # asked for (H): over the board, each pick's worth
            return
        self.draw_table_top()

    def throw_begins(self) -> None:
        state = self.match.state
        if self.settled():  # the table has shown all there was: it starts from the rules' word
            self.shown = Shown.of(state)
        self.throw_colour = state.shots[state.rolling]["colour"] if state.rolling is not None else PURPLE
