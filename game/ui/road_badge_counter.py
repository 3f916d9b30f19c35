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
from game.ui.app import OptionPicker, button, place_at
from game.ui.arcade_import import gui
from game.ui.badge_looks import badge_lines, badge_texture
from game.ui.die_card import DieCard, line

LEFT, RIGHT = 60, 660  # the counter's column, the chosen badge's
WIDTH = 560
BUY_GAP, BUY_HEIGHT = 6, 38
TOP = 600
FOOT = 175  # over the page's refusal line and its buttons
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
        self.buy_buttons: dict[str, gui.UIWidget] = {}
        for sold in self.on_sale:
            self.buy_buttons[sold.key] = place_at(
                root, button("Buy", width=80, height=BUY_HEIGHT, on_click=lambda b=sold: self.buy(b.key)), LEFT, 0
            )
        self.picker = OptionPicker([(None, NONE)], width=420, on_change=self.choose)
        place_at(root, self.picker, RIGHT, 0)
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
        if [value for value, _ in self.picker.choices] != [value for value, _ in choices]:
            self.picker.choices = choices
            self.picker.select(self.chosen if self.chosen in [b.key for b in fitting] else None)
        heading = lettering.text("The badges on sale", LEFT, TOP, art.GOLD, 18, bold=True, anchor_y="top")
        self.texts = [heading]
        under = heading.bottom - 12
        for told in (4, 3, 2, 1):  # each told in full, or less where the larger text needs the room
            self.cards = self._cards(under, told)
            if not self.cards or self._bottom(self.cards[-1]) >= FOOT:
                break
        if not self.on_sale:
            self.texts.append(
                lettering.text("This house sells no badges.", LEFT, under, art.INK_DIM, 14, anchor_y="top")
            )
        for card, sold in zip(self.cards, self.on_sale):
            widget = self.buy_buttons[sold.key]
            widget.visible = self.shown and sold.key not in c.badges  # a badge the bag holds is not sold twice
            _place(widget, LEFT, card.top - card.side - BUY_GAP - widget.height)
        self._choice(fitting)

    def _bottom(self, card: DieCard) -> float:
        return min(card.bottom, card.top - card.side - BUY_GAP - BUY_HEIGHT)

    def _cards(self, top: float, told: int) -> list[DieCard]:
        cards = []
        for sold in self.on_sale:
            held = "  (in your bag)" if sold.key in self.campaign.badges else ""
            lines = badge_lines(sold, self.campaign.road)
            lines.insert(1, line(f"Price: {format_coins(sold.price)}{held}", 15))
            card = DieCard(badge_texture(sold.tier), LEFT, top, WIDTH, lines[: told + 1])
            cards.append(card)
            top = self._bottom(card) - 12
        return cards

    def _choice(self, fitting: list[Badge]) -> None:
        c = self.campaign
        heading = lettering.text("You carry", RIGHT, TOP, art.GOLD, 18, bold=True, anchor_y="top")
        self.texts.append(heading)
        self.picker.visible = self.shown and bool(fitting)
        under = heading.bottom - 10
        if fitting:
            _place(self.picker, RIGHT, under - 40)
            under -= 40 + 14
        if self.chosen:
            chosen = badge(self.chosen)
            self.choice_card = DieCard(badge_texture(chosen.tier), RIGHT, under, WIDTH, badge_lines(chosen, c.road, 2))
            said = "Play it at the table with its token, or G: once, at any moment of the match."
        else:
            self.choice_card = None
            said = (
                "Your bag holds no badge: buy one at a counter, or win one from a champion."
                if not c.badges
                else "No badge carried: the match is played with none."
            )
        note = lettering.text(
            said,
            RIGHT,
            self.choice_card.bottom - 14 if self.choice_card else under,
            art.INK_DIM,
            14,
            width=WIDTH,
            multiline=True,
            anchor_y="top",
        )
        if note.bottom >= FOOT:
            self.texts.append(note)

    def draw(self) -> None:
        if not self.shown:
            return
        for text in self.texts:
            text.draw()
        for card in self.cards:
            card.draw()
        if self.choice_card is not None:
            self.choice_card.draw()


def _place(widget, left: float, bottom: float) -> None:
    """The widget moved on the page's layout to (left, bottom)."""
    anchor = widget.parent
    anchor.remove(widget)
    place_at(anchor, widget, left, bottom)
