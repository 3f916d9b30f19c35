"""The Tavern Road through the real views: a new slot, a match in the first
tavern played to its end, a match in the second left in the middle and
continued from the slot, and the road and a tavern's page looked at."""

import random

import pytest

from game.campaign.taverns import the_road
from game.platform.storage import backup_of
from game.services.campaign_slots import CampaignKeeper, read_slot, slot_path, write_slot
from game.ui.arcade_import import arcade
from game.ui.menu import MenuView
from game.ui.pause import PauseView
from game.ui.road_slots import NewCampaignView, SlotsView
from game.ui.road_views import RoadView, TavernPageView
from tests import test_continue as continued
from tests.test_continue import play_at
from tests.ui import SHOTS, click, draw, from_the_menu, key, looks_drawn, screenshot, text_fits

pytestmark = pytest.mark.window


@pytest.fixture
def empty_slots():
    for number in (1, 2, 3):
        for path in (slot_path(number), backup_of(slot_path(number))):
            path.unlink(missing_ok=True)
    yield


def to_the_road(window) -> SlotsView:
    return from_the_menu(window, lambda menu: menu.road_button, SlotsView)


def test_a_new_campaign_a_match_played_out_and_one_left_and_continued(window, empty_slots):
    slots = to_the_road(window)
    click(window, slots.slot_buttons[0])
    new = window.current_view
    assert isinstance(new, NewCampaignView)
    click(window, new.start_button)
    road = window.current_view
    assert isinstance(road, RoadView) and read_slot(1).campaign.name == "Wren"
    assert road.stop_buttons[1].disabled  # the second tavern is not open yet
    assert looks_drawn(screenshot(window, SHOTS / "campaign_road_new.png"))

    click(window, road.stop_buttons[0])
    page = window.current_view
    assert isinstance(page, TavernPageView) and page.tavern.game == "deaths_will"
    assert looks_drawn(screenshot(window, SHOTS / "campaign_tavern.png"))
    purse = page.campaign.purse
    click(window, page.sit_button)
    table = window.current_view
    assert isinstance(table.flow.keeper, CampaignKeeper) and read_slot(1).match is not None
    play_at(window, table)
    crag = the_road().regular("crag")
    spoken = [event.text for event in table.flow.log_events if event.kind == "saying"]
    assert spoken and all(line.startswith('Old Crag: "') for line in spoken)
    on_a_hand = set(crag.says("won") + crag.says("lost"))
    said = [line for line in spoken if line.split('"')[1] in on_a_hand]  # a word at each hand won
    assert len(said) == sum(table.match.state.hands_won)  # the last hand's too, won as the match is settled
    mishaps = set(crag.says("piss") + crag.says("piss_own"))
    assert all(line.split('"')[1] in on_a_hand | mishaps for line in spoken)  # and at a die out of the bowl
    results = window.current_view
    assert results.menu_button.text == "Back to the road" and not results.rematch_button.visible
    click(window, results.menu_button)
    road = window.current_view
    campaign = road.campaign
    assert isinstance(road, RoadView) and campaign.matches == 1 and campaign.current is None
    assert campaign.purse == purse + table.match.state.net(0)
    kept = read_slot(1)
    assert kept.match is None and kept.campaign.to_dict() == campaign.to_dict()

    campaign.opened = max(campaign.opened, 2)  # as if Old Crag were beaten
    write_slot(1, campaign)
    road = RoadView(1, campaign, MenuView)
    window.show_view(road)
    click(window, road.stop_buttons[1])
    page = window.current_view
    assert page.tavern.game == "spottle"
    click(window, page.sit_button)
    table = window.current_view
    play_at(window, table, moves=6)
    history = list(table.match.state.history)
    key(window, arcade.key.ESCAPE)
    pause = window.current_view
    assert isinstance(pause, PauseView) and not pause.abandon_button.visible  # a campaign match is played out
    click(window, pause.quit_button)
    # where it is kept: the menu's games in progress do not hold a road's match
    assert pause.leave_question.text.endswith("It is kept with your road: continue it from The Tavern Road.")
    click(window, pause.leave_button)
    assert isinstance(window.current_view, MenuView)

    slots = to_the_road(window)
    assert "Wren" in slots.slot_buttons[0].text and "mid-match at The Toad and Tankard" in slots.slot_buttons[0].text
    assert text_fits(slots.slot_buttons[0])
    click(window, slots.slot_buttons[0])
    table = window.current_view
    assert table.match.state.history == history and table.match.game == "spottle"
    play_at(window, table)
    click(window, window.current_view.menu_button)
    road = window.current_view
    assert isinstance(road, RoadView) and road.campaign.matches == 2
    assert looks_drawn(screenshot(window, SHOTS / "campaign_road.png"))
    assert read_slot(1).campaign.matches == 2


def test_a_damaged_slot_is_said_in_one_line_and_kept(window, empty_slots):
    slot_path(2).parent.mkdir(parents=True, exist_ok=True)
    slot_path(2).write_text("{ not json")
    slots = to_the_road(window)
    assert "Slot 2 could not be read" in slots.note.text and "\n" not in slots.note.text
    assert slot_path(2).with_name("slot-2.json.damaged").exists()
    assert "empty" in slots.slot_buttons[1].text
    slot_path(2).with_name("slot-2.json.damaged").unlink()


def test_a_wager_too_big_for_the_purse_is_refused_in_words(window, empty_slots):
    slots = to_the_road(window)
    click(window, slots.slot_buttons[2])
    click(window, window.current_view.start_button)
    road = window.current_view
    road.campaign.opened, road.campaign.purse = 3, 30
    road.visit("three_cats")
    page = window.current_view
    page.wager.select(100)
    click(window, page.sit_button)
    assert window.current_view is page and "not the 1 gp wager" in page.problem.text


def test_forgetting_a_road_is_asked_first(window, empty_slots):
    slots = to_the_road(window)
    click(window, slots.slot_buttons[1])
    click(window, window.current_view.start_button)
    slots = to_the_road(window)
    assert slots.forget_buttons[1].visible and not slots.forget_buttons[0].visible
    assert looks_drawn(screenshot(window, SHOTS / "campaign_slots.png"))
    click(window, slots.forget_buttons[1])
    assert slots.questions[1].visible and slot_path(2).exists()
    click(window, slots.questions[1].children[1])  # keep it
    assert not slots.questions[1].visible and slot_path(2).exists()
    click(window, slots.forget_buttons[1])
    click(window, slots.questions[1].children[0])  # forget it
    assert not slot_path(2).exists() and "empty" in window.current_view.slot_buttons[1].text


def test_the_last_champion_falls_the_champion_of_champions_too_and_the_run_ends_won(window, empty_slots, monkeypatch):
    """From a new slot to the run's ending: four taverns already behind the
    traveller, who plays as the hard player would, the saloon's matches
    played through its table until Archmage Vex is beaten, which opens the
    final table, whose matches are played until Marrow the Unbowed is
    beaten; the ending tells the run, and a harder road sets out with the
    bag kept (the road's seed is set, so the run is the same every time: one where each
    champion falls at the first match, which keeps the test short)."""
    from game.ui.road_ending import RoadEndingView

    def hard_choice(match):
        state = match.state
        return match.kind.choose_action(state, state.turn, "hard", random.Random(len(state.history)))

    monkeypatch.setattr(continued, "person_choice", hard_choice)
    slots = to_the_road(window)
    click(window, slots.slot_buttons[0])
    click(window, window.current_view.start_button)
    road = window.current_view
    campaign = road.campaign
    campaign.seed, campaign.opened, campaign.beaten = 3, 5, [t.key for t in campaign.road.taverns[:4]]
    campaign.purse, campaign.innkeeper = 20000, campaign.innkeeper + campaign.purse - 20000  # for every try
    write_slot(1, campaign)
    window.show_view(RoadView(1, campaign, MenuView))
    final = campaign.road.final
    for stop in (4, 5):  # the saloon, then the final table once it is open
        for _ in range(12):
            click(window, window.current_view.stop_buttons[stop])
            page = window.current_view
            assert isinstance(page, TavernPageView) and page.tavern.key == campaign.road.taverns[stop].key
            click(window, page.sit_button)
            play_at(window, window.current_view)
            click(window, window.current_view.menu_button)
            if campaign.road.taverns[stop].key in campaign.beaten:
                break
        if stop == 4:
            road = window.current_view
            assert isinstance(road, RoadView) and not campaign.over and not road.stop_buttons[5].disabled
            assert any(f"{final.champion.name} waits" in text.text for text in road.side)
            assert looks_drawn(screenshot(window, SHOTS / "campaign_final_open.png"))
    ending = window.current_view
    assert isinstance(ending, RoadEndingView) and campaign.over == "champion" and final.key in campaign.beaten
    told = " ".join(text.text for text in ending.tale)
    assert f"Matches: {campaign.matches}" in told and "Best pot won" in told and "Dice won" in told
    assert "Badges played" in told and "Trophies" in told and f"Road seed {campaign.seed}" in told
    assert read_slot(1).campaign.over == "champion"
    assert looks_drawn(screenshot(window, SHOTS / "campaign_champion.png"))
    bag = list(campaign.bag)
    assert ending.harder_button is not None and ending.harder_button.text == "A harder road: Ruthless"
    click(window, ending.harder_button)
    road = window.current_view
    assert isinstance(road, RoadView) and road.campaign.difficulty == "ruthless" and road.campaign.bag == bag
    kept = read_slot(1).campaign
    assert kept.road_number == 2 and kept.bag == bag and kept.matches == 0 and "road 2" in read_slot(1).words()


def test_a_run_lost_ends_on_its_ending_and_leads_to_the_menu(window, empty_slots):
    from game.campaign.road import Campaign
    from game.ui.road_ending import RoadEndingView
    from game.ui.road_slots import continue_slot

    campaign = Campaign.new("Wren", "standard", seed=5)
    campaign.loan_taken, campaign.over, campaign.matches, campaign.losses = True, "broke", 3, 3
    campaign.purse, campaign.innkeeper = 4, campaign.innkeeper + campaign.purse - 4
    write_slot(2, campaign)
    ending = continue_slot(read_slot(2), MenuView)  # a slot whose run is over opens on its ending
    window.show_view(ending)
    draw(window)
    assert isinstance(ending, RoadEndingView) and ending.harder_button is None
    assert ending.heading.text == "The road ends here." and "Matches: 3, won 0, lost 3" in [t.text for t in ending.tale]
    click(window, ending.menu_button)
    assert isinstance(window.current_view, MenuView)


def test_a_click_on_a_tavern_s_house_goes_there_or_says_why_not(window, empty_slots):
    from game.ui.road_views import HOUSE, STOPS

    slots = to_the_road(window)
    click(window, slots.slot_buttons[0])
    click(window, window.current_view.start_button)
    road = window.current_view
    assert isinstance(road, RoadView)
    draw(window)
    left, bottom, width, height = HOUSE

    def press_house(k: int) -> None:
        x, y = STOPS[k][0] + left + width / 2, STOPS[k][1] + bottom + height / 2
        window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
        window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
        window.dispatch_events()

    press_house(1)  # not open yet: the road says why
    assert window.current_view is road and road.note.text
    press_house(0)
    page = window.current_view
    assert isinstance(page, TavernPageView) and page.campaign.at == road.campaign.road.taverns[0].key


@pytest.mark.parametrize(
    "difficulty, stakes, sides", [("standard", "low stakes", 4), ("ruthless", "average stakes", 6)]
)
def test_a_tavern_s_page_gives_the_house_rules_of_the_road_s_difficulty(window, empty_slots, difficulty, stakes, sides):
    from tests.ui import set_picker

    slots = to_the_road(window)
    click(window, slots.slot_buttons[0])
    new = window.current_view
    set_picker(window, new.difficulty, difficulty)
    click(window, new.start_button)
    click(window, window.current_view.stop_buttons[0])
    page = window.current_view
    said = " ".join(line.text for line in page.lines)
    assert f"Death's Will at {stakes}" in said
    assert ("low stakes" in said) == (stakes == "low stakes")  # never the other difficulty's stakes
    click(window, page.sit_button)
    assert window.current_view.match.state.stakes.sides == sides  # the table plays what the page said


def test_a_wager_match_shows_its_pot_at_the_table_and_who_took_it_at_the_results(window, empty_slots):
    from game.core.coins import format_coins
    from game.ui.table_panels import STAKES_WIDTH

    slots = to_the_road(window)
    click(window, slots.slot_buttons[0])
    click(window, window.current_view.start_button)
    road = window.current_view
    road.campaign.opened = 5  # as if the first two taverns were beaten
    window.show_view(RoadView(1, road.campaign, MenuView))
    click(window, window.current_view.stop_buttons[2])
    page = window.current_view
    assert page.tavern.game == "doty"
    wager = page.wager.value
    click(window, page.sit_button)
    table = window.current_view
    pot = table.flow.keeper.pot
    draw(window)
    shown = table.stakes_panel.texts(table.flow.keeper)
    assert [text.text for text in shown] == [
        f"Pot: {format_coins(pot)}",
        f"{format_coins(wager)} a seat; the winner takes it.",
    ]
    assert pot == wager * len(table.match.state.names)
    for text in shown:  # in the corner, clear of every panel
        assert text.content_width <= STAKES_WIDTH and text.bottom > 0
        for left, bottom, width, _height in table.panels:
            assert text.top < bottom or text.left > left + width or text.right < left
    play_at(window, table)
    results = window.current_view
    said = " ".join(line.text for line in results.lines)
    assert f"the pot of {format_coins(pot)}" in said and results.menu_button.text == "Back to the road"
    assert looks_drawn(screenshot(window, SHOTS / "campaign_doty_results.png"))


def test_a_road_s_seed_given_on_the_command_line_or_typed_plays_that_road(window, empty_slots):
    from game import cli
    from game.ui.road_slots import share_seed, shared_seed

    assert cli.build_parser(["--road-seed", "4242"]).parse_args(["--road-seed", "4242"]).road_seed == 4242
    assert cli.build_parser(["play"]).parse_args(["play", "--road-seed", "7"]).play_road_seed == 7
    assert cli.main(["--road-seed", "many"]) == 2  # a seed is a whole number: one line, status 2
    share_seed(4242)
    try:
        slots = to_the_road(window)
        click(window, slots.slot_buttons[0])
        new = window.current_view
        assert isinstance(new, NewCampaignView) and new.seed.text == "4242"
        click(window, new.start_button)
        road = window.current_view
        assert isinstance(road, RoadView) and road.campaign.seed == 4242 and read_slot(1).campaign.seed == 4242
        assert "Standard road, seed 4242" in [text.text for text in road.side]  # where a player reads it to share
    finally:
        share_seed(None)
    assert shared_seed == []
    slots = to_the_road(window)
    click(window, slots.slot_buttons[1])
    new = window.current_view
    assert new.seed.text == ""  # no seed given: a new road's
    new.seed.text = "north"
    click(window, new.start_button)
    assert window.current_view is new and "whole number" in new.problem.text
    new.seed.text = ""
    click(window, new.start_button)
    assert isinstance(window.current_view, RoadView) and read_slot(2).campaign.seed != 4242
