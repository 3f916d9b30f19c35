"""The whole talk opens over any table, by key or button, reads back every
line with its hands and rounds marked, scrolls, and the game waits for it."""

import pytest

from game.registry import GAME_BY_KEY
from game.services.match import Match
from game.ui import art
from game.ui.arcade_import import arcade
from game.ui.talk_view import MARKS, TalkView, line_pitch
from tests.ui import click, drag, draw, key, run

pytestmark = pytest.mark.window


def long_table(window, pace, key_):
    long = GAME_BY_KEY[key_].commands.hard_match()
    match = Match(long.state.options, ("easy",) * len(long.controllers), seed=2)
    table = match.definition.screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    pace("instant", "normal")
    run(window, 120, until=lambda: len(table.flow.log_events) > 30 or window.current_view is not table)
    assert window.current_view is table and len(table.flow.log_events) > 30
    return table


@pytest.mark.parametrize("key_", ["spottle", "spots", "spelldice"])
def test_the_whole_talk_opens_by_key_and_button_marks_the_rounds_and_the_game_waits(window, pace, key_):
    table = long_table(window, pace, key_)
    key(window, arcade.key.T)
    talk = window.current_view
    assert isinstance(talk, TalkView)
    doc = talk.text_area.doc
    said = doc.text.split("\n")
    assert [line for line in said if line] == [event.text for event in table.flow.log_events]
    marked = [event for event in table.flow.log_events if event.kind in MARKS]
    assert marked, "nothing in the talk was marked"
    for event in marked:
        at = doc.text.index(event.text)
        assert tuple(doc.get_style("color", at))[:3] == tuple(art.GOLD)[:3]
    plain = next(event for event in table.flow.log_events if event.kind not in MARKS)
    assert tuple(doc.get_style("color", doc.text.index(plain.text)))[:3] == tuple(art.INK)[:3]
    assert talk.at_newest  # it opens at the newest line
    history = len(table.match.state.history)
    run(window, 2.0)
    assert len(table.match.state.history) == history  # the game waits while the talk is read
    key(window, arcade.key.HOME)
    assert talk.view_y == 0 and not talk.at_newest
    key(window, arcade.key.PAGEDOWN)
    assert talk.view_y < 0
    key(window, arcade.key.END)
    assert talk.at_newest
    before = talk.view_y
    draw(window)
    drag(window, (640, 500), (640, 200))  # the page pulled down: older lines come into view
    assert talk.view_y == talk.text_area.snapped(min(0, before + 300)) > before  # to a whole line
    window.dispatch_event("on_mouse_scroll", 640, 360, 0, -30)  # the wheel, down to the newest again
    window.dispatch_events()
    assert talk.at_newest
    key(window, arcade.key.T)
    assert window.current_view is table
    click(window, table.talk_button)
    assert isinstance(window.current_view, TalkView)
    click(window, window.current_view.back_button)
    assert window.current_view is table


def lines_cut(talk) -> list[str]:
    """The talk's lines that show only in part, cut by the top or the bottom of its area."""
    layout = talk.text_area.layout
    top, bottom = layout.view_y, layout.view_y - layout.height  # the content's band in sight
    cut = []
    for text, line in zip(talk.text_area.doc.text.split("\n"), layout.lines):
        line_top, line_bottom = line.y + line.ascent, line.y + line.descent
        if line_bottom < top and line_top > bottom and not (bottom <= line_bottom and line_top <= top):
            cut.append(text)
    return cut


def test_every_line_of_the_whole_talk_shows_whole_under_its_title_wherever_it_is_read(window, pace):
    long_table(window, pace, "spottle")
    key(window, arcade.key.T)
    talk = window.current_view
    draw(window)
    area = talk.text_area.rect
    assert talk.heading.bottom > area.top  # the title stands clear above the text
    layout = talk.text_area.layout
    assert {round(b.y - a.y) for a, b in zip(layout.lines, layout.lines[1:])} == {-line_pitch()}
    assert talk.last_view_y < 0  # more than fits: it is read back
    moves = [
        lambda: None,  # as it opens, at the newest line
        lambda: key(window, arcade.key.HOME),
        lambda: key(window, arcade.key.PAGEDOWN),
        lambda: key(window, arcade.key.UP),
        lambda: drag(window, (640, 300), (640, 437), steps=5),  # 137 px: not a whole number of lines
        lambda: window.dispatch_event("on_mouse_scroll", 640, 360, 0, -0.35),  # a touchpad's fraction of a notch
        lambda: key(window, arcade.key.END),
    ]
    for move in moves:
        move()
        window.dispatch_events()
        draw(window)
        assert lines_cut(talk) == [], f"cut at view_y {talk.view_y}"
    assert talk.at_newest
