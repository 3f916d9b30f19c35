"""Spelldice through the real views, played by pointing: dice dragged (or
clicked, or keyed) onto wizards and fists, curtains passed, the reveal in
front of everyone, spells cast on another's roll, each moment held to be
read, the round told over, and nothing on the table on top of anything else."""

import random
from collections import Counter

import pytest

from game.games.spelldice.ai import choose_action
from game.games.spelldice.board import BOARD, PickBoard
from game.games.spelldice.commands import shot_moment
from game.games.spelldice.moments import ROLL_SECONDS
from game.games.spelldice.offers import spell_offers
from game.games.spelldice.picking import WHIP_TOKEN
from game.games.spelldice.plaques import plaque_rect
from game.games.spelldice.results import SpelldiceResultsView
from game.games.spelldice.rules import DEADSHOT, SHOT, WHIP, Cast, First, Lower, Options, Pass, Pick
from game.games.spelldice.setup import SpelldiceSetupView
from game.games.spelldice.table import LOG_CARD, SPELLDICE_TABLE
from game.platform.settings import Settings
from game.services.match import Match
from game.ui.arcade_import import arcade
from game.ui.dice_table import DiceTableView
from game.ui.menu import MenuView
from tests.ui import SHOTS, click, drag, draw, key, looks_drawn, opens, run, screenshot, set_picker

pytestmark = pytest.mark.window
NAMES = ("Ada", "Brannoc", "Cora", "Dell", "Mother Grell", "Wick")


def test_menu_to_the_saloon_setup_and_the_table(window):
    window.show_view(MenuView())
    setup = opens(window, window.current_view.game_buttons["spelldice"], SpelldiceSetupView)
    assert setup.heading.text == "Spelldice: Sorcery Saloon"  # one name, as the menu says it
    click(window, setup.count.forward)
    set_picker(window, setup.countdown, 5)
    assert looks_drawn(screenshot(window, SHOTS / "spelldice_setup.png"))
    table = opens(window, setup.start_button, DiceTableView)
    assert len(table.match.state.names) == 5 and table.match.state.options.countdown == 5


def test_the_setup_opens_at_the_player_count_last_started_with(window, pace):
    pace("instant")
    window.show_view(MenuView())
    setup = opens(window, window.current_view.game_buttons["spelldice"], SpelldiceSetupView)
    assert setup.count.value == 4  # a first table: the game's own count
    set_picker(window, setup.count, 6)
    opens(window, setup.start_button, DiceTableView)
    window.show_view(MenuView())
    again = opens(window, window.current_view.game_buttons["spelldice"], SpelldiceSetupView)
    draw(window)
    assert again.count.value == 6 and again.seat_rows[5].visible
    assert Settings.load().table_players == {"spelldice": 6}  # kept on the disk, for the next start too


# --- pointing ---


def centre(box) -> tuple[float, float]:
    left, bottom, width, height = box
    return left + width / 2, bottom + height / 2


def tap(window, point) -> None:
    window.dispatch_event("on_mouse_press", *point, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", *point, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()


def point_pick(window, table, action: Pick, how: str) -> None:
    """Make ``action`` on the pick board as a person would: spells and the
    Whip onto their own fist first, then shots onto their wizards (each lands
    in the first empty fist), by dragging, by click-then-click or by keys."""
    picking = table.part.picking
    order = sorted(range(2), key=lambda k: action.hands[k].kind in (SHOT, DEADSHOT))
    for k in order:
        hand = action.hands[k]
        if hand.kind == "empty":
            continue
        thing = WHIP_TOKEN if hand.kind == WHIP else hand.colour
        slot = picking.slots().index(thing)
        aimed = hand.kind in (SHOT, DEADSHOT)
        goal = (
            centre(plaque_rect(table.match.players, hand.target)) if aimed else centre(PickBoard.fist_boxes(picking)[k])
        )
        if how == "drag":
            drag(window, centre(PickBoard.slot_box(slot)), goal)
        elif how == "click":
            tap(window, centre(PickBoard.slot_box(slot)))
            assert table.part.hand_at_board.selected == thing
            tap(window, goal)
        else:
            key(
                window,
                arcade.key.W
                if thing == WHIP_TOKEN
                else (arcade.key.KEY_1, arcade.key.KEY_2, arcade.key.KEY_3, arcade.key.KEY_4)[slot],
            )
            key(window, getattr(arcade.key, "XCVBNM"[hand.target]) if aimed else (arcade.key.Q, arcade.key.E)[k])
    made = table.part.picking.pick()  # a shot lands in the first empty fist: which hand holds what is the same pick
    assert sorted(map(repr, made.hands)) == sorted(map(repr, action.hands)), f"pointed {made}, meant {action}"


def play(window, table, rng, casts: bool = True, shots_dir=None) -> Counter:
    """Play the table to its end: people by pointing and by the bar's
    buttons, curtains passed, held moments moved on. Returns what was seen."""
    match = table.match
    seen: Counter = Counter()
    kinds: list[str] = []
    begin = table.part.moment_begins

    def noting(moment):
        kinds.append(moment.kind)
        if moment.kind in ("count", "fire", "reveal"):  # the reveal is in front of everyone
            assert table.part.curtain is None
        begin(moment)
        for event in moment.events:
            if event.kind == "spell" and "roll" in event.data and table.animation is not None:
                assert table.animation.face(0) == event.data["roll"], "the die in the bowl kept its old face"
                seen["faces turned"] += 1
            if event.kind == "banished" and table.animation is not None:
                assert not table.animation.dice[0].visible, "a banished die stayed in the bowl"

    table.part.moment_begins = noting
    hows = ("drag", "click", "keys")
    for _ in range(5000):
        if window.current_view is not table:
            break
        run(
            window,
            30,
            until=lambda: (
                window.current_view is not table
                or table.part.curtain is not None
                or table.flow.person_to_decide()
                or table.flow.person_to_throw()
                or (table.flow.moment is not None and table.flow.moment.hold)
            ),
        )
        if window.current_view is not table:
            break
        state = match.state
        if table.part.curtain is not None:
            draw(window)
            assert (
                not table.part.bar.children
                and not table.part.ready_button.visible
                and not table.part.move_on_button.visible
            )
            said = {"before": "Pass the screen to", "after": "pass it on", "last": "every pick is in.\nTurn"}
            assert said[table.part.curtain[0]] in table.part.passing.text.text, table.part.passing.text.text
            key(window, arcade.key.H)  # the old hand says nothing while the screen is hidden...
            assert table.advice.button.disabled and not table.advice.open
            seen[f"curtain {table.part.curtain[0]}"] += 1
            click(window, table.part.passing.button)
            continue
        if table.flow.moment is not None and table.flow.moment.hold:
            seen[f"held {table.flow.moment.kind}"] += 1
            if shots_dir and table.flow.moment.kind == "summary" and not seen["summary shot"]:
                seen["summary shot"] += 1
                assert looks_drawn(screenshot(window, shots_dir / "spelldice_summary.png"))
            if seen[f"held {table.flow.moment.kind}"] % 2:
                click(window, table.part.move_on_button)
            else:
                key(window, arcade.key.ENTER)
            continue
        if table.flow.person_to_throw():
            key(window, arcade.key.SPACE)
            key(window, arcade.key.S)
            seen["throws"] += 1
            continue
        if not table.flow.person_to_decide():
            continue
        before = len(state.history)
        legal = state.legal_actions()
        action = choose_action(state, state.to_move, "normal", rng)
        others_roll = state.window and state.shots[state.window_shot]["shooter"] != state.turn
        offered = [cast for cast, _ in spell_offers(state)]  # the spells the bar offers
        if casts and others_roll and offered:  # a spell on another's roll
            action = offered[0]
        elif isinstance(action, Cast) and action not in offered:  # a spell that changes nothing is not offered
            action = Pass()
        if isinstance(action, Pick):
            assert table.part.picking_now() and not table.advice.open  # ...nor carries it to the next board
            if seen["picks"] == 0:
                key(window, arcade.key.H)
                assert table.advice.open == bool(match.advice())  # the picker's own board has it
                key(window, arcade.key.H)
            how = hows[seen["picks"] % 3]
            point_pick(window, table, action, how)
            click(window, table.part.ready_button)
            seen["picks"] += 1
            seen[f"picked by {how}"] += 1
        elif isinstance(action, (Cast, Pass, First, Lower)):
            buttons = list(table.part.bar.children)
            if isinstance(action, Pass) and state.window:
                key(window, arcade.key.ENTER)
            else:  # the bar's buttons: the spells offered, then a reaction's Pass; or the legal moves
                index = offered.index(action) if state.window else legal.index(action)
                click(window, buttons[index])
            seen["casts"] += isinstance(action, Cast)
        assert len(state.history) == before + 1, f"{action} was not made at the table"
    seen.update(f"moment {kind}" for kind in kinds)
    return seen


def test_one_person_points_against_two_computers_to_the_results(window, pace):
    pace("instant")
    match = Match(Options(names=NAMES[:3]), ("person", "hard", "normal"), seed=11)
    table = SPELLDICE_TABLE(match)
    window.show_view(table)
    seen = play(window, table, random.Random(3), shots_dir=SHOTS)
    assert isinstance(window.current_view, SpelldiceResultsView), match.state.describe_position()
    assert seen["picked by drag"] and seen["picked by click"] and seen["picked by keys"]
    assert seen["casts"] >= 1, "the person never cast a spell on another's roll"
    assert seen["faces turned"] >= 1
    for kind in ("count", "fire", "reveal", "call", "roll", "summary", "game_over"):
        assert seen[f"moment {kind}"], f"no {kind} moment was shown"
    assert seen["held summary"] >= 1 and not seen["curtain before"]  # alone at the table: no curtains


def two_people_behind_the_curtain(window, pace):
    """Ada and Brannoc at a hot-seat table with a computer: the screen hidden before Ada's pick."""
    pace("instant")
    match = Match(Options(names=NAMES[:3]), ("person", "person", "hard"), seed=5)
    table = SPELLDICE_TABLE(match)
    window.show_view(table)
    draw(window)
    assert table.part.curtain == ("before", 0)
    run(window, 0.5)  # read: an Enter lifts it now (one pressed twice at once does not)
    return match, table


def test_hot_seat_curtains_hide_the_picks_and_the_reveal_is_for_everyone(window, pace):
    match, table = two_people_behind_the_curtain(window, pace)
    assert not table.part.picking_now()
    click(window, table.part.passing.button)
    assert table.part.picking_now() and table.part.picking.seat == 0
    seen = play(window, table, random.Random(8))
    assert isinstance(window.current_view, SpelldiceResultsView)
    rounds = match.state.round
    # before each person's pick; after the first person's "pass it on", after the last's "turn it round"
    assert seen["curtain before"] >= 2 * (rounds - 1)
    assert seen["curtain after"] >= rounds - 1 and seen["curtain last"] >= rounds - 1
    assert seen["held gather"] >= rounds - 1 and seen["moment fire"] >= rounds - 1


def test_at_the_default_pace_each_moment_stays_to_be_read_and_the_talk_waits_for_it(window, pace):
    pace("normal", "normal")
    match = Match(Options(names=NAMES[:3]), ("person", "hard", "hard"), seed=2)
    table = SPELLDICE_TABLE(match)
    window.show_view(table)
    draw(window)
    point_pick(window, table, Pick(), "drag")
    begun: list[tuple[str, float, int]] = []
    begin = table.part.moment_begins

    def noting(moment):
        begun.append((moment.kind, table.flow.clock, len(table.flow.log_events)))
        if moment.kind == "count":  # nobody's hands are told before they open
            assert not any(e.kind == "reveal" for e in table.flow.log_events[-6:])
        begin(moment)

    table.part.moment_begins = noting
    click(window, table.part.ready_button)
    run(
        window,
        90,
        until=lambda: (
            table.flow.moment is not None and table.flow.moment.kind == "summary" or table.flow.person_to_decide()
        ),
    )
    kinds = [kind for kind, _, _ in begun]
    assert kinds[0] == "picked" and kinds.index("count") < kinds.index("fire") < kinds.index("reveal") < kinds.index(
        "roll"
    )
    for (kind, start, _), (_, end, _) in zip(begun, begun[1:]):
        if kind in ("roll", "hit", "spell"):
            assert end - start >= ROLL_SECONDS - 1 / 30, f"the {kind} moment went by in {end - start:.2f} s"
    reveal = next(k for k, (kind, _, _) in enumerate(begun) if kind == "reveal")
    assert any(e.kind == "reveal" for e in table.flow.log_events[begun[reveal][2] :])


def test_the_talk_scrolls_back_over_every_round(window, pace):
    pace("instant")
    match = Match(Options(names=NAMES[:4]), ("hard",) * 4, seed=3)
    table = SPELLDICE_TABLE(match)
    window.show_view(table)
    run(window, 200, until=lambda: match.state.round >= 3 and table.part.settled())
    newest = table.talk.card.talk.text
    x, y = centre(LOG_CARD)
    for _ in range(40):
        window.dispatch_event("on_mouse_scroll", x, y, 0, 1)
    window.dispatch_events()
    assert table.talk.card.back == 40 and table.talk.card.talk.text != newest
    shown = table.talk.card.talk.text.split("\n")
    back_to = len(table.flow.log_events) - 40  # the lines shown end forty lines before the newest
    assert shown == [e.text for e in table.flow.log_events[back_to - len(shown) : back_to]]
    assert table.talk.card.title.text == "The talk, read back"
    key(window, arcade.key.END)
    assert table.talk.card.talk.text == newest and table.talk.card.back == 0


# --- nothing on top of anything else ---


def reach(window, players: int, moment: str, seed: int) -> DiceTableView:
    """A table of ``players`` brought to a moment, as ``shot --moment`` does."""
    first = "person" if moment == "pick" else "hard"
    test = shot_moment(type("Args", (), {"moment": moment})())
    for tried in range(seed, seed + 10):  # a game may end before a spell is cast: the next seed's
        match = Match(
            Options(names=NAMES[:players]),
            (first,) + ("hard", "normal", "easy", "hard", "normal")[: players - 1],
            seed=tried,
        )
        table = SPELLDICE_TABLE(match)
        window.show_view(table)
        for _ in range(60_000):
            if test(table):
                draw(window)
                return table
            if window.current_view is not table:
                break
            table.on_update(1 / 60)
    raise AssertionError(f"no {moment} in ten games from seed {seed}")


def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def inside(inner, outer, slack: float = 1) -> bool:
    return (
        inner[0] >= outer[0] - slack
        and inner[1] >= outer[1] - slack
        and inner[0] + inner[2] <= outer[0] + outer[2] + slack
        and inner[1] + inner[3] <= outer[1] + outer[3] + slack
    )


def text_box(text) -> tuple:
    return (text.left, text.bottom, text.right - text.left, text.top - text.bottom)


def widget_box(widget) -> tuple:
    return (widget.rect.left, widget.rect.bottom, widget.rect.width, widget.rect.height)


@pytest.mark.parametrize(
    "players, moment, seed",
    [
        (players, moment, seed)
        for players in (2, 6)
        for moment, seed in (("pick", 1), ("reveal", 1), ("spell", 1), ("summary", 1), ("deadshot", 2))
        if (players, moment) != (2, "deadshot")
    ],
)  # two wizards: the first to fall ends the game
def test_nothing_on_the_table_overlaps(window, pace, players, moment, seed):
    pace("instant")
    table = reach(window, players, moment, seed)
    assert looks_drawn(screenshot(window, SHOTS / f"spelldice_{moment}_{players}.png"))
    boxes = {name: box for name, box in table.part.plaques.boxes.items() if name.startswith("plaque")}
    boxes["talk"] = LOG_CARD
    boxes["menu"] = widget_box(table.menu_button)
    boxes.update({f"bar {k}": widget_box(b) for k, b in enumerate(table.part.bar.children)})
    rolls = {name: box for name, box in table.part.plaques.boxes.items() if name.startswith("roll")}
    if table.part.picking_now():
        boxes["board"] = BOARD
        parts = {name: box for name, box in table.part.board.boxes.items() if name != "board"}
        parts["ready"] = widget_box(table.part.ready_button)
        for name, box in parts.items():
            assert inside(box, BOARD), f"{name} leaves the pick board"
        pairs = list(parts.items())
        for k, (a, box_a) in enumerate(pairs):
            for b, box_b in pairs[k + 1 :]:
                assert not overlaps(box_a, box_b), f"{a} and {b} overlap on the pick board"
        for text in table.part.board.words.texts():
            assert inside(text_box(text), BOARD), f"{text.text!r} leaves the pick board"
        rolls = {}
    if table.part.told.events:
        boxes["summary"] = BOARD
        for text in table.part.told.words.texts():
            assert inside(text_box(text), BOARD), f"{text.text!r} leaves the round's card"
        assert inside(widget_box(table.part.move_on_button), BOARD) or not table.part.move_on_button.visible
        rolls = {}
    pairs = list(boxes.items())
    for k, (a, box_a) in enumerate(pairs):
        for b, box_b in pairs[k + 1 :]:
            assert not overlaps(box_a, box_b), f"{a} and {b} overlap"
    roll_pairs = list(rolls.items())
    for k, (a, box_a) in enumerate(roll_pairs):
        for b, box_b in roll_pairs[k + 1 :]:
            assert not overlaps(box_a, box_b), f"{a} and {b} overlap"
        for b, box_b in boxes.items():
            assert not overlaps(box_a, box_b), f"{a} lies on {b}"
    plaques = [box for name, box in table.part.plaques.boxes.items() if name.startswith("plaque")]
    for text in table.part.plaques.words.texts():
        box = text_box(text)
        assert any(inside(box, plaque) for plaque in plaques) or any(inside(box, r, 2) for r in rolls.values()), (
            f"{text.text!r} leaves its plaque"
        )
    if table.flow.banner_up:
        banner = table.banner.rect  # where it stands: clear of the die it announces
        for name, box in boxes.items():
            assert not overlaps(banner, box), f"the banner lies on {name}"


def at_a_spell_offer(window, pace) -> DiceTableView:
    """A table of 5 s to answer a roll, played on to a roll the person may answer with a spell."""
    pace("instant")
    match = Match(Options(names=NAMES[:2], countdown=5), ("person", "hard"), seed=11)
    table = SPELLDICE_TABLE(match)
    window.show_view(table)
    rng = random.Random(4)
    for _ in range(400):  # on to a roll the person may answer with a spell
        run(window, 20, until=lambda: table.flow.person_to_decide() or table.flow.person_to_throw())
        state = match.state
        if table.flow.person_to_decide() and state.window and spell_offers(state):
            break
        if table.flow.person_to_throw():
            key(window, arcade.key.SPACE)
            key(window, arcade.key.S)
        elif table.flow.person_to_decide() and state.window:  # no spell worth casting: the roll stands by itself
            table.on_update(1 / 60)
        elif table.flow.person_to_decide():
            table.decide(choose_action(state, state.to_move, "normal", rng))
    else:
        pytest.fail("the person was never offered a spell")
    draw(window)
    return table


def test_the_seconds_to_answer_a_roll_count_down_on_the_prompt_and_then_let_it_stand(window, pace):
    table = at_a_spell_offer(window, pace)
    match = table.match
    assert table.prompt.text.endswith("Cast a spell? (5 s)"), table.prompt.text
    assert table.part.roll_answer.pass_button.text == "Let it stand (Enter): 5 s"
    before = len(match.state.history)
    run(window, 1.2)
    assert table.prompt.text.endswith("Cast a spell? (4 s)"), table.prompt.text
    run(window, 2.0)
    assert table.prompt.text.endswith("Cast a spell? (2 s)"), table.prompt.text
    run(window, 2.0)
    assert match.state.history[before] == {"pass": True}  # the time ran out: the roll stands


@pytest.fixture
def reaction_time(window):
    yield lambda time: setattr(window.settings, "reaction_time", time)
    window.settings.reaction_time = "as_set"


def test_the_time_to_react_lengthened_in_the_settings_counts_down_from_more(window, pace, reaction_time):
    reaction_time("longer")
    table = at_a_spell_offer(window, pace)
    before = len(table.match.state.history)
    assert table.prompt.text.endswith("Cast a spell? (10 s)") and table.part.roll_answer.pass_button.text.endswith(
        ": 10 s"
    )
    run(window, 6.0)
    assert table.prompt.text.endswith("Cast a spell? (4 s)") and len(table.match.state.history) == before
    run(window, 4.2)
    assert table.match.state.history[before] == {"pass": True}


def test_the_time_to_react_turned_off_waits_for_the_person(window, pace, reaction_time):
    reaction_time("off")
    table = at_a_spell_offer(window, pace)
    before = len(table.match.state.history)
    assert (
        table.prompt.text.endswith("Cast a spell?")
        and table.part.roll_answer.pass_button.text == "Let it stand (Enter)"
    )
    run(window, 20.0)
    assert len(table.match.state.history) == before and table.part.roll_answer.left is None
    key(window, arcade.key.ENTER)
    assert table.match.state.history[before] == {"pass": True}


def test_an_enter_too_many_after_show_my_dice_raises_no_empty_hands(window, pace):
    match, table = two_people_behind_the_curtain(window, pace)
    key(window, arcade.key.ENTER)  # "I am Ada: show my dice"
    key(window, arcade.key.ENTER)  # and once more, at once
    assert table.part.picking_now() and match.state.history == []
    draw(window)
    assert "your fists are empty" in table.part.pick_note.text
    click(window, table.part.ready_button)  # asked for by the button: hands up, holding nothing
    assert match.state.history and "pick" in match.state.history[0]


def test_an_enter_pressed_twice_lifts_no_curtain_it_brought_down(window, pace):
    """Hands up (or Next round) and a second Enter at once: the screen stays hidden for the next person."""
    match, table = two_people_behind_the_curtain(window, pace)
    key(window, arcade.key.ENTER)  # "I am Ada: show my dice"
    run(window, 1.0)
    click(window, table.part.ready_button)  # hands up, holding nothing
    key(window, arcade.key.ENTER)  # and an Enter at once
    assert table.part.curtain == ("after", 0)
    run(window, 1.0)
    key(window, arcade.key.ENTER)  # pressed when the curtain has been seen: it lifts
    assert table.part.curtain == ("before", 1)


def test_a_refusal_too_long_for_the_pick_board_s_line_is_said_whole_under_the_board(window, pace):
    match, table = two_people_behind_the_curtain(window, pace)
    key(window, arcade.key.ENTER)  # "I am Ada: show my dice"
    draw(window)
    table.controls.undo()  # nothing to take back: its reason was cut short on the board
    draw(window)
    assert table.part.picking_now() and table.flow.clock >= table.part.note_until  # nothing said on the board
    assert "still your turn" in table.prompt.text and "..." not in table.prompt.text


def test_keys_on_a_hidden_screen_do_nothing_and_no_refusal_follows_to_the_next_board(window, pace):
    match, table = two_people_behind_the_curtain(window, pace)
    for symbol in (arcade.key.SPACE, arcade.key.KEY_1, arcade.key.W, arcade.key.C, arcade.key.S, arcade.key.H):
        key(window, symbol)
    assert not table.flow.refusing() and table.part.curtain == ("before", 0) and match.state.history == []
    table.flow.say_refusal("a word for whoever looked last")
    key(window, arcade.key.ENTER)  # the next person looks
    draw(window)
    assert table.part.picking_now() and not table.flow.refusing()
    assert "whoever looked last" not in table.prompt.text


def test_the_talk_read_back_keeps_its_lines_as_new_ones_come_and_never_leaves_the_card_part_empty(window, pace):
    pace("instant")
    match = Match(Options(names=NAMES[:4]), ("hard",) * 4, seed=3)
    table = SPELLDICE_TABLE(match)
    window.show_view(table)
    draw(window)
    key(window, arcade.key.PAGEUP)  # a talk of a line or two: nothing older to read, and nothing moves
    assert table.talk.card.back == 0 and table.talk.card.title.text == "The table talk"
    run(window, 200, until=lambda: match.state.round >= 2 and table.part.settled())
    for _ in range(5):
        key(window, arcade.key.PAGEUP)
    reading = table.talk.card.talk.text
    before = len(table.flow.log_events)
    run(window, 60, until=lambda: len(table.flow.log_events) >= before + 3)
    came = len(table.flow.log_events) - before
    assert came >= 3 and table.talk.card.talk.text == reading  # the lines read stay where they were
    assert table.talk.card.title.text.startswith(f"The talk, read back ({came} new")
    for _ in range(200):
        key(window, arcade.key.PAGEUP)
    oldest = table.talk.card.talk.text.split("\n")
    assert oldest[0] == table.flow.log_events[0].text and len(oldest) == table.talk.card.fits >= 3  # card full


def test_keys_chosen_anew_pick_and_aim_and_the_board_and_plaques_say_them(window, pace):
    pace("instant")
    table = SPELLDICE_TABLE(Match(Options(names=NAMES[:2]), ("person", "hard"), seed=5))
    window.show_view(table)
    run(window, 20, until=table.part.picking_now)
    try:
        window.settings.keys = {"spelldice:pick_1": "KEY_9", "spelldice:aim_2": "G", "spelldice:left_fist": "Z"}
        window.show_view(table)  # back from the Controls page
        draw(window)
        board, plaques = (list(words.texts()) for words in (table.part.board.words, table.part.plaques.words))
        assert any("Keys: 9, 2, 3, 4 and W pick up, Z and E are your fists" in text.text for text in board)
        assert any(text.text == "Left fist (Z)" for text in board)
        assert [text.text for text in plaques if text.text in "XCG"] == ["G"]  # Brannoc's badge (Ada aims at him only)
        first = table.part.picking.slots()[0]
        key(window, arcade.key.KEY_1)  # nor is 1 the first die's
        assert table.part.hand_at_board.selected is None
        key(window, arcade.key.KEY_9)
        assert table.part.hand_at_board.selected == first
        key(window, arcade.key.G)
        assert [(hand.kind, hand.colour, hand.target) for hand in table.part.picking.fists if hand.kind != "empty"] == [
            (SHOT, first, 1)
        ]
    finally:
        window.settings.keys = {}


def test_a_pick_s_key_pressed_at_a_throw_says_why_it_does_nothing(window, pace):
    """Q (the left fist), 1 (a die) and an aim's key at the person's own throw: each says, where the prompt
    is read, that the dice are theirs to throw (they did nothing, silently); nothing is picked or thrown."""
    pace("instant")
    match = Match(Options(names=NAMES[:2]), ("person", "hard"), seed=11)
    table = SPELLDICE_TABLE(match)
    window.show_view(table)
    rng = random.Random(4)
    held = lambda: table.flow.moment is not None and table.flow.moment.hold  # noqa: E731
    for _ in range(400):
        run(window, 20, until=lambda: table.flow.person_to_decide() or table.flow.person_to_throw() or held())
        if table.flow.person_to_throw():
            break
        if held():
            click(window, table.part.move_on_button)
        elif table.flow.person_to_decide():
            table.decide(choose_action(match.state, match.state.to_move, "normal", rng))
    else:
        pytest.fail("the person never threw")
    history = list(match.state.history)
    for symbol in (arcade.key.Q, arcade.key.KEY_1):
        key(window, symbol)
        assert table.prompt.text == "Not allowed: the dice are yours to throw (Space).", symbol
    assert match.state.history == history and table.flow.person_to_throw()


@pytest.mark.parametrize("size", ["normal", "large", "largest"])
def test_a_living_wizard_s_plaque_names_its_pictures_at_every_text_size(window, size):
    """Its shield's name and the Nether-Nether's stand whole under them at every size (at the larger
    sizes they went, a bare number left under the shield), the health die's at Normal, and the shield's
    count is on the shield, not read beside the health die's name."""
    window.settings.text_size = size
    try:
        table = SPELLDICE_TABLE(Match(Options(names=NAMES[:4]), ("person", "hard", "hard", "hard"), seed=5))
        window.show_view(table)
        draw(window)
        table.part.plaques.words.catch_up(10.0)
        said = [text.text for text in table.part.plaques.words.texts()]
    finally:
        window.settings.text_size = "normal"
    assert said.count("hidden") == 4 and said.count("banished") + said.count("nether") == 4, said
    assert said.count("health") == (4 if size == "normal" else 0)
    assert not [words for words in said if words.endswith(" hidden")], said  # no count beside the name


@pytest.mark.parametrize("size", ["normal", "largest"])
def test_with_both_fists_full_the_prompt_says_hands_up_not_to_drag_another_die(window, pace, size):
    """Once the person's fists are full no die can go anywhere else: the prompt says what is next
    (hands up, or take one back), at every text size, not to drag a die onto a wizard."""
    pace("instant")
    window.settings.text_size = size
    try:
        table = SPELLDICE_TABLE(Match(Options(names=NAMES[:3]), ("person", "hard", "hard"), seed=5))
        window.show_view(table)
        run(window, 20, until=table.part.picking_now)
        draw(window)
        assert "drag a die" in table.prompt.text.lower() or "fill your fists" in table.prompt.text
        key(window, arcade.key.KEY_1)
        key(window, arcade.key.C)  # the first die at Brannoc
        key(window, arcade.key.KEY_2)
        key(window, arcade.key.E)  # the second held up in the right fist
        assert all(hand.kind != "empty" for hand in table.part.picking.fists)
        draw(window)
        said = table.prompt.text
        assert "drag a die" not in said.lower() and "fill your fists" not in said, said
        assert "hands up (Enter)" in said, said
    finally:
        window.settings.text_size = "normal"


def test_at_the_largest_size_the_talk_card_shows_the_newest_line_not_a_note_of_it(window, pace):
    """The saloon's talk card is wide and low: at Largest it still holds a line of two rows (the
    table's first, who sit down), said there, not "A long line: All shows it whole." in its place."""
    from game.ui.talk import TOO_LONG

    pace("instant")
    window.settings.text_size = "largest"
    try:
        table = SPELLDICE_TABLE(Match(Options(names=NAMES[:3]), ("person", "hard", "hard"), seed=5))
        window.show_view(table)
        run(window, 20, until=table.part.picking_now)
        draw(window)
        talk = table.talk.card.talk
        shown = [text for text in talk.texts if text.visible]
        newest = talk.shown[-1]
        assert shown and shown[-1].content_height > 40, [text.text for text in shown]  # two rows
        assert all(text.text.replace("\n", " ") != TOO_LONG for text in shown)
        assert talk.said[shown[-1]] == newest and newest.startswith("Spelldice: Ada, Brannoc, Cora sit down")
        assert shown[-1].y + shown[-1].content_height <= table.talk.card.card[1] + table.talk.card.card[3]
    finally:
        window.settings.text_size = "normal"
