"""The Tavern Road's special dice: their data and its one-line refusals, the
bag (a champion's prize, a counter's die, a die found on the road) kept with
the slot, a chosen die thrown by its weights from the match's own seeded
source (saved, continued and watched again, the same dice), and never at a
table off the road nor in the Ledger's fairness figures."""

import json
import random

import pytest

from game.campaign.road import Buy, Campaign, Enter, Settle, Travel, move_from_dict, move_to_dict, replay_campaign
from game.campaign.special_dice import the_special_dice
from game.core.dice import DiceSource, LoadedDie, ThrowRequest
from game.core.errors import IllegalAction
from game.registry import GAME_BY_KEY
from game.services.campaign_slots import SlotMatch, enter_match, read_slot, slot_path, write_slot
from game.services.ledger import entry_of
from game.services.match import Match
from game.services.saves import saved_games
from game.tools.road_sim import special_values


def entered(tavern: str, die: str | None, seed: int = 3) -> Campaign:
    campaign = Campaign.new("Wren", seed=seed)
    campaign.opened = 5
    campaign.bag = [die] if die else []
    if campaign.at != tavern:
        campaign.apply(Travel(tavern))
    t = campaign.tavern
    campaign.apply(Enter(min(t.wagers_at(campaign.level)) if t.wagers else 0, die))
    return campaign


def played_out(match: Match) -> Match:
    while not match.over:
        match.play_computer_step("hard")
    return match


# --- the seeded source ---


def test_a_loaded_die_draws_by_its_weights_and_the_other_dice_of_the_throw_as_ever():
    die = the_special_dice()["brannoc_lead"]
    source = DiceSource(11)
    values = [source.values(ThrowRequest(0, 6, 3), die.loaded()) for _ in range(12000)]
    firsts = [v[0] for v in values]
    assert abs(sum(firsts) / len(firsts) - die.data_mean) < 0.05
    others = [x for v in values for x in v[1:]]
    assert abs(sum(others) / len(others) - 3.5) < 0.05
    # no special die: the same draws as a source always made (every standard table's dice unchanged)
    plain, rng = DiceSource(11), random.Random(11)
    assert [plain.values(ThrowRequest(0, 6, 3)) for _ in range(50)] == [
        tuple(rng.randint(1, 6) for _ in range(3)) for _ in range(50)
    ]
    # a face of weight 0 never comes up
    miser = the_special_dice()["miser_die"].loaded()
    assert 6 not in {DiceSource(5).values(ThrowRequest(0, 6, 1), miser)[0] for _ in range(300)}


def test_a_loaded_die_is_only_its_own_seat_s_and_only_a_die_of_its_sides():
    die = LoadedDie("x", 0, 6, (1, 1, 1, 1, 1, 3))
    assert die.throws_in(ThrowRequest(0, 6, 2), "d6")
    assert not die.throws_in(ThrowRequest(1, 6, 2), "d6")  # another seat's throw
    assert not die.throws_in(ThrowRequest(0, 4, 2), "d4")
    assert not die.throws_in(ThrowRequest(0, 6, 1, place="jaw"), None)  # a crocodile's tooth is no die
    with pytest.raises(ValueError):
        LoadedDie("x", 0, 6, (1, 1, 1))


# --- the bag ---


def test_a_champion_gives_a_prize_a_counter_sells_and_no_coin_is_made_or_lost():
    campaign = Campaign.new("Wren", seed=1)
    coins = campaign.coins()
    campaign.beaten, campaign.opened = [], 1
    said = campaign._prize(campaign.tavern)
    assert campaign.bag == ["crag_knucklebone"] and "Old Crag gives Wren Old Crag's knucklebone" in said[0]
    assert campaign._prize(campaign.tavern) == []  # once
    # the Bowl and Bones' counter sells the miller's chalk die
    assert [d.key for d in campaign.counter()] == ["millers_chalk"]
    campaign.apply(Buy("millers_chalk"))
    assert campaign.bag[-1] == "millers_chalk" and campaign.purse == 1500 - 90
    assert campaign.houses["bowl_and_bones"] == 90 and campaign.coins() == coins
    for die, why in (
        ("millers_chalk", "already holds"),
        ("brannoc_lead", "counter does not sell"),
        ("gold_die", "no special die 'gold_die'"),
    ):
        with pytest.raises(IllegalAction, match=why):
            campaign.apply(Buy(die))
    campaign.purse = 10
    campaign.bag.remove("millers_chalk")
    with pytest.raises(IllegalAction, match="costs 1 ep 4 sp; the purse holds 1 sp"):
        campaign.apply(Buy("millers_chalk"))


def test_a_die_is_found_on_the_road_by_the_run_s_seed_and_the_run_replays_it():
    journeys = [Travel("toad_and_tankard"), Travel("bowl_and_bones")] * 2

    def travelled(seed: int) -> tuple[Campaign, list[str]]:
        campaign = Campaign.new("Wren", seed=seed)
        campaign.opened = 2
        return campaign, [line for move in journeys for line in campaign.apply(move)]

    found = {}
    for seed in range(40):
        campaign, said = travelled(seed)
        found[seed] = list(campaign.bag)
        if campaign.bag:
            assert all(the_special_dice()[key].found for key in campaign.bag)
            assert any(f"Wren finds {the_special_dice()[campaign.bag[0]].name}" in line for line in said)
        assert travelled(seed)[0].bag == campaign.bag  # the same run, the same finds
    assert 0 < sum(map(bool, found.values())) < 40  # a chance, not a certainty
    # no die is found by standing still: a "journey" to where one is
    for seed in range(40):
        assert replay_campaign("Wren", "standard", seed, [move_to_dict(Travel("bowl_and_bones"))] * 5).bag == []


def test_entering_with_a_die_is_refused_unless_the_bag_holds_it_and_it_serves_the_tavern():
    campaign = Campaign.new("Wren", seed=1)
    with pytest.raises(IllegalAction, match="the bag holds no special die"):
        campaign.apply(Enter(0, "brannoc_lead"))
    campaign.bag = ["brannoc_lead"]  # a d6: the Bowl and Bones throws d4 at standard
    with pytest.raises(IllegalAction, match="is not thrown at The Bowl and Bones"):
        campaign.apply(Enter(0, "brannoc_lead"))
    assert campaign.current is None
    move = Enter(0, "crag_knucklebone")
    assert move_from_dict(move_to_dict(move)) == move and move_to_dict(Enter(0)) == {"move": "enter", "wager": 0}


def test_a_record_without_the_die_chosen_is_not_the_match_entered():
    campaign = entered("kennel_yard", "d0g_bone")
    match = played_out(enter_match(campaign))
    record = match.to_replay()
    with pytest.raises(IllegalAction, match="its special die differs"):
        campaign.apply(Settle({k: v for k, v in record.items() if k != "special_die"}))
    campaign.apply(Settle(record))
    assert campaign.current is None and campaign.matches == 1


@pytest.mark.parametrize(
    ("field", "kept", "unknown", "said"),
    [
        ("bag", ["crag_knucklebone", "toad_eye"], "golden_die", "which is no special die"),
        ("badges", ["tin_thumb", "gold_crown"], "brass_nose", "which is no badge"),
    ],
)
def test_the_bag_is_kept_with_the_slot_and_a_damaged_bag_is_refused_in_one_line_and_kept(
    tmp_path, field, kept, unknown, said
):
    """The bag's dice and its badges alike: kept with the slot; a slot saved before the road had them
    carries none; one naming a die or a badge the road does not know is set aside, said in one line."""
    campaign = Campaign.new("Wren", seed=1)
    setattr(campaign, field, kept)
    campaign.badges_played = ["tin_mercy"]
    write_slot(1, campaign, folder=tmp_path)
    assert getattr(read_slot(1, tmp_path).campaign, field) == kept
    assert read_slot(1, tmp_path).campaign.badges_played == ["tin_mercy"]
    data = json.loads(slot_path(1, tmp_path).read_text())
    for name in (field, "badges_played"):
        data["campaign"].pop(name)
    slot_path(2, tmp_path).write_text(json.dumps(data))
    assert getattr(read_slot(2, tmp_path).campaign, field) == []
    data["campaign"][field] = [kept[0], unknown]
    slot_path(3, tmp_path).write_text(json.dumps(data))
    slot = read_slot(3, tmp_path)
    assert slot.empty and "\n" not in slot.note
    assert "Slot 3 could not be read" in slot.note and f"{unknown!r}, {said}" in slot.note
    assert slot_path(3, tmp_path).with_name("slot-3.json.damaged").exists()


# --- thrown, saved, continued, watched ---


def test_a_road_match_with_a_special_die_saved_continued_and_watched_throws_the_same_dice(tmp_path):
    campaign = entered("toad_and_tankard", "brannoc_lead")
    match = enter_match(campaign)
    for _ in range(25):
        match.play_computer_step("hard")
    write_slot(1, campaign, match, folder=tmp_path)
    slot = read_slot(1, tmp_path)
    assert slot.match["special_die"]["key"] == "brannoc_lead"
    continued, steps = Match.from_save(SlotMatch(slot, tmp_path).data, "the slot's match")
    for step in steps:
        continued.play_step(step)
    assert continued.special == match.special and continued.state.history == match.state.history
    played_out(continued)
    shown = special_values(continued)
    assert len(shown) > 5
    watched, steps = Match.watched(continued.to_replay())
    for step in steps:
        watched.play_step(step)
    assert special_values(watched) == shown and watched.state.history == continued.state.history
    # the record is the seed's only with its die: without it, the seeded dice differ
    bare = {k: v for k, v in continued.to_replay().items() if k != "special_die"}
    with pytest.raises(ValueError, match="seeded dice"):
        Match.watched(bare)


def test_special_dice_are_never_counted_in_the_ledger_s_fairness_figures():
    match = played_out(enter_match(entered("kennel_yard", "d0g_bone")))
    match.controllers = ("person", *match.controllers[1:])
    counted = sum(sum(counts) for counts in entry_of(match).dice.values())
    match.special = None
    assert counted == sum(sum(counts) for counts in entry_of(match).dice.values()) - len(special_values_of(match))


def special_values_of(match: Match) -> list[int]:
    match.special = LoadedDie("d0g_bone", 0, 6, the_special_dice()["d0g_bone"].weights)
    shown = special_values(match)
    match.special = None
    return shown


def test_a_save_with_a_special_die_is_not_offered_at_the_menu_s_tables(tmp_path):
    campaign = entered("kennel_yard", "d0g_bone")
    match = enter_match(campaign)
    match.play_computer_step("hard")
    (tmp_path / "spots-road.json").write_text(json.dumps(match.to_save()))
    shelf = saved_games(tmp_path)
    assert not shelf.games and "continued from the road" in shelf.notes[0]
    # and a table's own match never carries one
    rules = GAME_BY_KEY["spots"].rules
    assert "special_die" not in Match(rules.Options(), ("easy", "easy"), 1).to_replay()


# --- at the table ---


def test_the_talk_says_each_throw_of_the_special_die_by_its_name():
    from tests.test_flow import flow_of, run

    campaign = entered("kennel_yard", "d0g_bone")
    entered_match = enter_match(campaign)
    match = Match(entered_match.state.options, ("hard", *entered_match.controllers[1:]), campaign.current["seed"],
                  entered_match.special)  # fmt: skip
    flow = flow_of(match)
    run(flow)
    assert match.over
    said = [e.text for e in flow.log_events if e.kind == "special_die"]
    assert said == ["Wren throws d0g's chewed bone."] * len(special_values(match)) and said
    # besides them, the talk says the rules' lines as ever
    assert [e.text for e in flow.log_events if e.kind not in ("summary", "special_die")] == [
        e.text for e in match.state.log
    ]


def test_a_special_die_is_drawn_in_its_own_colours():
    from PIL import Image

    from game.platform.resources import resource
    from game.ui.solid_dice import _recoloured, base_kind, kind_sides, special_kind

    looks = the_special_dice()["crag_knucklebone"]
    kind = special_kind("d4", looks.body, looks.pips)
    assert (
        base_kind(kind) == "d4" and kind_sides(kind) == 4 and kind_sides(special_kind("d6", (0, 0, 0), (1, 1, 1))) == 6
    )
    plain = Image.open(resource("images", "faces", "d4.png")).convert("RGB")
    coloured = _recoloured(plain, kind)
    light = list(plain.convert("L").getdata())
    brightest = max(range(len(light)), key=light.__getitem__)
    darkest = min(range(len(light)), key=light.__getitem__)
    width = plain.width
    body = coloured.getpixel((brightest % width, brightest // width))
    pips = coloured.getpixel((darkest % width, darkest // width))
    assert max(abs(a - b) for a, b in zip(body, looks.body)) <= 40  # the light of the picture: the body
    assert max(abs(a - b) for a, b in zip(pips, looks.pips)) <= 60  # its dark: the pips


def test_an_online_record_claiming_a_special_die_is_not_fair():
    from game.online import fairness
    from game.online.verify import verdict

    shares = [fairness.new_share(), fairness.new_share()]
    fair = {"commitments": [fairness.commitment(s) for s in shares], "shares": shares}
    rules = GAME_BY_KEY["spots"].rules
    die = the_special_dice()["d0g_bone"].loaded()
    for special, fair_said in ((None, True), (die, False)):
        match = played_out(Match(rules.Options(), ("hard", "easy"), fairness.seed_of(shares), special))
        said = verdict({**match.to_replay(), "fairness": fair})
        assert said[0] is fair_said, said
    assert "only the Tavern Road throws" in said[1]


def test_the_table_draws_the_special_die_first_of_its_seat_s_throws_and_no_other():
    from game.ui.special_looks import throw_kinds

    rules = GAME_BY_KEY["spots"].rules
    looks = the_special_dice()["d0g_bone"]
    match = Match(rules.Options(), ("hard", "easy"), 4, looks.loaded())
    kinds = {}
    while len(kinds) < 2 and not match.over:
        if match.state.throw_request() is None:
            match.act(match.computer_action())
            continue
        throw = match.throw(match.computer_gesture())
        kinds[throw.seat] = throw_kinds(throw, "d6")
    assert kinds[0][0] == "d6|232,220,190|90,60,40" and set(kinds[0][1:]) <= {"d6"}
    assert kinds[1] == ()  # the other seat's dice: the table's own
