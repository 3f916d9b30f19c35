"""A dice table's controls: its keys, the pointer over its buttons and
across the talk, and the person's input they give the table's flow (a
throw, a skip, a choice taken back, the pause and the talk). A part of
``DiceTableView``, handed the table; a game's part adds its own keys."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

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
    from game.ui.composed_table import TablePart
    from game.ui.table_talk import TableAdvice, TableTalk
    from game.ui.throw_hand import ThrowHand

UNDO_WHY_NOT = "nothing to take back: only your own choices since the last throw, while it is still your turn"
OTHERS_TURN_UNDO = "only your own choices are taken back, in your own turn"
LESSON_UNDO_WHY_NOT = "a lesson goes forward only: its dice are set for what each step teaches"
HIDDEN_KEYS = ("menu", "talk", "read_back", "read_on", "read_newest")  # what the keys do behind a hidden screen


class ControlledTable(Protocol):
    """What the controls read and call of the table (``game.ui.dice_table.DiceTableView``)."""

    part: TablePart  # the game's: its own keys, over the table's
    flow: TableFlow
    match: Match
    hand: ThrowHand
    watch: Any  # a match watched again (game.ui.watch.Watching), or None
    coach: Any  # a lesson's coach, or None
    online: Any  # a table at a friend's host, or None
    window: Any
    reasons: dict  # a button that cannot act now -> why
    hint: Any  # the words under the pointer
    log_card: tuple[float, float, float, float]
    talk: TableTalk
    advice: TableAdvice
    badge_token: BadgeToken  # a road match's badge, where it carries one
    made_by: Any  # what makes the table anew: its .brought_to(match, steps)
    room: Any  # a road tavern's room the table is dressed as (None: the plain table)
    sat_down: bool

    def refresh(self) -> None: ...


class TableControls:
    def __init__(self, table: ControlledTable):
        self.table = table

    def skip(self) -> None:
        """S: the dice rolling come to rest at once; a moment showing goes on."""
        self.table.flow.skip()

    def why_no_undo(self) -> str:
        """Why nothing can be taken back now: a lesson never takes anything back, and in the turn of a
        seat played elsewhere (a computer's, a friend's online) it is said whose turn it is."""
        match, flow = self.table.match, self.table.flow
        if match.lesson:
            return LESSON_UNDO_WHY_NOT
        state = match.state
        if not flow.busy and not flow.finished and not state.over and match.is_computer(state.turn):
            return f"it is {state.actor_name()}'s turn: {OTHERS_TURN_UNDO}"
        return UNDO_WHY_NOT

    def undo(self) -> None:
        """Take the last choice back (Ctrl+Z): the match is played again
        without it, at a new table, as a saved game is continued; the save
        holds only what stood."""
        table = self.table
        if not table.flow.can_undo():
            table.flow.say_refusal(self.why_no_undo())
            return
        if table.match.player(table.match.state.turn).sends(table.match, TAKE_BACK):  # the host tells every table
            table.refresh()
            return
        new = self.taken_over(*table.flow.undone())
        new.flow.save_game()
        table.window.show_view(new)
        new.refresh()

    def taken_over(self, match: Match, steps: list) -> ControlledTable:
        """A new table of this kind brought to ``match`` through ``steps``,
        which takes this one's place: its save and notices go with it."""
        table = self.table
        new = table.made_by.brought_to(match, steps)
        keeper = new.flow.keeper = table.flow.keeper
        if keeper is not None:
            keeper.match = match
        new.sat_down = True
        new.flow.notices = list(table.flow.notices)
        new.room = table.room  # a road tavern's table stays dressed as its room
        return new

    def remade(self) -> ControlledTable | None:
        """The table built again where the game stands (a new text size
        chosen at the pause): the match played again to here as a saved game
        is continued. A match watched again, a lesson or a table online keeps
        its table (online, a saved game's would be this screen's alone: its
        friends' seats computers', its link to the host let go)."""
        table = self.table
        if table.watch is not None or table.coach is not None or table.online is not None:
            return None
        finish_flight(table.flow)
        match, steps = Match.from_save(table.match.to_save())
        telling = still_telling(table.flow)  # the last throw still to land or be told: it is, as it would have been
        if telling is None or not steps or not isinstance(steps[-1], SavedThrow):
            return self.taken_over(match, steps)
        new = self.taken_over(match, steps[:-1])
        tell_again(new.flow, steps[-1], telling)
        return new

    def pause(self) -> None:
        table = self.table
        table.hand.drop()
        if table.watch is not None:  # the Menu button of a match watched again leaves it
            table.watch.leave()
            return
        table.window.show_view(PauseView(table, table.match.game))  # type: ignore[arg-type]  # the table it is

    def open_talk(self) -> None:
        """The whole talk, over the table: the game waits until it closes."""
        self.table.hand.drop()
        self.table.window.show_view(TalkView(self.table))

    def keys(self) -> dict:
        """The table's actions by their ids in game.platform.keymap, and the game's part's over them (a
        game's own: "<game>:<name>"). While the screen is hidden between people, of the table's only the
        menu and the talk."""
        own = self.table.part.keys()
        if self.table.part.hidden():
            return {**{id: act for id, act in self.table_keys().items() if id in HIDDEN_KEYS}, **own}
        return {**self.table_keys(), **own}

    def table_keys(self) -> dict:
        table = self.table
        talk = table.talk
        return {
            **table.hand.keys(),
            "skip": self.skip,
            "undo": self.undo,
            "menu": self.pause,
            "advice": table.advice.toggle,
            # a road match's badge only: elsewhere its key is free for a game's own (a key chosen anew)
            **({"badge": table.badge_token.play} if table.match.badges.badge is not None else {}),
            "talk": self.open_talk,
            "read_back": lambda: talk.scroll(3),
            "read_on": lambda: talk.scroll(-3),
            "read_newest": lambda: talk.scroll(None),
        }

    def pointed(self, point: tuple[float, float]) -> None:
        """The pointer resting on a button that cannot act now: why, said beside it."""
        table = self.table
        if table.watch is not None:  # the table's own buttons are out of play, under the watcher's
            return
        over = next(
            (
                widget
                for widget, reason in table.reasons.items()
                if reason and widget.visible and widget.disabled and widget.rect.point_in_rect(point)
            ),
            None,
        )
        table.hint.point_at(over, table.reasons.get(over), DESIGN_WIDTH, DESIGN_HEIGHT)

    def scrolled(self, point: tuple[float, float], scroll_y: float) -> None:
        """The wheel over the talk's card reads back and on."""
        if arcade.LBWH(*self.table.log_card).point_in_rect(point):
            self.table.talk.scroll(round(scroll_y) or (1 if scroll_y > 0 else -1))
