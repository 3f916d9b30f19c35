"""Table setup for Doty Dice: 2 to 6 seats, the way to play, and its options."""

from __future__ import annotations

from game.games.doty import GAME
from game.games.doty.rules import VARIANT_TITLES, VARIANTS, Options, default_target
from game.ui.app import OptionPicker, label
from game.ui.match_screens import SetupView

DEFAULT_NAMES = GAME.seat_names


class DotySetupView(SetupView):
    game_key = "doty"
    kept_choices = ("variant", "length", "reroll")  # kept for the next opening, with the seats

    def __init__(self):
        super().__init__()
        grid = self.seat_grid(11, range(2, 7), 1, DEFAULT_NAMES)
        self.variant = self.choice(
            grid, 7, "Way to play", [(v, VARIANT_TITLES[v]) for v in VARIANTS], on_change=lambda _v: self._show_target()
        )
        self.length = self.choice(
            grid, 8, "Length", [(False, ""), (True, "")], on_change=lambda _v: self._show_target()
        )
        self.reroll_label = grid.add(label("Re-roll", 16), column=0, row=9)  # shown only where re-rolls are played
        self.reroll = OptionPicker(
            [(False, "Off"), (True, "On: once a hand, it must improve")],
            0,
            width=self.choice_width,
            on_change=lambda _v: self.show_level(),
        )
        grid.add(self.reroll, column=1, row=9)
        self.place_grid(grid, 10)
        self._show_target()

    def show_seats(self) -> None:
        super().show_seats()
        self._show_target()  # the target of some ways to play depends on the count

    def _show_target(self) -> None:
        assert self.count is not None  # add_seats added it
        variant, players = self.variant.value, self.count.value
        everyone = variant == "everyone_scores"
        if everyone:
            self.length.choices = [(False, "To 100 points"), (True, "A short game, to 20 points")]
        else:  # every other variant plays to one target
            self.length.choices = [(False, f"To {default_target(variant, players)} points")]
        self.length.select(self.length.value if everyone else False)
        self.length.back.visible = self.length.forward.visible = everyone
        self.reroll.visible = self.reroll_label.visible = everyone
        self.show_level()

    def ladder_table(self) -> str | None:
        variant = self.variant.value
        if variant in ("triples", "quintuples") or variant == "everyone_scores" and not self.reroll.value:
            return None
        return f"doty/{variant}"

    def no_choices_note(self) -> str:
        return f"In {VARIANT_TITLES[self.variant.value]} every seat plays alike: there is nothing to choose."

    def chosen(self) -> tuple[Options, tuple]:
        names, controllers = self.seated()
        variant = self.variant.value
        options = Options(
            names=names,
            variant=variant,
            short=variant == "everyone_scores" and self.length.value,
            reroll=variant == "everyone_scores" and self.reroll.value,
        )
        return options, controllers
