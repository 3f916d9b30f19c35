"""A banner never covers what it announces: each banner stands where the
dice at rest (and the toad or crocodile) it speaks of stay in sight, read
from its box and from the drawn frame: the announced dice's pixels are the
same with the banner up and without it."""

import pytest
from PIL import ImageChops

from game.registry import GAME_BY_KEY
from game.services.match import Match
from game.ui.arcade_import import arcade
from game.ui.banner_place import overlap, place_banner
from tests.ui import FRAME, draw

ROOM = (300, 95, 680, 595)


def test_a_banner_stays_home_where_no_die_lies_under_it():
    placed = place_banner((640, 638), [(640, 104)], ROOM, [(600, 300, 80, 80)], [], [])
    assert (placed.x, placed.y) == (640, 638)


def test_a_banner_moves_off_the_die_it_announces_and_stays_in_its_room_off_the_panels():
    die, panel = (600, 600, 80, 80), (300, 300, 200, 200)
    placed = place_banner((640, 638), [(640, 104)], ROOM, [die], [panel], [])
    left, bottom, width, height = placed.rect
    assert not overlap(placed.rect, die) and not overlap(placed.rect, panel)
    assert ROOM[0] <= left and left + width <= ROOM[0] + ROOM[2]
    assert ROOM[1] <= bottom and bottom + height <= ROOM[1] + ROOM[3]


def test_where_no_place_is_clear_a_banner_covers_a_die_it_does_not_announce_before_one_it_does():
    announced = [(600, 600, 80, 80)]  # the die it speaks of, where it would stand
    others = [(300, 95, 680, 400)]  # dice lying all over the rest of the table
    placed = place_banner((640, 638), [(640, 104), (360, 176)], ROOM, announced, [], others)
    assert not overlap(placed.rect, announced[0]) and overlap(placed.rect, others[0])


def test_on_a_crowded_table_the_title_alone_stands_clear_where_the_whole_banner_would_cover_dice():
    """Dice lie over most of the table: no place holds the whole banner clear of them, but a gap holds
    its title alone (its second line is the talk's to say), and the title takes it."""
    dice = [(300, 95, 680, 440), (300, 595, 250, 95), (730, 595, 250, 95)]  # a gap 180 wide at the top
    title_alone = (170, 56)
    placed = place_banner((640, 638), [(640, 104)], ROOM, [], [], dice, title_alone)
    assert placed.box == title_alone and not any(overlap(placed.rect, die) for die in dice)
    crowded = place_banner((640, 638), [(640, 104)], ROOM, [], [], dice)
    assert any(overlap(crowded.rect, die) for die in dice)  # the whole banner alone had no such place
    panel = [(300, 95, 100, 100)]  # where the whole banner clips only a panel's corner, it stays whole
    assert place_banner((640, 638), [(640, 104)], ROOM, [], panel, [], title_alone).box == (640, 104)


def the_frame(window, table, banner: bool):
    """The frame as drawn, with or without the banner."""
    kept = table.banner.draw
    if not banner:
        table.banner.draw = lambda fade, grown: None
    try:
        draw(window)  # the first frame after the table moved on keeps its still image anew
        draw(window)
        return arcade.get_image(0, 0, *window.get_size()).convert("RGB")
    finally:
        table.banner.draw = kept


def banners_at(window, key: str, seed: int, titles: set, enough: int):
    """Computers play ``key`` with dice at rest at once; each banner up
    (popped in and settled) is yielded with its table, until ``enough``
    of those with ``titles`` (all, where empty) have been seen."""
    game = GAME_BY_KEY[key]
    sample = game.commands.hard_match() if key == "spottle" else game.commands.smoke_match()
    match = Match(sample.state.options, ("easy",) * len(sample.controllers), seed=seed)
    table = game.screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    seen, since = 0, -1.0
    for _ in range(60 * 400):
        if window.current_view is not table or table.flow.finished or seen >= enough:
            return
        table.on_update(FRAME)
        flow = table.flow
        if flow.banner_up and flow.banner_since != since and flow.clock - flow.banner_since < 0.1:
            since = flow.banner_since
            if not titles or table.banner.title.text.split(":")[0] in titles:
                for _ in range(24):  # the banner popped in and settled
                    table.on_update(FRAME)
                if flow.banner_up:
                    seen += 1
                    yield table


def announced_clear(window, table) -> None:
    """Neither the banner's box nor its drawing covers what it announces."""
    rect = table.banner.rect
    said = table.banner.title.text
    announced = table.banner_place.table.announced_boxes()
    assert announced, f"{said}: nothing announced to keep clear of"
    for box in announced:
        assert not overlap(rect, box), f"{said} lies over {box}"
    shown, hidden = the_frame(window, table, True), the_frame(window, table, False)
    height = window.get_size()[1]
    per = window.get_size()[0] / 1280  # window pixels a table pixel
    for left, bottom, width, tall in announced:
        top = height - (bottom + tall) * per  # the image's rows run down from the window's top
        crop = (int(left * per), int(top), int((left + width) * per), int(height - bottom * per))
        assert ImageChops.difference(shown.crop(crop), hidden.crop(crop)).getbbox() is None, f"{said} drawn over {crop}"


@pytest.mark.parametrize(
    ("key", "seed", "titles", "enough"),
    [
        ("deaths_will", 2, {"PISS!"}, 1),  # a die out of the bowl, where the banner stood
        ("spottle", 1, {"The Master", "GULP!"}, 2),  # the Master's dice on the far side; the toad's gulp
        ("spottle", 2, {"GULP!"}, 2),
        ("deaths_will", 1, set(), 3),
        ("doty", 2, set(), 4),
        # each roll (Spots tells its banners once its dice are placed: none lie under them)
        ("spelldice", 1, {str(roll) for roll in range(1, 7)}, 3),
    ],
)
@pytest.mark.pixels  # it reads the pixels drawn
def test_a_banner_never_covers_the_dice_or_the_creature_it_announces(window, pace, key, seed, titles, enough):
    pace("normal", "instant")
    checked = 0
    for table in banners_at(window, key, seed, titles, enough):
        if table.banner_place.table.announced_boxes():
            announced_clear(window, table)
            checked += 1
    assert checked > 0, "no banner over dice was seen"


@pytest.mark.window
def test_a_banner_s_words_stand_on_whole_pixels_wherever_it_is_placed(window):
    """A line of words half a pixel up loses the tops of its letters (pyglet draws its glyphs so): a
    banner placed anywhere, its second line wrapped onto two (Doty's long calls), in a narrow column or
    said on one line, lays every line on a whole pixel."""
    from game.ui.table_panels import BANNER_BOX, BannerPanel

    long = "Brannoc throws Cat, Two Cats, DD on No Manticore: three different, all fitting, 1 point."
    for box, sub in ((BANNER_BOX, long), ((260, 200), long), (BANNER_BOX, "A short line.")):
        banner = BannerPanel(640, 638, box)
        banner.stand(612.5, 437.25, banner.box_for(sub))
        banner.show("1 POINT", "gold", sub)
        for text in (banner.title, banner.sub):
            assert float(text.y).is_integer() and float(text.x).is_integer(), (box, sub, text.x, text.y)
    assert banner.sub is banner.line  # the last: said on one line
