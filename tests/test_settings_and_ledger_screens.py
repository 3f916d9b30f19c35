"""The settings and the Ledger, driven through the real views: each setting
does what it says and is kept; the Ledger counts a finished match once and
shows its pages."""

import random
from types import SimpleNamespace

import pytest

from game.games.deaths_will.rules import Options as DeathsWillOptions
from game.games.spottle.mark_places import MARK_RADIUS
from game.games.spottle.rules import Options as SpottleOptions
from game.platform.settings import Settings, config_file
from game.platform.storage import write_json
from game.services.ledger import ledger_file, load_ledger, reset_ledger
from game.services.match import PERSON, Match
from game.table.flow import THINK_SECONDS
from game.tools.ledger_fill import simulated_ledger, simulated_match
from game.ui import art, sounds
from game.ui.arcade_import import arcade
from game.ui.composed_table import BANNER_Y, BOWL_CENTRE
from game.ui.ledger_view import LedgerView
from game.ui.menu import MenuView
from game.ui.pause import PauseView
from game.ui.settings_view import SettingsView
from tests.ui import FRAME, SHOTS, click, draw, from_the_menu, key, looks_drawn, pixel, run, screenshot

pytestmark = pytest.mark.window


@pytest.fixture
def fresh_settings(window):
    """Each test starts from the defaults (sound off: no sound card here) and leaves them so."""
    window.settings.__dict__.update(Settings(sound=False).__dict__)
    yield window.settings
    window.settings.__dict__.update(Settings(sound=False).__dict__)
    if window.fullscreen:
        window.set_fullscreen(False)


def open_settings(window) -> SettingsView:
    return from_the_menu(window, lambda menu: menu.settings_button, SettingsView)


def test_every_setting_changes_at_once_and_survives_a_restart(window, fresh_settings):
    view = open_settings(window)
    assert looks_drawn(screenshot(window, SHOTS / "settings.png"))
    click(window, view.speed.forward)
    click(window, view.motion.forward)
    click(window, view.marks.forward)
    click(window, view.confirm.forward)
    click(window, view.pace.forward)
    click(window, view.sound.forward)
    view.master.set(0.5)
    s = window.settings
    assert (
        s.animation,
        s.reduce_motion,
        s.seat_shapes,
        s.confirm_leave,
        s.computer_pace,
        s.sound,
        s.master_volume,
    ) == ("fast", True, False, False, "fast", True, 0.5)  # seat marks: shaped by default, colour alone asked for
    assert Settings.load(config_file()) == s  # a restart reads what was set
    key(window, arcade.key.ESCAPE)
    assert isinstance(window.current_view, MenuView)


def test_the_volumes_reach_the_sound_calls(window, fresh_settings, monkeypatch):
    played = []

    class Heard:  # a sound, and the quiet room's loop beneath them (its player kept, to be made quieter)
        def play(self, volume, speed=1.0, loop=False):
            if not loop:
                played.append(round(volume, 3))
            return SimpleNamespace(volume=volume)

    monkeypatch.setattr(sounds, "_load", lambda file: Heard())
    monkeypatch.setattr(window.sounds, "silenced", False)  # as on a machine with an audio device
    view = open_settings(window)
    click(window, view.sound.forward)  # on
    view.master.set(0.5)
    view.effects.set(0.6)
    click(window, view.test_button)
    assert played == [0.3]
    view.master.set(0.0)
    window.sounds.chooser.forget()
    click(window, view.test_button)
    assert played == [0.3]  # nothing at no volume
    click(window, view.sound.forward)  # off
    view.master.set(1.0)
    window.sounds.chooser.forget()
    click(window, view.test_button)
    assert played == [0.3]


def test_full_screen_toggles_the_window(window, fresh_settings):
    view = open_settings(window)
    click(window, view.screen.forward)
    assert window.settings.fullscreen and window.fullscreen
    click(window, view.screen.forward)
    assert not window.settings.fullscreen and not window.fullscreen


def deaths_will_table(window, seats=(PERSON, PERSON)):
    match = Match(DeathsWillOptions(names=("Ada", "Bo")), seats, seed=3)
    table = match.definition.screens.table(match)
    window.show_view(table)
    return table


def test_instant_dice_skip_the_flight_and_normal_dice_fly(window, fresh_settings):
    for speed, lands_at_once in (("instant", True), ("normal", False)):
        window.settings.animation = speed
        table = deaths_will_table(window)
        for _ in range(2):  # both ante
            run(window, 1.0)
            key(window, arcade.key.A)
        run(window, 1.0)
        assert table.match.state.throw_request() is not None
        key(window, arcade.key.SPACE)
        assert table.flow.busy and table.animation is None
        run(window, 0.5, until=lambda: table.animation is not None)  # its physics takes a few frames  # noqa: B023 (called within this pass of the loop)
        assert table.animation.done is lands_at_once, speed


def test_the_computers_pace_sets_their_pause(window, fresh_settings):
    waits = {}
    for pace in ("slow", "fast"):
        window.settings.computer_pace = pace
        table = deaths_will_table(window, ("normal", "normal"))
        run(window, 3.0, until=lambda: table.match.state.history)  # the first decision, just made  # noqa: B023 (called within this pass of the loop)
        waits[pace] = table.flow.wait
    speed = window.settings.speed
    assert waits["slow"] == pytest.approx(THINK_SECONDS / (speed * 0.6), abs=FRAME)
    assert waits["fast"] == pytest.approx(THINK_SECONDS / (speed * 2.0), abs=FRAME)


def spottle_table(window, toad: str):
    match = Match(
        SpottleOptions(names=("Ada", "Bo", "Cy"), purses=(500, 500, 500), toad=toad), (PERSON, PERSON, PERSON), seed=5
    )
    table = match.definition.screens.table(match)
    window.show_view(table)
    return table


def test_reduce_motion_stops_the_crocodiles_shake(window, fresh_settings):
    shaken = {}
    for still in (False, True):
        window.settings.reduce_motion = still
        table = spottle_table(window, "crocodile")
        table.on_update(FRAME)
        crocodile = table.part.dice.crocodile
        crocodile.snap()
        crocodile.clock += 0.013
        crocodile.draw()
        shaken[still] = crocodile.shut[0].center_x - crocodile.at[0]
    assert shaken[False] != 0 and shaken[True] == 0


@pytest.mark.pixels  # it reads the pixels drawn
def test_reduce_motion_keeps_a_banner_steady_to_its_end(window, fresh_settings):
    backing = {}
    for still in (False, True):
        window.settings.reduce_motion = still
        table = deaths_will_table(window)
        run(window, 0.5)
        table.flow.show_banner("STEADY", "gold", "")
        table.flow.clock = table.flow.banner_until - 0.08  # the last moment, where a banner fades
        draw(window)
        backing[still] = pixel(BOWL_CENTRE[0] - 300, BANNER_Y + 44)
    assert sum(backing[True]) < sum(backing[False])  # darker: the backing still fully there


def test_seat_marks_get_a_shape_each_unless_colour_alone_is_asked(window, fresh_settings):
    table = spottle_table(window, "toad")
    window.settings.seat_shapes = False
    assert {table.part.dice.seat_shape(seat) for seat in range(3)} == {"circle"}
    window.settings.seat_shapes = True
    assert [table.part.dice.seat_shape(seat) for seat in range(3)] == list(art.SEAT_SHAPES[:3])
    assert table.part.dice.seat_mark(1)[1] is art.mark_texture("triangle", radius=MARK_RADIUS, width=1, filled=True)
    assert table.part.dice.seat_shape(3) == "circle"  # the Master's dice keep the plain round mark
    run(window, 1.0, until=lambda: table.match.state.throw_request() is not None)
    for _ in range(3):  # bets placed by keys, then each first die thrown
        key(window, arcade.key.B)
    for _ in range(3):
        run(window, 8.0, until=lambda: table.match.state.throw_request() is not None and not table.flow.busy)
        key(window, arcade.key.SPACE)
    run(window, 8.0, until=lambda: not table.flow.busy)
    assert looks_drawn(screenshot(window, SHOTS / "spottle_seat_shapes.png"))


def test_settings_from_the_pause_menu_and_leaving_without_being_asked(window, fresh_settings):
    table = deaths_will_table(window)
    key(window, arcade.key.ESCAPE)
    pause = window.current_view
    assert isinstance(pause, PauseView)
    click(window, pause.settings_button)
    view = window.current_view
    assert isinstance(view, SettingsView)
    click(window, view.confirm.forward)  # leave at once
    key(window, arcade.key.ESCAPE)
    assert window.current_view is pause
    click(window, pause.quit_button)
    assert isinstance(window.current_view, MenuView)
    if table.flow.keeper is not None:
        table.flow.keeper.remove()


def test_the_text_size_applies_at_once_to_every_screen_and_survives_a_restart(window, fresh_settings):
    view = open_settings(window)
    menu, before = view.back_to, view.note.font_size
    click(window, view.text_size.forward)
    assert window.settings.text_size == "large" and Settings.load(config_file()).text_size == "large"
    anew = window.current_view  # the settings built again at once, their words larger
    assert isinstance(anew, SettingsView) and anew is not view and anew.note.font_size > before
    assert anew.text_size.value == "large"
    key(window, arcade.key.ESCAPE)  # the menu it goes back to is built anew too
    assert isinstance(window.current_view, MenuView) and window.current_view is not menu
    assert window.current_view.text_scale == 1.25
    click(window, from_the_menu(window, lambda menu: menu.settings_button, SettingsView).text_size.back)
    assert window.settings.text_size == "normal"


def test_a_new_text_size_chosen_at_the_pause_builds_the_table_anew_where_it_stands(window, fresh_settings):
    table = deaths_will_table(window, seats=(PERSON, "easy"))
    run(window, 1.0)
    key(window, arcade.key.A)  # an ante, then the pause
    run(window, 1.0)
    where = table.match.to_save()
    key(window, arcade.key.ESCAPE)
    click(window, window.current_view.settings_button)
    click(window, window.current_view.text_size.forward)
    key(window, arcade.key.ESCAPE)
    pause = window.current_view
    assert isinstance(pause, PauseView) and pause.table is not table and pause.table.text_scale == 1.25
    key(window, arcade.key.ESCAPE)
    anew = window.current_view
    assert anew is pause.table and anew.match.to_save() == where  # the same game, at the same step
    if anew.flow.keeper is not None:
        anew.flow.keeper.remove()


def test_a_damaged_text_size_is_read_as_normal(tmp_path):
    path = tmp_path / "settings.json"
    write_json(path, {"text_size": "enormous", "sound": False})
    assert (Settings.load(path).text_size, Settings.load(path).sound) == ("normal", False)
    write_json(path, {"text_size": "largest"})
    assert Settings.load(path).text_size == "largest"


def test_a_finished_match_is_counted_once_when_its_results_are_shown(window, fresh_settings):
    reset_ledger()
    match = simulated_match("doty", random.Random(8))
    for _ in range(2):
        window.show_view(match.definition.screens.results(match))
        draw(window)
    ledger, note = load_ledger()
    assert note is None and ledger.game("doty")["played"] == 1
    people_dice = ledger.fairness("picture die").throws
    assert people_dice > 0
    assert people_dice == sum(ledger.data["dice"]["picture die"])


def test_the_ledger_from_the_menu_every_page_and_a_reset_that_asks(window, fresh_settings):
    reset_ledger()
    filled = simulated_ledger(seed=2, matches=2)
    write_json(ledger_file(), filled.data)
    view = from_the_menu(window, lambda menu: menu.ledger_button, LedgerView)
    assert view.ledger.data == filled.data
    for page, tab in view.tabs.items():
        click(window, tab)
        assert view.page == page
        assert looks_drawn(screenshot(window, SHOTS / f"ledger_{page}.png"))
        assert view.chart.values or view.chart.empty.text
    click(window, view.tabs["dice"])
    shown = view.chart.values
    assert shown == list(view.ledger.fairness(view.die.value).counts)
    click(window, view.die.forward)
    assert view.chart.values == list(view.ledger.fairness(view.die.value).counts)
    click(window, view.tabs["deaths_will"])
    matches = view.ledger.recent(view.person.value, coins=True)
    purse = sum(m["coins"] for m in matches if m["game"] == "deaths_will")
    assert view.chart.values[-1] == purse
    click(window, view.reset_button)
    assert view.asking and load_ledger()[0].data == filled.data  # asked, nothing done yet
    click(window, view.keep_button)
    assert not view.asking and load_ledger()[0].data == filled.data
    click(window, view.reset_button)
    key(window, arcade.key.ESCAPE)  # Esc answers the question: keep it
    assert window.current_view is view and not view.asking
    click(window, view.reset_button)
    click(window, view.confirm_button)
    assert load_ledger()[0].game("deaths_will")["played"] == 0
    assert view.chart.empty.text
    key(window, arcade.key.ESCAPE)
    assert isinstance(window.current_view, MenuView)


def test_a_ledger_page_reads_without_colour(window, fresh_settings):
    """Every bar and every point has its figure written by it."""
    view = LedgerView(back_to=MenuView(), ledger=simulated_ledger(seed=4, matches=1))
    window.show_view(view)
    view.show_page("dice")
    figures = {text.text for text in view.chart.texts}
    assert {f"{n:,}" for n in view.chart.values} <= figures


@pytest.mark.window
def test_the_charts_dashed_reference_line_breaks_where_a_figure_stands_on_it(window, monkeypatch):
    """Bars of 1 and 40, the reference just above the 1s: their figures,
    above their bars, stand on the dashed line; no dash crosses them."""
    from game.ui.chart import Chart, Reference

    chart = Chart(100, 100, 600, 400)

    def on_the_line(reference: float) -> list:
        chart.show("Faces", [1, 40, 1, 40, 1, 40], list("ABCDEF"), reference=Reference(reference, "expected"))
        y = chart.y_of(reference)
        return [t for t in chart.texts if t.text == "1" and t.bottom - 2 <= y <= t.top + 2]

    # the case: a reference just above the short bars, where their figures stand
    reference = next(r / 10 for r in range(11, 80) if on_the_line(r / 10))
    figures, y = on_the_line(reference), chart.y_of(reference)
    dashes = []
    real_line = arcade.draw_line
    monkeypatch.setattr(
        arcade,
        "draw_line",
        lambda x0, y0, x1, y1, *rest: dashes.append((x0, y0, x1)) or real_line(x0, y0, x1, y1, *rest),
    )
    chart.draw()
    dashed = [(x0, x1) for x0, y0, x1 in dashes if abs(y0 - y) < 0.01]
    assert dashed and figures
    for t in figures:
        assert not any(x0 < t.right and t.left < x1 for x0, x1 in dashed), t.text


@pytest.mark.window
def test_no_line_of_a_purse_chart_crosses_a_figure(window, monkeypatch):
    """Rises, falls, peaks and troughs: each point's figure stands where the line is not."""
    from game.ui.chart import Chart

    chart = Chart(100, 100, 600, 400)
    chart.show("Purse", [0, -6, 7, 2, 9, 9, 1, -3], list("ABCDEFGH"), kind="line")
    strips = []
    real_strip = arcade.draw_line_strip
    monkeypatch.setattr(
        arcade, "draw_line_strip", lambda points, *rest: strips.append(list(points)) or real_strip(points, *rest)
    )
    chart.draw()
    (points,) = strips
    figures = [t for t in chart.texts if t.text.lstrip("-").isdigit()]
    for t in figures:
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            for step in range(41):  # the segment, point by point
                x, y = x0 + (x1 - x0) * step / 40, y0 + (y1 - y0) * step / 40
                assert not (t.left < x < t.right and t.bottom < y < t.top), f"the line crosses {t.text!r}"


@pytest.mark.window
def test_a_purse_charts_lowest_figure_stands_clear_of_the_labels_under_it(window):
    """A purse that starts at its lowest (0, then up): the figure under that
    point stays over the labels under the axis ("start" under the 0)."""
    from game.ui.chart import Chart

    chart = Chart(100, 100, 600, 400)
    for values in ([0, 5, 3, 8], [2, -4, 6, 1], [0, 0, 1]):
        chart.show("Purse", values, ["start"] + [str(k) for k in range(1, len(values))], kind="line")
        labels = [t for t in chart.texts if t.text == "start"]
        lowest = min(values)
        figures = [t for t in chart.texts if t.text == f"{lowest:,}"]
        assert labels and figures
        assert all(f.bottom > label.top for f in figures for label in labels), values


def test_the_text_size_arrows_stay_where_they_are_whatever_the_size(window, fresh_settings):
    view = open_settings(window)
    draw(window)
    spots = {"back": view.text_size.back.rect.center, "forward": view.text_size.forward.rect.center}
    for arrow, sizes in (("forward", ("large", "largest", "normal")), ("back", ("largest", "large", "normal"))):
        for size in sizes:  # one spot clicked again and again: each click hits the arrow
            draw(window)
            x, y = spots[arrow]
            window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
            window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
            window.dispatch_events()
            assert window.settings.text_size == size, f"the {arrow} arrow moved at {window.settings.text_size}"
            picker = window.current_view.text_size
            draw(window)
            for now, then in ((picker.back.rect.center, spots["back"]), (picker.forward.rect.center, spots["forward"])):
                # across: exactly where it was; up and down, within the few pixels an arrow grows at the larger sizes
                assert now.x == then.x and abs(now.y - then.y) <= 3, f"an arrow moved at {size}: {now} from {then}"
            if size == "largest":
                screenshot(window, SHOTS / "settings_largest.png")
