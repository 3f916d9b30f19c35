"""Doty Dice through the real views: the menu and setup, and a whole game of
each way to play, a person against a computer, by mouse and keys."""

import pytest

from game.games.doty.results import DotyResultsView
from game.games.doty.rules import CALLED_SHOT_DECLARATIONS, Options, called_shot_row_words
from game.games.doty.setup import DotySetupView
from game.games.doty.table import DOTY_TABLE
from game.services.match import Match
from game.ui import art
from game.ui.arcade_import import arcade
from game.ui.dice_table import DiceTableView
from game.ui.menu import MenuView
from tests.ui import SHOTS, click, draw, key, looks_drawn, opens, run, screenshot, text_fits

pytestmark = pytest.mark.window


def test_menu_to_doty_setup_to_the_table(window):
    window.show_view(MenuView())
    setup = opens(window, window.current_view.game_buttons["doty"], DotySetupView)
    for _ in range(2):
        click(window, setup.count.forward)  # 3 -> 5 players
    assert setup.count.value == 5 and setup.seat_rows[4].visible and not setup.seat_rows[5].visible
    while setup.variant.value != "everyone_scores":
        click(window, setup.variant.forward)
    click(window, setup.length.forward)
    click(window, setup.reroll.forward)
    assert "20" in setup.length.shown.text
    assert looks_drawn(screenshot(window, SHOTS / "doty_setup.png"))
    table = opens(window, setup.start_button, DiceTableView)
    options = table.match.state.options
    assert (options.variant, options.short, options.reroll, len(options.names)) == ("everyone_scores", True, True, 5)


def click_die(window, table, position):
    x, y = table.camera.project(table.part.dice_sprites[position].position)
    window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()


def play_person_turns(window, table):
    """Whatever the person must do now, done as a player would."""
    state = table.match.state
    draw(window)
    if table.flow.person_to_throw():
        key(window, arcade.key.SPACE)
        assert table.flow.busy
        key(window, arcade.key.S)
        return "throw"
    if state.phase == "declare":
        if state.variant == "pairs":
            click(window, table.part.pairs_buttons["family"])
        else:
            click(window, table.part.called_picker.forward)
            chosen = table.part.called_picker.value
            click(window, table.part.called_bar.children[1])
            assert state.declaration == chosen
        return "declare"
    if state.phase == "reroll":
        click_die(window, table, 0)
        click_die(window, table, 1)
        assert table.part.picked == {0, 1} == table.part.ringed()
        draw(window)  # each die says its key under it, as the advice names dice by number
        assert [said.text for said in table.part.die_keys] == ["1", "2", "3", "4", "5"]
        if sum(e.kind == "reroll" and e.seat == 0 for e in state.log) % 2:  # every other time: kept instead
            click_die(window, table, 2)
            click(window, table.part.keep_button)
            assert state.phase != "reroll" and table.part.picked == set() == table.part.ringed()
            return "keep"
        click(window, table.part.reroll_button)
        assert state.phase == "rethrow" and table.part.ringed() == {0, 1}  # the dice to throw again, shown
        return "reroll"
    return None


@pytest.mark.parametrize(
    "variant, target",
    [("pairs", 20), ("triples", 8), ("called_shot", 6), ("quintuples", None), ("everyone_scores", 10)],
)
def test_a_whole_game_of_each_way_to_play(window, variant, target):
    match = Match(
        Options(names=("You", "Mother Grell"), variant=variant, target=target, reroll=variant == "everyone_scores"),
        ("person", "hard"),
        seed=3,
    )
    table = DOTY_TABLE(match)
    window.show_view(table)
    done = set()
    for _ in range(400):
        if isinstance(window.current_view, DotyResultsView):
            break
        run(
            window,
            10,
            until=lambda: (
                table.flow.person_to_throw() or table.flow.person_to_decide() or window.current_view is not table
            ),
        )
        if window.current_view is table:
            done.add(play_person_turns(window, table))
        if variant == "pairs" and match.state.set_faces and "set" not in done:
            done.add("set")
            assert looks_drawn(screenshot(window, SHOTS / "doty_pairs_set.png"))
        if len(done) == 2 and variant != "pairs" and "shot" not in done:
            done.add("shot")
            assert looks_drawn(screenshot(window, SHOTS / f"doty_{variant}.png"))
    assert isinstance(window.current_view, DotyResultsView), f"{variant} never ended"
    assert match.over and max(match.state.scores) >= match.state.options.goal
    assert "throw" in done
    if variant in ("pairs", "called_shot"):
        assert "declare" in done
    if variant == "everyone_scores":
        assert {"reroll", "keep"} <= done
    assert looks_drawn(screenshot(window, SHOTS / f"doty_{variant}_results.png"))


def test_the_pause_menu_shows_the_whole_table_behind_it(window):
    from game.ui.pause import PauseView

    table = DOTY_TABLE(Match(Options(names=("A", "B")), ("person", "hard"), seed=1))
    window.show_view(table)
    key(window, arcade.key.ESCAPE)
    pause = window.current_view
    assert isinstance(pause, PauseView)
    assert (pause.panels, pause.bowl_at, pause.decor) == (table.panels, table.bowl_at, table.decor)
    assert window.backdrop(pause.panels, pause.bowl_at, pause.decor) is window.backdrop(
        table.panels, table.bowl_at, table.decor
    )


def test_every_declaration_button_shows_its_whole_words(window):
    match = Match(Options(names=("Ada", "Brannoc")), ("person", "normal"), seed=1)
    table = DOTY_TABLE(match)
    window.show_view(table)
    draw(window)
    assert [b.text for b in table.part.pairs_buttons.values()][3] == "No family 20"
    assert all(text_fits(b) for b in table.part.pairs_buttons.values())


def highlighted_rows(window) -> list[int]:
    """The score card's rows drawn with the gold turn frame (its left edge)."""
    from game.ui import art
    from tests.ui import pixel

    rows = []
    for seat in range(3):
        x, y, _, h = window.current_view.part.layout.row_box(seat)
        if pixel(x + 1, y + h / 2) == tuple(art.GOLD[:3]):
            rows.append(seat)
    return rows


@pytest.mark.pixels  # it reads the pixels drawn
def test_called_shot_shows_the_thrower_while_the_dice_roll_then_the_throw_in_its_own_column(window):
    """Who throws, the dice rolling, the result in the thrower's declaration
    with its row marked, and only then the next seat."""
    from tests.ui import FRAME

    match = Match(
        Options(names=("You", "Mother Grell", "Brannoc"), variant="called_shot", target=10),
        ("person", "hard", "normal"),
        seed=5,
    )
    table = DOTY_TABLE(match)
    window.show_view(table)
    rolling_seen, results_seen, looked_at = set(), 0, None
    for _ in range(20000):
        if window.current_view is not table:
            break
        if table.flow.person_to_decide():
            # at the person's own turn, once the last throw's banner has been read, the panel shows
            # the call in the picker, not the last thrower's
            run(window, 3, until=lambda: not table.flow.banner_up)
            picked = CALLED_SHOT_DECLARATIONS[table.part.called_picker.value]
            assert table.part.cards.info_title.text == f"{picked.title}? You to call"
            click(window, table.part.called_picker.forward)
            picked = CALLED_SHOT_DECLARATIONS[table.part.called_picker.value]
            assert table.part.cards.info_title.text == f"{picked.title}? You to call"
            click(window, table.part.called_bar.children[1])
            assert table.part.cards.info_title.text in (f"{picked.title}, called by You", f"{picked.title}: You") or (
                match.state.declaration is None
            )
        elif table.flow.person_to_throw():
            key(window, arcade.key.SPACE)
        shown = len(table.flow.log_events)
        table.on_update(FRAME)
        if table.animation is not None and not table.animation.done and table.flow.pending:
            if looked_at is not table.animation:  # each throw drawn and read once, as it rolls
                looked_at = table.animation
                draw(window)
                assert highlighted_rows(window) == [table.flow.thrower]
            assert table.flow.seat_shown() == table.flow.thrower
            if not match.over:
                assert match.state.turn != table.flow.thrower  # the rules have moved on; the table has not
            rolling_seen.add(table.flow.thrower)
        for event in table.flow.log_events[shown:]:
            if event.kind == "throw":
                declaration = CALLED_SHOT_DECLARATIONS[event.data["declaration"]]
                name = match.state.names[event.seat]  # said shorter where the longer does not fit
                assert table.part.cards.info_title.text in (
                    f"{declaration.title}, called by {name}",
                    f"{declaration.title}: {name}",
                )
                assert (
                    table.part.cards.info_title.content_width <= table.part.layout.info_card[2] - 28
                )  # a long call shrinks to fit
                assert table.part.cards.shot_marked == event.data["row"]
                marked = [words.text for words, _ in table.part.cards.shot_rows if tuple(words.color)[:3] == art.GOLD]
                assert marked == [called_shot_row_words(declaration, event.data["row"])]
                results_seen += 1
    assert isinstance(window.current_view, DotyResultsView)
    assert rolling_seen == {0, 1, 2} and results_seen >= 6


def test_the_call_picker_starts_at_your_own_last_call_in_a_continued_game_too(window):
    from game.services.saves import saved_games
    from tests.ui import FRAME

    for old in saved_games().games:
        old.remove()
    first = next(iter(CALLED_SHOT_DECLARATIONS))
    match = Match(Options(names=("You", "Mother Grell"), variant="called_shot", target=30), ("person", "hard"), seed=3)
    table = DOTY_TABLE.for_match(match)
    window.show_view(table)

    def my_call_comes(view):
        run(window, 60, until=lambda: view.flow.person_to_decide() and not view.flow.busy)
        assert view.flow.person_to_decide() and match.state.phase == "declare"
        draw(window)

    my_call_comes(table)
    assert table.part.called_picker.value == first  # no call of yours yet: the list's first
    click(window, table.part.called_picker.forward)
    click(window, table.part.called_picker.forward)
    mine = table.part.called_picker.value
    click(window, table.part.called_bar.children[1])
    assert match.state.declaration == mine
    key(window, arcade.key.SPACE)
    run(window, 60, until=lambda: match.state.turn == 1)
    run(window, 60, until=lambda: any(event.kind == "declare" and event.seat == 1 for event in match.state.log))
    theirs = [event.data["declaration"] for event in match.state.log if event.kind == "declare"][-1]
    assert theirs != mine
    my_call_comes(table)
    assert table.part.called_picker.value == mine  # your last call, not Mother Grell's
    click(window, table.part.called_picker.forward)  # browsing moves it
    assert table.part.called_picker.value != mine
    table.on_update(FRAME)
    assert table.part.called_picker.value != mine  # and nothing moves it back meanwhile

    window.keep_current_game()  # the window closes; the app opens again
    (saved,) = saved_games().games
    continued = DOTY_TABLE.continuing(saved)
    window.show_view(continued)
    match = continued.match
    my_call_comes(continued)
    assert continued.part.called_picker.value == mine  # as in the game never left
