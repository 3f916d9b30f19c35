"""The Tavern Road's screens: the road with its five taverns and its final
table on a painted map (``road_map``), and a tavern's page, where a match is
entered; a run over leads to its ending (``road_ending``)."""

from __future__ import annotations

from game.campaign.road import Campaign, Enter, TakeLoan, Travel
from game.core import catalogue
from game.core.coins import format_coins
from game.core.errors import IllegalAction
from game.services.campaign_slots import (
    CampaignKeeper,
    enter_match,
    write_slot,
)
from game.ui import art, lettering
from game.ui.app import DESIGN_HEIGHT, OptionPicker, TavernView, button, place_at
from game.ui.arcade_import import arcade, gui
from game.ui.coach import start_lesson
from game.ui.portraits import draw_portrait
from game.ui.road_bag import BagView, bag_count
from game.ui.road_counter import TavernDice
from game.ui.road_ending import RoadEndingView
from game.ui.road_map import MapScene, map_backdrop
from game.ui.road_record import lines as _lines
from game.ui.road_record import road_hour, road_record

ROAD_PANEL = (30, 80, 860, 560)
SIDE_PANEL = (910, 80, 340, 560)
# where the five taverns and the final table stand on the painted road, left to right, winding (the first
# and the last far enough in that their names, centred under them, keep clear of the map's frame)
STOPS = ((120, 190), (265, 420), (405, 210), (545, 430), (685, 220), (790, 440))
MAP_MARGIN = 10  # a tavern's name keeps this far inside the map's frame
HOUSE = (-40, -16, 80, 80)  # a tavern's house and roof around its stop (left, bottom, width, height)
SIGN = (40, 24, 14, 225)  # the board a tavern's words stand on, over the painted road
LEVEL_COLOURS = {"easy": (120, 180, 110), "normal": (214, 170, 80), "hard": (200, 90, 70)}


def name_place(k: int, height: float = 36) -> tuple[float, float, bool]:
    """(bottom of the tavern's name, a button ``height`` high; the edge of
    its state's line nearest it; whether the line stands over the name) at
    stop ``k``: under the house, or over it where the road climbs to the stop
    from both sides and its lines run down under the house."""
    x, y = STOPS[k]
    neighbours = [STOPS[j][1] for j in (k - 1, k + 1) if 0 <= j < len(STOPS)]
    if len(neighbours) == 2 and all(ny < y for ny in neighbours):
        return y + 70, y + 70 + height + 2, True  # over the roof and the ring round the traveller's stop
    return y - 34 - height, y - 36 - height, False


def heading(text: str) -> arcade.Text:
    """The title of each of the road's screens, in one place and size."""
    return lettering.heading(text, DESIGN_HEIGHT - 46, 34, anchor_y="center")


REGULAR_STEP = 120  # from one regular to the next, at the least: a portrait's height and a gap
REGULAR_GAP = 12  # under a regular's words, before the next
PORTRAIT_REACH = 82  # a regular's portrait reaches this far under the top of its words
REGULARS_FOOT = 170  # the regulars' words and portraits stay over the page's buttons and its refusal line


class RoadView(TavernView):
    """The road: five taverns and the final table on a painted map, the traveller's purse and record."""

    panels = (ROAD_PANEL, SIDE_PANEL)

    def __init__(self, number: int, campaign: Campaign, home, said: list | None = None, note: str | None = None):
        super().__init__()
        self.number, self.campaign, self.home = number, campaign, home
        self.heading = heading("The Tavern Road")
        self.note = lettering.centred(note or "", 40, art.RED, 13)
        self.said = list(said or [])
        root = self.ui.add(gui.UIAnchorLayout())
        self.stop_buttons = []
        self.name_boxes: list[tuple[float, float, float, float]] = []  # where each name stands, clear of trees
        for k, (tavern, (x, _)) in enumerate(zip(campaign.road.taverns, STOPS)):
            stop = button(tavern.name, width=200, height=36, on_click=lambda t=tavern: self.visit(t.key))
            # on the map, however wide, and clear of its frame (a name at the edge sat on the line)
            inner_left, inner_right = ROAD_PANEL[0] + MAP_MARGIN, ROAD_PANEL[0] + ROAD_PANEL[2] - MAP_MARGIN
            left = min(max(x - stop.width / 2, inner_left), inner_right - stop.width)
            place_at(root, stop, left, name_place(k, stop.height)[0])
            self.stop_buttons.append(stop)
            self.name_boxes.append((left, name_place(k, stop.height)[0], stop.width, stop.height))
        self.column = column = gui.UIBoxLayout(vertical=True, space_between=10)
        self.bag_button = column.add(button("", width=300, height=38, on_click=self.open_bag))
        self.loan_button = column.add(button("Borrow from the innkeeper", width=300, height=38, on_click=self.borrow))
        self.menu_button = column.add(
            self.hinted(button("", width=300, height=38, on_click=self.to_menu), "Back to the menu", "back")
        )
        place_at(root, column, SIDE_PANEL[0] + 20, SIDE_PANEL[1] + 16)
        self.refresh()

    def refresh(self) -> None:
        c = self.campaign
        for k, stop in enumerate(self.stop_buttons[: len(c.road.taverns)]):
            stop.disabled = k >= c.opened or bool(c.over)
        # offered when the purse can enter no match, once a run: in the column only then (a hidden button
        # keeps its place in it, which the record's words need)
        offered = not c.loan_taken and not c.over and c.purse < c.cheapest()
        if offered != (self.loan_button in self.column.children):
            if offered:
                self.column.add(self.loan_button, index=1)
            else:
                self.column.remove(self.loan_button)
        x, top, width = SIDE_PANEL[0] + 20, SIDE_PANEL[1] + SIDE_PANEL[3] - 20, SIDE_PANEL[2] - 40
        for said in (f"Your bag ({bag_count(c)})", f"Bag: {bag_count(c)}", "Your bag"):  # shorter at Largest
            self.bag_button.text = said
            if self.bag_button.words_size[0] <= SIDE_PANEL[2] - 64:  # inside the column, clear of its edges
                break
        under = SIDE_PANEL[1] + 16 + sum(widget.height + 10 for widget in self.column.children)  # clear of them
        for short in range(4):  # the whole record, or told shorter where it would not fit
            self.side = _lines(x, top, road_record(c, self.said, short), width, under)
            if not any(text.text.endswith("...") for text in self.side):
                break
        self.marks = []
        for k, (tavern, (sx, _)) in enumerate(zip(c.road.taverns, STOPS)):
            state = "beaten" if tavern.key in c.beaten else "open" if k < c.opened else "not open yet"
            game = catalogue.game(tavern.game).title.split(":")[0]
            said = state
            if tavern.final and tavern.champion and state == "open":
                said = tavern.champion.name  # the champion of champions waits
            _, edge, over = name_place(k, self.stop_buttons[k].height)
            mark = lettering.centred(
                f"{game}: {said}",
                edge,
                art.GOLD if state == "beaten" else art.INK if state == "open" else art.INK_DIM,
                14,
                x=sx,
                italic=state == "not open yet",
                anchor_y="bottom" if over else "top",
            )
            half = mark.content_width / 2 + 8  # kept on the map, however wide the words
            mark.x = min(max(sx, ROAD_PANEL[0] + half), ROAD_PANEL[0] + ROAD_PANEL[2] - half)
            self.marks.append(mark)
        self.scene = self.map_scene()

    def map_scene(self) -> MapScene:
        """The map as the run has come to it: its hour by the taverns beaten, each house's state, where the
        traveller stands, and where no tree may hide a name."""
        c = self.campaign
        taverns = c.road.taverns[: len(STOPS)]
        states = tuple(
            "beaten" if t.key in c.beaten else "open" if k < c.opened else "shut" for k, t in enumerate(taverns)
        )
        left, bottom = ROAD_PANEL[:2]
        # the names and the words under or over them: no tree hides them
        clear = tuple((x - left, y - bottom - 24, w, h + 48) for x, y, w, h in self.name_boxes)
        return MapScene(
            stops=tuple((x - left, y - bottom) for x, y in STOPS[: len(taverns)]),
            looks=tuple(t.key for t in taverns),
            states=states,
            at=[t.key for t in taverns].index(c.at) if c.at in [t.key for t in taverns] else 0,
            hour=road_hour(c),
            size=(int(ROAD_PANEL[2]), int(ROAD_PANEL[3])),
            clear=clear,
        )

    def visit(self, key: str) -> None:
        try:
            if self.campaign.at != key:
                self.campaign.apply(Travel(key))
                write_slot(self.number, self.campaign)
        except (IllegalAction, OSError) as error:
            self.note.text = str(getattr(error, "reason", error))
            return
        self.window.show_view(TavernPageView(self.number, self.campaign, self.home))

    def borrow(self) -> None:
        try:
            self.said = self.campaign.apply(TakeLoan())
            write_slot(self.number, self.campaign)
        except (IllegalAction, OSError) as error:
            self.note.text = str(getattr(error, "reason", error))
        self.refresh()

    def to_menu(self) -> None:
        self.window.show_view(self.home())

    def open_bag(self) -> None:
        self.window.show_view(BagView(self.campaign, back_to=self))

    def on_key_press(self, symbol: int, modifiers: int):
        self.act(symbol, modifiers, {"back": self.to_menu})

    def house_at(self, x: float, y: float) -> str | None:
        """The tavern whose house is at a point of the road, if any."""
        left, bottom, width, height = HOUSE
        for tavern, (sx, sy) in zip(self.campaign.road.taverns, STOPS):
            if arcade.LBWH(sx + left, sy + bottom, width, height).point_in_rect((x, y)):
                return tavern.key
        return None

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int):
        """A click on a tavern's house goes there, as its name does (or says why it cannot)."""
        key = None if self.campaign.over else self.house_at(*self.to_world(x, y))
        if key is not None:
            self.visit(key)

    def draw_still_table(self) -> None:
        """The table, and on it the road painted as the run has come to it."""
        map_backdrop(self.window, self.panels, ROAD_PANEL, self.scene).draw()

    def draw_world(self) -> None:
        self.heading.draw()
        for mark in self.marks:  # a signboard under each tavern's state, over the road
            arcade.draw_rect_filled(arcade.LRBT(mark.left - 8, mark.right + 8, mark.bottom - 2, mark.top + 2), SIGN)
        for text in self.marks + self.side:
            text.draw()
        self.note.draw()


def road_or_ending(number: int, campaign: Campaign, home, said: list | None = None) -> TavernView:
    """Where a match's results lead on the road: the road, or, the run over, its ending."""
    if campaign.over:
        return RoadEndingView(number, campaign, home, road=lambda c: RoadView(number, c, home))
    return RoadView(number, campaign, home, said=said)


class TavernPageView(TavernView):
    """A tavern: its look, house rules, regulars and target; a match entered here."""

    panels = ((30, 80, 1220, 560),)

    def __init__(self, number: int, campaign: Campaign, home):
        super().__init__()
        self.number, self.campaign, self.home = number, campaign, home
        tavern, level = campaign.tavern, campaign.level
        self.tavern = tavern
        self.heading = heading(tavern.name)
        self.lines: list[arcade.Text] = []
        self.portraits = []
        self.regular_texts: list[arcade.Text] = []
        y: float = 600
        regulars = list(tavern.regulars) or []
        for regular in regulars:  # each under the last one's words (taller at the larger text sizes)
            lvl = regular.level_at(level)
            if y - PORTRAIT_REACH < REGULARS_FOOT:
                break  # no room left over the buttons: the match's own table seats them all the same
            self.portraits.append((regular, lvl, y))
            texts = _lines(
                760,
                y,
                [
                    (regular.name + ("  (champion)" if regular.champion else ""), 17, art.GOLD, True),
                    (f"Computer, {lvl}; purse {format_coins(campaign.regulars[regular.key])}", 13, art.INK_DIM, False),
                    (regular.words, 14, art.INK, False),
                ],
                450,
                bottom=REGULARS_FOOT,
            )
            self.regular_texts += texts
            y = min([y - REGULAR_STEP] + [text.bottom - REGULAR_GAP for text in texts])
        if not regulars:
            self.regular_texts += _lines(
                680, 600, [("No regulars: d0g sleeps by the fire and plays for the house.", 15, art.INK, False)], 520
            )
        self.problem = lettering.centred("", 150, art.RED, 15)
        root = self.ui.add(gui.UIAnchorLayout())
        self.dice = TavernDice(self, root)
        self.house_lines()
        row = gui.UIBoxLayout(vertical=False, space_between=16)
        self.back_button = row.add(button("Back to the road", width=220, on_click=self.back))
        self.wager = None
        if tavern.wagers:
            self.wager = row.add(
                OptionPicker([(w, f"Wager {format_coins(w)}") for w in tavern.wagers_at(level)], width=280)
            )
        self.sit_button = row.add(button("Sit down", width=200, on_click=self.sit_down))
        self.teach_button = None
        lesson = catalogue.game(tavern.game).screens.lesson
        if lesson is not None and not campaign.played_at(tavern.key):  # a first visit: the game may be new
            self.teach_button = row.add(
                button(
                    "Teach me",
                    width=160,
                    on_click=lambda: start_lesson(
                        self.window,
                        lesson(campaign.name, tavern.options_at(level)),  # the tavern's own stakes
                        back_to=self,
                        play=lambda: self.window.show_view(self),  # the wager is chosen here, then Sit down
                        play_title="Back to sit down here",
                    ),
                )
            )
        self.dice_button = row.add(button("", width=200, on_click=lambda: self.show_dice(not self.dice.shown)))
        self.show_dice(False)
        root.add(row, anchor_x="center", anchor_y="bottom", align_y=100)

    def house_lines(self) -> None:
        """The tavern's look, its rules and target, the purse and the die thrown here: the page's left column."""
        campaign, tavern, level = self.campaign, self.tavern, self.campaign.level
        beaten = tavern.key in campaign.beaten
        said = [
            (tavern.look, 16, art.INK_DIM, False),
            ("", 0, art.INK, False),
            (f"House rules: {tavern.house_rules_at(level)}", 16, art.INK, False),
            (
                f"Target: {tavern.target.words}" + ("  (done)" if beaten else ""),
                16,
                art.GOLD if beaten else art.INK,
                True,
            ),
            *self.tries_line(),
            ("", 0, art.INK, False),
            (f"Your purse: {format_coins(campaign.purse)}", 16, art.INK, True),
        ]
        if tavern.for_coins:
            said.append(
                (
                    f"Played for your purse's own coins; the table seats no one with less than "
                    f"{format_coins(tavern.min_purse)}.",
                    14,
                    art.INK_DIM,
                    False,
                )
            )
        else:
            said.append(("Each seat puts the wager in the pot; the winner takes it.", 14, art.INK_DIM, False))
        said.append((self.dice.thrown_words(), 16, art.GOLD if self.dice.chosen else art.INK, True))
        self.lines = _lines(60, 600, said, 560)

    def tries_line(self) -> list[tuple[str, int, tuple, bool]]:
        """At a table that seats a traveller only so often a run (the final one): the tries left."""
        tavern, campaign = self.tavern, self.campaign
        tries, left = tavern.tries_at(campaign.level), campaign.tries_left(tavern)
        if tries is None or left is None or tavern.key in campaign.beaten:  # (both None together: for mypy)
            return []
        words = f"Tries at this table: {left} of {tries} left."
        if left == 1:
            words = "Your last try at this table this run."
        return [(words, 16, art.RED if left == 1 else art.INK, True)]

    def show_dice(self, shown: bool) -> None:
        """The counter and the die thrown, in place of the house and its regulars (or back)."""
        self.dice.show(shown)
        self.dice_button.text = "The house" if shown else "Dice and counter"
        if not shown:
            self.house_lines()

    def refuse(self, reason: str) -> None:
        self.problem.text = reason
        self.window.sounds.play("refusal", 0.5)

    def back(self) -> None:
        if self.dice.shown:  # Esc from the counter: the house again, then the road
            self.show_dice(False)
            return
        self.window.show_view(RoadView(self.number, self.campaign, self.home))

    def sit_down(self) -> None:
        wager = self.wager.value if self.wager else 0
        try:
            said = self.campaign.apply(Enter(wager, self.dice.chosen, self.dice.badges.chosen))
        except IllegalAction as error:
            self.refuse(error.reason[0].upper() + error.reason[1:] + ".")
            return
        match = enter_match(self.campaign)
        keeper = CampaignKeeper(self.number, self.campaign, match)
        keeper.save()
        keeper.back_to = lambda: road_or_ending(self.number, self.campaign, self.home, said=said + keeper.settled)
        table = match.definition.screens.table(match)
        table.flow.keeper = keeper
        table.room = keeper.room  # the tavern's table dressed as its own room
        self.window.show_view(table)

    def on_key_press(self, symbol: int, modifiers: int):
        self.act(symbol, modifiers, {"back": self.back})

    def draw_world(self) -> None:
        self.heading.draw()
        self.problem.draw()
        if self.dice.shown:
            self.dice.draw()
            return
        for regular, lvl, y in self.portraits:  # on a medallion of the level's colour
            draw_portrait(706, y - 38, 44, regular.looks, LEVEL_COLOURS[lvl], regular.champion)
        for text in self.lines + self.regular_texts:
            text.draw()
