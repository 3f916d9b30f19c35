"""An app at a host's table with no window, its seat played by a computer
player (``python -m game join CODE --computer LEVEL``): everything else it
does, every app at a table does (``table_app``)."""

from __future__ import annotations

from websockets.asyncio.client import ClientConnection

from game.online import messages
from game.online.table_app import HostCaught, Seated, TableApp, plain, why_closed

__all__ = ["ComputerApp", "HostCaught", "Seated", "plain", "why_closed"]


class ComputerApp(TableApp):
    """A seat played by a computer player of ``level``, through the network."""

    def __init__(self, level: str, name: str = "Computer"):
        super().__init__(name)
        self.level = level

    async def _act_if_ours(self, host: ClientConnection) -> None:
        if not self.ours_to_act():
            return
        match = self.playing
        step = len(match.state.history)
        if match.state.throw_request() is not None:
            gesture = match.computer_gesture(self.level)
            await self.send(host, messages.encode("throw", step=step, gesture=gesture.to_form()))
        else:
            move = match.state.move_forms.to_dict(match.computer_action(self.level))
            await self.send(host, messages.encode("act", step=step, move=move))
