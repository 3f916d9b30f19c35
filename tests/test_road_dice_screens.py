"""The Tavern Road's dice through the real views: the bag listing what was
won, a die bought at a tavern's counter, a purchase refused when the purse
is short, a die chosen on the tavern's page and the match entered with it,
and the page's dice reached by keys alone."""

import pytest

from game.campaign.die_words import what_it_does, where_thrown
from game.campaign.road import Campaign, Travel
from game.campaign.special_dice import special_die
from game.platform.storage import backup_of
from game.services.campaign_slots import read_slot, slot_path, write_slot
from game.ui.arcade_import import arcade
from game.ui.menu import MenuView
from game.ui.road_bag import BagView
from game.ui.road_views import RoadView, TavernPageView
from tests.layout import layout_faults
from tests.ui import SHOTS, click, draw, key, looks_drawn, screenshot

pytestmark = pytest.mark.window


@pytest.fixture
def slot_one():
    for path in (slot_path(1), backup_of(slot_path(1))):
        path.unlink(missing_ok=True)
    yield 1
    for path in (slot_path(1), backup_of(slot_path(1))):
        path.unlink(missing_ok=True)


def at_the_toad(window, bag=(), purse: int | None = None) -> TavernPageView:
    """A traveller with the Bowl and Bones behind them, at the Toad and Tankard's page, from the road."""
    campaign = Campaign.new("Wren", "standard", seed=2)  # no die found on the way to the Toad and Tankard
    campaign.beaten, campaign.opened = ["bowl_and_bones"], 2
    campaign.bag += list(bag)
    if purse is not None:
        campaign.purse, campaign.innkeeper = purse, campaign.innkeeper + campaign.purse - purse  # coins kept
    write_slot(1, campaign)
    road = RoadView(1, campaign, MenuView)
    window.show_view(road)
    click(window, road.stop_buttons[1])
    page = window.current_view
    assert isinstance(page, TavernPageView) and campaign.at == "toad_and_tankard"
    return page


def test_the_bag_lists_the_champion_s_prize_in_its_own_colours(window, slot_one):
    campaign = Campaign.new("Wren", "standard", seed=2)
    said = campaign._prize(campaign.road.tavern("bowl_and_bones"))  # as Old Crag gives it, beaten
    assert said and campaign.bag == ["crag_knucklebone"]
    road = RoadView(1, campaign, MenuView)
    window.show_view(road)
    assert road.bag_button.text == "Your bag (1 die, 1 badge)"  # Old Crag's badge too
    click(window, road.bag_button)
    bag = window.current_view
    assert isinstance(bag, BagView)
    [card, badge_card] = bag.pages[0]
    assert [text.text for text in badge_card.texts][0] == "The tin badge of Mercy"
    words = [text.text for text in card.texts]
    die = special_die("crag_knucklebone")
    assert words == [die.name, what_it_does(die), where_thrown(die, campaign.road, campaign.level), die.story]
    assert "Never shows a 1" in words[1] and "against a fair d4's 2.5" in words[1]
    assert words[2] == "Thrown at The Bowl and Bones."
    assert card.picture is not None and not bag.later_button.visible
    draw(window)
    assert not layout_faults(window)
    assert looks_drawn(screenshot(window, SHOTS / "road_bag.png"))
    key(window, arcade.key.ESCAPE)
    assert window.current_view is road


def test_a_full_bag_turns_its_pages(window, slot_one):
    campaign = Campaign.new("Wren", "standard", seed=2)
    campaign.bag = ["crag_knucklebone", "brannoc_lead", "mira_feather", "toad_eye", "grell_cat", "vex_star"]
    bag = BagView(campaign, back_to=RoadView(1, campaign, MenuView))
    window.show_view(bag)
    assert len(bag.pages) > 1 and sum(len(page) for page in bag.pages) == 6
    click(window, bag.later_button)
    assert bag.page == 1 and not bag.earlier_button.disabled
    key(window, arcade.key.PAGEUP)
    assert bag.page == 0
    assert not layout_faults(window)


def test_a_die_bought_at_the_counter_goes_into_the_bag_at_once(window, slot_one):
    page = at_the_toad(window)
    campaign = page.campaign
    coins, purse, house = campaign.coins(), campaign.purse, campaign.houses["toad_and_tankard"]
    click(window, page.dice_button)
    assert page.dice.shown and page.dice_button.text == "The house"
    die = special_die("mira_feather")
    click(window, page.dice.buy_buttons[die.key])
    assert campaign.bag == [die.key] and campaign.purse == purse - die.price
    assert campaign.houses["toad_and_tankard"] == house + die.price and campaign.coins() == coins
    assert read_slot(1).campaign.bag == [die.key]  # kept at once
    assert not page.dice.buy_buttons[die.key].visible  # not sold twice
    assert (die.key, die.name) in page.dice.picker.choices  # and offered to throw here
    assert page.dice.chosen == die.key and page.dice.picker.value == die.key  # thrown here, where plain dice were
    assert "Your purse: " in page.dice.counter_texts[1].text and not page.problem.text
    assert not layout_faults(window)


def test_a_die_the_purse_cannot_pay_for_is_refused_in_one_line(window, slot_one):
    page = at_the_toad(window, purse=150)
    campaign = page.campaign
    before = campaign.to_dict()
    click(window, page.dice_button)
    click(window, page.dice.buy_buttons["brannoc_lead"])
    assert page.problem.text == "Brannoc's lead-weighted die costs 4 gp; the purse holds 1 gp 1 ep."
    assert "\n" not in page.problem.text and campaign.to_dict() == before  # nothing made or lost
    assert read_slot(1).campaign.bag == []
    assert window.current_view is page


def test_a_die_chosen_on_the_page_is_the_one_the_match_throws(window, slot_one):
    page = at_the_toad(window, bag=["crag_knucklebone", "brannoc_lead"])
    assert [value for value, _ in page.dice.picker.choices] == [None, "brannoc_lead"]  # a d4 is not thrown here
    assert any(line.text == "You throw: plain dice" for line in page.lines)
    click(window, page.dice_button)
    assert "Old Crag's knucklebone" in page.dice.choice_texts[-1].text  # said not to be thrown here
    click(window, page.dice.picker.forward)
    assert page.dice.chosen == "brannoc_lead"
    assert page.dice.choice_card.texts[0].text == "Brannoc's lead-weighted die"
    assert looks_drawn(screenshot(window, SHOTS / "road_counter.png"))
    click(window, page.dice_button)  # the house again: what is thrown said over the buttons
    assert any(line.text == "You throw: Brannoc's lead-weighted die" for line in page.lines)
    click(window, page.sit_button)
    table = window.current_view
    campaign = page.campaign
    assert campaign.current["special_die"]["key"] == "brannoc_lead"
    assert campaign.history[-1] == {"move": "enter", "wager": 0, "die": "brannoc_lead"}
    assert table.match.to_replay()["special_die"]["key"] == "brannoc_lead"
    assert read_slot(1).campaign.current["special_die"]["key"] == "brannoc_lead"


def test_plain_dice_are_the_default_and_enter_without_a_die(window, slot_one):
    page = at_the_toad(window, bag=["brannoc_lead"])
    click(window, page.sit_button)
    assert page.campaign.current["special_die"] is None
    assert "die" not in page.campaign.history[-1]


def test_the_page_s_dice_by_keys_alone_and_esc_goes_back(window, slot_one):
    page = at_the_toad(window, bag=["brannoc_lead"])

    def focus_on(widget) -> None:
        for _ in range(20):
            if page.focus.focused is widget:
                return
            key(window, arcade.key.TAB)
        raise AssertionError(f"the focus never reached {widget}")

    focus_on(page.dice_button)
    key(window, arcade.key.ENTER)
    assert page.dice.shown
    focus_on(page.dice.picker)
    key(window, arcade.key.RIGHT)
    assert page.dice.chosen == "brannoc_lead"
    focus_on(page.dice.buy_buttons["mira_feather"])
    key(window, arcade.key.SPACE)
    assert "mira_feather" in page.campaign.bag
    key(window, arcade.key.ESCAPE)  # the counter closes: the house again
    assert window.current_view is page and not page.dice.shown
    assert any(line.text == "You throw: Brannoc's lead-weighted die" for line in page.lines)
    key(window, arcade.key.ESCAPE)
    assert isinstance(window.current_view, RoadView)


def test_a_tavern_s_counter_holds_only_its_own_dice(window, slot_one):
    campaign = Campaign.new("Wren", "standard", seed=2)
    campaign.opened = 5
    campaign.apply(Travel("kennel_yard"))
    page = TavernPageView(1, campaign, MenuView)
    window.show_view(page)
    assert sorted(page.dice.buy_buttons) == ["ember_die", "millers_chalk"]


@pytest.mark.parametrize("name", ["road_bag", "road_counter", "road_badges"])
def test_the_road_s_dice_shots_show_what_they_say(window, name):
    from game.tools.shots import road_screen

    view = road_screen(name, 1, MenuView())
    window.show_view(view)
    draw(window)
    assert not layout_faults(window)
    if name == "road_badges":  # the counter's badges, and the badge carried chosen
        assert view.dice.badges.shown and view.dice.badges.chosen == "tin_mercy"
        assert sorted(view.dice.badges.buy_buttons) == ["silver_cup", "tin_second_throw"]
    elif name == "road_counter":
        assert (
            view.dice.shown
            and view.dice.chosen == "brannoc_lead"
            and view.campaign.coins() == Campaign.new("Wren", "standard", 1).coins()
        )
    else:
        assert [card.texts[0].text for page in view.pages for card in page] == [
            *(special_die(key).name for key in ("crag_knucklebone", "toad_eye", "brannoc_lead")),
            "The tin badge of Mercy",  # and the badges: Old Crag's, and one bought at the counter
            "The tin Second Throw badge",
        ]


def test_the_bag_the_counter_and_the_choice_by_a_pad_alone(window, slot_one):
    from tests.keys_only import pick_by_keys, tab_to
    from tests.pad_only import Pad

    pad = Pad(window)
    try:
        page = at_the_toad(window)
        tab_to(window, page.dice_button, pad)
        pad.choose()
        tab_to(window, page.dice.buy_buttons["mira_feather"], pad)
        pad.choose()
        assert page.campaign.bag == ["mira_feather"]
        pick_by_keys(window, page.dice.picker, "mira_feather", pad)
        pad.button("b")  # the counter closed, the house again: what is thrown said
        assert not page.dice.shown and any(line.text == "You throw: Quick Mira's feather die" for line in page.lines)
        tab_to(window, page.sit_button, pad)
        pad.choose()
        assert page.campaign.current["special_die"]["key"] == "mira_feather"
    finally:
        pad.unplug()


def test_a_badge_bought_at_the_counter_and_chosen_is_carried_into_the_match_and_its_token_shown(window, slot_one):
    page = at_the_toad(window)
    click(window, page.dice_button)
    click(window, page.dice.switch_button)
    badges = page.dice.badges
    assert badges.shown and not page.dice.picker.visible and page.dice.switch_button.text == "Dice"
    click(window, badges.buy_buttons["silver_cup"])
    assert page.campaign.badges == ["silver_cup"] and not badges.buy_buttons["silver_cup"].visible
    assert badges.chosen == "silver_cup" and badges.picker.value == "silver_cup"  # carried, where none was
    page.campaign.purse = 0
    click(window, badges.buy_buttons["tin_second_throw"])
    assert page.problem.text.startswith("The tin Second Throw badge costs 1 ep 1 sp; the purse holds")
    page.campaign.purse = 1000
    badges.picker.select("silver_cup")
    badges.choose("silver_cup")
    draw(window)
    assert not layout_faults(window)
    page.sit_down()
    table = window.current_view
    assert page.campaign.current["badge"]["key"] == "silver_cup"
    assert table.badge_token.button is not None and table.badge_token.button.text.startswith("Cup badge")
