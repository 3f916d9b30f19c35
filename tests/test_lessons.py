"""Teach me: each lesson is played to its end through the real table by
doing only what the coach points at (a button clicked, a throw dragged, Go
on), every step met; a lesson is never saved or counted in the Ledger, and
it ends by offering a real game with the same people."""

import pytest

from game.registry import GAME_BY_KEY
from game.services.ledger import ledger_file
from game.services.saves import saved_games
from game.ui.arcade_import import arcade
from game.ui.coach import start_lesson
from tests.layout import layout_faults
from tests.thorough import THOROUGH
from tests.ui import FRAME, SHOTS, drag, draw, looks_drawn, screenshot
from tests.ui import key as press_key

pytestmark = pytest.mark.window

LESSONS = [game.key for game in GAME_BY_KEY.values() if getattr(game.screens, "lesson", None) is not None]


def press(window, x: float, y: float) -> None:
    window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()


def follow_the_coach(window, table, shots: str | None = None, frames: int = 60 * 900) -> list[str]:
    """Play the lesson doing only what the coach shows; the targets met, in order."""
    coach, done = table.coach, []
    for _frame in range(frames):
        if coach.done or window.current_view is not table:
            break
        table.on_update(FRAME)
        if table.flow.busy and not coach.table_waits():
            continue
        if coach.target() is None and _frame % 4 or coach.too_soon():
            continue  # nothing to press yet: three frames in four not drawn (drawing is most of their time)
        draw(window)  # laid out as a player sees it: a button made this frame stands where it is drawn
        target = coach.target()
        if target is None or coach.too_soon():  # words read first, as a person does: at once is twice
            continue
        if coach.index not in done:
            faults = layout_faults(window)
            assert not faults, f"step {coach.index + 1}: " + "\n".join(faults)
        if shots and THOROUGH and coach.index not in done:  # every step's picture, to look at
            screenshot(window, SHOTS / f"{shots}_{coach.index:02d}.png")
        done.append(coach.index)
        if target.how == "drag":
            drag(window, target.centre, target.to)
        else:
            press(window, *target.centre)
    read_the_card(table)
    return done


def read_the_card(table) -> None:
    """The table's time passes while the card's new words are read: a press
    a moment after they came is taken as the press that brought them, twice."""
    while table.coach.just_shown() or table.coach.too_soon():
        table.on_update(FRAME)


@pytest.mark.parametrize("key", LESSONS)
def test_a_lesson_played_by_doing_only_what_the_coach_shows_meets_every_step(window, pace, key):
    pace("fast", "fast")
    definition = GAME_BY_KEY[key]
    lesson = definition.screens.lesson("Ada")
    ledger_before = ledger_file().read_bytes() if ledger_file().exists() else None
    saves_before = len(saved_games().games)
    start_lesson(window, lesson, back_to=definition.screens.setup())
    table = window.current_view
    assert table.coach is not None and table.match.lesson and table.flow.keeper is None
    part = 0
    while True:  # a lesson in parts (Doty's Pairs, then Called Shot) goes on at a table of its own
        follow_the_coach(window, table, shots=f"lesson_{key}{'_' + str(part) if part else ''}")
        coach = table.coach
        assert coach.done, f"stopped at step {coach.index + 1}: {coach.step}"
        assert coach.met == [step.key for step in coach.lesson.steps] and not coach.skipped
        if coach.lesson.then is None:
            break
        draw(window)
        while coach.more():  # the end's words read to their last page
            read_the_card(table)
            press(window, *coach.target().centre)
        read_the_card(table)
        press(window, *coach.target().centre)
        assert window.current_view is not table and window.current_view.coach.lesson.title != coach.lesson.title
        table, part = window.current_view, part + 1
        assert table.match.lesson and table.flow.keeper is None
    draw(window)
    assert looks_drawn(screenshot(window, SHOTS / f"lesson_{key}_done.png"))
    assert (ledger_file().read_bytes() if ledger_file().exists() else None) == ledger_before
    assert len(saved_games().games) == saves_before  # a lesson is never kept
    assert window.current_view is table  # the lesson ends at its table, not at results
    while coach.more():  # the end's words read to their last page
        read_the_card(table)
        press(window, *coach.target().centre)
    read_the_card(table)
    press(window, *coach.target().centre)  # Play a real game
    real = window.current_view
    assert real is not table and not real.match.lesson and real.flow.keeper is not None
    assert real.match.state.options.names == coach.lesson.options.names


@pytest.mark.parametrize("key", LESSONS)
def test_a_lesson_can_be_skipped_started_again_and_left(window, pace, key):
    pace("fast", "fast")
    lesson = GAME_BY_KEY[key].screens.lesson("Ada")
    back = GAME_BY_KEY[key].screens.setup()  # where the lesson was asked for
    start_lesson(window, lesson, back_to=back)
    table = window.current_view
    draw(window)
    press(window, *table.coach.skip_button.rect.center)
    assert table.coach.index == 1 and table.coach.skipped == [lesson.steps[0].key]
    press(window, *table.coach.again_button.rect.center)
    again = window.current_view
    assert again is not table and again.coach.index == 0 and again.match.state.history == []
    press_key(window, arcade.key.ESCAPE)  # the pause says a lesson is left, not saved
    paused = window.current_view
    assert paused.quit_button.text == "Leave the lesson for the menu" and "not kept" in paused.leave_question.text
    window.show_view(again)
    draw(window)
    press(window, *again.coach.leave_button.rect.center)
    assert window.current_view is back


@pytest.mark.parametrize("key", LESSONS)
def test_teach_me_on_the_setup_screen_starts_the_lesson_with_the_first_seat_s_name(window, key):
    from tests.ui import click, replace_text

    setup = GAME_BY_KEY[key].screens.setup()
    window.show_view(setup)
    replace_text(window, setup.names[0], "Tamsin")
    assert looks_drawn(screenshot(window, SHOTS / f"lesson_{key}_setup.png"))
    click(window, setup.teach_button)
    table = window.current_view
    assert table.coach is not None and table.match.state.options.names[0] == "Tamsin"
    press(window, *table.coach.leave_button.rect.center)
    assert window.current_view is setup


def test_a_tavern_offers_teach_me_on_the_first_visit_only(window):
    from game.campaign.road import Campaign, Enter
    from game.ui.menu import MenuView
    from game.ui.road_views import TavernPageView
    from tests.ui import click

    campaign = Campaign.new("Tamsin", seed=3)
    page = TavernPageView(1, campaign, MenuView)
    window.show_view(page)
    assert page.teach_button is not None
    click(window, page.teach_button)
    table = window.current_view
    assert table.coach is not None and table.match.lesson
    assert table.match.state.options.names[0] == "Tamsin" and table.match.game == campaign.tavern.game
    draw(window)
    press(window, *table.coach.leave_button.rect.center)
    assert window.current_view is page
    campaign.apply(Enter(campaign.tavern.wagers_at(campaign.level)[0] if campaign.tavern.wagers else 0))
    assert campaign.played_at(campaign.tavern.key)
    assert TavernPageView(1, campaign, MenuView).teach_button is None  # been here: no lesson offered


def test_undo_in_a_lesson_is_greyed_with_its_own_reason(window, pace):
    pace("fast", "fast")
    start_lesson(window, GAME_BY_KEY["deaths_will"].screens.lesson("Ada"), back_to=window.current_view)
    table = window.current_view
    draw(window)
    assert table.undo_button.disabled
    assert "a lesson goes forward only" in table.reasons[table.undo_button]
    window.dispatch_event("on_key_press", arcade.key.Z, arcade.key.MOD_CTRL)
    window.dispatch_events()
    assert table.prompt.text.startswith("Not allowed: a lesson goes forward only")


def lesson_at(window, game: str, step: str):
    """The table of ``game``'s lesson (for Ada), skipped on to ``step``, its card read."""
    start_lesson(window, GAME_BY_KEY[game].screens.lesson("Ada"), back_to=window.current_view)
    table = window.current_view
    to_step(window, table, step)
    read_the_card(table)
    return table


def to_step(window, table, key: str) -> None:
    """Skip the lesson on to the step ``key``, the table quiet at it."""
    coach = table.coach
    for _frame in range(60 * 300):
        table.on_update(FRAME)
        if table.flow.busy and not coach.table_waits():
            continue
        draw(window)
        if coach.step.key == key and not table.flow.busy:
            return
        while coach.unread():  # read first: Skip does not pass words that have only just come
            table.on_update(FRAME)
        press(window, *coach.skip_button.rect.center)
    raise AssertionError(f"never reached {key}: at {coach.step.key}")


@pytest.mark.parametrize(
    ("key", "step", "clicked", "said"),
    [
        (
            "deaths_will",
            "raise",
            lambda table: table.part.ante_button,
            "this step asks for a raise first: click + once",
        ),
        ("spottle", "raise", lambda table: table.part.hold_button, "this step asks for a raise: click Raise"),
        ("doty", "declare", lambda table: table.part.pairs_buttons["no_dd"], "this step asks for Family declared"),
    ],
)
def test_a_button_off_the_lesson_s_step_is_refused_where_it_was_clicked_and_the_step_stands(
    window, pace, key, step, clicked, said
):
    from tests.ui import click

    pace("fast", "fast")
    start_lesson(window, GAME_BY_KEY[key].screens.lesson("Ada"), back_to=window.current_view)
    table = window.current_view
    to_step(window, table, step)
    before = list(table.match.state.history)
    click(window, clicked(table))
    draw(window)
    assert table.match.state.history == before and table.coach.step.key == step
    assert table.prompt.text.startswith(f"Not allowed: {said}")  # the prompt over the buttons
    assert table.coach.said == table.coach.step.says  # the card still on the step


def test_skip_at_an_action_step_does_it_so_the_next_card_tells_the_table(window, pace):
    pace("fast", "fast")
    start_lesson(window, GAME_BY_KEY["deaths_will"].screens.lesson("Ada"), back_to=window.current_view)
    table = window.current_view
    to_step(window, table, "ante")
    press(window, *table.coach.skip_button.rect.center)  # Skip at "Click Ante": Ada antes
    assert [e.kind for e in table.match.state.log if e.seat == 0][-1] == "ante"
    assert table.coach.step.key == "throw" and table.coach.skipped == ["welcome", "ante"]
    press(window, *table.coach.skip_button.rect.center)  # Skip at "throw": the standard throw
    to_step(window, table, "score")
    assert "That was not the lesson's score" not in table.coach.said
    assert table.coach.words.text.startswith("2-2-5: two dice match")


def test_play_a_real_game_at_a_lesson_s_end_plays_what_the_setup_had_chosen(window, pace):
    from tests.ui import click, replace_text, set_picker

    pace("fast", "fast")
    setup = GAME_BY_KEY["spottle"].screens.setup()
    window.show_view(setup)
    set_picker(window, setup.count, 3)  # three players, as a newcomer chose before asking to be taught
    replace_text(window, setup.names[0], "Tamsin")
    draw(window)
    options, controllers = setup.chosen()
    assert len(options.names) == 3 and options.names[0] == "Tamsin"  # not the lesson's one player
    click(window, setup.teach_button)
    table = window.current_view
    skip_to_the_end(window, table)
    assert table.coach.main_button.text == "Play a real game"
    press(window, *table.coach.main_button.rect.center)
    real = window.current_view
    assert real is not table and not real.match.lesson
    assert real.match.state.options == options and real.match.controllers == controllers


def skip_to_the_end(window, table) -> None:
    for _frame in range(60 * 300):
        table.on_update(FRAME)
        if table.coach.done and not table.flow.busy:
            break
        if not table.flow.busy or table.coach.table_waits():
            draw(window)
            while table.coach.unread():  # read first: Skip does not pass words that have only just come
                table.on_update(FRAME)
            press(window, *table.coach.skip_button.rect.center)
    draw(window)
    assert table.coach.done
    read_the_card(table)


def test_a_lesson_taught_at_a_tavern_ends_back_at_its_door_to_sit_down(window, pace):
    from game.campaign.road import Campaign
    from game.ui.menu import MenuView
    from game.ui.road_views import TavernPageView
    from tests.ui import click

    pace("fast", "fast")
    page = TavernPageView(1, Campaign.new("Tamsin", seed=3), MenuView)
    window.show_view(page)
    click(window, page.teach_button)
    table = window.current_view
    skip_to_the_end(window, table)
    assert table.coach.main_button.text == "Back to sit down here"
    press(window, *table.coach.main_button.rect.center)
    assert window.current_view is page


@pytest.mark.parametrize("key", LESSONS)
def test_the_coach_s_card_covers_only_the_talk_and_leaves_every_other_panel_in_sight(window, key):
    start_lesson(window, GAME_BY_KEY[key].screens.lesson("Ada"), back_to=window.current_view)
    table = window.current_view
    x, y, w, h = table.coach_card
    for panel in table.panels:
        if tuple(panel) == tuple(table.log_card):
            continue
        px, py, pw, ph = panel
        apart = x >= px + pw or px >= x + w or y >= py + ph or py >= y + h
        assert apart, f"the coach's card {table.coach_card} covers the panel {panel}"


def test_enter_pressed_twice_goes_on_once_and_the_second_is_refused_not_taken_as_the_table_s_key(window, pace):
    pace("fast", "fast")
    start_lesson(window, GAME_BY_KEY["spots"].screens.lesson("Ada"), back_to=window.current_view)
    table = window.current_view
    to_step(window, table, "d0g")  # the coach explains; at Spots' table Enter is also Stop
    read_the_card(table)
    before = list(table.match.state.history)
    press_key(window, arcade.key.ENTER)
    assert table.coach.step.key == "score_slow"
    press_key(window, arcade.key.ENTER)  # Stop, where the step asks for Score dogs
    assert table.match.state.history == before and table.coach.step.key == "score_slow"
    assert table.prompt.text.startswith("Not allowed: ")


def test_go_on_pressed_twice_passes_only_the_card_it_was_pressed_at(window, pace):
    """Death's Will's coach explaining: Enter goes on (a page or a step), and an Enter a moment later is
    the same press twice, not a pass of the words the first brought, unseen; once they are read, it goes on."""
    pace("fast", "fast")
    window.settings.text_size = "largest"  # the welcome's words on two pages
    start_lesson(window, GAME_BY_KEY["deaths_will"].screens.lesson("Ada"), back_to=window.current_view)
    table = window.current_view
    coach = table.coach
    window.settings.text_size = "normal"
    for _ in range(90):  # the welcome read
        table.on_update(FRAME)
    draw(window)
    where = (coach.index, coach.page)
    assert coach.more() and "then More (Enter)" in table.prompt.text  # the prompt says the card's button
    press_key(window, arcade.key.ENTER)
    after_one = (coach.index, coach.page)
    assert after_one == (where[0], where[1] + 1)  # the welcome's second page
    press_key(window, arcade.key.ENTER)  # at once: pressed twice
    assert (coach.index, coach.page) == after_one
    for _ in range(30):  # half a second: read
        table.on_update(FRAME)
    press_key(window, arcade.key.ENTER)
    assert (coach.index, coach.page) != after_one


def test_a_lesson_taught_at_a_tavern_plays_that_tavern_s_stakes_and_way_to_play():
    """Every tavern on the road, at every difficulty: its lesson plays as
    the tavern does where the lesson can (Death's Will's stakes, Doty's way
    to play), and is followed to its end through the flow."""
    from game.campaign.taverns import the_road
    from tests.lessons_followed import skip_through

    road = the_road()
    taught = set()
    for tavern in road.taverns:
        make = GAME_BY_KEY[tavern.game].screens.lesson
        for difficulty in road.difficulties.values():
            house = tavern.options_at(difficulty)
            lesson = make("Tamsin", house)
            options = lesson.options
            for field in ("stakes", "variant"):
                if field in house:
                    assert getattr(options, field) == house[field], (tavern.name, field)
                    taught.add((tavern.game, house[field]))
            script, *_ = skip_through(lesson)
            assert script.done, (tavern.name, difficulty.key, script.step)
    assert ("deaths_will", "low") in taught and ("doty", "called_shot") in taught
    low = GAME_BY_KEY["deaths_will"].screens.lesson("Tamsin", {"stakes": "low"})
    assert "three d4, and an ante of 1 cp" in low.steps[0].says
    assert low.steps[[step.key for step in low.steps].index("weal")].says.startswith("2-3-4: weal")


def test_a_complete_dog_s_words_keep_within_its_card(window, pace):
    from game.games.spots.table_board import COMPLETE_WORDS
    from game.games.spots.table_layout import CARD_SIZE

    pace("fast", "fast")
    start_lesson(window, GAME_BY_KEY["spots"].screens.lesson("Ada"), back_to=window.current_view)
    table = window.current_view
    to_step(window, table, "stop")  # Rusty is complete
    said = [text for text in table.part.table_words.texts() if text.text in COMPLETE_WORDS]
    assert said and all(text.content_width <= CARD_SIZE[0] - 78 for text in said)


def test_spelldice_s_pick_board_takes_only_what_the_lesson_s_step_asks_and_says_so_on_the_board(window, pace):
    from game.games.spelldice.board import BOARD, FISTS, PickBoard
    from game.games.spelldice.lesson import BLUE_HELD, BRANNOC, CORA, PLAYERS, RED_AT_CORA
    from game.games.spelldice.picking import DIE_ORDER
    from game.games.spelldice.plaques import plaque_rect
    from game.games.spelldice.rules import Hand

    def centre(box):
        left, bottom, width, height = box
        return left + width / 2, bottom + height / 2

    def die(colour):
        return centre(PickBoard.slot_box(DIE_ORDER.index(colour)))

    pace("fast", "fast")
    table = lesson_at(window, "spelldice", "aim")
    empty = [Hand(), Hand()]
    drag(window, die("red"), centre(plaque_rect(PLAYERS, BRANNOC)))  # the wrong wizard
    draw(window)
    assert table.part.picking.fists == empty and table.coach.step.key == "aim"
    assert table.part.pick_note.text.startswith(
        "Not so: this step asks for your red die on Cora's plaque"
    )  # on the board
    drag(window, die("blue"), centre(FISTS[0]))  # the next step's die, too soon
    assert table.part.picking.fists == empty and table.coach.step.key == "aim"
    drag(window, die("red"), centre(plaque_rect(PLAYERS, CORA)))  # what the step asks
    draw(window)
    assert table.part.picking.fists == [RED_AT_CORA, Hand()] and table.coach.step.key == "hold"
    press(window, *centre(FISTS[0]))  # a click on the red fist would put the die back: the step asks for blue
    draw(window)
    assert table.part.picking.fists == [RED_AT_CORA, Hand()]
    assert table.part.pick_note.text.startswith("Not so: this step asks for your blue die on a fist")
    press(window, *centre(FISTS[0]))  # the longest refusal a fist's click draws: kept on the board
    assert table.part.pick_note.content_width <= BOARD[2] - 40
    window.dispatch_event("on_mouse_motion", *die("green"), 0, 0)  # the pointer resting on a die: its help
    draw(window)
    coach_right = table.coach_card[0] + table.coach_card[2]
    assert table.prompt.text and table.prompt.x - table.prompt.content_width / 2 > coach_right  # clear of the coach
    drag(window, die("blue"), centre(FISTS[1]))
    draw(window)
    assert BLUE_HELD in table.part.picking.fists and table.coach.step.key == "hands_up"


def test_a_step_that_answers_a_roll_speaks_once_the_roll_has_landed_and_its_button_is_there(window, pace):
    pace("fast", "fast")
    table = lesson_at(window, "spelldice", "reveal")
    coach = table.coach
    press(window, *coach.main_button.rect.center)  # Go on: Brannoc's shot at Cora is thrown
    assert coach.step.key == "let_stand"
    rolled_before = [e for e in table.match.state.log if e.kind == "shot_roll"]
    for _frame in range(60 * 60):
        table.on_update(FRAME)
        draw(window)
        if coach.shown == coach.index:
            break
    else:
        raise AssertionError("the step never spoke")
    assert coach.words.text.startswith("Brannoc's Booster Shot at Cora rolls 5")
    assert [e for e in table.match.state.log if e.kind == "shot_roll"] != rolled_before  # thrown,
    assert table.flow.quiet and coach.target() is not None  # landed, and its button there to point at


def test_skip_pressed_while_the_dice_roll_never_passes_a_step_the_card_has_not_shown(window, pace):
    pace("fast", "fast")
    table = lesson_at(window, "deaths_will", "throw")
    coach = table.coach
    press_key(window, arcade.key.SPACE)  # the throw
    told = set()
    # Skip, again and again, a frame apart, as the dice roll and land and the score shows (the physics runs a
    # frame's share of wall time: on a busy machine the dice take more frames to land)
    for _ in range(600):
        unread, skipped = coach.shown != coach.index, list(coach.skipped)
        press(window, *coach.skip_button.rect.center)
        if unread:
            assert coach.skipped == skipped, "Skip passed a step whose words were never on the card"
        table.on_update(FRAME)
        draw(window)
        if coach.shown == coach.index and coach.step is not None:
            told.add(coach.step.key)
        if "score" in told:
            break
    for _ in range(8):  # and Skip pressed on, a frame apart, while the score's words are new
        assert coach.unread()
        press(window, *coach.skip_button.rect.center)
        table.on_update(FRAME)
        draw(window)
    assert "score" in told and coach.step.key == "score"  # the card says what the throw scored, Skip or no
    while coach.unread():  # once it has been up a while, Skip passes it
        table.on_update(FRAME)
    draw(window)
    press(window, *coach.skip_button.rect.center)
    assert coach.step.key == "house" and "score" in coach.skipped


def test_place_what_fits_by_its_key_stops_where_the_lesson_s_step_is_met(window, pace):
    pace("fast", "fast")
    table = lesson_at(window, "spots", "place")  # "Drag the 3 onto Rusty"
    placed_before = sum(e.kind == "place" for e in table.match.state.log)
    press_key(window, arcade.key.A)  # Place what fits: its first die is the 3 on Rusty, and no further
    placed = [e for e in table.match.state.log if e.kind == "place"][placed_before:]
    assert [(e.data["value"], e.data["dog"]) for e in placed] == [(3, 0)]
    assert table.coach.step.key == "fits"  # the next step, Place what fits, is still the person's to do


def test_enter_pressed_twice_at_a_part_s_last_step_shows_its_end_and_does_not_leave_it(window, pace):
    from game.games.doty.lesson import lesson

    pace("fast", "fast")
    last = lesson("Ada").steps[-1]
    assert last.met is None  # the coach explains: Enter goes on, and ends the part
    table = lesson_at(window, "doty", last.key)
    while table.coach.more():  # its words read to their last page
        press_key(window, arcade.key.ENTER)
        read_the_card(table)
    for _ in range(2):
        press_key(window, arcade.key.ENTER)
    draw(window)
    assert window.current_view is table and table.coach.done  # "This part is done", held to be read
    assert table.coach.count.text == "This part is done"
    press_key(window, arcade.key.SPACE)  # the table's throw, with nothing to throw: it says what goes on
    assert table.prompt.text == "This part is done: Enter goes on to the next."  # said, nothing refused
    read_the_card(table)
    press_key(window, arcade.key.ENTER)  # read: on to the next part
    assert window.current_view is not table and window.current_view.coach.lesson.title != table.coach.lesson.title


def test_while_the_table_holds_the_round_told_over_the_card_says_to_read_it_and_go_on(window, pace):
    from game.ui.coach import HELD_WORDS, on_widget

    pace("fast", "fast")
    table = lesson_at(window, "spelldice", "falls")  # the round's last hits land, and it is told over
    coach = table.coach
    for _frame in range(60 * 60):
        table.on_update(FRAME)
        if coach.table_waits():
            break
    else:
        raise AssertionError("the round was never told over")
    draw(window)
    assert coach.said == HELD_WORDS and coach.target().rect == on_widget(table.part.move_on_button).rect
    assert not coach.main_button.visible  # Enter goes on from the table's moment, not the card
    press(window, *table.part.move_on_button.rect.center)
    for frame in range(60 * 10):
        table.on_update(FRAME)
        if frame % 10 == 0:
            draw(window)  # the card takes the step's words back as it is drawn
        if coach.said != HELD_WORDS:
            break
    assert coach.said == coach.step.says  # the step the table now stands at: Cora is down
    assert coach.step.key == "fallen"


def test_the_refusal_while_the_coach_explains_names_no_button_the_card_may_not_show():
    """The card's button reads Go on, or More while the card has a page still to show (Doty's lesson said
    "Go on (Enter)" under a card whose button read "More (Enter)"): the refusal sends the person to the card."""
    from game.table.lessons import READ_FIRST

    assert "coach's card" in READ_FIRST
    assert not any(name in READ_FIRST for name in ("Go on", "More", "Enter", "(")), READ_FIRST
