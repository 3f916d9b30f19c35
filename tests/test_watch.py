"""Watching a match again: replays keep every throw, each throw is thrown
again from its gesture and seed and comes to rest as recorded (or is placed
there, and said so), files that cannot be watched give one line, and the
viewer is driven through the real views: from the Ledger and the results,
paused, stepped, sought, sped up, taken over, left."""

import json

import pytest

from game.cli import main
from game.games.deaths_will.rules import Options
from game.registry import GAME_BY_KEY, PLAYABLE
from game.services.ledger import load_ledger
from game.services.match import Match
from game.services.records import ReplayError
from game.services.saves import replays_dir, save_replay, saved_games
from game.services.watching import WatchedMatch, check
from game.ui.arcade_import import arcade
from game.ui.ledger_view import LedgerView
from game.ui.replays_view import ReplaysView
from game.ui.watch import TIMELINE
from tests.ui import FRAME, SHOTS, click, draw, key, looks_drawn, run, screenshot


def finished(seed: int = 5, hands: int = 3) -> Match:
    match = Match(Options(names=("Brannoc", "Mother Grell"), hands=hands), ("easy", "hard"), seed)
    while not match.over:
        match.play_computer_step()
    return match


def test_a_replay_keeps_every_throw_and_each_is_thrown_again_as_it_fell(tmp_path):
    match = finished()
    replay = match.to_replay()
    assert replay["format"] == 2 and len(replay["throws"]) == match.throws > 6
    path = tmp_path / "match.json"
    match.save_replay(path)
    assert check(path) == {
        "file": str(path),
        "game": "deaths_will",
        "throws": match.throws,
        "identical": match.throws,
        "placed": 0,
        "results_as_recorded": match.throws,
    }


def test_a_throw_that_does_not_rest_as_recorded_is_placed_where_it_lay(tmp_path):
    replay = finished().to_replay()
    recorded = replay["throws"][0]["rest"][0]
    recorded[0] += 3.0  # another machine's pymunk, say
    path = tmp_path / "moved.json"
    path.write_text(json.dumps(replay))
    figures = check(path)
    assert figures["placed"] == 1 and figures["identical"] == figures["throws"] - 1
    assert figures["results_as_recorded"] == figures["throws"]  # the dice moved, their fates did not
    match, _ = WatchedMatch.of(replay, "moved")
    while match.state.throw_request() is None:  # the ante before the first throw
        match.act(match.computer_action())
    thrown = match.throw(None, again=True)
    assert thrown.placed and [list(die[:3]) for die in thrown.path.frames[-1]][0] == recorded
    assert match.placed == 1


def test_a_throw_whose_dice_fall_otherwise_fails_the_check_and_keeps_the_record(tmp_path, capsys):
    replay = finished().to_replay()
    last = next(k for k in range(len(replay["actions"]) - 1, -1, -1) if "throw" in replay["actions"][k])
    fates = replay["actions"][last]["throw"]["fates"]
    fates[0] = "out" if fates[0] == "kept" else "kept"  # the record says a die went the other way
    replay["actions"] = replay["actions"][: last + 1]
    path = tmp_path / "other.json"
    path.write_text(json.dumps(replay))
    figures = check(path)
    assert figures["results_as_recorded"] == figures["throws"] - 1 and figures["placed"] >= 1
    assert main(["watch", str(path), "--check"]) == 1
    assert json.loads(capsys.readouterr().out)["results_as_recorded"] == figures["results_as_recorded"]


@pytest.mark.parametrize(
    "content, says",
    [
        ('{"game": "deaths_will", "format": 1, "options": {}, "actions": []}', "before throws were kept"),
        ("{not json", "not JSON"),
        ('{"game": "chess", "format": 2}', "'chess', which this version does not play"),
        (
            json.dumps(
                {
                    "game": "deaths_will",
                    "format": 2,
                    "options": Options().to_dict(),
                    "actions": [],
                    "seats": ["easy", "easy"],
                    "seed": "x",
                    "throws": [],
                }
            ),
            "its seed is not a whole number",
        ),
    ],
)
def test_a_file_that_cannot_be_watched_says_why_in_one_line(tmp_path, capsys, content, says):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(ReplayError, match=says):
        check(path)
    assert main(["watch", str(path), "--check"]) == 2
    error = capsys.readouterr().err
    assert says in error and error.count("\n") == 1 and "Traceback" not in error
    assert main(["watch", str(path)]) == 2  # said before any window opens
    assert says in capsys.readouterr().err


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda game: game.key)
def test_sim_keeps_each_match_s_replay_and_every_throw_is_thrown_again_identically(tmp_path, capsys, game):
    folder = tmp_path / "replays"
    assert main(["sim", game.key, "--games", "2", "--seed", "4", "--save-replays", str(folder)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 2
    kept = sorted(folder.glob("*.json"))
    assert [path.name for path in kept] == [f"{game.key}-0001.json", f"{game.key}-0002.json"]
    assert main(["watch", *map(str, kept), "--check"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["files"] == 2 and figures["throws"] > 0
    assert figures["identical"] == figures["throws"] == figures["results_as_recorded"] and figures["placed"] == 0


# --- the viewer, through the real views ---


def watching_from_the_ledger(window, replay: dict):
    """The Ledger, its "Watch a match again", the newest replay's Watch: the table watched again."""
    path = save_replay(replay)
    ledger = LedgerView(back_to=window.current_view)
    window.show_view(ledger)
    click(window, ledger.replays_button)
    replays = window.current_view
    assert isinstance(replays, ReplaysView) and replays.listed[0].path == path
    click(window, replays.watch_buttons[0])
    table = window.current_view
    assert table.watch is not None and table.match.step == 0
    return table, path


@pytest.mark.window
def test_watch_from_the_ledger_pause_step_seek_speed_take_over_and_leave(window, pace):
    pace("normal", "normal")
    match = finished(seed=8, hands=4)
    table, path = watching_from_the_ledger(window, match.to_replay())
    on_disk = path.read_text()
    run(window, 30, until=lambda: table.match.step >= 4 and not table.flow.busy)
    assert table.match.step >= 4 and table.match.state.history == match.state.history[: table.match.step]
    assert looks_drawn(screenshot(window, SHOTS / "watch_playing.png"))
    key(window, arcade.key.SPACE)  # pause: nothing moves on
    assert table.watch.paused and table.watch.pause_button.text == "Play (Space)"
    step, clock = table.match.step, table.flow.clock
    run(window, 3)
    assert (table.match.step, table.flow.clock) == (step, clock)
    assert table.prompt.text.startswith("Paused")
    click(window, table.watch.step_button)  # one move or throw on, then paused again
    run(window, 30, until=lambda: table.watch.paused)
    assert table.watch.paused and table.match.step == step + 1
    click(window, table.watch.back_button)  # and back: the table as it was a step ago
    back = window.current_view
    assert back is not table and back.watch.paused and back.match.step == step
    assert back.match.state.history == match.state.history[:step]
    mark = back.watch.timeline[2]  # a hand's start on the timeline
    window.dispatch_event("on_mouse_press", back.watch.x_of(mark.step), TIMELINE[1] + 4, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()
    sought = window.current_view
    assert sought.match.step == mark.step and mark.label.startswith("Hand")
    assert sought.match.state.history == match.state.history[: mark.step]
    click(window, sought.watch.speed_picker.forward)
    assert sought.watch.speed == 2.0
    key(window, arcade.key.SPACE)
    run(window, 2)
    assert sought.match.step > mark.step  # playing on at twice the speed
    assert looks_drawn(screenshot(window, SHOTS / "watch_sought.png"))
    run(window, 10, until=lambda: not sought.flow.busy)
    standing = list(sought.match.state.history)
    click(window, sought.watch.take_over_button)  # play on from here: a new match of its own
    taken = window.current_view
    assert taken.watch is None and taken.match.state.history == standing
    assert taken.match.controllers == ("person", "hard") and taken.flow.keeper is not None
    assert any(saved.data["actions"] == [dict(a) for a in standing] for saved in saved_games().games)
    assert path.read_text() == on_disk  # the replay is not touched
    window.show_view(sought)
    key(window, arcade.key.ESCAPE)  # leaving comes back to the list
    assert isinstance(window.current_view, ReplaysView)


@pytest.mark.window
def test_watch_again_from_the_results_counts_nothing_and_leads_back_to_them(window, pace):
    pace("instant")
    match = Match(Options(names=("Ada", "Brannoc"), hands=2), ("normal", "hard"), seed=3)
    table = GAME_BY_KEY["deaths_will"].screens.table.for_match(match)
    window.show_view(table)
    run(window, 120, until=lambda: window.current_view is not table)
    results = window.current_view
    ledger_before = load_ledger()[0].total()["played"]
    replays_before = len(list(replays_dir().glob("*.json")))
    click(window, results.watch_button)
    watching = window.current_view
    assert watching.watch is not None and watching.match.step == 0
    click(window, watching.watch.speed_picker.forward)
    click(window, watching.watch.speed_picker.forward)
    click(window, watching.watch.speed_picker.forward)  # 8x
    assert watching.watch.speed == 8.0
    run(window, 120, until=lambda: watching.match.at_end and not watching.flow.busy)
    draw(window)
    assert watching.match.over and window.current_view is watching
    assert watching.prompt.text.startswith("The end of the match")
    assert watching.watch.take_over_button.disabled
    assert watching.match.state.to_dict() == match.state.to_dict()
    assert looks_drawn(screenshot(window, SHOTS / "watch_end.png"))
    assert load_ledger()[0].total()["played"] == ledger_before  # watching counts nothing
    assert len(list(replays_dir().glob("*.json"))) == replays_before
    key(window, arcade.key.ESCAPE)
    assert window.current_view is results


@pytest.mark.window
def test_a_spelldice_pick_stays_hidden_until_its_reveal(window, pace):
    pace("normal", "instant")
    game = GAME_BY_KEY["spelldice"]
    match = game.commands.smoke_match()
    while not match.over:
        match.play_computer_step()
    from game.ui.watch import watch_table

    replay = match.to_replay()
    first_pick = next(k for k, action in enumerate(replay["actions"]) if "pick" in action)
    table = watch_table(replay, "spelldice", back_to=window.current_view, at=first_pick + 1, paused=True)
    window.show_view(table)
    draw(window)
    state = table.match.state
    assert state.phase == "pick" and any(pick is not None for pick in state.picks)
    assert not any(table.part.shown.hands)  # picked, and not shown
    for _ in range(60 * 60):
        if any(table.part.shown.hands):
            break
        table.watch.paused = False
        table.on_update(FRAME)
    assert any(event.kind == "reveal" for event in table.flow.log_events)  # shown from the reveal on


def test_watch_file_opens_the_app_at_the_table_watched_again(tmp_path):
    import os
    import subprocess
    import sys

    path = tmp_path / "match.json"
    finished().save_replay(path)
    env = dict(os.environ, ARCADE_HEADLESS="1", DICE_TAVERN_HOME=str(tmp_path / "home"))
    result = subprocess.run(
        [sys.executable, "-m", "game", "watch", str(path), "--quit-after-first-frame"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert "first frame drawn: DeathsWillTable\n" in result.stdout


@pytest.mark.window
def test_a_click_on_the_timeline_goes_to_the_step_nearest_it_not_the_hand_before(window, pace):
    from game.ui.watch import watch_table

    pace("normal", "instant")
    match = finished(seed=8, hands=4)
    table = watch_table(match.to_replay(), "a match", back_to=window.current_view, paused=True)
    window.show_view(table)
    draw(window)
    marks = [mark.step for mark in table.watch.timeline]
    # a step well inside a hand, a few steps from any tick
    wanted = next(step for step in range(len(table.match.steps)) if min(abs(step - m) for m in marks) >= 3)
    x = table.watch.x_of(wanted) + 0.2  # the pointer a little off the step's exact place
    window.dispatch_event("on_mouse_press", x, TIMELINE[1] + 4, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()
    sought = window.current_view
    assert sought is not table and sought.match.step == wanted
    assert sought.match.state.history == match.state.history[:wanted]


@pytest.mark.window
def test_the_list_of_replays_says_who_won_each_match(window, tmp_path):
    saved = {}
    for seed in (1, 2, 3):  # a draw, Brannoc's win, Mother Grell's
        match = finished(seed=seed)
        won = [name for name, w in zip(match.state.names, match.state.outcome().won) if w]
        saved[save_replay(match.to_replay(), tmp_path)] = f"Won by {' and '.join(won)}." if won else "Nobody won."
    assert len(set(saved.values())) == 3
    view = ReplaysView(window.current_view, tmp_path)
    window.show_view(view)
    draw(window)
    assert len(view.listed) == len(saved)
    for listed, line in zip(view.listed, view.lines):
        assert saved[listed.path] in listed.words and line.text.startswith(listed.words[:40])


@pytest.mark.window
def test_a_watched_match_names_its_seats_as_they_are_and_one_taken_over_is_a_person_s(window, pace):
    """A person's seat watched again is a person's (not "computer, person");
    a simulated match's "easy (seat 1)", taken over, is the person's who took it."""
    from game.core.command_line import seat_names

    pace("instant")
    levels = ("easy", "hard")
    match = Match(Options(names=seat_names(levels), hands=3), levels, seed=5)
    while not match.over:
        match.play_computer_step()
    replay = match.to_replay()
    people = watch_again(window, {**replay, "seats": ["person", "hard"]})
    roles = [people.part.seat_texts[seat]["role"].text for seat in (0, 1)]
    assert [role.split(" (")[1] for role in roles] == ["person)", "computer, hard)"]
    table = watch_again(window, replay)
    assert table.part.seat_texts[0]["role"].text.endswith("(computer, easy)")
    click(window, table.watch.take_over_button)
    taken = window.current_view
    draw(window)
    assert taken.watch is None and taken.match.controllers == ("person", "hard")
    assert taken.match.state.names == ("You", "hard (seat 2)")
    assert taken.part.seat_texts[0]["name"].text == "You" and taken.part.seat_texts[0]["role"].text.endswith("(person)")
    assert all(event.text.count("easy (seat 1)") == 0 for event in taken.match.state.log)


def watch_again(window, replay: dict):
    """A Death's Will replay's table watched again, paused a few steps in."""
    from game.ui.watch import watch_table

    table = watch_table(replay, "the replay", back_to=window.current_view, at=4, paused=True)
    window.show_view(table)
    draw(window)
    return table


def test_a_hot_seat_spelldice_match_watched_again_gathers_nobody_and_hides_nothing(window, pace):
    """Played by two people at one screen, its replay is watched by one: no "gather round" moment
    waits for a press between the picks and the count, and no screen is hidden for a pick."""
    from game.ui.watch import watch_table

    pace("normal", "instant")
    match = GAME_BY_KEY["spelldice"].commands.smoke_match()
    while not match.over:
        match.play_computer_step()
    replay = match.to_replay()
    seats = ["person"] * 2 + list(replay["seats"][2:])  # as two people at one screen had played it
    table = watch_table({**replay, "seats": seats}, "spelldice", back_to=window.current_view)
    window.show_view(table)
    assert table.part.people == 0 and table.match.people_here() == ()
    kinds = set()
    for _ in range(60 * 120):
        if window.current_view is not table or any(e.kind == "fire" for e in table.flow.log_events):
            break
        table.on_update(FRAME)
        if table.flow.moment is not None:
            kinds.add(table.flow.moment.kind)
    for _ in range(60 * 10):  # the round's count, after its fire
        table.on_update(FRAME)
        if table.flow.moment is not None:
            kinds.add(table.flow.moment.kind)
    assert any(e.kind == "fire" for e in table.flow.log_events) and "gather" not in kinds


@pytest.mark.window
def test_a_road_match_with_a_special_die_is_watched_in_its_colours_but_never_taken_over(window, pace):
    """Watched again, a Tavern Road match throws its special die as it was thrown (its talk line, its
    colours); taking it over would bring the die to a menu's table, so it is refused in words."""
    from game.campaign.special_dice import the_special_dice
    from game.core.command_line import seat_names

    pace("instant")
    levels = ("easy", "hard")
    die = the_special_dice()["crag_knucklebone"].loaded()
    match = Match(Options(names=seat_names(levels), hands=3, stakes="low"), levels, seed=5, special=die)
    while not match.over:
        match.play_computer_step()
    table = watch_again(window, match.to_replay())
    assert table.match.special == die
    assert "throws Old Crag's knucklebone." in " ".join(e.text for e in table.flow.log_events)
    click(window, table.watch.take_over_button)
    assert window.current_view is table
    assert "watched, not taken over" in table.flow.refusal
