"""What a game's setup screen keeps for its next opening, in the settings: the player count started
with, the seats' names and who plays them, and the game's own kept choices; shown again, each value
only where the setup offers it (the settings file is the person's to edit, or to damage). A part of
the setup screen (``game.ui.match_screens.SetupView``), handed a narrow view of it."""

from __future__ import annotations

from typing import Any, Protocol

from game.ui.app import OptionPicker


class RememberingSetup(Protocol):
    """What the memory reads of the setup screen."""

    window: Any  # its settings, and their saving
    game_key: str
    kept_choices: tuple[str, ...]  # the game's own pickers (attributes) kept for the next opening
    names: list  # the seats' name fields
    seats: list[OptionPicker]  # who plays each seat
    count: OptionPicker | None  # the player count, where the game lets it vary

    def show_level(self, level: str | None = None) -> None: ...


class SetupMemory:
    def __init__(self, setup: RememberingSetup):
        self.setup = setup

    def count_at(self, counts: range, count_index: int) -> int:
        """Where the player count opens: at the count last started with, else at ``count_index``."""
        setup = self.setup
        count = setup.window.settings.table_players.get(setup.game_key)
        return counts.index(count) if type(count) is int and count in counts else count_index

    def keep(self) -> None:
        """The player count, the seats and the kept choices as started, for the setup's next opening (a
        hot-seat table set up again after every match, before)."""
        setup = self.setup
        settings = setup.window.settings
        changed = False
        if setup.count is not None and settings.table_players.get(setup.game_key) != setup.count.value:
            settings.table_players[setup.game_key] = setup.count.value
            changed = True
        kept = {
            "names": [field.text.strip()[:16] for field in setup.names],
            "seats": [picker.value for picker in setup.seats],
            "choices": {name: getattr(setup, name).value for name in setup.kept_choices},
        }
        if settings.table_setups.get(setup.game_key) != kept:
            settings.table_setups[setup.game_key] = kept
            changed = True
        if changed:
            setup.window.save_settings()  # a refusal of the disk is said by the menu, as for every setting

    def restore(self) -> None:
        """The table as the setup last started it, each of its values taken only where the setup offers it."""
        setup = self.setup
        kept = setup.window.settings.table_setups.get(setup.game_key)
        if not isinstance(kept, dict):
            return
        for field, name in zip(setup.names, _listed(kept.get("names"))):
            if isinstance(name, str) and name.strip() and name.isprintable():
                field.text = name.strip()[:16]
        for picker, seat in zip(setup.seats, _listed(kept.get("seats"))):
            _select_if_offered(picker, seat)
        choices = kept.get("choices")
        for name in setup.kept_choices:
            if isinstance(choices, dict) and name in choices:
                _select_if_offered(getattr(setup, name), choices[name])
        setup.show_level()


def _listed(value) -> list:
    return value if isinstance(value, list) else []


def _select_if_offered(picker: OptionPicker, value) -> None:
    """The picker set to ``value`` where it is one of its choices (and of its own type: 1 is not True)."""
    for choice, _words in picker.choices:
        if choice == value and type(choice) is type(value):
            if picker.value != value:
                picker.select(value)
                if picker.on_change:  # what hangs on it follows, as when the person chose it
                    picker.on_change(value)
            return
