"""What the prompt under a dice table says: a refusal first (in red); while nobody at the screen is to
act, what is going on (a match watched again, a lesson's coach, the end, the dice rolling, a moment
showing, a friend online or a computer thinking); else what the person to act is asked to do (the
game's decision, or a throw), and where the pointer rests on words the game's part explains, those.
A part of the dice table, handed the table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.services.match import Match
    from game.table.flow import TableFlow
    from game.ui.composed_table import TablePart
    from game.ui.table_panels import Prompt
    from game.ui.throw_hand import ThrowHand

Said = str | tuple[str, ...]  # the words, or several to choose the longest of that fits


class PromptedTable(Protocol):
    """What the prompt's words read of the table (``game.ui.dice_table.DiceTableView``)."""

    part: TablePart
    flow: TableFlow
    match: Match
    prompt: Prompt
    hand: ThrowHand  # the throw's words
    watch: Any  # a match watched again, a lesson's coach, a table online: their words while nobody acts
    coach: Any
    online: Any
    over_prompt: str


class PromptWords:
    def __init__(self, table: PromptedTable):
        self.table = table

    def say(self) -> None:
        table = self.table
        flow = table.flow
        explained = None if flow.refusing() else table.part.explained()
        if explained is not None:
            table.prompt.say(explained, refused=False)
        elif flow.refusing():
            table.prompt.say(flow.refusal, refused=True)
        else:
            name = table.match.state.actor_name()
            waiting = self.waiting(name)
            table.prompt.say(self.person(name) if waiting is None else waiting, refused=False)

    def person(self, name: str) -> Said:
        """What the person to act is asked to do: the game's decision, or a throw."""
        own = self.table.part.person_prompt(name)
        return self.table.hand.prompt(name) if own is None else own

    def waiting(self, name: str) -> Said | None:
        """The prompt while no person is to act; None while one is."""
        table = self.table
        own = table.part.waiting_prompt(name)
        if own is not None:
            return own
        flow, state = table.flow, table.match.state
        watching = table.watch.prompt() if table.watch is not None else None
        if watching:
            return watching
        coaching = table.coach.prompt() if table.coach is not None and not flow.busy else None
        if coaching:
            return coaching
        if flow.finished or (state.over and not flow.busy):  # the last throw is told before the end
            return table.over_prompt
        if flow.moment is not None:
            return "" if flow.moment.hold else "(S to go on)"
        if flow.busy:  # the turn has already passed on: the dice are nobody's to name
            return "The dice are rolling... (S to skip)"
        online = table.online.waiting(name) if table.online is not None else None
        if online:
            return online
        if table.match.is_computer(state.turn):
            return f"{name} is thinking..."
        return None
