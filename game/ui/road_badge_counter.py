"""A tavern page's badges, shown in place of its dice (the counter's
"Badges" button, and "Dice" back): on the left the badges the house sells,
each with its price and a Buy button; on the right the badge the traveller
carries into the match, chosen from the bag's badges that this tavern's game
allows (or none, the default), with what it does. Buying goes through the
campaign's own move, so the purse pays the house and the bag gains the
badge, or nothing changes and the refusal is said in one line."""

from __future__ import annotations

from game.campaign import road_badges
from game.campaign.badges import Badge, badge, the_badges
from game.campaign.road import BuyBadge, Campaign
from game.core.coins import format_coins
from game.core.errors import IllegalAction
from game.services.campaign_slots import write_slot
from game.ui import art, lettering
from game.ui import counter_cards as counter
from game.ui.app import OptionPicker, place_at
from game.ui.arcade_import import gui
from game.ui.badge_looks import badge_lines, badge_texture
from game.ui.die_card import DieCard, line

NONE = "No badge"


def bought_at_counter(page, move) -> bool:
    """A die or a badge bought at the tavern's counter (``move``) and the slot kept at once; a refusal
    (the purse, the disk) said on the page in one line, and nothing bought: False."""
    try:
        said = page.campaign.apply(move)
        write_slot(page.number, page.campaign)
    except (IllegalAction, OSError) as error:
        reason = str(getattr(error, "reason", None) or error)
        page.refuse(reason[0].upper() + reason[1:] + ".")
        return False
    page.problem.text = ""
    page.said = said
    return True


class TavernBadges:
    """The badges' counter and the badge carried, on ``root`` (the page's layout), for the page ``page``."""

    def __init__(self, page, root: gui.UIAnchorLayout):
        self.page = page
        self.campaign: Campaign = page.campaign
        self.chosen: str | None = None  # the bag's badge carried into the match; None: none
        self.on_sale = [b for b in the_badges().values() if self.campaign.at in b.sold_at]
        self.buy_buttons = counter.buy_buttons(root, [good.key for good in self.on_sale], self.buy)
        self.picker = OptionPicker([(None, NONE)], width=420, on_change=self.choose)
        place_at(root, self.picker, counter.RIGHT, 0)
        self.shown = False
        self.texts: list = []
        self.cards: list[DieCard] = []
        self.choice_card: DieCard | None = None
        self.refresh()

    def buy(self, key: str) -> None:
        if not bought_at_counter(self.page, BuyBadge(key)):
            return
        if self.chosen is None and key in [found.key for found in road_badges.fitting(self.campaign)]:
            self.chosen = key  # bought to be played: carried into this match, where none was
        self.refresh()

    def choose(self, key: str | None) -> None:
        self.chosen = key
        self.refresh()

    def show(self, shown: bool) -> None:
        self.shown = shown
        self.refresh()

    def refresh(self) -> None:
        c = self.campaign
        fitting = road_badges.fitting(c)
        choices: list[tuple[object, str]] = [(None, NONE)] + [(b.key, b.title) for b in fitting]
        counter.offer_choices(self.picker, choices, self.chosen)
        heading = lettering.text(
            "The badges on sale", counter.LEFT, counter.TOP, art.GOLD, 18, bold=True, anchor_y="top"
        )
        keys, none = [sold.key for sold in self.on_sale], "This house sells no badges."
        told = (4, 3, 2, 1)  # each told in full, or less where the larger text needs the room
        self.cards, said = counter.column(
            self._cards, heading.bottom - 12, told, keys, self.buy_buttons, self.shown, c.badges, none
        )
        self.texts = [heading, *said]
        self._choice(fitting)

    def _cards(self, told: int) -> list[counter.Told]:
        """Each badge on sale: its picture and its card's lines, ``told`` of them under its title."""
        cards = []
        for sold in self.on_sale:
            held = "  (in your bag)" if sold.key in self.campaign.badges else ""
            lines = badge_lines(sold, self.campaign.road)
            lines.insert(1, line(f"Price: {format_coins(sold.price)}{held}", 15))
            cards.append((badge_texture(sold.tier), lines[: told + 1]))
        return cards

    def _choice(self, fitting: list[Badge]) -> None:
        c = self.campaign
        heading, under = counter.choice_top(self.picker, "You carry", self.shown, bool(fitting))
        self.texts.append(heading)
        if self.chosen:
            chosen = badge(self.chosen)
            self.choice_card = DieCard(
                badge_texture(chosen.tier), counter.RIGHT, under, counter.WIDTH, badge_lines(chosen, c.road, 2)
            )
            said = "Play it at the table with its token, or G: once, at any moment of the match."
        else:
            self.choice_card = None
            said = (
                "Your bag holds no badge: buy one at a counter, or win one from a champion."
                if not c.badges
                else "No badge carried: the match is played with none."
            )
        self.texts += counter.note_over_the_buttons([said], self.choice_card.bottom - 14 if self.choice_card else under)

    def draw(self) -> None:
        if not self.shown:
            return
        for text in self.texts:
            text.draw()
        for card in self.cards:
            card.draw()
        if self.choice_card is not None:
            self.choice_card.draw()
