"""Table setup for Spots: 2 to 4 seats, or one against d0g; the trick set and
the dice in the common pile."""

from __future__ import annotations

from game.games.spots import GAME
from game.games.spots.rules import D0G_TREAT_CHOICES, PILE_SIZES, Options, default_pile
from game.games.spots.tricks import SET_TITLES, TRICK_SETS
from game.services.match import new_seed
from game.ui.app import OptionPicker, label
from game.ui.match_screens import SetupView

DEFAULT_NAMES = GAME.seat_names


class SpotsSetupView(SetupView):
    game_key = "spots"
    kept_choices = ("tricks", "pile")  # kept for the next opening, with the seats

    def __init__(self):
        super().__init__()
        grid = self.seat_grid(10, range(1, 5), 1, DEFAULT_NAMES)
        self.count.choices = [(1, "1 player, against d0g")] + self.count.choices[1:]
        self.count.select(self.count.value)
        self.d0g_label = grid.add(label("d0g", 16), column=0, row=5)  # shown only for a solo game
        self.d0g = grid.add(
            OptionPicker(
                [
                    (
                        n,
                        f"Starts with {n} treat{'s' if n != 1 else ''}"
                        f"{' (gentle)' if n == 0 else ' (fierce)' if n == 4 else ''}",
                    )
                    for n in D0G_TREAT_CHOICES
                ],
                1,
                width=self.choice_width,
            ),
            column=1,
            row=5,
        )
        self.tricks = self.choice(grid, 6, "Trick tiles", [(key, SET_TITLES[key]) for key in TRICK_SETS])
        # the pile follows the player count until a person picks one: every player's dogs and yard hold
        # dice out of it, and the usual pile is the one that rarely runs dry for that many (docs/games.md)
        self.pile_picked = False
        self.pile = self.choice(
            grid,
            7,
            "Dice in the pile",
            self.pile_choices(2),
            PILE_SIZES.index(default_pile(2)),
            on_change=lambda _n: setattr(self, "pile_picked", True),
        )
        self.place_grid(grid, 8)

    def show_seats(self) -> None:
        super().show_seats()
        assert self.count is not None  # add_seats added it
        solo = self.count.value == 1
        self.d0g.visible = self.d0g_label.visible = solo
        if hasattr(self, "pile"):  # the count is shown once before the pile picker exists
            chosen = self.pile.value if self.pile_picked else default_pile(self.count.value)
            self.pile.choices = self.pile_choices(self.count.value)
            self.pile.select(chosen)

    @staticmethod
    def pile_choices(players: int) -> list[tuple[int, str]]:
        usual = default_pile(players)
        why = "usual against d0g" if players == 1 else f"{usual // players} a player: rarely runs dry"
        return [(n, f"{n} dice ({why})" if n == usual else f"{n} dice") for n in PILE_SIZES]

    def chosen(self) -> tuple[Options, tuple]:
        names, controllers = self.seated()
        options = Options(
            names=names,
            solo=len(names) == 1,
            d0g_treats=self.d0g.value,
            trick_set=self.tricks.value,
            dice=self.pile.value,
            deal=new_seed(),
        )
        return options, controllers
