"""A dice table's controls: its keys, the pointer over its buttons and
across the table, and the person's input they give the table's flow (a
decision, a throw, a skip, a choice taken back, the pause and the talk).
Mixed into ``DiceTableView``; a game's table adds its own keys (``keys``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.platform import keymap
from game.services.match import Match
from game.services.records import SavedThrow
from game.services.seat_players import TAKE_BACK
from game.table.resuming import finish_flight, still_telling, tell_again
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH
from game.ui.arcade_import import arcade
from game.ui.pause import PauseView
from game.ui.talk_view import TalkView

if TYPE_CHECKING:
    from game.table.flow import TableFlow
    from game.ui.badge_token import BadgeToken
    from game.ui.coach import Coach
    from game.ui.table_talk import TableAdvice, TableTalk
    from game.ui.throw_hand import ThrowHand
    from game.ui.watch import Watching

UNDO_WHY_NOT = "nothing to take back: only your own choices since the last throw, while it is still your turn"
OTHERS_TURN_UNDO = "only your own choices are taken back, in your own turn"
LESSON_UNDO_WHY_NOT = "a lesson goes forward only: its dice are set for what each step teaches"


class TableControls:
    # What the controls read and call of the table they are mixed into (``DiceTableView``), declared:
    flow: TableFlow
    match: Match
    hand: ThrowHand
    watch: Watching | None
    coach: Coach | None
    window: Any
    reasons: dict  # a button that cannot act now -> why
    hint: Any  # the words under the pointer
    throw_area: Any  # an arcade rect: where a drag may start a throw
    dice_at: tuple[float, float]
    log_card: tuple[float, float, float, float]
    to_world: Callable[[float, float], tuple[float, float]]
    talk: TableTalk
    advice: TableAdvice
    badge_token: BadgeToken  # a road match's badge, where it carries one
    refresh_prompt: Callable[[], None]
    refresh: Callable[[], None]
    act: Callable[[int, int, dict], bool]
    made_by: Any  # what makes the table anew: its .brought_to(match, steps)
    room: Any  # a road tavern's room the table is dressed as (None: the plain table)

    table_focus = True  # Tab brings the focus onto its buttons (game.ui.focus); else its arrows aim the throw

    @property
    def key_places(self) -> frozenset[str]:
        """Every table's keys, a lesson's and a match watched again's besides (game.platform.keymap)."""
        places = {keymap.TABLES}
        if self.coach is not None:
            places.add(keymap.LESSON)
        if self.watch is not None:
            places.add(keymap.WATCHING)
        return frozenset(places)

    def decide(self, action) -> None:
        """A person's decision from a button or a key; ignored while it is not a person's turn."""
        self.flow.decide(action)

    def say_refusal(self, reason: str) -> None:
        """Answer a refused move in the prompt, in red, until the next move or a few seconds pass."""
        self.flow.say_refusal(reason)

    def takes_every_key(self) -> bool:
        return self.watch is not None  # a match watched again: the watcher's keys

    def skip(self) -> None:
        """S: the dice rolling come to rest at once; a moment showing goes on."""
        self.flow.skip()

    def why_not(self, widget, reason: str | None) -> None:
        """A button that cannot act now is disabled, and says why when the
        pointer rests on it or its key is pressed; None: it can act."""
        widget.disabled = reason is not None
        self.reasons[widget] = reason

    def press(self, widget, action) -> None:
        """A button's key: its action, or the reason it cannot act now."""
        reason = self.reasons.get(widget)
        if widget.visible and widget.disabled and reason:
            self.say_refusal(reason)
        else:
            action()

    def why_no_undo(self) -> str:
        """Why nothing can be taken back now: a lesson never takes anything back, and in the turn of a
        seat played elsewhere (a computer's, a friend's online) it is said whose turn it is."""
        if self.match.lesson:
            return LESSON_UNDO_WHY_NOT
        state, flow = self.match.state, self.flow
        if not flow.busy and not flow.finished and not state.over and self.match.is_computer(state.turn):
            return f"it is {state.actor_name()}'s turn: {OTHERS_TURN_UNDO}"
        return UNDO_WHY_NOT

    def undo(self) -> None:
        """Take the last choice back (Ctrl+Z): the match is played again
        without it, at a new table, as a saved game is continued; the save
        holds only what stood."""
        if not self.flow.can_undo():
            self.say_refusal(self.why_no_undo())
            return
        if self.match.player(self.match.state.turn).sends(self.match, TAKE_BACK):  # the host tells every table
            self.refresh()
            return
        table = self.taken_over(*self.flow.undone())
        table.flow.save_game()
        self.window.show_view(table)
        table.refresh()

    def taken_over(self, match, steps: list):
        """A new table of this kind brought to ``match`` through ``steps``,
        which takes this one's place: its save and notices go with it."""
        table = self.made_by.brought_to(match, steps)
        keeper = table.flow.keeper = self.flow.keeper
        if keeper is not None:
            keeper.match = match
        table.sat_down = True
        table.flow.notices = list(self.flow.notices)
        table.room = self.room  # a road tavern's table stays dressed as its room
        return table

    def remade(self):
        """The table built again where the game stands (a new text size
        chosen at the pause): the match played again to here as a saved game
        is continued. A match watched again, a lesson or a table online keeps
        its table (online, a saved game's would be this screen's alone: its
        friends' seats computers', its link to the host let go)."""
        if self.watch is not None or self.coach is not None or self.online is not None:
            return None
        finish_flight(self.flow)
        match, steps = Match.from_save(self.match.to_save())
        telling = still_telling(self.flow)  # the last throw still to land or be told: it is, as it would have been
        if telling is None or not steps or not isinstance(steps[-1], SavedThrow):
            return self.taken_over(match, steps)
        table = self.taken_over(match, steps[:-1])
        tell_again(table.flow, steps[-1], telling)
        return table

    def pause(self) -> None:
        self.hand.drop()
        if self.watch is not None:  # the Menu button of a match watched again leaves it
            self.watch.leave()
            return
        self.window.show_view(PauseView(self, self.match.game))  # type: ignore[arg-type]  # the table it is

    def open_talk(self) -> None:
        """The whole talk, over the table: the game waits until it closes."""
        self.hand.drop()
        self.window.show_view(TalkView(self))

    def keys(self) -> dict:
        """The table's actions by their ids in game.platform.keymap (a game's own: "<game>:<name>")."""
        return {
            **self.hand.keys(),
            "skip": self.skip,
            "undo": self.undo,
            "menu": self.pause,
            "advice": self.advice.toggle,
            # a road match's badge only: elsewhere its key is free for a game's own (a key chosen anew)
            **({"badge": self.badge_token.play} if self.match.badges.badge is not None else {}),
            "talk": self.open_talk,
            "read_back": lambda: self.talk.scroll(3),
            "read_on": lambda: self.talk.scroll(-3),
            "read_newest": lambda: self.talk.scroll(None),
        }

    def on_key_press(self, symbol: int, modifiers: int):
        if self.watch is not None and self.watch.on_key(symbol, modifiers):
            return
        if self.coach is not None and self.coach.on_key(symbol, modifiers):
            return
        self.act(symbol, modifiers, self.keys())

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int):
        if self.watch is not None:  # the table's own buttons are out of play, under the watcher's
            return
        point = self.to_world(x, y)
        over = next(
            (
                widget
                for widget, reason in self.reasons.items()
                if reason and widget.visible and widget.disabled and widget.rect.point_in_rect(point)
            ),
            None,
        )
        self.hint.point_at(over, self.reasons.get(over), DESIGN_WIDTH, DESIGN_HEIGHT)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float):
        if arcade.LBWH(*self.log_card).point_in_rect(self.to_world(x, y)):
            self.talk.scroll(round(scroll_y) or (1 if scroll_y > 0 else -1))

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int):
        self.hand.pressed(self.to_world(x, y))

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int):
        self.hand.dragged(self.to_world(x, y))

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int):
        self.hand.released(self.to_world(x, y))
