"""Spottle's rules and rulings, one test each, and the seed's example."""

import json

import pytest

from game.core.dice import Fate, ThrowResult
from game.core.errors import IllegalAction
from game.core.moves import CHANCE, TERMINAL
from game.games.spottle.rules import (
    JAW_FEE,
    MAX_PLAYERS,
    TEETH,
    Accept,
    Bet,
    Hold,
    Leave,
    Offer,
    Options,
    Raise,
    SitOut,
    State,
    Withdraw,
    outcome,
    replay,
)


def kept(value: int) -> ThrowResult:
    return ThrowResult.kept(value)


def swallowed(value: int) -> ThrowResult:
    return ThrowResult((value,), (Fate.SWALLOWED,))


def table(*purses: int, **options) -> State:
    names = ("Crag", "Soily", "Wren", "Tam", "Ody", "Pell")[: len(purses)]
    return State.new(Options(names=names, purses=purses, **options))


def play_round(state: State, bets, firsts, master, declares, seconds) -> None:
    """One round, every player betting: bets are Bet/Offer moves (an Offer is
    accepted), then the dice in the order the rules ask for them."""
    for move in bets:
        state.apply(move)
        if isinstance(move, Offer):
            state.apply(Accept())
    for die in firsts:
        state.apply(die)
    state.apply(kept(master[0]))
    for declare, die in zip(declares, seconds):
        state.apply(declare)
        state.apply(die)
    state.apply(kept(master[1]))


def test_sitting_down_pays_one_copper_per_die():
    state = table(100, 50)
    assert state.purses == [98, 48]
    assert state.bank == 20_000 + 4
    assert [e.text for e in state.log if e.kind == "fee"] == [
        "Crag pays the Master 2 cp for two treated dice.",
        "Soily pays the Master 2 cp for two treated dice.",
    ]
    assert state.phase == "bet" and state.turn == 0 and state.round == 1


@pytest.mark.parametrize(
    "total, master, result",
    [
        (11, 5, "bust"),
        (12, 2, "bust"),
        (11, 11, "bust"),
        (12, 12, "bust"),
        (11, 12, "bust"),
        (9, 11, "lose"),
        (10, 12, "lose"),
        (10, 9, "win"),
        (7, 7, "push"),
        (0, 2, "lose"),
        (2, 2, "push"),
    ],
)
def test_outcome_against_the_master(total, master, result):
    assert outcome(total, master) == result


def test_win_is_paid_the_bet_and_a_raise_doubles_it():
    state = table(100, 100)
    bank = state.bank
    play_round(state, [Bet(10), Bet(10)], [kept(5), kept(5)], (3, 3), [Raise(), Hold()], [kept(5), kept(5)])
    assert state.purses == [98 + 20, 98 + 10]
    assert state.bank == bank - 30
    assert [r["change"] for r in state.round_results[-1]["results"]] == [20, 10]


def test_loss_forfeits_the_bet_and_a_raise_doubles_it():
    state = table(100, 100)
    bank = state.bank
    play_round(state, [Bet(10), Bet(10)], [kept(2), kept(2)], (6, 4), [Raise(), Hold()], [kept(1), kept(1)])
    assert state.purses == [98 - 20, 98 - 10]
    assert state.bank == bank + 30
    assert [r["change"] for r in state.round_results[-1]["results"]] == [-20, -10]


def test_eleven_or_twelve_loses_even_when_the_master_busts_too():
    state = table(100, 100)
    play_round(state, [Bet(10), Bet(10)], [kept(5), kept(6)], (6, 5), [Hold(), Raise()], [kept(6), kept(6)])
    assert state.master_rolls == [None, None]  # a new round has begun
    last = state.round_results[-1]
    assert last["master_total"] == 11
    assert [r["result"] for r in last["results"]] == ["bust", "bust"]
    assert state.purses == [88, 78]


def test_a_push_keeps_the_bet():
    state = table(100)
    play_round(state, [Bet(10)], [kept(4)], (3, 4), [Raise()], [kept(3)])
    assert state.purses == [98]
    assert state.round_results[-1]["results"][0]["result"] == "push"
    assert any(e.text == "Crag keeps the bet: 7 against 7, a push." for e in state.log)


def test_the_round_goes_in_the_rulings_order():
    """Bets in seat order, each player's first die, the Master's first, then
    each player declares and throws the second die, then the Master's second."""
    state = table(100, 100, 100)
    order = []
    state.apply(Bet(3))
    state.apply(SitOut())  # the middle seat sits this round out
    state.apply(Bet(4))
    while not state.round_results:
        request = state.throw_request()
        if request is None:
            order.append(("declare", state.turn))
            state.apply(Hold())
        else:
            order.append(("throw", request.thrower))
            state.apply(kept(2))
    master = state.master
    assert order == [
        ("throw", 0),
        ("throw", 2),
        ("throw", master),
        ("declare", 0),
        ("throw", 0),
        ("declare", 2),
        ("throw", 2),
        ("throw", master),
    ]
    assert [r["change"] for r in state.round_results[-1]["results"]] == [0, 0]  # 4 against 4: pushes


def test_raise_only_when_the_purse_can_double_the_bet():
    state = table(30)
    state.apply(Bet(20))
    state.apply(kept(4))
    state.apply(kept(3))
    assert state.phase == "declare"
    assert state.legal_actions() == [Hold()]
    before = state.to_dict()
    with pytest.raises(IllegalAction) as refused:
        state.apply(Raise())
    assert "Crag has 8 cp, not the 2 sp a raise adds" in str(refused.value)
    assert "round 1, Crag to raise or hold" in str(refused.value)
    assert state.to_dict() == before


def test_the_seeds_example_swallowed_second_die_counts_zero_and_costs_a_copper():
    state = table(100)
    state.apply(Bet(5))
    state.apply(kept(2))
    state.apply(kept(1))
    state.apply(Hold())
    state.apply(swallowed(6))
    assert state.total(0) == 2
    assert state.dice == [1] and state.owed == [1]
    purse = state.purses[0]
    state.apply(kept(1))  # the Master's 2 beats nothing: 2 against 2 is a push
    assert state.round_results[-1]["results"][0]["total"] == 2
    assert state.round == 2
    assert state.purses[0] == purse + 5 - 1  # the bet back, then a copper for a new die
    assert state.dice == [2] and state.owed == [0]
    assert "Crag pays the Master 1 cp for a new treated die." in [e.text for e in state.log]


def test_a_swallowed_die_cannot_be_replaced_that_round():
    state = table(100)
    state.apply(Bet(5))
    state.apply(swallowed(4))
    assert state.rolls[0] == [0, None]
    assert state.phase == "master"  # no second throw of the first die: the round goes on
    state.apply(kept(3))
    state.apply(Hold())
    assert state.phase == "throw" and state.die == 1


def test_the_toad_never_eats_the_masters_dice():
    state = table(100)
    state.apply(Bet(5))
    state.apply(kept(3))
    before = state.to_dict()
    with pytest.raises(IllegalAction, match="the toad never eats the Master's dice"):
        state.apply(swallowed(4))
    assert state.to_dict() == before


def later(value: int, *taken: tuple[int, int]) -> ThrowResult:
    """A throw that comes to rest, after which the toad takes dice lying on the table."""
    return ThrowResult((value,), (Fate.KEPT,), taken)


def test_a_die_taken_later_counts_zero_and_costs_a_copper_and_a_raise_stands():
    state = table(100, 100)
    state.apply(Bet(10))
    state.apply(Bet(10))
    state.apply(kept(5))  # Crag's first die
    state.apply(kept(4))  # Soily's first die
    state.apply(kept(2))  # the Master's first
    state.apply(Raise())
    purse = state.purses[0]
    state.apply(later(3, (0, 0)))  # Crag's second die knocks his own 5 under the toad's nose
    assert state.rolls[0] == [0, 3] and state.lost[0] == ["toad", None]
    assert state.total(0) == 3 and state.dice[0] == 1 and state.owed[0] == 1
    assert state.bets[0]["raised"] and state.purses[0] == purse  # the raise stands
    said = [e for e in state.log if e.kind == "snapped_up"][-1]
    assert said.text == (
        "The toad snaps up Crag's 5 as Crag's die rolls past! It counts 0 (total 3); a new die costs 1 cp."
    )
    state.apply(Hold())
    state.apply(kept(6))
    state.apply(later(5, (1, 1)))  # the Master's second die knocks Soily's 6 into reach
    last = state.round_results[-1]
    assert [r["total"] for r in last["results"]] == [3, 4]
    assert last["lost"] == [["toad", None], [None, "toad"]]
    assert [e.text for e in state.log if e.kind == "snapped_up"][-1].startswith(
        "The toad snaps up Soily's 6 as the Master's die rolls past!"
    )
    assert state.round == 2 and state.dice == [2, 2] and state.owed == [0, 0]


@pytest.mark.parametrize(
    "taken, reason",
    [
        (((2, 0),), "the toad never eats the Master's dice"),
        (((1, 0),), "Soily's first die has not been thrown this round"),
        (((0, 1),), "Crag's second die has not been thrown this round"),
        (((0, 0), (0, 0)), "the toad cannot take the same die twice"),
        (((5, 0),), "there is no die 1 of seat 6 at this table"),
    ],
)
def test_the_toad_takes_later_only_a_players_die_lying_on_the_table(taken, reason):
    state = table(100, 100)
    state.apply(Bet(10))
    state.apply(Bet(10))
    state.apply(kept(5))
    before = state.to_dict()
    with pytest.raises(IllegalAction, match=reason):
        state.apply(later(4, *taken))
    assert state.to_dict() == before


def test_a_die_already_taken_cannot_be_taken_again_and_nothing_takes_dice_by_a_tray():
    state = table(100, 100)
    state.apply(Bet(10))
    state.apply(Bet(10))
    state.apply(swallowed(5))
    with pytest.raises(IllegalAction, match="Crag's first die is no longer on the table"):
        state.apply(later(4, (0, 0)))
    crocodile = table(100, toad="crocodile")
    crocodile.apply(Bet(10))
    crocodile.apply(kept(2))  # the tooth held
    with pytest.raises(IllegalAction, match="nothing takes dice lying by a tray"):
        crocodile.apply(later(4, (0, 0)))


def test_late_strikes_replay_and_survive_json():
    state = table(100, 100)
    for move in (Bet(10), Bet(10), kept(5), later(4, (0, 0)), kept(2)):
        state.apply(move)
    assert ThrowResult.from_dict(json.loads(json.dumps(later(4, (0, 0)).to_dict()))) == later(4, (0, 0))
    assert "taken_later" not in kept(4).to_dict()  # other throws read as before
    again = replay(state.options, state.history)
    assert again.to_dict() == state.to_dict()
    assert again.rolls == [[0, None], [4, None]]


def test_without_the_toad_no_die_is_swallowed():
    state = table(100, toad="randomizer")
    state.apply(kept(12))
    state.apply(Bet(5))
    with pytest.raises(IllegalAction, match="nothing swallows dice"):
        state.apply(swallowed(4))


def test_object_bet_is_valued_lost_to_the_master_and_never_duplicated():
    state = table(100)
    assert "oil" in state.inventories[0]
    objects = state.objects()
    state.apply(Offer("oil"))
    assert state.phase == "value" and state.offer == {"item": "oil", "value": 200}
    assert "Crag offers a flask of oil; the Master values it at 2 gp." in [e.text for e in state.log]
    state.apply(Accept())
    assert "oil" not in state.inventories[0] and state.objects() == objects
    state.apply(kept(1))
    state.apply(kept(6))
    state.apply(Hold())
    state.apply(kept(1))
    state.apply(kept(6))
    assert state.hoard == ["oil"] and "oil" not in state.inventories[0]
    assert state.objects() == objects
    assert state.summary()["objects_lost"] == [["oil"]]


def test_a_won_object_bet_is_paid_in_coins_and_the_object_stays():
    state = table(100)
    bank = state.bank
    play_round(state, [Offer("rope")], [kept(5)], (1, 1), [Hold()], [kept(4)])
    assert "rope" in state.inventories[0]
    assert state.purses[0] == 98 + 100 and state.bank == bank - 100


def test_raising_an_object_bet_adds_its_value_in_coins():
    state = table(150)
    play_round(state, [Offer("rope")], [kept(1)], (6, 6), [Raise()], [kept(1)])
    assert state.purses[0] == 148 - 100
    assert state.hoard == ["rope"]


def test_refusing_a_valuation_lets_the_player_bet_again_or_sit_out():
    state = table(100, 100)
    state.apply(Offer("oil"))
    state.apply(Withdraw())
    assert state.phase == "bet" and state.turn == 0 and "oil" in state.inventories[0]
    state.apply(Offer("oil"))
    state.apply(SitOut())
    assert state.turn == 1 and state.bets[0] is False and "oil" in state.inventories[0]


def test_table_limit_caps_bets_and_valuations():
    state = table(500, limit=50)
    with pytest.raises(IllegalAction, match="the table limit is 1 ep"):
        state.apply(Bet(51))
    assert max(a.coins for a in state.legal_actions() if isinstance(a, Bet)) == 50
    state.apply(Offer("oil"))
    assert state.offer["value"] == 50


def test_bad_bets_are_refused_with_the_reason():
    state = table(100)
    for move, reason in [
        (Bet(0), "the smallest bet is 1 cp"),
        (Bet(99), "Crag has only 1 ep 4 sp 8 cp"),
        (Offer("lantern"), "Crag has no lantern to bet"),
        (Raise(), "Crag must bet"),
        (kept(3), "no dice are due"),
    ]:
        before = state.to_dict()
        with pytest.raises(IllegalAction) as refused:
            state.apply(move)
        assert reason in str(refused.value)
        assert state.to_dict() == before


def test_players_who_cannot_pay_for_dice_leave_and_the_session_ends():
    state = table(12)
    play_round(state, [Bet(10)], [kept(1)], (6, 6), [Hold()], [swallowed(1)])
    # 0 cp left, a die owed: he cannot pay and leaves; nobody is left
    assert state.seated == [False]
    assert state.over and state.to_move == TERMINAL
    texts = [e.text for e in state.log]
    assert "Crag cannot pay 1 cp for treated dice and leaves the table." in texts
    assert texts[-1] == "Every player has left the table."


def test_a_player_with_no_coins_can_still_bet_an_object():
    state = table(12, 100)
    play_round(state, [Bet(10), Bet(1)], [kept(1), kept(1)], (6, 6), [Hold(), Hold()], [kept(1), kept(1)])
    assert state.purses[0] == 0 and state.seated[0]
    assert all(not isinstance(a, Bet) for a in state.legal_actions())
    state.apply(Offer("rope"))
    state.apply(Accept())
    assert state.bets[0]["item"] == "rope"


def test_leaving_and_the_master_closing_the_table():
    state = table(100, 100, rounds=1)
    state.apply(Leave())
    assert not state.seated[0] and state.turn == 1
    state.apply(Bet(3))
    state.apply(kept(3))
    state.apply(kept(3))
    state.apply(Hold())
    state.apply(kept(3))
    state.apply(kept(3))
    assert state.over
    assert state.log[-1].text == "The Master closes the table after 1 round."


def test_nobody_betting_passes_the_round():
    state = table(100, 100, rounds=3)
    state.apply(SitOut())
    state.apply(SitOut())
    assert state.round == 2 and state.phase == "bet"


def test_the_crocodile_snaps_one_tooth_in_twelve_and_costs_two_copper():
    state = table(100, toad="crocodile")
    state.apply(Bet(5))
    assert state.to_move == CHANCE and state.throw_request().place == "jaw"
    assert state.throw_request().sides == TEETH
    state.apply(kept(7))  # not the trap tooth
    assert state.phase == "throw" and state.teeth_pressed == 1
    state.apply(kept(4))
    state.apply(kept(2))  # the Master
    state.apply(Hold())
    assert state.throw_request().sides == TEETH - 1
    state.apply(kept(1))  # SNAP
    assert state.teeth_pressed == 0 and state.rolls[0] == [4, 0]
    assert state.phase == "master"
    state.apply(kept(3))
    assert state.owed == [0] and state.dice == [2]
    fee = [e for e in state.log if e.kind == "fee"][-1]
    assert fee.data["amount"] == JAW_FEE


def test_the_randomizer_names_a_seat_that_loses_its_second_die():
    state = table(100, 100, toad="randomizer")
    request = state.throw_request()
    assert request.thrower == state.master and request.sides == 12
    assert request.sides > MAX_PLAYERS + 1  # more faces than the seats of a full table, the Master's too
    state.apply(kept(2))  # names seat 2: Soily
    assert state.doomed == 1
    state.apply(Bet(5))
    state.apply(Bet(5))
    state.apply(kept(3))
    state.apply(kept(3))
    state.apply(kept(3))
    state.apply(Hold())
    state.apply(kept(3))
    state.apply(Hold())  # Soily has no second die to throw
    assert state.rolls[1] == [3, 0] and state.phase == "master"
    state.apply(kept(1))
    assert state.owed == [0, 0] and state.purses[1] == 98 - 5 - 1


def test_a_randomizer_number_past_the_seats_spares_everyone():
    state = table(100, 100, toad="randomizer")
    state.apply(kept(9))
    assert state.doomed is None and state.phase == "bet"


def test_json_round_trip_and_replay():
    state = table(100, 100)
    play_round(state, [Offer("oil"), Bet(7)], [kept(2), swallowed(5)], (3, 4), [Hold(), Raise()], [kept(6), kept(2)])
    data = json.loads(json.dumps(state.to_dict()))
    assert State.from_dict(data).to_dict() == state.to_dict()
    again = replay(state.options, state.history)
    assert again.to_dict() == state.to_dict()


def test_options_are_checked():
    assert Options(names=()).problem() == "Spottle seats 1 to 6 players"
    assert "two treated dice" in Options(names=("A",), purses=(1,)).problem()
    assert "unknown toad option" in Options(toad="newt").problem()
    assert Options(names=tuple("ABCDEF"), purses=(10,) * 6).problem() is None
