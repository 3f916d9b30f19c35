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
from game.ui import counter_cards as counter
from game.ui.app import OptionPicker, button, place_at
from game.ui.arcade_import import gui
from game.ui.die_card import DieCard, line
from game.ui.road_badge_counter import TavernBadges, bought_at_counter
from game.ui.solid_dice import kind_of, rest_texture
from game.ui.special_looks import die_texture

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
        self.buy_buttons = counter.buy_buttons(root, [good.key for good in self.on_sale], self.buy)
        self.picker = OptionPicker([(None, PLAIN)], width=420, on_change=self.choose)
        place_at(root, self.picker, counter.RIGHT, 0)
        self.shown = False
        # the badges, shown in place of the dice (its button, and "Dice" back)
        self.badges = TavernBadges(page, root)
        self.badges_shown = False
        self.switch_button = place_at(
            root,
            button("Badges", width=140, height=36, on_click=self.switch),
            counter.RIGHT + counter.WIDTH - 140,
            counter.TOP - 36,
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
        counter.offer_choices(self.picker, choices, self.chosen)
        self.counter_texts = [
            lettering.text("The counter", counter.LEFT, counter.TOP, art.GOLD, 18, bold=True, anchor_y="top"),
        ]
        purse = lettering.text(  # on the heading's line, against the column's right
            f"Your purse: {format_coins(c.purse)}",
            counter.LEFT + counter.WIDTH,
            counter.TOP,
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
        keys, none = [die.key for die in self.on_sale], "This house sells no dice."
        self.cards, said = counter.column(
            self._counter_cards, under, (5, 4, 3, 2), keys, self.buy_buttons, self.dice_shown, c.bag, none
        )
        self.counter_texts.extend(said)
        self._choice(fitting)
        self.switch_button.visible = self.shown
        self.switch_button.text = "Dice" if self.badges_shown else "Badges"

    def _counter_cards(self, told: int) -> list[counter.Told]:
        """Each die on sale: its picture and the first ``told`` of its card's lines."""
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
            cards.append((die_texture(die), lines[:told]))
        return cards

    def _choice(self, fitting: list[SpecialDie]) -> None:
        c = self.campaign
        heading, under = counter.choice_top(self.picker, "You throw", self.dice_shown, bool(fitting))
        self.choice_texts = [heading]
        die = special_die(self.chosen) if self.chosen else None
        if die is not None:
            lines = [line(die.name, 16, art.GOLD, bold=True), line(what_it_does(die), 14)]
            lines.append(line(die.story, 14, art.INK_DIM, italic=True))
            picture = die_texture(die)
        else:
            lines = [line("Plain dice", 16, art.GOLD, bold=True), line("Every face as likely as another.", 14)]
            picture = plain_texture(c)
        self.choice_card = DieCard(picture, counter.RIGHT, under, counter.WIDTH, lines)
        others = [special_die(key).name for key in c.bag if special_die(key) not in fitting]
        if not c.bag:
            sayings = ["Your bag is empty: buy a die at a counter, win one from a champion, or find one by the road."]
        elif others:
            count = f"{len(others)} {'die' if len(others) == 1 else 'dice'}"
            sayings = [f"Not thrown here: {', '.join(others)}.", f"Not thrown here: {count} of your bag."]
        else:
            sayings = []
        self.choice_texts += counter.note_over_the_buttons(sayings, self.choice_card.bottom - 14)

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
