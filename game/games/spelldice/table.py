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

from game.core.moments import Moment
from game.games.spelldice.beats import BEATS
from game.games.spelldice.board import BOARD, PickBoard, aim_prompt, pick_prompt, throw_prompt
from game.games.spelldice.colours import PURPLE
from game.games.spelldice.explained import explained_at
from game.games.spelldice.moments import shot_name, throw_words
from game.games.spelldice.offers import offer_prompt
from game.games.spelldice.pick_hand import PickHand
from game.games.spelldice.picking import WHIP_TOKEN, Picking
from game.games.spelldice.pictures import warm_pictures
from game.games.spelldice.plaques import Plaques, plaque_rect
from game.games.spelldice.rules import EMPTY, First, Pass
from game.games.spelldice.shown import Shown
from game.games.spelldice.table_curtain import PassingCard
from game.games.spelldice.table_end import SeeTheEnd
from game.games.spelldice.table_keyed import pick_spots
from game.games.spelldice.table_offers import RollAnswer
from game.games.spelldice.table_summary import RoundToldOver
from game.services.match import Match
from game.ui import art, lettering
from game.ui.app import button
from game.ui.arcade_import import gui
from game.ui.composed_table import Dressing, TableHost, TablePart
from game.ui.dice_animation import ThrowAnimation
from game.ui.dice_table import ComposedTables
from game.ui.fitting import fit, fitted, line_height
from game.ui.part_cues import Cue, MomentBegins, MomentEnds, PartBoxes, Pointer, ThrowBegins
from game.ui.table_panels import PROMPT_SIZE

LOG_CARD = (262, 592, 756, 124)  # three lines of talk at 14 under its title
NOTE_SECONDS = 3.0  # a refusal stays this long on the pick board
CURTAIN_HOLD = 0.4  # seconds a curtain come down lets no Enter lift it: the one pressed twice that brought it


class SpelldiceTable(TablePart):
    """Spelldice's part of its table: the plaques, the pick board with the person's hand on it, the
    curtain passed between people, the bar of throws and answers, and the round told over."""

    beats = BEATS
    over_prompt = "The saloon falls quiet."
    advice_measure = "Health each choice is worth, as the hard wizard weighs what you can see."

    @classmethod
    def dressing(cls, match: Match) -> Dressing:
        return Dressing(
            LOG_CARD,
            talk_head=40,  # a wide, low card: three lines of talk under a small title
            talk_title_size=14,
            # a lesson's coach in the bottom left corner, under the left plaque (three wizards sit round the lesson)
            coach_card=(10, 8, 246, 298),
            coach_words_size=12,
            advice_card=(300, 165, 680, 0),  # wide for the picks' words, between the talk and Hands up
            advice_top=664,  # the advice card, over the board, stays under the talk's All button
            banner_y=150.0,  # over the bowl's near rim: the arrows bow up toward the middle, clear of it
        )

    def __init__(self, table: TableHost):
        self.table = table
        self.match = match = table.match
        self.flow = table.flow
        players = len(match.state.names)
        self.panels = tuple(plaque_rect(players, seat) for seat in range(players)) + (LOG_CARD,)
        table.prompt.y = min(
            table.prompt.y, BOARD[1] - 2 - 0.8 * line_height(PROMPT_SIZE, bold=True)
        )  # under the board
        self.curtain: tuple | None = None  # ("before" | "after" | "last", seat) while the screen passes hands
        self.curtain_since = 0.0  # the flow's clock as it came down
        self.throw_colour = PURPLE  # the colour of the die in the air
        self.people = sum(match.at_this_screen(seat) for seat in range(match.players))  # who pass the screen
        self.shown = Shown.of(match.state)
        self.round_events: list = []  # this round's, for its telling over
        self.told = RoundToldOver()  # the round being told over
        kinds = [match.seat_kind(seat) for seat in range(players)]  # watched again: as recorded
        self.plaques = Plaques(players, kinds)
        self.board = PickBoard()
        self.picking: Picking | None = None  # the person's pick in the making
        self.hand_at_board = PickHand(self)  # the die in the person's hand, on its way to a fist or a wizard
        self.pick_note = lettering.centred("", 172, art.RED, 14, bold=True)
        self.note_until = 0.0
        self.roll_answer = RollAnswer(table, self.hidden)
        root = table.ui.add(gui.UIAnchorLayout())
        self._build_ui(root)
        self.see_end = SeeTheEnd(table, root)
        warm_pictures(table.window)

    def _build_ui(self, root) -> None:
        table = self.table
        table.add_corner_buttons(root)
        self.passing = PassingCard(table, root, self.lift_curtain)  # the curtain's words and button
        self.ready_button = root.add(
            table.hinted(button("", width=260, height=46, on_click=self.ready), "Hands up!", "spelldice:enter"),
            anchor_x="center",
            anchor_y="bottom",
            align_y=110,
        )
        self.move_on_button = root.add(
            button("", width=300, height=46, on_click=self.move_on), anchor_x="center", anchor_y="bottom", align_y=110
        )
        self.bar = gui.UIBoxLayout(vertical=False, space_between=10)
        root.add(self.bar, anchor_x="center", anchor_y="bottom", align_y=12)
        self.throw_button = table.hinted(button("", width=200, on_click=table.hand.throw_standard), "Throw", "throw")

    def die_kind(self, sides: int) -> str:
        return self.throw_colour

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
        self.table.refresh()

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
            self.curtain, self.curtain_since = ("after" if people_after else "last", seat), self.flow.clock
        self.table.refresh()

    def move_on(self) -> None:
        """A moment that waits for a person (the gathering, the round told over) is done."""
        if self.flow.moment is not None and self.flow.moment.hold:
            self.flow.end_moment()

    def enter(self) -> None:
        """Enter: the curtain's button, the moment's, Hands up, or Let it stand, whichever shows."""
        if self.curtain is not None:
            if self.flow.clock >= self.curtain_since + CURTAIN_HOLD:  # not the Enter pressed twice that brought it
                self.lift_curtain()
        elif self.flow.moment is not None and self.flow.moment.hold:
            self.move_on()
        elif self.picking_now() and self.picking is not None and all(hand.kind == EMPTY for hand in self.picking.fists):
            # an Enter too many (the one that showed the board, pressed twice) raises no empty hands
            self.flow.say_refusal(
                "your hand is empty; aim your Deadshot, or click Hands up to fire nothing"
                if self.picking.fallen
                else "your fists are empty; fill one, or click Hands up to raise them empty"
            )
        elif self.picking_now():
            self.ready()
        elif self.flow.person_to_decide() and self.match.state.window:
            self.roll_answer.answer(Pass())

    def keys(self) -> dict:
        own = {"spelldice:enter": self.enter}
        if self.curtain is not None:  # the screen is hidden: only its button (Enter), the talk and the menu
            return own
        return {**own, **self.hand_at_board.keys(), "menu": self.escape}

    def escape(self) -> None:
        """Esc first puts the die in the hand down; then the menu."""
        if self.hand_at_board.holding:
            self.hand_at_board.put_down()
            self.table.refresh()
        else:
            self.table.controls.pause()

    def pointer(self, at: Pointer) -> bool:
        hand = self.hand_at_board
        if at.kind == "move":
            hand.pointer = (at.x, at.y)
            self.table.refresh_prompt()  # the pointer may have come to rest on words the table explains
            return False
        return {"press": hand.pressed, "drag": hand.dragged, "release": hand.released}[at.kind](at.x, at.y)

    def focus_spots(self) -> list:
        return pick_spots(self)

    def refused(self, reason: str) -> bool:
        """On the pick board, where the person is pointing; elsewhere (or too long for the board's line,
        where it was cut: Undo's) in the prompt, under the board."""
        said = f"Not so: {reason}."
        if not self.picking_now() or fitted(said, BOARD[2] - 40, 14, bold=True)[0] != said:
            return False
        self.flow.refusal_shown_elsewhere()
        fit(self.pick_note, said, BOARD[2] - 40, 14, bold=True)  # smaller, to stay on the board
        self.note_until = self.flow.clock + NOTE_SECONDS
        return True

    def hidden(self) -> bool:
        """The screen passes between people: the advice belongs to the person who looks next."""
        return self.curtain is not None

    def picking_now(self) -> bool:
        return (
            self.picking is not None
            and self.curtain is None
            and self.flow.person_to_decide()
            and self.match.state.phase == "pick"
            and self.picking.seat == self.match.state.picker
        )

    # --- time and moments ---

    def heard(self, cue: Cue) -> None:
        if isinstance(cue, MomentBegins):
            self.moment_begins(cue.moment)
        elif isinstance(cue, MomentEnds) and cue.moment.kind == "summary":
            self.told.events = []
        elif isinstance(cue, ThrowBegins):
            state = self.match.state
            if self.settled():  # the table has shown all there was: it starts from the rules' word
                self.shown = Shown.of(state)
            self.throw_colour = state.shots[state.rolling]["colour"] if state.rolling is not None else PURPLE

    def moment_begins(self, moment: Moment) -> None:
        for event in moment.events:
            if event.kind == "fire":
                self.round_events = []
            self.round_events.append(event)
            if not self.flow.hurry:  # catching up, the table takes the rules' word once it is there
                self.shown.take(event)
        if moment.kind == "summary" and not self.flow.hurry:
            self.told.events = list(self.round_events)
        if moment.kind in ("summary", "count", "gather"):
            self.table.animation = None  # last round's die leaves the bowl
        animation = self.table.animation
        if isinstance(animation, ThrowAnimation) and animation.done:
            for event in moment.events:
                if event.kind == "spell" and "roll" in event.data:
                    animation.show_face(0, event.data["roll"])
                elif event.kind == "banished":  # to the Nether-Nether at once
                    animation.take_away(0)

    def update(self, delta_time: float) -> None:
        self.roll_answer.update(delta_time)

    # --- what is shown ---

    def settled(self) -> bool:
        """Every moment has been shown: the table may take the rules' word."""
        return not self.flow.pending and self.flow.moment is None and not self.flow.moments

    def refresh(self) -> None:
        state, flow = self.match.state, self.flow
        if self.settled():
            self.shown = Shown.of(state)
        picking = flow.person_to_decide() and state.phase == "pick"
        if picking and self.curtain is None and (self.picking is None or self.picking.seat != state.picker):
            if self.people > 1:  # the others look away first
                self.curtain, self.curtain_since = ("before", state.picker), flow.clock
            else:
                self.picking = Picking(state, state.picker)
                self.hand_at_board.put_down()
        if not picking:
            self.picking = None
            if self.curtain is not None and self.curtain[0] == "before":
                self.curtain = None
        self.passing.refresh(self.curtain)
        shown_board = self.picking_now()
        self.ready_button.visible = shown_board
        holding = flow.moment is not None and flow.moment.hold and self.curtain is None and flow.someone_to_move_on()
        self.move_on_button.visible = holding
        if holding and flow.moment is not None:  # the moment held
            self.move_on_button.text = self.table.key_hint(
                "Hands up: 3, 2, 1!" if flow.moment.kind == "gather" else "Next round", "spelldice:enter"
            )
        self.see_end.refresh(self.move_on_button.visible)
        if shown_board and self.picking is not None:  # picking_now says so
            hand = self.hand_at_board
            self.board.rebuild(self.picking, hand.selected, hand.carrying, hand.pick_keys())
        self._refresh_bar()
        self._refresh_plaques()
        self.told.refresh(self.shown)

    def person_prompt(self, name: str) -> str | tuple[str, ...] | None:
        state = self.match.state
        if self.curtain is not None:
            return ""
        if state.throw_request() is not None:
            return throw_prompt(name, throw_words(state), self.table.key_words("throw"))
        if state.phase == "pick":
            selected = self.hand_at_board.selected
            if selected is not None:
                return aim_prompt(name, selected)
            return pick_prompt(name, self.picking, self.board.helped, self.table.key_words("spelldice:enter"))
        if state.deciding:
            return f"{name}: {state.needed()}."
        if state.window:
            answer = self.roll_answer
            return offer_prompt(state, name, f" ({answer.shown()} s)" if answer.left is not None else "")
        return None

    def waiting_prompt(self, name: str) -> str | None:
        if self.flow.moment is not None:  # the banner or the card says it
            return "Everyone has picked: gather round." if self.flow.moment.kind == "gather" else ""
        return None

    def explained(self) -> str | None:
        """What the pointer rests on, where it is one of the table's own words."""
        return explained_at(self, *self.hand_at_board.pointer)

    def _refresh_bar(self) -> None:
        state = self.match.state
        self.bar.clear()
        deciding = self.flow.person_to_decide() and self.curtain is None
        if self.flow.person_to_throw():
            self.bar.add(self.throw_button)
            self.throw_button.disabled = False
        elif deciding and state.window:
            self.roll_answer.offer(self.bar)
        elif deciding and state.deciding:
            for action in state.legal_actions():
                shot = state.shots[action.shot]
                what = shot_name(shot["colour"])
                verb = "Take first" if isinstance(action, First) else "Cancel"
                who = state.names[shot["shooter"]] if isinstance(action, First) else state.names[shot["target"]]
                said = f"{verb}: {what} ({who})"
                self.bar.add(button(said, width=300, on_click=lambda a=action: self.table.decide(a)))
        if not (deciding and state.window):
            self.roll_answer.left = None

    def _refresh_plaques(self) -> None:
        state, flow = self.match.state, self.flow
        lit = None  # the shot whose moment it is
        if flow.moment is not None:
            lit = next((e.data["shot"] for e in flow.moment.events if "shot" in e.data), None)
        elif self.settled():
            lit = state.rolling if state.rolling is not None else state.window_shot
        self.shown.sealed = self.match.sealed_seats()
        # online, who plays a seat may change (a computer stands in for a player gone too long)
        self.plaques.kinds = [self.match.seat_kind(seat) for seat in range(self.match.players)]
        shots_shown = bool(self.shown.shots) and self.curtain is None and not self.told.events
        aims = self.hand_at_board.pick_keys().aims
        targets: dict[int, bool] = {}  # while a person picks: the wizards he may shoot, lit with a die in his hand
        if self.picking_now():
            hand = self.hand_at_board
            held = hand.selected not in (None, WHIP_TOKEN) or hand.carrying not in (None, WHIP_TOKEN)
            assert self.picking is not None  # picking_now says so
            targets = {seat: held for seat in self.picking.living}
        self.plaques.rebuild(self.shown, None if state.over else state.turn, targets, shots_shown, lit, aims)
        badges = [box for name, box in self.plaques.boxes.items() if name.startswith("roll")]
        self.table.answers.drop_figures_over(badges)  # a roll's figure under a badge come up since

    def answer_place(self, place: tuple):
        """Where the table answers a hit or a fall: a wizard's plaque."""
        return plaque_rect(self.match.players, place[1]) if place[0] == "seat" else None

    def boxes(self) -> PartBoxes:
        """A rising roll keeps off the plaques and the arrows' badges."""
        return PartBoxes(figures_keep_off=list(self.plaques.boxes.values()))

    # --- drawing ---

    def draw_world(self) -> None:
        table = self.table
        self.plaques.draw()
        if self.curtain is not None:
            self.passing.draw()
            return
        if self.told.events:
            self.told.draw()
            table.prompt.draw()
            return
        if self.picking_now():
            self.board.draw()
            if self.flow.clock < self.note_until:
                self.pick_note.draw()
            self.hand_at_board.draw_carried()
            table.prompt.draw()
            table.advice.draw()  # asked for (H): over the board, each pick's worth
            return
        table.draw_table_top()


SPELLDICE_TABLE = ComposedTables(SpelldiceTable)
