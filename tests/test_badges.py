"""The Tavern Road's badges: their data and its one-line refusals, each
badge's effect, the badges bought, won and kept with the slot, one carried
into a match and played once there (its throw bent from the match's own
seeded source, so that the match saved, continued and watched again throws
the same dice), and never at a table off the road, online or in the
Ledger's fairness figures."""

import json
from typing import Any

import pytest

from game.campaign.badges import BadgesError, badges_from_dict, the_badges
from game.campaign.road import BuyBadge, Campaign, Enter, Settle, Travel, move_from_dict, move_to_dict
from game.core.errors import IllegalAction
from game.core.road_badge import (
    BEST_OF_THREE,
    BEST_OF_TWO,
    DICE_EFFECTS,
    EFFECTS,
    RETHROW_ONE,
    TURN_ANY,
    TURN_EITHER,
    TURN_UP,
    BadgeInPlay,
)
from game.registry import GAME_BY_KEY
from game.services.campaign_slots import SlotMatch, enter_match, read_slot, write_slot
from game.services.ledger import entry_of
from game.services.match import Match
from game.services.saves import saved_games

TAVERN_OF = {
    "deaths_will": "bowl_and_bones",
    "spottle": "toad_and_tankard",
    "doty": "three_cats",
    "spots": "kennel_yard",
    "spelldice": "sorcery_saloon",
}


def entered(tavern: str, badge: str | None, seed: int = 3, die: str | None = None) -> Campaign:
    campaign = Campaign.new("Wren", seed=seed)
    campaign.opened = 5
    campaign.badges = [badge] if badge else []
    campaign.bag = [die] if die else []
    if campaign.at != tavern:
        campaign.apply(Travel(tavern))
    t = campaign.tavern
    campaign.apply(Enter(min(t.wagers_at(campaign.level)) if t.wagers else 0, die, badge))
    return campaign


def played_out(match: Match) -> Match:
    while not match.over:
        match.play_computer_step("hard")
    return match


def until_the_traveller_throws(match: Match, most: int = 400) -> None:
    for _ in range(most):
        request = match.state.throw_request()
        if request is not None and request.thrower == 0 and match.state.die_kind(request) is not None:
            return
        match.play_computer_step("hard")
    raise AssertionError("the traveller never threw")


# --- the data ---


def test_at_least_eight_badges_of_tin_silver_and_gold_each_with_its_words():
    badges = the_badges()
    assert len(badges) >= 8
    assert {b.tier for b in badges.values()} == {"tin", "silver", "gold"}
    assert {b.effect for b in badges.values()} == set(EFFECTS)  # every effect is some badge's
    for b in badges.values():
        assert b.words() and b.story and b.name.startswith("the ")
        assert b.prize_of or b.sold_at  # every badge can be had
    prizes = {b.prize_of for b in badges.values() if b.prize_of}
    assert len(prizes) >= 4


@pytest.mark.parametrize(
    "change, refusal",
    [
        (lambda b: b.update(tier="bronze"), "of 'bronze', not tin, silver, gold"),
        (lambda b: b.update(effect="fly"), "does 'fly'"),
        (lambda b: b.update(price=0), "a price of 0"),
        (lambda b: b.update(games=["chess"]), "unknown game 'chess'"),
        (lambda b: b.update(sold_at=["the_moon"]), "a tavern the road does not have: 'the_moon'"),
        (lambda b: b.update(effect="half_back", cap=0), "needs a share above 0"),
        (lambda b: b.pop("name"), "damaged: KeyError"),
    ],
)
def test_a_damaged_badge_is_refused_in_one_line(change, refusal):
    from game.platform.resources import resource

    data = json.loads(resource("rules", "badges.json").read_text())
    change(data["badges"][0])
    with pytest.raises(BadgesError, match=refusal) as refused:
        badges_from_dict(data)
    assert "\n" not in str(refused.value)


# --- each effect ---


def by_sum(values):
    return float(sum(values))


def drawing(*values):
    """A source that throws these values again, in turn."""
    queue = list(values)
    return lambda i: queue.pop(0)


@pytest.mark.parametrize(
    "effect, values, draws, worth, bent",
    [
        (TURN_UP, (2, 5, 1), (), by_sum, (2, 5, 2)),  # the first die whose face up helps most: +1 all alike
        (TURN_UP, (6, 6), (), by_sum, (6, 6)),  # nothing turns up past the top face
        (TURN_EITHER, (3, 4), (), lambda v: -abs(sum(v) - 6), (2, 4)),  # down where down helps
        (TURN_ANY, (1, 4, 2), (), by_sum, (6, 4, 2)),
        (RETHROW_ONE, (1, 6, 5), (4,), by_sum, (4, 6, 5)),  # the lowest die is thrown again, whatever it shows
        (RETHROW_ONE, (6, 6), (1,), by_sum, (6, 6)),  # throwing again would not be worth it on average
        (BEST_OF_TWO, (1, 2), (5, 5), by_sum, (5, 5)),
        (BEST_OF_TWO, (6, 2), (1, 1), by_sum, (6, 2)),
        (BEST_OF_THREE, (1, 2), (2, 2, 4, 6), by_sum, (4, 6)),
    ],
)
def test_each_dice_effect_bends_a_throw_as_its_words_say(effect, values, draws, worth, bent):
    badge = BadgeInPlay("b", effect, 0, armed_at=0)
    assert badge.bend(values, 6, drawing(*draws), worth) == bent


def test_a_badge_bends_only_its_seat_s_dice_thrown_after_it_is_played_and_only_once():
    from game.core.dice import ThrowRequest

    badge = BadgeInPlay("b", TURN_UP, 0)
    request = ThrowRequest(0, 6, 2)
    assert not badge.bends(3, request, "d6", spent=False)  # not played
    played = badge.played(3)
    assert played.bends(3, request, "d6", spent=False) and played.bends(5, request, "d6", spent=False)
    assert not played.bends(2, request, "d6", spent=False)  # a throw before it was played
    assert not played.bends(3, ThrowRequest(1, 6, 2), "d6", spent=False)  # another seat's
    assert not played.bends(3, request, None, spent=False)  # a crocodile's tooth is no die
    assert not played.bends(4, request, "d6", spent=True)
    assert not BadgeInPlay("c", "half_back", 0, armed_at=0).bends(0, request, "d6", spent=False)


@pytest.mark.parametrize("key", [k for k, b in the_badges().items() if b.of_dice])
def test_each_badge_of_the_dice_bends_the_traveller_s_next_throw_for_the_better_in_each_game(key):
    for game, tavern in TAVERN_OF.items():
        campaign = entered(tavern, key, seed=11)
        match = enter_match(campaign)
        match.play_badge(by_computer=True)
        while match.badges.bent_at is None:  # it waits for a throw of the traveller's whose faces matter
            until_the_traveller_throws(match)
            request = match.state.throw_request()
            state_before = match.state.__class__.from_dict(match.state.to_dict())
            throw = match.throw(match.computer_gesture("hard"))
        badges = match.badges
        assert badges.bent_at == match.throws - 1 and throw.bent, (key, game)
        worth = match.kind.throw_worth
        fates = throw.result.fates
        if match.badge.effect == RETHROW_ONE:  # a chance taken where it is worth taking: one die thrown again
            assert sum(a != b for a, b in zip(badges.after, badges.before)) <= 1
        else:
            assert worth(state_before, request, badges.after, fates) >= worth(
                state_before, request, badges.before, fates
            )
        assert throw.result.values == badges.after
        record = played_out(match).to_replay()
        assert record["badge"]["key"] == key and record["badge"]["bent_at"] == badges.bent_at
        campaign.apply(Settle(record))
        assert key not in campaign.badges and campaign.badges_played == [key]


def test_the_badge_of_mercy_pays_back_half_a_lost_wager_and_the_cup_half_a_won_one():
    mercy, cup, crown = (the_badges()[k] for k in ("tin_mercy", "silver_cup", "gold_crown"))
    assert mercy.coins_paid(wager=100, net=-100, won=False) == 50
    assert mercy.coins_paid(wager=0, net=-400, won=False) == 150  # a coin game's loss, up to its cap
    assert mercy.coins_paid(wager=100, net=200, won=True) == 0
    assert cup.coins_paid(wager=100, net=200, won=True) == 50 and cup.coins_paid(0, 90, True) == 45
    assert cup.coins_paid(wager=100, net=-100, won=False) == 0
    assert crown.coins_paid(wager=200, net=400, won=True) == 200


@pytest.mark.parametrize("key", ["tin_mercy", "silver_cup", "gold_crown"])
def test_a_badge_of_the_coins_is_paid_by_the_house_when_the_match_is_settled(key):
    paid = set()
    for seed in range(12):
        campaign = entered("kennel_yard", key, seed=seed)
        coins, purse = campaign.coins(), campaign.purse
        match = enter_match(campaign)
        match.play_badge(by_computer=True)
        record = played_out(match).to_replay()
        said = campaign.apply(Settle(record))
        won = campaign.wins == 1
        expected = the_badges()[key].coins_paid(30, 30 if won else -30, won)  # the pot: Wren's and d0g's 30
        after = purse + (60 if won else 0)
        assert campaign.purse == after + expected and campaign.coins() == coins
        assert key not in campaign.badges and any("is spent" in line for line in said)
        paid.add(expected > 0)
        if paid == {True, False}:
            break
    assert True in paid


def test_a_badge_carried_and_not_played_stays_in_the_bag():
    campaign = entered("three_cats", "silver_twin")
    match = played_out(enter_match(campaign))
    assert "bent_at" not in match.to_replay()["badge"] and match.to_replay()["badge"]["armed_at"] is None
    campaign.apply(Settle(match.to_replay()))
    assert campaign.badges == ["silver_twin"] and campaign.badges_played == []


def test_a_badge_is_played_once_and_its_refusals_are_one_line():
    campaign = entered("bowl_and_bones", "tin_thumb")
    match = enter_match(campaign)
    assert match.badges.problem(match) is None  # the person's own seat
    said = match.play_badge()
    assert said[0].text == "Wren plays the tin Thumb badge: it bends Wren's next throw of dice that matters."
    with pytest.raises(IllegalAction, match="is played: it is used once a match"):
        match.play_badge()
    assert Match(match.state.options, match.controllers, 1).badges.problem(match) == (
        "no badge was carried into this match"
    )


# --- the road's moves ---


def test_a_counter_sells_badges_a_champion_gives_one_and_no_coin_is_made_or_lost():
    campaign = Campaign.new("Wren", seed=1)
    coins = campaign.coins()
    said = campaign._prize(campaign.tavern)
    assert campaign.badges == ["tin_mercy"] and any("Old Crag gives Wren the tin badge of Mercy" in s for s in said)
    campaign.apply(BuyBadge("tin_second_throw"))
    assert campaign.purse == 1500 - 60 and campaign.houses["bowl_and_bones"] == 60 and campaign.coins() == coins
    for key, why in (
        ("tin_second_throw", "already holds"),
        ("gold_crown", "counter does not sell"),
        ("tin_star", "no badge 'tin_star'"),
    ):
        with pytest.raises(IllegalAction, match=why):
            campaign.apply(BuyBadge(key))
    with pytest.raises(IllegalAction, match="the bag holds no badge 'silver_cup'"):
        campaign.apply(Enter(0, None, "silver_cup"))
    move = Enter(0, None, "tin_mercy")
    assert move_from_dict(move_to_dict(move)) == move
    assert move_from_dict(move_to_dict(BuyBadge("tin_thumb"))) == BuyBadge("tin_thumb")
    assert move_to_dict(Enter(0)) == {"move": "enter", "wager": 0}  # an older run reads as before


def test_a_record_with_another_badge_is_not_the_match_entered():
    campaign = entered("kennel_yard", "tin_thumb")
    record = played_out(enter_match(campaign)).to_replay()
    other = {**record, "badge": {**record["badge"], "key": "gold_sculptor"}}
    with pytest.raises(IllegalAction, match="its badge differs"):
        campaign.apply(Settle(other))
    with pytest.raises(IllegalAction, match="its badge differs"):
        campaign.apply(Settle({k: v for k, v in record.items() if k != "badge"}))
    campaign.apply(Settle(record))


# --- the record: saved, continued, watched again ---


def test_a_road_match_with_a_special_die_and_a_badge_saved_continued_and_watched_throws_the_same_dice(tmp_path):
    campaign = entered("toad_and_tankard", "silver_twin", die="brannoc_lead")
    match = enter_match(campaign)
    for _ in range(6):
        match.play_computer_step("hard")
    match.play_badge()
    for _ in range(25):
        match.play_computer_step("hard")
    assert match.badges.bent_at is not None
    write_slot(1, campaign, match, folder=tmp_path)
    slot = read_slot(1, tmp_path)
    assert slot.match["badge"]["key"] == "silver_twin" and slot.match["badge"]["armed_at"] == match.badge.armed_at
    continued, steps = Match.from_save(SlotMatch(slot, tmp_path).data, "the slot's match")
    for step in steps:
        continued.play_step(step)
    assert continued.state.history == match.state.history and continued.badges.bent_at == match.badges.bent_at
    played_out(continued)
    watched, steps = Match.watched(continued.to_replay())
    for step in steps:
        watched.play_step(step)
    assert watched.state.history == continued.state.history
    assert watched.badges.after == continued.badges.after
    # the record is the seed's only with its badge played when it says: played later, the dice differ
    later = {**continued.to_replay(), "badge": {**continued.to_replay()["badge"], "armed_at": 0}}
    if match.badge.armed_at:
        with pytest.raises(ValueError, match="seeded dice"):
            Match.watched(later)
    campaign.apply(Settle(continued.to_replay()))
    assert campaign.badges == [] and campaign.badges_played == ["silver_twin"]


# --- never off the road ---


def test_a_match_off_the_road_has_no_badge_and_its_record_says_none():
    campaign = entered("bowl_and_bones", None)
    match = enter_match(campaign)
    assert match.badge is None and "badge" not in played_out(match).to_replay()


def a_throw_bent(tavern: str, key: str) -> tuple[Match, Any]:
    """The traveller at ``tavern`` with the badge ``key``, played at their first throw: the match, and that throw."""
    match = enter_match(entered(tavern, key))
    until_the_traveller_throws(match)
    match.play_badge()
    return match, match.throw(match.computer_gesture("hard"))


def test_a_throw_a_badge_bent_is_never_counted_in_the_ledger_s_fairness_figures():
    match, bent = a_throw_bent("three_cats", "gold_sculptor")
    played_out(match)
    counted = sum(sum(counts) for counts in entry_of(match).dice.values())
    match.badges.bent_at = None
    assert counted == sum(sum(counts) for counts in entry_of(match).dice.values()) - len(bent.result.values)


def test_a_save_with_a_badge_is_not_offered_at_the_menu_s_tables_nor_an_online_record_fair(tmp_path):
    from game.online import fairness
    from game.online.verify import verdict

    campaign = entered("kennel_yard", "tin_thumb")
    match = enter_match(campaign)
    match.play_computer_step("hard")
    (tmp_path / "spots-road.json").write_text(json.dumps(match.to_save()))
    shelf = saved_games(tmp_path)
    assert not shelf.games and "a Tavern Road match with a badge" in shelf.notes[0]
    shares = [fairness.new_share(), fairness.new_share()]
    fair = {"commitments": [fairness.commitment(s) for s in shares], "shares": shares}
    rules = GAME_BY_KEY["spots"].rules
    record = played_out(Match(rules.Options(), ("hard", "easy"), fairness.seed_of(shares))).to_replay()
    assert verdict({**record, "fairness": fair})[0] is True
    badge = BadgeInPlay("tin_thumb", TURN_UP, 0, "the tin Thumb badge")
    claimed = verdict({**record, "badge": badge.to_dict(), "fairness": fair})
    assert claimed[0] is False and "only the Tavern Road plays" in claimed[1]


def test_the_talk_says_the_badge_played_and_the_throw_it_bent():
    _, throw = a_throw_bent("sorcery_saloon", "gold_sculptor")
    assert throw.bent == "The gold Sculptor's badge turns one of Wren's dice: 1 becomes 6."


def test_every_dice_effect_is_a_badge_s():
    assert {b.effect for b in the_badges().values() if b.of_dice} == set(DICE_EFFECTS)


# --- at the table ---


def test_at_the_table_the_person_plays_the_badge_once_the_talk_tells_it_and_its_throw():
    from tests.test_flow import flow_of, run

    campaign = entered("sorcery_saloon", "gold_sculptor")
    match = enter_match(campaign)
    flow = flow_of(match)
    flow.play_badge()
    assert flow.log_events[-1].text.startswith("Wren plays the gold Sculptor's badge")
    flow.play_badge()
    assert flow.refusal == "Not allowed: the gold Sculptor's badge is played: it is used once a match."
    run(flow)
    assert match.over and match.badges.bent_at is not None
    told = [e.text for e in flow.log_events if e.kind == "badge"]
    assert len(told) == 2 and "The gold Sculptor's badge" in told[1]


def test_the_table_shows_the_badge_s_token_and_says_why_it_cannot_be_played(window):
    from game.ui.arcade_import import arcade
    from game.ui.badge_token import BadgeToken

    campaign = entered("three_cats", "silver_twin")
    match = enter_match(campaign)
    table = match.definition.screens.table(match)
    window.show_view(table)
    table.on_update(1 / 60)
    table.on_draw()
    token: BadgeToken = table.badge_token
    assert token.button is not None and token.button.text.startswith("Twin badge") and not token.button.disabled
    table.on_key_press(arcade.key.G, 0)
    table.refresh()
    assert token.button.text.startswith("Twin badge: played") and token.button.disabled
    assert table.reasons[token.button] == "the silver Twin badge is played: it bends your next throw"
    plain = Match(match.state.options, match.controllers, 1)
    other = match.definition.screens.table(plain)
    window.show_view(other)
    other.on_draw()
    assert other.badge_token.button is None  # no badge carried: no token


def test_a_regular_at_the_table_has_a_word_when_the_traveller_plays_a_badge(tmp_path):
    from game.campaign.sayings import said_on_a_badge
    from game.services.campaign_slots import CampaignKeeper
    from tests.test_flow import flow_of

    campaign = entered("three_cats", "tin_thumb")
    road = campaign.road
    assert said_on_a_badge(road, campaign.current, 0) == (1, 'Mother Grell: "My cats don\'t care for badges, dear."')
    assert said_on_a_badge(road, {"regulars": []}, 0) is None  # d0g's yard: nobody to speak
    assert all(r.says("badge") for t in road.taverns for r in t.regulars)
    match = enter_match(campaign)
    flow = flow_of(match)
    flow.keeper = CampaignKeeper(1, campaign, match, tmp_path)
    flow.play_badge()
    assert [e.text for e in flow.log_events[-2:]] == [
        "Wren plays the tin Thumb badge: it bends Wren's next throw of dice that matters.",
        'Mother Grell: "My cats don\'t care for badges, dear."',
    ]


@pytest.mark.parametrize(
    ("effect", "why"),
    [(RETHROW_ONE, "no die of it is worth throwing again"), (TURN_UP, "nothing would better it")],
)
def test_a_badge_that_leaves_a_throw_as_it_fell_says_why_in_its_own_words(effect, why):
    """A die thrown again is a chance: where none is worth it, the talk does not say nothing could better it."""
    from types import SimpleNamespace

    from game.core.dice import ThrowRequest
    from game.services.badge_throws import BadgeThrows

    # a throw worth its lowest die: a 1 thrown again could only do better, so only a top face stands as it fell
    request = ThrowRequest(0, 6, 2)
    match = SimpleNamespace(
        throws=3,
        state=SimpleNamespace(die_kind=lambda request: "d6", options=SimpleNamespace(names=("Wren", "Crag"))),
        kind=SimpleNamespace(throw_worth=lambda state, request, values, fates: float(min(values) == 6)),
        dice=SimpleNamespace(die=lambda sides, weights=None: 1),
    )
    throws = BadgeThrows(BadgeInPlay("a_badge", effect, 0, "the test badge", armed_at=2))
    said = throws.bend(match, request, (6, 6), (), None)
    assert said == f"The test badge leaves Wren's 6-6 as it fell: {why}."
