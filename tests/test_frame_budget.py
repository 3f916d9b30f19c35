"""No frame waits for a throw's physics: a table runs it a slice a frame
(``DiceTableView.advance_throw``), however long the whole throw takes."""

import time

import pymunk
import pytest

from game.registry import GAME_BY_KEY
from game.services.match import Match
from tests.ui import FRAME

SLOW_STEP = 0.002  # this thread's seconds added to each physics step: a throw then takes half a second or more
FRAME_LIMIT = 0.05


@pytest.mark.window
@pytest.mark.parametrize("key", ["deaths_will", "spottle", "spots"])  # the bowl, the toad's table, the tray
def test_a_slow_throw_never_holds_a_frame(window, monkeypatch, key):
    step = pymunk.Space.step

    def slow_step(space, dt):
        begun = time.thread_time()
        while time.thread_time() - begun < SLOW_STEP:
            pass
        step(space, dt)

    monkeypatch.setattr(pymunk.Space, "step", slow_step)
    smoke = GAME_BY_KEY[key].commands.smoke_match()
    match = Match(smoke.state.options, ("easy",) * len(smoke.controllers), smoke.seed)
    table = match.definition.screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    worst, longest_throw, frames = 0.0, 0.0, 0
    while match.throws < 3 and frames < 60 * 120:
        throws, begun = match.throws, time.thread_time()
        table.on_update(FRAME)
        took = time.thread_time() - begun
        worst = max(worst, took)
        frames += 1
        if match.throws > throws:
            path = getattr(table.animation, "path", None)  # a tooth pressed in the jaw has none
            longest_throw = max(longest_throw, len(path.frames) * SLOW_STEP if path else 0.0)
    assert match.throws == 3, f"{match.throws} throws in {frames} frames"
    assert longest_throw > 4 * FRAME_LIMIT, "the slowed physics was never slower than a frame may be"
    assert worst < FRAME_LIMIT, f"a frame's update took {worst * 1000:.0f} ms of the table's time"


@pytest.mark.window
def test_a_table_opens_with_earlier_garbage_collected_and_the_living_heap_set_aside(window):
    """The collector's full passes in play look only at what the table has
    made since it opened, not at the whole heap (they held frames for 33 to
    44 ms in long matches)."""
    import gc
    import weakref

    class Left:  # what an earlier screen left: a cycle only the collector frees
        pass

    gc.unfreeze()
    gc.collect()  # what earlier tests left, set aside until the heap has grown by half, goes first
    left = Left()
    left.me = left
    gone = weakref.ref(left)
    del left
    living = len(gc.get_objects())
    smoke = GAME_BY_KEY["spots"].commands.smoke_match()
    table = GAME_BY_KEY["spots"].screens.table.for_match(Match(smoke.state.options, smoke.controllers, smoke.seed))
    table.flow.keeper = None
    window.show_view(table)
    try:
        assert gone() is None  # collected as the table opened
        assert gc.get_freeze_count() >= 0.9 * living  # and what lives set aside
        assert len(gc.get_objects()) < 0.1 * gc.get_freeze_count()  # a pass in play sees only the new
    finally:
        gc.unfreeze()


@pytest.mark.window
def test_the_results_are_made_a_part_a_frame_even_at_the_quickest_pace(window, monkeypatch, pace):
    """The screen and its files, the game's lines, the winner's medallion,
    the backdrop: each in a frame of its own, however briefly the end is read."""
    from game.games.deaths_will.results import DeathsWillResultsView
    from game.ui import results_screen

    made: list[str] = []

    def counted(owner, name: str) -> None:
        function = getattr(owner, name)

        def counting(*args, **kwargs):
            made.append(f"{owner.__name__}.{name}")
            return function(*args, **kwargs)

        monkeypatch.setattr(owner, name, counting)

    counted(results_screen.ResultsScreen, "__init__")
    counted(DeathsWillResultsView, "tell")
    counted(results_screen.WinnerMedallion, "__init__")
    counted(type(window), "backdrop")
    pace("instant")
    smoke = GAME_BY_KEY["deaths_will"].commands.smoke_match()
    match = Match(smoke.state.options, ("easy",) * len(smoke.controllers), smoke.seed)
    table = match.definition.screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    seen = []
    for _ in range(60 * 600):
        if window.current_view is not table:
            break
        made.clear()
        table.on_update(FRAME)
        assert len(made) <= 1, made
        seen += made
    assert len(seen) == 4, seen
    results = window.current_view
    assert isinstance(results, DeathsWillResultsView) and not results.parts_left and results.medallion is not None


@pytest.mark.window
def test_a_results_table_s_rows_are_each_a_part_made_after_its_headings(window):
    """Six seats' rows and the game's other lines laid out in one frame held it past 50 ms."""
    from game.games.spottle.rules import Options as SpottleOptions

    names = ("Ada", "Bram", "Cora", "Dov", "Esk", "Fen")
    match = Match(SpottleOptions(names=names, purses=(500,) * 6, rounds=1), ("easy",) * 6, seed=3)
    while not match.over:
        match.play_computer_step()
    results = match.definition.screens.results(match)
    assert len(results.parts_left) == 2  # the game's lines, then the medallion
    results.make_a_part()  # the title and the table's headings: its rows come next, a part each
    assert len(results.parts_left) == len(names) + 1
    lines = len(results.lines)
    results.make_a_part()
    assert len(results.lines) == lines + 5  # one seat's row: its five cells
    while not results.make_a_part():
        pass
    said = [line.text for line in results.lines]
    assert all(any(name in words for words in said) for name in names) and results.medallion is not None
