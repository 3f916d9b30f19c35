"""A table built anew in the middle of a throw (the text size changed at the
pause while the dice roll): the throw still lands and is announced, as it
would have been had nothing changed."""

import pytest

from game.ui.arcade_import import arcade
from game.ui.pause import PauseView
from game.ui.settings_view import SettingsView
from tests.keys_only import a_person_to_throw
from tests.ui import FRAME, click, draw, key, opens

pytestmark = pytest.mark.window


def told_after_a_throw(window, pace, changed: bool) -> tuple[list[str], list[str], object]:
    """The person throws; ``changed``: while the dice are in the air, the text size is changed
    at the pause and play resumes. The banners shown from the throw on, the talk's new lines,
    and the table at the end."""
    pace("normal", "normal")
    table = a_person_to_throw(window)
    said = len(table.flow.log_events)
    key(window, arcade.key.SPACE)
    for _ in range(200):  # into the air: its physics run, its flight shown
        table.on_update(FRAME)
        if table.flow.playback is not None and table.flow.playback.t > 0.2:
            break
    assert table.flow.playback is not None and not table.flow.playback.done
    if changed:
        key(window, arcade.key.ESCAPE)
        pause = window.current_view
        assert isinstance(pause, PauseView)
        settings = opens(window, pause.settings_button, SettingsView)
        click(window, settings.text_size.forward)  # Large
        click(window, settings.back_button)
        pause = window.current_view
        assert isinstance(pause, PauseView) and pause.table is not table  # the table built anew at Large
        click(window, pause.resume_button)
        table = window.current_view
    banners: list[str] = []
    for step in range(int(6 / FRAME)):
        table.on_update(FRAME)
        if step % 20 == 0:
            draw(window)
        title = table.flow.banner_words[0] if table.flow.banner_up else None
        if title and (not banners or banners[-1] != title):
            banners.append(title)
    return banners, [event.text for event in table.flow.log_events[said:]], table


def test_a_text_size_changed_while_the_dice_roll_leaves_the_throw_to_land_and_be_announced(window, pace):
    try:
        plain, plain_said, _ = told_after_a_throw(window, pace, changed=False)
        window.settings.text_size = "normal"
        banners, said, table = told_after_a_throw(window, pace, changed=True)
        assert window.settings.text_size == "large" and table.text_scale > 1
    finally:
        window.settings.text_size = "normal"
        window.settings.save()
    assert plain, plain  # the throw announced (PLAGUE!)
    # announced, as it was without the change (what the computer does next may come sooner: its solves
    # were made by then)
    assert banners[: len(plain)] == plain
    assert said[: len(plain_said)] == plain_said and any("Ada threw" in line for line in plain_said)
    assert table.flow.playback.done  # landed
