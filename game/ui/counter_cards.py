"""What a tavern's counter lays out alike for its dice and its badges: a column of cards, each told
as fully as the page's room allows, a Buy button under each card's picture."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable

from game.ui import art, lettering
from game.ui.app import OptionPicker, button, place_at
from game.ui.arcade_import import arcade, gui
from game.ui.die_card import DieCard, Line

BUY_GAP, BUY_HEIGHT = 6, 38
FOOT = 175  # over the page's refusal line and its buttons
LEFT, RIGHT = 60, 660  # the counter's column, the chosen good's
WIDTH = 560  # a card's, its Buy button under its picture
TOP = 600
Told = tuple[arcade.Texture, list[Line]]  # a good's picture and its card's lines


def buy_buttons(root: gui.UIAnchorLayout, keys: list[str], buy: Callable[[str], None]) -> dict:
    """A Buy button for each good on sale (by key), on the page's layout: ``column`` puts
    each under its card."""
    return {
        key: place_at(root, button("Buy", width=80, height=BUY_HEIGHT, on_click=lambda k=key: buy(k)), LEFT, 0)
        for key in keys
    }


def card_bottom(card: DieCard) -> float:
    """Where a counter card ends: under its words, or under the Buy button beneath its picture."""
    return min(card.bottom, card.top - card.side - BUY_GAP - BUY_HEIGHT)


def cards_that_fit(goods: Callable[[int], list[Told]], under: float, told: Iterable[int]) -> list[DieCard]:
    """The column's cards from ``under`` down, one for each of the ``goods(lines told)``: told in full, or
    with fewer lines where the larger text needs the room (the fewest where even those run past the foot)."""
    made: list[DieCard] = []
    for lines in told:
        made, top = [], under
        for picture, said in goods(lines):
            made.append(DieCard(picture, LEFT, top, WIDTH, said))
            top = card_bottom(made[-1]) - 12
        if not made or card_bottom(made[-1]) >= FOOT:
            break
    return made


def column(
    goods: Callable[[int], list[Told]],
    under: float,
    told: Iterable[int],
    keys: list[str],
    buttons: dict,
    on_show: bool,
    owned: Collection[str],
    none_said: str,
) -> tuple[list[DieCard], list]:
    """The goods on sale (``keys``, told by ``goods``) as a column of cards from ``under`` down, each with
    its Buy button under its picture, shown with the column where the bag lacks the good (nothing is sold
    twice); and the words to show with them: ``none_said`` where the house sells none."""
    made = cards_that_fit(goods, under, told)
    for card, key in zip(made, keys):
        widget = buttons[key]
        widget.visible = on_show and key not in owned
        move_to(widget, card.x, card.top - card.side - BUY_GAP - widget.height)
    if keys:
        return made, []
    return made, [lettering.text(none_said, LEFT, under, art.INK_DIM, 14, anchor_y="top")]


def choice_top(picker: OptionPicker, words: str, on_show: bool, any_serves: bool) -> tuple[arcade.Text, float]:
    """The chosen good's column: its heading, and the picker of the bag's goods under it where any serves
    here; and how far down the column goes on from."""
    heading = lettering.text(words, RIGHT, TOP, art.GOLD, 18, bold=True, anchor_y="top")
    picker.visible = on_show and any_serves
    under = heading.bottom - 10
    if any_serves:
        move_to(picker, RIGHT, under - 40)
        under -= 40 + 14
    return heading, under


def note_over_the_buttons(sayings: list[str], top: float) -> list:
    """The first of the sayings (the longer first) that stands over the page's buttons, from ``top``
    down the chosen good's column; none where none does."""
    for said in sayings:
        note = lettering.text(said, RIGHT, top, art.INK_DIM, 14, width=WIDTH, multiline=True, anchor_y="top")
        if note.bottom >= FOOT:
            return [note]
    return []


def offer_choices(picker: OptionPicker, choices: list[tuple[object, str]], chosen: str | None) -> None:
    """The picker's choices made anew where the goods that serve here have changed, the one chosen kept
    where it still serves (else none)."""
    if [value for value, _ in picker.choices] != [value for value, _ in choices]:
        picker.choices = choices
        picker.select(chosen if chosen in [value for value, _ in choices] else None)


def move_to(widget, left: float, bottom: float) -> None:
    """The widget moved on the page's layout to (left, bottom)."""
    anchor = widget.parent
    anchor.remove(widget)
    place_at(anchor, widget, left, bottom)
