"""A tavern page's dice: its counter on the left (the special dice the house
sells, each with its price and a Buy button) and, on the right, the die the
traveller will throw here, chosen from the bag's dice that this tavern's
game and dice allow (or plain dice, the default). A part of the page, shown
in place of its house and regulars; buying goes through the campaign's own
move, so the purse pays the house and the bag gains the die, or nothing
changes and the refusal is said in one line."""

from __future__ import annotations

from game.campaign.die_words import pictured, what_it_does, where_thrown
from game.campaign.road import Buy, Campaign
from game.campaign.special_dice import SpecialDie, special_die, the_special_dice
from game.core.coins import format_coins
from game.ui import art, lettering
from game.ui.app import OptionPicker, button, place_at
from game.ui.arcade_import import gui
from game.ui.die_card import DieCard, line
from game.ui.road_badge_counter import TavernBadges, bought_at_counter
from game.ui.solid_dice import kind_of, rest_texture
from game.ui.special_looks import die_texture

LEFT, RIGHT = 60, 660  # the counter's column, the chosen die's
COUNTER_WIDTH = 560  # a counter card's, its Buy button under its picture
BUY_GAP, BUY_HEIGHT = 6, 38
CHOICE_WIDTH = 560
TOP = 600
FOOT = 175  # over the page's refusal line and its buttons
PLAIN = "Plain dice"


def plain_texture(campaign: Campaign):
    """A plain die of this tavern's, as its table draws it: the traveller's dice when none is chosen."""
    tavern = campaign.tavern
    sides = tavern.sides_at(campaign.level)
    served = [die for die in the_special_dice().values() if die.serves(tavern, sides)]
    kind = served[0].games[0] if served and pictured(served[0]) else kind_of(sides)
    return rest_texture(kind, sides, 64)


class TavernDice:
    """The counter and the choice of die, on ``root`` (the page's layout), for the page ``page``:
    its campaign, its slot's number and its refusal line."""

    def __init__(self, page, root: gui.UIAnchorLayout):
        self.page = page
        self.campaign: Campaign = page.campaign
        self.chosen: str | None = None  # the bag's die the traveller throws here; None: plain dice
        self.on_sale = [die for die in the_special_dice().values() if self.campaign.at in die.sold_at]
        self.buy_buttons: dict[str, gui.UIWidget] = {}
        for die in self.on_sale:
            self.buy_buttons[die.key] = place_at(
                root, button("Buy", width=80, height=BUY_HEIGHT, on_click=lambda d=die: self.buy(d.key)), LEFT, 0
            )
        self.picker = OptionPicker([(None, PLAIN)], width=420, on_change=self.choose)
        place_at(root, self.picker, RIGHT, 0)
        self.shown = False
        # the badges, shown in place of the dice (its button, and "Dice" back)
        self.badges = TavernBadges(page, root)
        self.badges_shown = False
        self.switch_button = place_at(
            root, button("Badges", width=140, height=36, on_click=self.switch), RIGHT + CHOICE_WIDTH - 140, TOP - 36
        )
        self.refresh()

    # --- what the traveller does here ---

    def buy(self, key: str) -> None:
        if not bought_at_counter(self.page, Buy(key)):
            return
        if self.chosen is None and key in [die.key for die in self.campaign.dice_for()]:
            self.chosen = key  # bought to be thrown: thrown here, where plain dice were
        self.refresh()

    def choose(self, key: str | None) -> None:
        self.chosen = key
        self.refresh()

    def thrown_words(self) -> str:
        """What the traveller throws here, in words: "You throw: Old Crag's knucklebone"."""
        return "You throw: " + (special_die(self.chosen).name if self.chosen else "plain dice")

    # --- shown ---

    def show(self, shown: bool) -> None:
        self.shown = shown
        self.badges.show(shown and self.badges_shown)
        self.refresh()

    def switch(self, *_: object) -> None:
        """The badges in place of the dice, or the dice again."""
        self.badges_shown = not self.badges_shown
        self.badges.show(self.shown and self.badges_shown)
        self.refresh()

    @property
    def dice_shown(self) -> bool:
        return self.shown and not self.badges_shown

    def refresh(self) -> None:
        c = self.campaign
        fitting = c.dice_for()
        choices: list[tuple[object, str]] = [(None, PLAIN)] + [(die.key, die.name) for die in fitting]
        if [value for value, _ in self.picker.choices] != [value for value, _ in choices]:
            self.picker.choices = choices
            self.picker.select(self.chosen if self.chosen in [d.key for d in fitting] else None)
        self.counter_texts = [
            lettering.text("The counter", LEFT, TOP, art.GOLD, 18, bold=True, anchor_y="top"),
        ]
        purse = lettering.text(  # on the heading's line, against the column's right
            f"Your purse: {format_coins(c.purse)}",
            LEFT + COUNTER_WIDTH,
            TOP,
            art.INK,
            15,
            bold=True,
            anchor_x="right",
            anchor_y="top",
        )
        self.counter_texts.append(purse)
        under = min(purse.bottom, self.counter_texts[0].bottom) - 12
        # each card told in full (its story, where it is thrown, what it does), or less where the larger text
        # needs the room: the bag says all of it
        for told in (5, 4, 3, 2):
            self.cards = self._counter_cards(under, told)
            if not self.cards or self._bottom(self.cards[-1]) >= FOOT:
                break
        if not self.on_sale:
            self.counter_texts.append(
                lettering.text("This house sells no dice.", LEFT, under, art.INK_DIM, 14, anchor_y="top")
            )
        for card, die in zip(self.cards, self.on_sale):
            widget = self.buy_buttons[die.key]
            widget.visible = self.dice_shown and die.key not in c.bag  # a die the bag holds is not sold twice
            self._place(widget, LEFT, card.top - card.side - BUY_GAP - widget.height)
        self._choice(fitting)
        self.switch_button.visible = self.shown
        self.switch_button.text = "Dice" if self.badges_shown else "Badges"

    def _bottom(self, card: DieCard) -> float:
        """Where a counter card ends: under its words, or under the Buy button beneath its picture."""
        return min(card.bottom, card.top - card.side - BUY_GAP - BUY_HEIGHT)

    def _counter_cards(self, top: float, told: int) -> list[DieCard]:
        cards = []
        for die in self.on_sale:
            lines = [
                line(die.name, 16, art.GOLD, bold=True),
                line(
                    f"Price: {format_coins(die.price)}" + ("  (in your bag)" if die.key in self.campaign.bag else ""),
                    15,
                ),
                line(what_it_does(die), 14),
                line(where_thrown(die, self.campaign.road, self.campaign.level), 14, art.INK_DIM),
                line(die.story, 14, art.INK_DIM, italic=True),
            ]
            card = DieCard(die_texture(die), LEFT, top, COUNTER_WIDTH, lines[:told])
            cards.append(card)
            top = self._bottom(card) - 12
        return cards

    def _choice(self, fitting: list[SpecialDie]) -> None:
        c = self.campaign
        heading = lettering.text("You throw", RIGHT, TOP, art.GOLD, 18, bold=True, anchor_y="top")
        self.choice_texts = [heading]
        self.picker.visible = self.dice_shown and bool(fitting)
        under = heading.bottom - 10
        if fitting:
            self._place(self.picker, RIGHT, under - 40)
            under -= 40 + 14
        die = special_die(self.chosen) if self.chosen else None
        if die is not None:
            lines = [line(die.name, 16, art.GOLD, bold=True), line(what_it_does(die), 14)]
            lines.append(line(die.story, 14, art.INK_DIM, italic=True))
            picture = die_texture(die)
        else:
            lines = [line("Plain dice", 16, art.GOLD, bold=True), line("Every face as likely as another.", 14)]
            picture = plain_texture(c)
        self.choice_card = DieCard(picture, RIGHT, under, CHOICE_WIDTH, lines)
        others = [special_die(key).name for key in c.bag if special_die(key) not in fitting]
        if not c.bag:
            sayings = ["Your bag is empty: buy a die at a counter, win one from a champion, or find one by the road."]
        elif others:
            count = f"{len(others)} {'die' if len(others) == 1 else 'dice'}"
            sayings = [f"Not thrown here: {', '.join(others)}.", f"Not thrown here: {count} of your bag."]
        else:
            sayings = []
        for said in sayings:  # the first that stands over the buttons; none where none does
            note = lettering.text(
                said,
                RIGHT,
                self.choice_card.bottom - 14,
                art.INK_DIM,
                14,
                width=CHOICE_WIDTH,
                multiline=True,
                anchor_y="top",
            )
            if note.bottom >= FOOT:
                self.choice_texts.append(note)
                break

    def _place(self, widget, left: float, bottom: float) -> None:
        """The widget moved on the page's layout to (left, bottom)."""
        anchor = widget.parent
        anchor.remove(widget)
        place_at(anchor, widget, left, bottom)

    def draw(self) -> None:
        if self.badges_shown:
            self.badges.draw()
        if not self.dice_shown:
            return
        for text in self.counter_texts + self.choice_texts:
            text.draw()
        for card in self.cards:
            card.draw()
        self.choice_card.draw()
