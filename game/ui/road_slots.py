"""The Tavern Road's slots: three saved runs to pick from, a new run begun
in an empty one, and a run continued where it was left (its match in play,
or its road)."""

from __future__ import annotations

from game.campaign.road import Campaign
from game.campaign.taverns import the_road
from game.core import catalogue
from game.core.coins import format_coins
from game.services.campaign_slots import (
    SLOTS,
    SlotMatch,
    forget_slot,
    read_slot,
    write_slot,
)
from game.services.match import new_seed
from game.services.records import ReplayError
from game.ui import art, lettering
from game.ui.app import DESIGN_HEIGHT, OptionPicker, SideScreen, TavernView, button, label
from game.ui.arcade_import import arcade, gui
from game.ui.fitting import fitted
from game.ui.name_field import NameField
from game.ui.road_views import RoadView, heading, road_or_ending

SLOT_WIDTH = 880  # a slot's line: the longest purse and tavern name fit
SEED_DIGITS = 10  # a road's seed is below 2**32
shared_seed: list[int] = []  # the road's seed the game was opened with (``--road-seed``), offered to a new road


def share_seed(seed: int | None) -> None:
    """A new road set out from the menu plays this seed's road (``python -m game --road-seed N``)."""
    shared_seed[:] = [] if seed is None else [seed]


class SlotsView(SideScreen):
    """The Tavern Road from the menu: continue a slot, or begin one."""

    panels = ((140, 150, 1000, 420),)

    def __init__(self, back_to: arcade.View):
        super().__init__(back_to)
        self.home = lambda: type(back_to)()  # the menu, made anew: where the road's "Back to the menu" leads
        self.heading = heading("The Tavern Road")
        self.blurb = lettering.caption(
            "Five taverns along one road, a game in each, and one purse for all of them.", DESIGN_HEIGHT - 100, 16
        )
        self.slots = [read_slot(n) for n in SLOTS]
        notes = [slot.note for slot in self.slots if slot.note]
        self.note = lettering.centred(
            " ".join(notes),
            120,
            art.RED,
            13,
            width=1100,
            multiline=True,
            align="center",
        )
        root = self.ui.add(gui.UIAnchorLayout())
        self.slot_buttons, self.forget_buttons, self.questions = [], [], []
        for k, slot in enumerate(self.slots):
            row = gui.UIBoxLayout(vertical=False, space_between=8)
            words = slot.words() if not slot.empty else f"Slot {slot.number}: empty  (a new campaign)"
            words, _ = fitted(words, SLOT_WIDTH - 20, 15, smallest=15)  # the longest name and purse: shortened
            self.slot_buttons.append(
                row.add(button(words, width=SLOT_WIDTH, height=60, on_click=lambda s=slot: self.choose(s)))
            )
            forget = row.add(button("\u00d7", width=50, height=60, on_click=lambda s=slot: self.ask(s)))
            forget.visible = not slot.empty
            self.forget_buttons.append(forget)
            question = gui.UIBoxLayout(vertical=False, space_between=8)  # takes the row's place when asked
            half = (SLOT_WIDTH + 58) // 2 - 4
            question.add(
                button(
                    f"Forget {slot.campaign.name}'s road" if slot.campaign else "",
                    width=half,
                    height=60,
                    on_click=lambda s=slot: self.forget(s),
                )
            )
            question.add(button("Keep it", width=half, height=60, on_click=self.dont))
            question.visible = False
            self.questions.append(question)
            for box in (row, question):  # the question stands where the row stood
                root.add(box, anchor_x="center", anchor_y="center", align_y=110 - 80 * k)
        self.back_button = self.hinted(button("", width=220, height=42, on_click=self.go_back), "Back", "back")
        root.add(self.back_button, anchor_x="center", anchor_y="center", align_y=-150)

    def ask(self, slot) -> None:
        """Forgetting a road is asked first: it cannot be undone."""
        self.dont()
        self._row_of(self.slot_buttons[slot.number - 1]).visible = False
        self.questions[slot.number - 1].visible = True

    def dont(self) -> None:
        for slot_button, question in zip(self.slot_buttons, self.questions):
            self._row_of(slot_button).visible = True
            question.visible = False

    @staticmethod
    def _row_of(slot_button) -> gui.UIWidget:
        """The row a slot's button stands in, with its own small buttons: hidden while it is asked of."""
        row = slot_button.parent
        assert isinstance(row, gui.UIWidget), "a slot's button stands in its row"
        return row

    def forget(self, slot) -> None:
        forget_slot(slot.number)
        self.window.show_view(SlotsView(self.back_to))

    def choose(self, slot) -> None:
        if slot.empty:
            self.window.show_view(NewCampaignView(slot.number, back_to=self, home=self.home))
        else:
            self.window.show_view(continue_slot(slot, self.home))

    def draw_world(self) -> None:
        self.heading.draw()
        self.blurb.draw()
        self.note.draw()


def continue_slot(slot, home) -> TavernView:
    """Where a slot's traveller was: at a match's table, or on the road."""
    if slot.match is not None:
        campaign = slot.campaign
        table_type = catalogue.game(campaign.current["game"]).screens.table
        try:
            table = table_type.continuing(SlotMatch(slot))
        except ReplayError:
            return RoadView(slot.number, campaign, home, note="The match in play could not be continued.")
        table.flow.keeper.back_to = lambda: road_or_ending(slot.number, campaign, home, said=table.flow.keeper.settled)
        table.room = table.flow.keeper.room  # the tavern's table dressed as its own room
        return table
    return road_or_ending(slot.number, slot.campaign, home)


class NewCampaignView(TavernView):
    panels = ((240, 150, 800, 420),)

    def __init__(self, number: int, back_to: TavernView, home):
        super().__init__()
        self.number, self.back_to, self.home = number, back_to, home
        self.heading = heading(f"A new campaign, slot {number}")
        road = the_road()
        self.difficulty_words = lettering.caption("", 250, 15, art.INK)
        self.problem = lettering.centred("", 120, art.RED, 15)
        grid = gui.UIGridLayout(column_count=2, row_count=3, horizontal_spacing=30, vertical_spacing=20)
        grid.add(label("The traveller", 17), column=0, row=0)
        self.name = grid.add(NameField("Wren", width=330, height=40, font_size=16), column=1, row=0)
        grid.add(label("Difficulty", 17), column=0, row=1)
        self.difficulty = grid.add(
            OptionPicker(
                [(key, d.title) for key, d in road.difficulties.items()],
                1,
                width=330,
                on_change=lambda _v: self.show_words(),
            ),
            column=1,
            row=1,
        )
        # a road's seed, shared by a friend (or given by --road-seed), plays the same road; empty: a new one
        grid.add(label("Road seed", 17), column=0, row=2)
        given = str(shared_seed[0]) if shared_seed else ""
        self.seed = grid.add(NameField(given, width=330, height=40, font_size=16, most=SEED_DIGITS), column=1, row=2)
        root = self.ui.add(gui.UIAnchorLayout())
        root.add(grid, anchor_x="center", anchor_y="center", align_y=90)
        row = gui.UIBoxLayout(vertical=False, space_between=20)
        self.back_button = row.add(button("Back", width=180, on_click=lambda: self.window.show_view(self.back_to)))
        self.start_button = row.add(button("Set out", width=220, on_click=self.start))
        root.add(row, anchor_x="center", anchor_y="bottom", align_y=180)
        self.show_words()

    def show_words(self) -> None:
        d = the_road().difficulties[self.difficulty.value]
        self.difficulty_words.text = f"{d.words} Starting purse {format_coins(d.purse)}."

    def road_seed(self) -> int:
        """The seed typed (or given), or a new road's. ValueError for one that is no seed."""
        typed = self.seed.text.strip()
        if not typed:
            return new_seed()
        if not typed.isdigit() or int(typed) >= 2**32:
            raise ValueError(f"a road's seed is a whole number below {2**32}, not {typed!r}")
        return int(typed)

    def start(self) -> None:
        try:
            campaign = Campaign.new(self.name.text, self.difficulty.value, seed=self.road_seed())
        except ValueError as error:
            self.problem.text = str(error)[0].upper() + str(error)[1:] + "."
            return
        try:
            write_slot(self.number, campaign)
        except OSError as error:
            self.problem.text = f"The campaign could not be saved ({error.strerror or error})."
            return
        self.window.show_view(RoadView(self.number, campaign, self.home))

    def on_key_press(self, symbol: int, modifiers: int):
        self.act(symbol, modifiers, {"back": lambda: self.window.show_view(self.back_to)})

    def draw_world(self) -> None:
        self.heading.draw()
        self.difficulty_words.draw()
        self.problem.draw()
