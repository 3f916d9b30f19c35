"""Games in progress, kept: for every game in the registry, part of a game
played at the table, the window closed, the app opened again and the game
continued from the menu looks exactly as it was and ends exactly as the
same game played without the interruption."""

import random

import pytest
from PIL import Image, ImageChops

from game.registry import PLAYABLE
from game.services.match import Match
from game.services.saves import saved_games, saves_dir
from game.ui import art
from game.ui.arcade_import import arcade
from game.ui.menu import MenuView
from game.ui.pause import WARNING_PAD, PauseView
from tests.ui import FRAME, SHOTS, click, draw, key, pixel, run, screenshot

LEVELS = ("hard", "normal", "easy")


def person_choice(match: Match):
    """The person's decision: what a normal computer player would do, from
    a source fixed by the moves so far, so both runs decide alike."""
    state = match.state
    return match.kind.choose_action(state, state.turn, "normal", random.Random(len(state.history)))


def new_match(game, seed: int) -> Match:
    options = game.play.rules.Options()
    return Match(options, ("person",) + LEVELS[: len(options.names) - 1], seed)


def uninterrupted(game, seed: int) -> Match:
    match = new_match(game, seed)
    while not match.over:
        seat = match.state.turn
        if match.state.throw_request() is not None:
            gesture = match.computer_gesture() if match.is_computer(seat) else match.standard_gesture()
            match.throw(gesture)
        else:
            match.act(match.computer_action() if match.is_computer(seat) else person_choice(match))
    return match


def play_at(window, table, moves: int | None = None) -> None:
    """Play at the table as its person would, the computer players taking
    their turns in the table's own time, until ``moves`` moves are made
    and the person is to act (or, without ``moves``, the game ends)."""
    for _ in range(20000):
        if window.current_view is not table:
            return
        if table.flow.busy:
            table.controls.skip()
            table.on_update(FRAME)
        elif table.flow.person_to_throw() or table.flow.person_to_decide():
            if moves is not None and len(table.match.state.history) >= moves:
                return
            if table.flow.person_to_throw():
                table.hand.throw_standard()
            else:
                table.decide(person_choice(table.match))
        else:
            table.on_update(0.25)
    raise AssertionError("the game did not end")


def settled(window, table):
    """The table as a player sees it after a moment: any banner has faded (a hand won's is read longer)."""
    run(window, 2.5)
    run(window, 3, until=lambda: not table.flow.banner_up)
    return table


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda game: game.key)
def test_a_game_closed_and_continued_looks_as_it_was_and_ends_as_if_never_left(window, game):
    seed = 11
    reference = uninterrupted(game, seed)
    for old in saved_games().games:
        old.remove()
    table = game.screens.table.for_match(new_match(game, seed))
    window.show_view(table)
    play_at(window, table, moves=len(reference.state.history) // 2)
    assert not table.match.over, "the game ended before it could be left"
    settled(window, table)
    before = screenshot(window, SHOTS / f"continue_{game.key}_before.png")
    window.keep_current_game()  # the window closes

    menu = MenuView()  # the app opens again
    window.show_view(menu)
    run(window, 3 * FRAME)
    (row,) = [row for row in menu.save_rows if row.saved is not None]
    assert row.entry.text.startswith(game.title.split(":")[0] + ", ")
    assert row.entry.words_size[0] <= row.entry.width - 8
    click(window, row.entry)
    continued = window.current_view
    assert type(continued) is type(table) and continued is not table
    assert continued.match.state.to_dict() == table.match.state.to_dict()
    assert (
        continued.match.throws == table.match.throws and continued.match.physics.resting == table.match.physics.resting
    )
    # drawn a few times, as a player's eye takes in the table: a table lays its many new words out over
    # its first frames (game.ui.kept_words), fewer a frame on a busy machine; the game does not move on
    for _ in range(12):
        draw(window)
    after = screenshot(window, SHOTS / f"continue_{game.key}_after.png")
    differ = ImageChops.difference(Image.open(before).convert("RGB"), Image.open(after).convert("RGB"))
    changed = sum(1 for pixel in differ.getdata() if max(pixel) > 40)
    assert changed < 0.002 * differ.width * differ.height, f"{changed} pixels differ"

    play_at(window, continued)
    assert continued.match.over
    assert continued.match.state.to_dict() == reference.state.to_dict()
    assert saved_games().games == []  # a finished game's save is removed
    window.show_view(MenuView())


def start_kept_game(window, game_key: str = "deaths_will"):
    game = next(game for game in PLAYABLE if game.key == game_key)
    table = game.screens.table.for_match(new_match(game, 5))
    window.show_view(table)
    play_at(window, table, moves=3)
    return table


@pytest.mark.pixels  # it reads the pixels drawn
def test_save_and_quit_keeps_the_game_and_abandon_asks_then_removes_it(window):
    for old in saved_games().games:
        old.remove()
    table = start_kept_game(window)
    key(window, arcade.key.ESCAPE)
    pause = window.current_view
    assert isinstance(pause, PauseView)
    click(window, pause.quit_button)
    assert window.current_view is pause and pause.leave_row.visible  # asked first, as the settings say
    draw(window)
    card = pause.card_rect()
    assert pixel(card.left, card.y) == tuple(art.PANEL_EDGE)[:3]  # on a card of its own, not on the table
    screenshot(window, SHOTS / "pause_leave.png")
    click(window, pause.leave_button)
    assert isinstance(window.current_view, MenuView)
    (kept,) = saved_games().games
    assert kept.data["actions"] == table.match.state.history

    window.show_view(table)
    key(window, arcade.key.ESCAPE)
    pause = window.current_view
    click(window, pause.abandon_button)
    assert pause.asking and not pause.menu_column.visible
    screenshot(window, SHOTS / "pause_abandon.png")
    click(window, pause.keep_button)  # not yet
    assert not pause.asking and saved_games().games
    click(window, pause.abandon_button)
    click(window, pause.confirm_button)
    assert isinstance(window.current_view, MenuView)
    assert saved_games().games == [] and list(saves_dir().glob("*")) == []


def test_the_menu_removes_a_game_in_progress_only_when_asked_twice(window):
    for old in saved_games().games:
        old.remove()
    start_kept_game(window)
    start_kept_game(window, "spottle")
    menu = MenuView()
    window.show_view(menu)
    run(window, 3 * FRAME)
    rows = [row for row in menu.save_rows if row.saved is not None]
    assert [row.saved.data["game"] for row in rows] == ["spottle", "deaths_will"]  # newest first
    screenshot(window, SHOTS / "menu_games_in_progress.png")
    click(window, rows[0].remove)
    assert rows[0].question.visible and not rows[0].row.visible
    click(window, rows[0].keep)
    assert rows[0].row.visible and len(saved_games().games) == 2
    click(window, rows[0].remove)
    click(window, rows[0].confirm)
    assert [game.data["game"] for game in saved_games().games] == ["deaths_will"]
    assert [row.saved.data["game"] for row in menu.save_rows if row.saved] == ["deaths_will"]
    saved_games().games[0].remove()


def test_many_games_in_progress_page_on_the_menu(window):
    for old in saved_games().games:
        old.remove()
    for seed in range(7):
        game = PLAYABLE[seed % len(PLAYABLE)]
        match = new_match(game, seed)
        keeper = game.screens.table.for_match(match).flow.keeper
        keeper.started -= 60 * (7 - seed)
        if match.state.throw_request() is None:
            match.act(person_choice(match))
        else:
            match.throw(match.standard_gesture())
        keeper.save()
        keeper.flush()
    menu = MenuView()
    window.show_view(menu)
    run(window, 3 * FRAME)
    assert len([row for row in menu.save_rows if row.saved]) == 5 and menu.newer_button.disabled
    click(window, menu.older_button)
    assert len([row for row in menu.save_rows if row.saved]) == 2 and menu.older_button.disabled
    click(window, menu.newer_button)
    assert menu.page == 0
    for old in saved_games().games:
        old.remove()
    draw(window)


def test_a_save_the_disk_refuses_is_said_and_a_second_press_leaves_without_it(window, tmp_path):
    table = start_kept_game(window)
    blocked = tmp_path / "not a folder"
    blocked.write_text("")
    table.flow.keeper.path = blocked / "game.json"  # its folder is a file: every write fails
    key(window, arcade.key.ESCAPE)
    pause = window.current_view
    click(window, pause.quit_button)
    click(window, pause.leave_button)
    assert window.current_view is pause and pause.save_refused
    assert pause.warning.text.startswith("Careful: the game could not be saved")
    assert pause.quit_button.text == "Quit without saving"
    draw(window)
    buttons = [b for b in (pause.resume_button, pause.quit_button, pause.abandon_button) if b.visible]
    card_top = pause.warning.top + WARNING_PAD
    assert pause.warning.bottom - WARNING_PAD > 0 and card_top < min(b.rect.bottom for b in buttons)  # under them
    screenshot(window, SHOTS / "pause_save_refused.png")
    click(window, pause.quit_button)
    assert isinstance(window.current_view, MenuView)
    for old in saved_games().games:
        old.remove()


def test_the_menu_says_when_no_game_is_in_progress(window):
    for old in saved_games().games:
        old.remove()
    menu = MenuView()
    window.show_view(menu)
    run(window, 3 * FRAME)
    assert all(row.saved is None and not row.row.visible for row in menu.save_rows)
    assert menu.nothing_saved.text.startswith("No game in progress")
    screenshot(window, SHOTS / "menu_nothing_in_progress.png")
