"""Whole matches driven through the real views, headless, by mouse and keys."""

from pathlib import Path

import pytest

from game.rules.deaths_will import Ante
from game.scenes import art
from game.scenes.arcade_import import arcade
from game.scenes.deaths_will_setup import DeathsWillSetupView
from game.scenes.deaths_will_table import DeathsWillTableView
from game.scenes.menu import MenuView
from game.scenes.pause import PauseView
from game.scenes.results import ResultsView
from game.scenes.rules_view import RulesView
from tests.ui import click, drag, draw, key, looks_drawn, replace_text, run, screenshot

pytestmark = pytest.mark.window
SHOTS = Path(__file__).resolve().parent.parent / "shots"


def open_setup(window) -> DeathsWillSetupView:
    window.show_view(MenuView())
    click(window, window.current_view.game_buttons["deaths_will"])
    assert isinstance(window.current_view, DeathsWillSetupView)
    return window.current_view


def set_picker(window, picker, value) -> None:
    for _ in range(len(picker.choices)):
        if picker.value == value:
            return
        click(window, picker.forward)
    raise AssertionError(f"{value!r} is not among the choices")


def test_menu_shows_all_five_games_and_the_playable_ones_open(window):
    window.show_view(MenuView())
    view = window.current_view
    assert [b.disabled for b in view.game_buttons.values()] == [False, False, False, True, True]
    click(window, view.game_buttons["spots"])
    assert window.current_view is view
    assert looks_drawn(screenshot(window, SHOTS / "menu.png"))


def test_a_person_plays_a_whole_match_against_the_computer_from_menu_to_results(window):
    setup = open_setup(window)
    replace_text(window, setup.names[0], "Crag")
    set_picker(window, setup.seats[1], "hard")
    set_picker(window, setup.hands, 1)
    set_picker(window, setup.stakes, "low")
    assert looks_drawn(screenshot(window, SHOTS / "setup.png"))
    click(window, setup.start_button)
    table = window.current_view
    assert isinstance(table, DeathsWillTableView)
    match = table.match
    assert match.state.names == ("Crag", "Mother Grell") and match.state.stakes.sides == 4
    assert match.controllers == ("person", "hard")

    throws_by_drag = 0
    for _ in range(200):
        if isinstance(window.current_view, ResultsView):
            break
        run(window, 6, until=lambda: table.person_to_decide() or table.person_to_throw()
            or window.current_view is not table)
        if table.person_to_decide():
            assert not table.ante_button.disabled
            click(window, table.ante_button)
        elif table.person_to_throw():
            # a gentle drag up the table, from the near side toward the bowl
            drag(window, (640, 150), (645, 260))
            throws_by_drag += 1
            assert table.busy
            if throws_by_drag % 2:
                key(window, arcade.key.S)   # skip: the dice jump to rest
                assert table.animation.done
    assert isinstance(window.current_view, ResultsView), "the match never reached the results"
    assert throws_by_drag >= 1
    assert match.over and match.state.total_coins() == sum(match.state.options.purses) == 2 * 20
    assert "Replay saved to" in window.current_view.saved
    assert looks_drawn(screenshot(window, SHOTS / "results.png"))
    click(window, window.current_view.menu_button)
    assert isinstance(window.current_view, MenuView)


def test_hot_seat_two_people_play_with_keys_and_raise(window):
    setup = open_setup(window)
    set_picker(window, setup.seats[1], "person")
    set_picker(window, setup.hands, 1)
    click(window, setup.start_button)
    table = window.current_view
    state = table.match.state
    key(window, arcade.key.UP)
    key(window, arcade.key.UP)
    assert table.raise_label.text == "Raise 2 sp"
    key(window, arcade.key.A)
    assert state.ante == 30 and state.pot == 30
    assert table.ante_button.disabled and not table.throw_button.disabled
    key(window, arcade.key.SPACE)
    run(window, 8, until=lambda: not table.busy)
    assert table.animation.done
    assert state.log[-1].kind != "ante"
    # Whoever is to act now is a person too: the prompt names them.
    if not state.over:
        assert state.names[state.turn] in table.prompt.text
    assert looks_drawn(screenshot(window, SHOTS / "table.png"))


def test_illegal_raise_is_refused_and_leaves_the_table_unchanged(window):
    setup = open_setup(window)
    set_picker(window, setup.seats[1], "person")
    click(window, setup.start_button)
    table = window.current_view
    state = table.match.state
    before = state.to_dict()
    table.attempt(Ante(10**6))           # more than any purse: the buttons never offer it
    assert state.to_dict() == before
    assert "Not allowed" in table.notices[-1] and "this raise costs" in table.notices[-1]
    assert table.notices[-1] in table.log_text.text


def test_pause_rules_and_quit_to_menu(window):
    setup = open_setup(window)
    click(window, setup.start_button)
    table = window.current_view
    key(window, arcade.key.ESCAPE)
    pause = window.current_view
    assert isinstance(pause, PauseView)
    assert looks_drawn(screenshot(window, SHOTS / "pause.png"))
    click(window, pause.rules_button)
    assert isinstance(window.current_view, RulesView)
    assert looks_drawn(screenshot(window, SHOTS / "rules.png"))
    key(window, arcade.key.ESCAPE)
    assert window.current_view is pause
    key(window, arcade.key.ESCAPE)
    assert window.current_view is table
    key(window, arcade.key.ESCAPE)
    click(window, window.current_view.quit_button)
    assert isinstance(window.current_view, MenuView)


def test_setup_refuses_two_seats_with_one_name(window):
    setup = open_setup(window)
    replace_text(window, setup.names[1], setup.names[0].text.upper())
    click(window, setup.start_button)
    assert window.current_view is setup
    assert "different name" in setup.problem.text


def test_the_camera_letterboxes_the_table_in_a_wider_window(window):
    setup = open_setup(window)
    click(window, setup.start_button)
    table = window.current_view
    table.on_resize(1600, 720)
    viewport = table.camera.viewport
    assert viewport.height == 720 and viewport.width == 1280 and viewport.left == 160
    assert table.to_world(800, 360) == pytest.approx((640, 360))
    table.on_resize(960, 720)            # narrower: bars above and below
    assert table.camera.viewport.width == 960 and table.camera.viewport.bottom == 90
    table.on_resize(1280, 720)


def test_buttons_scale_with_the_table_and_take_clicks_where_they_are_drawn(window):
    window.show_view(MenuView())
    menu = window.current_view
    menu.on_resize(1920, 1080)                  # as a full screen would
    draw(window)
    button = menu.game_buttons["deaths_will"]
    screen_x, screen_y = menu.ui.camera.project(button.rect.center)
    assert (screen_x, screen_y) == pytest.approx((button.rect.center[0] * 1.5, button.rect.center[1] * 1.5))
    window.dispatch_event("on_mouse_press", screen_x, screen_y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", screen_x, screen_y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()
    assert isinstance(window.current_view, DeathsWillSetupView)
    window.current_view.on_resize(1280, 720)


def test_a_smaller_window_shows_the_whole_table_scaled_down(window):
    setup = open_setup(window)
    click(window, setup.start_button)
    table = window.current_view
    table.on_resize(960, 540)
    assert looks_drawn(screenshot(window, SHOTS / "table_small.png"))
    table.on_resize(1280, 720)


def test_menu_settings_cycle_and_are_kept(window):
    from game.settings import Settings, config_file

    window.show_view(MenuView())
    menu = window.current_view
    start = window.settings.animation
    click(window, menu.speed_button)
    assert window.settings.animation != start
    assert menu.speed_button.text == f"Dice speed: {window.settings.animation.capitalize()}"
    click(window, menu.sound_button)
    assert menu.sound_button.text == ("Sound: on" if window.settings.sound else "Sound: off")
    assert Settings.load(config_file()) == window.settings
    for _ in range(2):
        click(window, menu.speed_button)
    assert window.settings.animation == start
    click(window, menu.sound_button)


def _pixel(window, x: float, y: float) -> tuple:
    return arcade.get_image(int(x), int(y), 1, 1).convert("RGB").getpixel((0, 0))


def test_a_hovered_button_is_drawn_lit_on_the_next_frame_and_unlit_after(window):
    """The UI is rendered again only when a widget asks: hovering must ask."""
    window.show_view(MenuView())
    menu = window.current_view
    play = menu.game_buttons["deaths_will"]
    draw(window)
    draw(window)
    edge = (play.rect.left + 2, play.rect.center_y)  # on the border, in table = window pixels
    unlit = _pixel(window, *edge)
    window.dispatch_event("on_mouse_motion", *play.rect.center, 0, 0)
    window.dispatch_events()
    draw(window)
    assert _pixel(window, *edge) == art.GOLD
    window.dispatch_event("on_mouse_motion", 5, 5, 0, 0)
    window.dispatch_events()
    draw(window)
    assert _pixel(window, *edge) == unlit != art.GOLD
