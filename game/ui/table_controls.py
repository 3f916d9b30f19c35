"""A dice table's controls: its keys, the pointer over its buttons and
across the table, and the person's input they give the table's flow (a
decision, a throw, a skip, a choice taken back, the pause and the talk).
Mixed into ``DiceTableView``; a game's table adds its own keys (``keys``)."""

from __future__ import annotations

from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH
from game.ui.arcade_import import arcade
from game.ui.pause import PauseView
from game.ui.talk_view import TalkView

FULL_DRAG = 320.0  # a drag this long is the hardest throw
UNDO_WHY_NOT = "nothing to take back: only your own choices since the last throw, while it is still your turn"
LESSON_UNDO_WHY_NOT = "a lesson goes forward only: its dice are set for what each step teaches"


class TableControls:
    def decide(self, action) -> None:
        """A person's decision from a button or a key; ignored while it is not a person's turn."""
        self.flow.decide(action)

    def say_refusal(self, reason: str) -> None:
        """Answer a refused move in the prompt, in red, until the next move or a few seconds pass."""
        self.flow.say_refusal(reason)

    def throw_standard(self) -> None:
        self.flow.throw_standard()

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
        """Why nothing can be taken back now: a lesson never takes anything back."""
        return LESSON_UNDO_WHY_NOT if self.match.lesson else UNDO_WHY_NOT

    def undo(self) -> None:
        """Take the last choice back (Ctrl+Z): the match is played again
        without it, at a new table, as a saved game is continued; the save
        holds only what stood."""
        if not self.flow.can_undo():
            self.say_refusal(self.why_no_undo())
            return
        match, steps = self.flow.undone()
        table = type(self).brought_to(match, steps)
        keeper = table.flow.keeper = self.flow.keeper
        if keeper is not None:
            keeper.match = match
        table.sat_down = True
        table.flow.save_game()
        table.flow.notices = list(self.flow.notices)
        self.window.show_view(table)
        table.refresh()

    def pause(self) -> None:
        self.drag.drop()
        if self.watch is not None:  # the Menu button of a match watched again leaves it
            self.watch.leave()
            return
        self.window.show_view(PauseView(self, self.match.game))

    def open_talk(self) -> None:
        """The whole talk, over the table: the game waits until it closes."""
        self.drag.drop()
        self.window.show_view(TalkView(self))

    def keys(self) -> dict:
        """The table's actions by their ids in game.platform.keymap (a game's own: "<game>:<name>")."""
        return {
            "throw": self.throw_standard,
            "skip": self.skip,
            "undo": self.undo,
            "menu": self.pause,
            "advice": self.toggle_advice,
            "talk": self.open_talk,
            "read_back": lambda: self.scroll_talk(3),
            "read_on": lambda: self.scroll_talk(-3),
            "read_newest": lambda: self.scroll_talk(None),
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
            self.scroll_talk(round(scroll_y) or (1 if scroll_y > 0 else -1))

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int):
        point = self.to_world(x, y)
        if self.flow.person_to_throw() and self.throw_area.point_in_rect(point):
            self.drag.start(point)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int):
        self.drag.move(self.to_world(x, y))

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int):
        pulled = self.drag.release(self.to_world(x, y))
        if pulled is not None:
            self.flow.throw_drag(*pulled, FULL_DRAG)
