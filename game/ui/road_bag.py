"""The traveller's bag: every special die carried, drawn in its own colours,
with its name, what it does against a fair die, the taverns it is thrown at
and its story; then every badge carried, a medal of its metal, with what it
does, where it is played and its story. Cards stand in two columns, as many a page as the text size
leaves room for; Page Up / Page Down (or the buttons) turn the pages."""

from __future__ import annotations

from game.campaign.badges import badge
from game.campaign.die_words import what_it_does, where_thrown
from game.campaign.road import Campaign
from game.campaign.special_dice import special_die
from game.ui import art, lettering
from game.ui.app import DESIGN_HEIGHT, SideScreen, TavernView, button
from game.ui.arcade_import import arcade, gui
from game.ui.badge_looks import badge_lines, badge_texture
from game.ui.die_card import DieCard, line
from game.ui.special_looks import die_texture

PANEL = (30, 80, 1220, 560)
COLUMNS = (60, 660)  # each column's left edge
COLUMN_WIDTH = 560
CARDS_TOP = 590  # under the caption
CARDS_FOOT = 160  # over the buttons
CARD_GAP = 18


def bag_lines(campaign: Campaign, key: str) -> list:
    die = special_die(key)
    return [
        line(die.name, 17, art.GOLD, bold=True),
        line(what_it_does(die), 14, art.INK),
        line(where_thrown(die, campaign.road, campaign.level), 14, art.INK_DIM),
        line(die.story, 14, art.INK_DIM, italic=True),
    ]


def bag_count(campaign: Campaign) -> str:
    """ "1 die", "3 dice, 2 badges": what the bag holds, for the road's button."""
    dice, badges = len(campaign.bag), len(campaign.badges)
    said = f"{dice} {'die' if dice == 1 else 'dice'}"
    return said + (f", {badges} {'badge' if badges == 1 else 'badges'}" if badges else "")


def bag_caption(campaign: Campaign) -> str:
    dice, badges = len(campaign.bag), len(campaign.badges)
    if not dice and not badges:
        return "Your bag is empty. Dice and badges come as a champion's prize or from a tavern's counter."
    said = f"{dice} special {'die' if dice == 1 else 'dice'}" if dice else "No special die"
    said += f" and {badges} {'badge' if badges == 1 else 'badges'}" if badges else ""
    return said + ": a die to throw first of yours, a badge to carry into a match and play once."


def paged(cards: list[DieCard]) -> list[list[DieCard]]:
    """The cards stood in rows of two, read across then down, a new page where a row would not fit."""
    pages: list[list[DieCard]] = [[]]
    top: float = CARDS_TOP
    for start in range(0, len(cards), len(COLUMNS)):
        row = cards[start : start + len(COLUMNS)]
        height = max(card.height for card in row)
        if top - height < CARDS_FOOT and pages[-1]:
            pages.append([])
            top = CARDS_TOP
        for card, left in zip(row, COLUMNS):
            for text in card.texts:
                text.x += left - card.x
            card.x = left
            card.move_to(top)
            pages[-1].append(card)
        top -= height + CARD_GAP
    return pages


class BagView(SideScreen):
    """The dice the traveller carries, a page at a time."""

    panels = (PANEL,)

    def __init__(self, campaign: Campaign, back_to: arcade.View):
        super().__init__(back_to)
        self.campaign = campaign
        self.heading = lettering.heading(f"{campaign.name}'s bag", DESIGN_HEIGHT - 46, 34, anchor_y="center")
        self.caption = lettering.caption(bag_caption(campaign), 615, 14)
        cards = [
            DieCard(die_texture(special_die(key)), 0, CARDS_TOP, COLUMN_WIDTH, bag_lines(campaign, key))
            for key in campaign.bag
        ]
        cards += [
            DieCard(badge_texture(badge(key).tier), 0, CARDS_TOP, COLUMN_WIDTH, badge_lines(badge(key), campaign.road))
            for key in campaign.badges
        ]
        self.pages = paged(cards)
        self.page = 0
        self.page_words = lettering.centred("", 50, art.INK_DIM, 14)  # under the panel, clear of the buttons
        root = self.ui.add(gui.UIAnchorLayout())
        row = gui.UIBoxLayout(vertical=False, space_between=16)
        self.earlier_button = row.add(button("Earlier dice", width=180, on_click=lambda: self.turn(-1)))
        self.back_button = row.add(self.hinted(button("", width=220, on_click=self.go_back), "Back", "back"))
        self.later_button = row.add(button("More dice", width=180, on_click=lambda: self.turn(1)))
        root.add(row, anchor_x="center", anchor_y="bottom", align_y=96)
        self.turn(0)

    def remade(self) -> TavernView:
        view = BagView(self.campaign, self.back_to)
        view.turn(self.page)
        return view

    def turn(self, by: int) -> None:
        """To the page ``by`` pages on (back where below 0), kept within the bag."""
        self.page = min(max(self.page + by, 0), len(self.pages) - 1)
        self.earlier_button.visible = self.later_button.visible = len(self.pages) > 1
        self.earlier_button.disabled = self.page == 0
        self.later_button.disabled = self.page == len(self.pages) - 1
        self.page_words.text = f"Page {self.page + 1} of {len(self.pages)}" if len(self.pages) > 1 else ""

    def on_key_press(self, symbol: int, modifiers: int):
        self.act(
            symbol,
            modifiers,
            {"back": self.go_back, "read_back": lambda: self.turn(-1), "read_on": lambda: self.turn(1)},
        )

    def draw_world(self) -> None:
        self.heading.draw()
        self.caption.draw()
        for card in self.pages[self.page]:
            card.draw()
        self.page_words.draw()
