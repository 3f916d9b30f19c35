"""Each Tavern Road tavern's table is dressed as its own room at its
matches (its cloth or wood, its light, its corners), as its data says; never
a table of the menu's; and the dice stay readable on it."""

import json

import pytest
from PIL import ImageChops, ImageStat

from game.campaign.taverns import RoadDataError, road_from_dict, the_road
from game.platform.resources import resource
from game.ui.art import backdrop_image

# the dice each game throws at its tavern, as the pixels draw them
DICE = {
    "deaths_will": ("d4", "d6", "d12"),
    "spottle": ("d6",),
    "doty": ("doty",),
    "spots": ("spots",),
    "spelldice": ("green", "blue", "red", "black", "purple"),
}
WHERE_DICE_LIE = (440, 180, 840, 540)  # the middle of the table, in the image's pixels (y down)


def difference(a, b) -> float:
    """The mean difference of two images' pixels, 0 to 255."""
    return sum(ImageStat.Stat(ImageChops.difference(a.convert("RGB"), b.convert("RGB"))).mean) / 3


def middle(image) -> tuple:
    return tuple(ImageStat.Stat(image.convert("RGB").crop(WHERE_DICE_LIE)).mean)


@pytest.fixture(scope="module")
def rooms():
    return {t.key: backdrop_image(size=(640, 360), room=t.room) for t in the_road().taverns}


def test_every_tavern_s_table_is_dressed_as_a_room_of_its_own(rooms):
    plain = backdrop_image(size=(640, 360))
    assert all(t.room is not None for t in the_road().taverns)
    for key, room in rooms.items():
        assert difference(room, plain) > 12, key  # not the plain table
    keys = list(rooms)
    for i, a in enumerate(keys):
        for b in keys[i + 1 :]:
            assert difference(rooms[a], rooms[b]) > 8, (a, b)  # nor another tavern's


def test_a_room_s_corners_fall_darker_than_its_middle_where_it_has_a_vignette(rooms):
    for tavern in the_road().taverns:
        image = rooms[tavern.key].convert("L")
        corner, centre = image.getpixel((2, 2)), image.getpixel((320, 180))
        if tavern.room.vignette >= 0.4:
            assert corner < centre, tavern.key


def test_the_dice_stay_readable_on_every_room(window):
    """Each die's body stands from the room's cloth under it as well as from the plain table's (or well
    enough, 4.5 to 1, WCAG's mark for words)."""
    from game.tools.dice_reading import body_colour, contrast, face_samples

    plain = middle(backdrop_image())
    for tavern in the_road().taverns:
        cloth = middle(backdrop_image(room=tavern.room))
        for kind in DICE[tavern.game]:
            body = body_colour(face_samples(kind, 1))
            assert contrast(body, cloth) >= min(4.5, 0.85 * contrast(body, plain)), (tavern.key, kind)


def test_a_table_of_the_menu_s_is_the_plain_table_and_a_damaged_room_is_one_line():
    from game.ui.dice_table import DiceTableView

    assert DiceTableView.room is None  # only the road seats a match in a room
    good = json.loads(resource("rules", "tavern_road.json").read_text())
    good["taverns"][0]["room"]["vignette"] = 2
    with pytest.raises(RoadDataError, match="from 0 to 1"):
        road_from_dict(good)


def test_a_road_match_continued_from_its_slot_sits_in_its_tavern_s_room(window, tmp_path):
    from game.campaign.road import Campaign, Enter, Travel
    from game.services.campaign_slots import enter_match, read_slot, write_slot
    from game.ui.road_slots import continue_slot

    campaign = Campaign.new("Wren", seed=2)
    campaign.opened = 3
    campaign.apply(Travel("three_cats"))
    campaign.apply(Enter(min(campaign.tavern.wagers_at(campaign.level))))
    write_slot(1, campaign, enter_match(campaign), folder=tmp_path)
    slot = read_slot(1, tmp_path)
    table = continue_slot(slot, lambda: None)
    assert table.room == the_road().tavern("three_cats").room
    # a choice taken back, or the text size changed at the pause, builds the table again: in the same room
    again = table.controls.taken_over(table.match, [])
    assert again is not table and again.room == table.room
