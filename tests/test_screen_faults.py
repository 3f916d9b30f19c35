"""Faults once seen in rendered screens, each through the real view and its
picture: Spottle's plaques (the Master's title in its box, his second line
never empty, six seats' plaques apart and opaque), Spots' trick tiles in
their card, a banner of a sub line alone laid out without an empty title
row, a banner's words fading with its backing, Spelldice's key hint clear of
a lifted die's frame, and the Tavern Road's names clear of its lines. Each
is also a fault tests/layout.py finds: the layout checks are asked too."""

import pytest

from game.games.spelldice.board import SLOT, SLOT_XS, SLOT_Y
from game.games.spottle.rules import Options as SpottleOptions
from game.games.spottle.table_dice import PLAQUE
from game.services.match import Match
from game.ui import art
from tests.layout import layout_faults, painted_boxes
from tests.ui import SHOTS, draw, looks_drawn, pixel, run, screenshot

pytestmark = pytest.mark.window
SIX = ("Brannoc", "Mother Grell", "Tamsin", "Jory", "Wilmot", "Hesketh")


def overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.pixels  # it reads the pixels drawn
def test_spottle_at_six_seats_its_plaques_are_apart_opaque_and_the_masters_says_two_lines(window, pace):
    from game.games.spottle.table import SPOTTLE_TABLE

    pace("instant")
    match = Match(SpottleOptions(names=SIX, purses=(500,) * 6), ("easy",) * 6, seed=1)
    table = SPOTTLE_TABLE(match)
    table.flow.keeper = None
    window.show_view(table)
    run(window, 30, until=lambda: match.throws >= 6 and not table.flow.busy)
    assert looks_drawn(screenshot(window, SHOTS / "spottle_six_seats.png"))
    w, h = PLAQUE
    plaques = [(x - w / 2, y - h / 2, w, h) for x, y in table.part.plaques]
    for k, a in enumerate(plaques):
        assert not any(overlap(a, b) for b in plaques[k + 1 :]), f"seat {k}'s plaque overlaps another"
    for x, y in table.part.plaques:  # between the money line's words and the bet's: the card's own colour
        assert pixel(x + w / 2 - 6, y - 14) == art.CARD[:3]
    (_, (left, _, right, _)) = next(box for box in painted_boxes(table) if box[0] == "The Spottle Master")
    x, _, w, _ = table.part.master_card
    assert x < left and right < x + w
    assert table.part.master_dice.text.strip()
    assert layout_faults(window) == []


def test_spots_trick_tiles_lie_inside_their_card(window):
    from game.games.spots.rules import Options
    from game.games.spots.table import SPOTS_TABLE
    from game.games.spots.table_layout import TILES_CARD

    table = SPOTS_TABLE(Match(Options(names=("Ada", "Brannoc")), ("person", "person"), seed=1))
    window.show_view(table)
    draw(window)
    x, y, w, h = TILES_CARD
    tiles = [sprite for sprite in table.part.sprites if sprite.center_x < x + w and sprite.center_y > y]
    assert len(tiles) >= 6 and all(tile.bottom >= y and tile.top <= y + h for tile in tiles)
    assert layout_faults(window) == []


def banner_table(window):
    from game.games.doty.rules import Options
    from game.games.doty.table import DOTY_TABLE

    table = DOTY_TABLE(Match(Options(names=("Ada", "Brannoc")), ("person", "person"), seed=1))
    window.show_view(table)
    run(window, 0.5)
    return table


def test_a_banner_of_a_sub_line_alone_says_it_in_the_middle_of_its_box(window):
    table = banner_table(window)
    table.flow.show_banner("", "ink", "Brannoc throws 4, 4: the set stands (2 throws).")
    draw(window)
    banner = table.banner
    middle = (banner.sub.bottom + banner.sub.top) / 2
    assert abs(middle - (table.banner_home[1] - 4)) < 6  # the box's middle: no empty title row over it
    assert looks_drawn(screenshot(window, SHOTS / "banner_sub_line_alone.png"))
    assert layout_faults(window) == []


def test_a_banners_words_fade_with_its_backing(window):
    table = banner_table(window)
    table.flow.show_banner("MISS", "ink", "Ada's Hot Shot at Brannoc rolls 2 (needs 4).")
    table.flow.clock = table.flow.banner_until - 0.08  # its last moment: a fifth of it left
    draw(window)
    title = table.banner.title
    assert title.color[3] < 80  # faded as its backing is (a fifth of its 240)
    assert layout_faults(window) == []


def test_spelldice_key_hints_stand_clear_of_a_lifted_dies_frame(window, pace):
    from game.games.spelldice.board import LIFTED_REACH, PickBoard
    from tests.games.spelldice.test_screens import centre, reach

    pace("instant")
    table = reach(window, 3, "pick", 1)
    x, y = centre(PickBoard.slot_box(0))  # the first die held by the pointer: its gold frame drawn round it
    table.on_mouse_press(x, y, 1, 0)
    table.refresh()
    assert table.part.hand_at_board.carrying == table.part.picking.slots()[0]
    draw(window)
    hint = next(text for text in table.part.board.words.texts() if text.text == "1")
    frame_left = SLOT_XS[0] - LIFTED_REACH
    assert hint.right < frame_left and LIFTED_REACH > SLOT / 2 and hint.top > SLOT_Y
    assert looks_drawn(screenshot(window, SHOTS / "spelldice_lifted.png"))
    assert layout_faults(window) == []


def test_the_road_keeps_the_taverns_names_off_its_lines(window):
    from game.campaign.road import Campaign
    from game.ui.menu import MenuView
    from game.ui.road_views import STOPS, RoadView

    campaign = Campaign.new("Wren", "standard", seed=1)
    road = RoadView(1, campaign, MenuView)
    window.show_view(road)
    draw(window)
    assert looks_drawn(screenshot(window, SHOTS / "road_names.png"))
    for (x, _), stop in zip(STOPS, road.stop_buttons):
        # under or over its own house (one at the map's edge kept clear of its frame, its house still over it)
        assert stop.rect.left + 40 <= x <= stop.rect.right - 40
    assert layout_faults(window) == []
