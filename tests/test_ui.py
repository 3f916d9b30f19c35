"""What every screen shares, driven through the real views headless: the menu,
the camera that fits the table to any window, buttons."""

import pytest

from game.games.deaths_will.setup import DeathsWillSetupView
from game.ui import art
from game.ui.arcade_import import arcade
from game.ui.menu import MenuView
from tests.games.deaths_will.test_screens import open_setup
from tests.ui import SHOTS, click, draw, looks_drawn, pixel, run, screenshot, set_picker, type_text

pytestmark = pytest.mark.window


def test_menu_shows_all_five_games_and_each_opens_its_setup(window):
    window.show_view(MenuView())
    view = window.current_view
    assert [b.disabled for b in view.game_buttons.values()] == [False] * 5
    assert looks_drawn(screenshot(window, SHOTS / "menu.png"))
    for key, _game in view.game_buttons.items():
        window.show_view(MenuView())
        click(window, window.current_view.game_buttons[key])
        assert window.current_view.game_key == key


def test_the_camera_letterboxes_the_table_in_a_wider_window(window):
    setup = open_setup(window)
    click(window, setup.start_button)
    table = window.current_view
    table.on_resize(1600, 720)
    viewport = table.camera.viewport
    assert viewport.height == 720 and viewport.width == 1280 and viewport.left == 160
    assert table.to_world(800, 360) == pytest.approx((640, 360))
    table.on_resize(960, 720)  # narrower: bars above and below
    assert table.camera.viewport.width == 960 and table.camera.viewport.bottom == 90
    table.on_resize(1280, 720)


def test_buttons_scale_with_the_table_and_take_clicks_where_they_are_drawn(window):
    window.show_view(MenuView())
    menu = window.current_view
    menu.on_resize(1920, 1080)  # as a full screen would
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


@pytest.mark.pixels  # it reads the pixels drawn
def test_a_hovered_button_is_drawn_lit_on_the_next_frame_and_unlit_after(window):
    """The UI is rendered again only when a widget asks: hovering must ask."""
    window.show_view(MenuView())
    menu = window.current_view
    play = menu.game_buttons["deaths_will"]
    draw(window)
    draw(window)
    edge = (play.rect.left + 2, play.rect.center_y)  # on the border, in table = window pixels
    unlit = pixel(*edge)
    window.dispatch_event("on_mouse_motion", *play.rect.center, 0, 0)
    window.dispatch_events()
    draw(window)
    assert pixel(*edge) == art.GOLD
    window.dispatch_event("on_mouse_motion", 5, 5, 0, 0)
    window.dispatch_events()
    draw(window)
    assert pixel(*edge) == unlit != art.GOLD


@pytest.mark.parametrize("key", ["deaths_will", "spottle", "doty", "spots", "spelldice"])
def test_a_setup_screens_arrows_line_up_and_its_names_sit_in_their_boxes(window, key):
    from game.registry import GAME_BY_KEY
    from game.ui.app import OptionPicker

    setup = GAME_BY_KEY[key].screens.setup()
    window.show_view(setup)
    draw(window)
    seat_right = {round(picker.forward.rect.right) for picker in setup.seats}
    seat_left = {round(field.rect.left) for field in setup.names}
    assert len(seat_right) == len(seat_left) == 1
    choices = [
        picker
        for picker in setup.ui.walk_widgets()
        if isinstance(picker, OptionPicker)
        and picker not in setup.seats
        and picker.visible
        and round(picker.rect.left) in seat_left
    ]
    assert len(choices) >= 1
    for picker in choices:
        assert round(picker.back.rect.left) in seat_left and round(picker.forward.rect.right) in seat_right, (
            f"{picker.shown.text!r}: arrows at {picker.back.rect.left}, {picker.forward.rect.right}"
        )
    for field in setup.names:
        text = field.layout
        assert text.content_valign == "center"
        gap_below = (field.content_height - text.content_height) / 2
        assert gap_below > 2, "the name's text touches its box's edge"


@pytest.mark.parametrize("key", ["deaths_will", "spottle", "doty", "spots", "spelldice"])
def test_a_setup_screen_says_what_a_computer_level_does_and_how_it_fared(window, key):
    from game.registry import GAME_BY_KEY

    definition = GAME_BY_KEY[key]
    setup = definition.screens.setup()
    window.show_view(setup)
    picker = setup.seats[1]
    while picker.value != "easy":
        click(window, picker.forward)
    note = setup.level_note.text
    shares = definition.shares(setup.ladder_table())
    assert note.startswith("Computer, easy: " + definition.level_words("easy"))
    assert f"Ahead of Normal in {round(100 * shares['easy', 'normal'])} of 100" in note
    click(window, picker.forward)
    click(window, picker.forward)
    assert picker.value == "hard"
    note = setup.level_note.text
    assert note.startswith("Computer, hard: " + definition.level_words("hard"))
    assert f"of Normal in {round(100 * shares['hard', 'normal'])}" in note
    assert looks_drawn(screenshot(window, SHOTS / f"setup_levels_{key}.png"))


def test_where_the_computers_have_nothing_to_choose_the_setup_says_so(window):
    from game.games.doty.setup import DotySetupView

    setup = DotySetupView()
    window.show_view(setup)
    while setup.variant.value != "triples":
        click(window, setup.variant.forward)
    assert setup.level_note.text.endswith("In Triples every seat plays alike: there is nothing to choose.")
    while setup.variant.value != "everyone_scores":
        click(window, setup.variant.forward)
    assert "nothing to choose" in setup.level_note.text  # re-rolls are off
    click(window, setup.reroll.forward)
    assert "Ahead of" in setup.level_note.text


def test_a_click_into_a_name_box_selects_the_name_and_ctrl_a_selects_it_again(window):
    from game.registry import GAME_BY_KEY

    setup = GAME_BY_KEY["deaths_will"].screens.setup()
    window.show_view(setup)
    field = setup.names[1]
    assert field.text == "Mother Grell"
    click(window, field)
    type_text(window, "Ada")
    assert field.text == "Ada"  # typed over the whole name, not before it
    type_text(window, " Fenn")
    assert field.text == "Ada Fenn"
    window.dispatch_event("on_key_press", arcade.key.A, arcade.key.MOD_CTRL)
    window.dispatch_events()
    type_text(window, "Bo")
    assert field.text == "Bo"
    click(window, setup.names[0])  # another box: its name is selected, this one keeps its own
    type_text(window, "Cy")
    assert setup.names[0].text == "Cy" and field.text == "Bo"


def test_the_results_line_of_a_long_folder_wraps_inside_the_window_under_the_buttons(window):
    from game.registry import GAME_BY_KEY
    from game.services.match import Match

    game = GAME_BY_KEY["deaths_will"]
    smoke = game.commands.smoke_match()
    match = Match(smoke.state.options, ("easy", "easy"), seed=1)
    while not match.over:
        if match.state.throw_request() is not None:
            match.throw(match.computer_gesture())
        else:
            match.act(match.computer_action())
    results = game.screens.results(match)
    line = results.lines[0]
    line.text = results.saved + " /a/very/long/folder" * 12 + " and a Ledger note that goes on."
    window.show_view(results)
    draw(window)
    half = line.content_width / 2
    assert line.content_height > 20  # it wrapped
    assert line.x - half >= 0 and line.x + half <= 1280
    assert line.y <= results.menu_button.rect.bottom and line.y - line.content_height >= 0


@pytest.mark.parametrize("size", ["normal", "largest"])
def test_the_menu_s_notes_stand_clear_of_its_buttons_and_inside_the_window(window, size):
    """A table online closed, a damaged file...: the menu's notes hang under the games' panel, clear of
    the settings' row (they once stood under it) and of the window's edge, at every text size."""
    window.settings.text_size = size
    try:
        menu = MenuView()
        window.show_view(menu)
        menu.on_update(1 / 60)
        menu.notes = [
            "The online table closed: the host left the table. The match is kept here: continue it from Games "
            "in progress.",
            "Your settings file could not be read (it was damaged): the game started with the defaults.",
            "A third note.",
        ]
        menu.show_saves()
        draw(window)
        notes = menu.note_text
        left, right = notes.x - notes.content_width / 2, notes.x + notes.content_width / 2
        top, bottom = notes.y, notes.y - notes.content_height
        assert bottom >= 0 and left >= 0 and right <= 1280, (left, bottom, right, top)
        panels_foot = min(y for _, y, _, _ in menu.panels)
        assert top <= panels_foot
        for button in (menu.settings_button, menu.ledger_button, menu.quit_button):
            r = button.rect
            assert r.left >= right or r.top <= bottom or r.bottom >= top, (button.text, r, (left, bottom, right, top))
    finally:
        window.settings.text_size = "normal"


def test_a_paused_table_shows_its_words_under_the_dimming(window):
    """The table's words stand in its still part, drawn by the table's own frames; paused, the table
    under the dimming is drawn by the pause, words and all (they were missing: the panels stood empty)."""
    from game.core import catalogue
    from game.ui.pause import PauseView

    definition = catalogue.game("deaths_will")
    table = definition.screens.table(definition.commands.hard_match())
    window.show_view(table)
    draw(window)
    drawn = []
    batch_draw = table.panel_batch.draw
    table.panel_batch.draw = lambda: (drawn.append(True), batch_draw())
    pause = PauseView(table, "deaths_will")
    window.show_view(pause)
    draw(window)
    assert drawn  # the table's words, under the pause's dimming


@pytest.mark.pixels  # it reads the pixels drawn
def test_the_pause_and_its_questions_stand_on_a_card_nothing_shows_through(window):
    """The card under the pause's buttons, and under a question and its answers, is the card's own colour
    wherever no word or button stands, whatever the table under it shows (it let the table show through)."""
    from game.core import catalogue
    from game.ui import art
    from game.ui.pause import CARD_PAD, PauseView

    for key in ("deaths_will", "spelldice"):
        definition = catalogue.game(key)
        table = definition.screens.table(definition.commands.smoke_match())
        window.show_view(table)
        run(window, 4)
        pause = PauseView(table, key)
        window.show_view(pause)
        for ask in (None, pause.leave, pause.ask):
            if ask is not None:
                pause.dont()
                ask()
            draw(window)
            draw(window)
            card = pause.card_rect()
            assert card.top > pause.heading.top and card.width > 300
            for x, y in ((card.left + CARD_PAD / 2, card.y), (card.right - CARD_PAD / 2, card.bottom + CARD_PAD / 2)):
                assert pixel(x, y) == art.PANEL[:3], (key, ask, x, y)


@pytest.mark.parametrize("key", ["deaths_will", "spottle", "doty", "spots", "spelldice"])
def test_a_setup_opens_again_with_the_table_it_last_started(window, key):
    """The seats' names, who plays them and the game's own choices, as the last match was started with
    (a hot-seat table was set up again after every match); a damaged value kept for them is passed over."""
    from game.ui.menu import MenuView

    window.show_view(MenuView())
    setup = opens_setup(window, key)
    setup.names[0].text = "Cleo"
    set_picker(window, setup.seats[1], "person")
    setup.names[1].text = "Bram"
    kept = {}
    for name in setup.kept_choices:
        picker = getattr(setup, name)
        if picker.forward.visible and picker.visible:  # a choice the others leave open (Doty's length)
            click(window, picker.forward)
        kept[name] = picker.value
    click(window, setup.start_button)
    assert window.current_view is not setup
    window.show_view(MenuView())
    again = opens_setup(window, key)
    assert [field.text for field in again.names[:2]] == ["Cleo", "Bram"]
    assert [picker.value for picker in again.seats[:2]] == ["person", "person"]
    assert {name: getattr(again, name).value for name in again.kept_choices} == kept
    # what the settings file holds is checked against what the setup offers
    window.settings.table_setups[key] = {"names": ["", 7, "x\x1b"], "seats": ["wizard", None], "choices": {"pile": 5}}
    window.show_view(MenuView())
    fresh = opens_setup(window, key)
    assert fresh.seats[0].value == "person" and fresh.names[0].text not in ("", "7")


def test_every_games_setup_starts_by_the_same_words(window):
    from game.core.catalogue import keys as registered

    for key in registered():
        window.show_view(MenuView())
        setup = opens_setup(window, key)
        assert setup.start_button.text == "Start the game", key
        if key == "spelldice":
            assert looks_drawn(screenshot(window, SHOTS / "spelldice_setup.png"))


def opens_setup(window, key):
    click(window, window.current_view.game_buttons[key])
    assert window.current_view.game_key == key
    return window.current_view


def test_the_tables_own_people_have_their_own_faces_and_a_typed_name_is_given_no_beard():
    """Mother Grell is an old woman (a face picked by a hash of her name gave her a full beard); a name a
    person typed says nothing of a beard, so its face has none."""
    from game.campaign.taverns import the_road
    from game.core.definition import GameDefinition
    from game.ui.winner import CAST, looks_of

    grell = looks_of("Mother Grell")
    assert grell.beard == "none" and grell.hair_style == "bun" and grell == the_road().regular("grell").looks
    regulars = {r.name: r.looks for t in the_road().taverns for r in t.regulars}
    assert all(looks_of(name) == looks for name, looks in regulars.items())  # the road's faces, not a hash's
    assert set(GameDefinition.__dataclass_fields__["seat_names"].default) - {"Player"} <= set(CAST) | set(regulars)
    assert all(looks_of(f"Guest {k}").beard == "none" for k in range(200))
    assert looks_of("Ada") == looks_of("Ada")  # the same face every time


def test_a_name_box_stops_at_sixteen_letters_but_a_file_s_path_and_a_join_code_do_not(window):
    """The name box keeps what the game keeps; the fields for a replay's file and a table's code take
    all that is typed (a path capped at sixteen letters could not be watched)."""
    from game.ui.menu import MenuView
    from game.ui.name_field import NAME_MOST, NameField
    from game.ui.replays_view import ReplaysView

    path = "/home/ada/Downloads/deaths_will-0001.json"
    replays = ReplaysView(MenuView())
    window.show_view(replays)
    click(window, replays.file_field)
    type_text(window, path)
    assert replays.file_field.text == path
    name = NameField("", 300, 40)
    assert name.most == NAME_MOST == 16
