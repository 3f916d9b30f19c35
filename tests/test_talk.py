"""The talk shows the newest lines that fit, and lays out each line once."""

import pyglet
import pytest

from game.ui.talk import Talk

LINES = [f"Line {k}: Ada throws {k % 6 + 1}, and the table hums about it for a while." for k in range(40)]


@pytest.mark.window
def test_the_newest_lines_that_fit_show_and_a_new_line_lays_out_one_text(window):
    talk = Talk(10, 10, 240, 300, pyglet.graphics.Batch())
    talk.show(LINES[:30])
    talk.finish()
    shown = talk.text.split("\n")
    assert 3 < len(shown) < 30 and shown == LINES[30 - len(shown) : 30]
    assert talk.content_height <= 300
    holders = {text.text: text for text in talk.texts if text.visible}
    talk.show(LINES[:31])  # a new line: the others only move up
    assert talk.shown[-1] == LINES[30] and talk.shown[0] != shown[0]
    kept = [line for line in talk.shown if line in holders]
    assert len(kept) == len(talk.shown) - 1
    assert all(holders[line].text == line and holders[line].visible for line in kept)
    assert sum(text.visible for text in talk.texts) == len(talk.shown)
    newest = next(text for text in talk.texts if text.text == LINES[30])
    assert newest.y == 10 and all(holders[line].y > 10 for line in kept)


@pytest.mark.window
def test_a_line_said_twice_shows_twice(window):
    talk = Talk(10, 10, 240, 300, pyglet.graphics.Batch())
    talk.show(["Ada antes 1 sp.", "Ada antes 1 sp."])
    assert talk.shown == ["Ada antes 1 sp.", "Ada antes 1 sp."]
    assert sorted(text.y for text in talk.texts if text.visible)[1] > 10


@pytest.mark.window
def test_many_new_lines_are_laid_out_over_several_frames_newest_first(window, monkeypatch):
    from game.ui import talk as module

    monkeypatch.setattr(module, "LAY_OUT_SECONDS", 0.0)  # a frame's share: one new line
    talk = Talk(10, 10, 240, 300, pyglet.graphics.Batch())
    talk.show(LINES[:30])
    assert talk.shown == [LINES[29]] and talk.behind
    talk.catch_up()
    assert talk.shown == LINES[28:30]
    talk.finish()
    assert not talk.behind and len(talk.shown) > 3 and talk.shown[-1] == LINES[29]


@pytest.mark.window
def test_a_line_taller_than_the_card_is_not_cut_but_said_to_be_whole_in_the_talk(window):
    """Words cut mid-sentence read as if said so: a line the card cannot hold whole says where it is whole."""
    from game.ui.talk import TOO_LONG

    talk = Talk(10, 10, 240, 60, pyglet.graphics.Batch())
    long_line = " ".join(LINES[:3])
    talk.show(["Ada antes 1 sp.", long_line])
    talk.finish()
    assert talk.shown == [long_line]  # the older line has no room left
    shown = next(text for text in talk.texts if text.visible)
    assert shown.content_height <= 60 and shown.text.replace("\n", " ") == TOO_LONG
    talk.show(["Bo folds.", long_line])  # the line is kept, not laid out again
    assert shown.visible and talk.shown == [long_line]
