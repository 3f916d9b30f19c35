"""A run's ending: a picture (the champion at a fire under the stars, the
Last Lantern lit behind; or the road at a grey dawn, the purse turned out
on it), what the run came to (``road_end.tally``), and, after a won road,
a harder road with the bag kept."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from game.campaign.badges import badge
from game.campaign.road import TROPHIES, Campaign
from game.campaign.road_end import harder_difficulty, harder_road, tally
from game.campaign.special_dice import special_die
from game.core.coins import format_coins
from game.services.campaign_slots import write_slot
from game.ui import art, lettering
from game.ui.app import DESIGN_HEIGHT, TavernView, button
from game.ui.arcade_import import gui
from game.ui.road_map import house, painted_backdrop
from game.ui.road_paint import Canvas, fire, hills, sky, traveller, tree
from game.ui.road_record import lines

PICTURE = (30, 140, 600, 460)
TALE = (650, 140, 600, 460)


def named(keys, name, most: int | None = None) -> str:
    """Keys said by their names, each once, with how many times where more; ``most`` of them, and how many
    more."""
    counted = list(Counter(keys).items())
    if most == 0:  # counted only
        return str(len(keys)) if keys else "none"
    said = [name(key) + (f" (x{n})" if n > 1 else "") for key, n in counted[:most]]
    more = len(counted) - len(said)
    return ", ".join(said) + (f" and {more} more" if more else "") if said else "none"


def tale(campaign: Campaign, short: bool = False) -> list:
    """The run told: its matches, its coins, its best pot, the dice it won, the badges it played, its trophies
    (``short``: the dice, the badges and the trophies counted, where the whole tale would not fit)."""
    most = 0 if short else None
    told = tally(campaign)
    road = campaign.road
    coins = f"up {format_coins(told.coins)}" if told.coins >= 0 else f"down {format_coins(-told.coins)}"
    final = road.final
    beaten = f"Taverns beaten: {told.taverns_beaten} of {len(road.houses)}"
    if final is not None and final.champion:
        beaten += f", and {final.champion.name}" if told.final_beaten else ""
    said = [
        (
            f"{campaign.name}, {campaign.level.title.lower()} road"
            + (f" {told.road_number}" if told.road_number > 1 else ""),
            20,
            art.GOLD,
            True,
        ),
        (f"Road seed {campaign.seed}", 13, art.INK_DIM, False),
        (f"Matches: {told.matches}, won {told.wins}, lost {told.losses}", 16, art.INK, False),
        (f"Coins: {coins} on the {format_coins(campaign.level.purse)} it began with", 16, art.INK, False),
        (f"Best pot won: {format_coins(told.best_pot)}", 16, art.INK, False),
        (beaten, 16, art.INK, False),
        (f"Dice won: {named(told.dice_won, lambda k: special_die(k).name, most)}", 15, art.INK, False),
        (f"Badges played: {named(told.badges_used, lambda k: badge(k).name, most)}", 15, art.INK, False),
        (f"Trophies: {len(told.trophies)} of {len(TROPHIES)}", 16, art.GOLD, True),
    ]
    said += [] if short else [(f"- {TROPHIES[t]}", 13, art.INK, False) for t in told.trophies]
    return said


class RoadEndingView(TavernView):
    """The run's ending; a harder road (the run won), or the menu."""

    panels = (PICTURE, TALE)

    def __init__(self, number: int, campaign: Campaign, home, road: Callable[[Campaign], TavernView]):
        super().__init__()
        self.number, self.campaign, self.home, self.road = number, campaign, home, road
        self.won = campaign.over == "champion"
        final = campaign.road.final
        champion = final.champion.name if final is not None and final.champion else "the last champion"
        if self.won:
            title, words = "Champion of champions!", f"{champion} is beaten, and the Tavern Road is {campaign.name}'s."
        elif campaign.over == "turned_away":
            title, words = "The road ends here.", f"{champion} will not sit down with {campaign.name} again."
        else:
            title, words = "The road ends here.", "The purse is empty, and the innkeeper has lent once already."
        self.heading = lettering.heading(title, DESIGN_HEIGHT - 46, 34, anchor_y="center")
        self.words = lettering.caption(words, DESIGN_HEIGHT - 96, 16, art.INK)
        place = (TALE[0] + 20, TALE[1] + TALE[3] - 20)
        self.tale = lines(*place, tale(campaign), TALE[2] - 40, TALE[1] + 10)
        if any(text.text.endswith("...") for text in self.tale):  # the whole tale is too long: told shorter
            self.tale = lines(*place, tale(campaign, short=True), TALE[2] - 40, TALE[1] + 10)
        self.problem = lettering.centred("", 30, art.RED, 14)
        root = self.ui.add(gui.UIAnchorLayout())
        row = gui.UIBoxLayout(vertical=False, space_between=20)
        self.harder_button = None
        if self.won:
            harder = campaign.road.difficulties[harder_difficulty(campaign)].title
            self.harder_button = row.add(button(f"A harder road: {harder}", width=320, on_click=self.set_out_again))
        self.menu_button = row.add(
            self.hinted(button("", width=260, on_click=self.to_menu), "Back to the menu", "back")
        )
        root.add(row, anchor_x="center", anchor_y="bottom", align_y=60)

    def set_out_again(self) -> None:
        """A new run for the champion, harder, the bag kept, in the same slot."""
        again = harder_road(self.campaign)
        try:
            write_slot(self.number, again)
        except OSError as error:
            self.problem.text = f"The new road could not be saved ({error.strerror or error})."
            return
        self.window.show_view(self.road(again))

    def to_menu(self) -> None:
        self.window.show_view(self.home())

    def on_key_press(self, symbol: int, modifiers: int):
        self.act(symbol, modifiers, {"back": self.to_menu})

    def draw_still_table(self) -> None:
        over = self.campaign.over or "broke"
        painted_backdrop(self.window, self.panels, PICTURE, ("ending", over), lambda: picture(over)).draw()

    def draw_world(self) -> None:
        self.heading.draw()
        self.words.draw()
        for text in self.tale:
            text.draw()
        self.problem.draw()


def picture(over: str):
    """The ending's picture: the champion by a fire at night, the Last Lantern lit on its hill; a traveller
    turned away walking down the road at dusk, the Lantern still lit behind; or the road at a grey dawn in the
    rain, the traveller walking away from a purse turned out."""
    won, turned_away = over == "champion", over == "turned_away"
    width, height = int(PICTURE[2]), int(PICTURE[3])
    canvas = Canvas(width, height, 1.0 if won else 0.5 if turned_away else 0.08)
    if turned_away:  # dusk, the sky going cold
        canvas.tint, canvas.light = (190, 180, 190), 0.7
        canvas.sky_top, canvas.horizon = (70, 72, 104), (196, 150, 140)
    elif not won:  # a grey dawn in the rain
        canvas.tint, canvas.light = (170, 176, 186), 0.8
        canvas.sky_top, canvas.horizon = (120, 126, 136), (170, 170, 172)
    else:  # a clear night
        canvas.light = 0.6
    sky(canvas, 250, stars=160 if won else 24 if turned_away else 0, sun=won)
    hills(canvas, 230, 90, (80, 110, 96), seed=4)
    hills(canvas, 170, 70, (96, 132, 78), seed=9)
    canvas.rect(0, 0, width, 190, (100, 140, 72))
    canvas.line([(width * 0.18, 0), (width * 0.42, 120), (width * 0.62, 200), (width * 0.7, 232)], (196, 162, 110), 34)
    rng = random.Random(21)
    for _ in range(14):
        x, y = rng.uniform(0, width), rng.uniform(150, 215)
        if abs(x - width * 0.58) > 60:
            tree(canvas, x, y, 22, rng.randrange(6))
    if won:
        house(canvas, width * 0.74, 236, "last_lantern", "beaten")
        fire(canvas, width * 0.34, 52, 24)
        canvas.light = 0.95  # the fire's light on the traveller and the dice of the last match
        traveller(canvas, width * 0.24, 44, 58, sitting=True)
        for k in range(3):  # the dice of the last match, by the fire
            canvas.rect(width * 0.46 + k * 20, 34 + (k % 2) * 6, 14, 14, (255, 240, 214), lit=False)
    elif turned_away:
        house(canvas, width * 0.74, 236, "last_lantern", "open")  # its lantern lit for the next traveller
        traveller(canvas, width * 0.3, 40, 58)  # come down the road, the purse still on the belt
    else:
        for _ in range(140):  # the rain
            x, y = rng.uniform(0, width), rng.uniform(0, height)
            canvas.line([(x, y), (x - 6, y - 18)], (200, 206, 220), 1)
        traveller(canvas, width * 0.52, 150, 48)  # walking away up the road
        x = width * 0.3  # the purse left on the road, turned out and empty
        canvas.polygon([(x - 24, 34), (x + 22, 30), (x + 30, 50), (x + 4, 62), (x - 22, 52)], (118, 84, 54))
        canvas.ellipse(x + 30, 52, 9, 12, (70, 48, 30))
        canvas.line([(x + 30, 62), (x + 46, 74), (x + 52, 70)], (150, 120, 80), 2)
    return canvas.finished()
