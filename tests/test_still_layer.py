"""A table's still part (its backdrop, panels' words, cards...) is shown
from an image while it stands still: the image must never show what the
table no longer does. At every table, through a match, a frame shown from
the image kept is the frame shown from an image made anew at that moment."""

import pytest
from PIL import ImageChops

from game.core import catalogue
from game.ui.arcade_import import arcade
from game.ui.still_layer import STEADY_FRAMES
from tests.ui import FRAME

pytestmark = pytest.mark.window

CHECKS = 10  # looks at each table, a part of a second to a second of play apart
SLACK = 2  # a rounding step in a colour's channel


def frame(window):
    window.current_view.on_draw()
    return arcade.get_image(0, 0, *window.get_size()).convert("RGB")


def differing_pixels(one, other) -> int:
    r, g, b = ImageChops.difference(one, other).split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b).point(lambda v: 255 if v > SLACK else 0).histogram()[255]


def made_anew(window, still):
    """The frame with the image made again from what the table shows now."""
    still.forget()
    for _ in range(STEADY_FRAMES):
        window.current_view.on_draw()  # drawn directly while the new key stands
    shown = still.shown
    made = frame(window)
    assert still.shown == shown + 1  # this frame was shown from the new image
    return made


@pytest.mark.pixels  # it reads the pixels drawn
@pytest.mark.parametrize("definition", catalogue.playable(), ids=lambda d: d.key)
def test_the_kept_image_is_the_table_as_it_stands(window, pace, definition):
    pace("fast", "fast")
    table = definition.screens.table(definition.commands.hard_match())
    window.show_view(table)
    still = table.still
    faults, looks = [], 0
    for check in range(CHECKS):
        for _ in range(STEADY_FRAMES + 1):  # the image made of the table as it stands
            table.on_update(FRAME)
            table.on_draw()
        for _ in range(5 + 11 * (check % 5)):  # the match moves on unseen: the image is what it was
            table.on_update(FRAME)
        shown = still.shown
        kept = frame(window)
        if still.shown == shown:
            continue  # the table's key saw the change: drawn directly, nothing shown stale
        looks += 1
        count = differing_pixels(kept, made_anew(window, still))
        if count:
            faults.append(f"look {check}: {count} pixels differ")
    assert not faults, faults
    assert looks >= 3  # the image was looked at, not only the direct drawing


@pytest.mark.pixels  # it reads the pixels drawn
def test_a_change_the_key_misses_is_seen_here(window, pace):
    """The test above fails on a stale image: words changed behind the key's back."""
    pace("fast", "fast")
    definition = catalogue.game("deaths_will")
    table = definition.screens.table(definition.commands.hard_match())
    window.show_view(table)
    table.still_table.part.key = lambda: "blind"  # a key that never changes
    for _ in range(STEADY_FRAMES + 1):
        table.on_draw()
    words = next(text for text in table.talk.card.talk.texts if text.visible)
    words.text = "Words the image never saw"
    kept = frame(window)
    assert differing_pixels(kept, made_anew(window, table.still)) > 50


def test_a_step_is_kept_at_once_and_a_count_running_is_drawn_directly_until_it_stands(window):
    """A change after the image stood (the match stepping) costs one frame, made into the image at once;
    keys changing frame after frame are drawn directly, with no image made each frame, till one stands."""
    from game.ui.app import design_camera
    from game.ui.still_layer import StillLayer

    still, drawn = StillLayer(window.ctx), []

    class Backdrop:
        def draw(self):
            drawn.append("backdrop")

    def show(key) -> str:
        """How the frame showed ``key``: from the image kept, from an image made now, or drawn directly."""
        shown, kept, drawn[:] = still.shown, still.kept, []
        still.draw(key, Backdrop(), lambda: None, design_camera())
        if still.shown == shown:
            return "directly"
        return "image" if still.kept == kept else "made now"

    assert [show("hand 1") for _ in range(3)] == ["directly", "made now", "image"]  # the table opens, and stands
    assert [show("hand 2"), show("hand 2")] == ["made now", "image"]  # a step: one frame's making
    counted = [show(f"{coins} coins") for coins in range(5)]  # a count running from a still table
    assert counted == ["made now"] + ["directly"] * 4  # no image made each frame of it
    assert [show("4 coins"), show("4 coins")] == ["made now", "image"]  # once the count stands


def test_a_step_in_a_frame_whose_update_took_long_is_kept_a_frame_later(window):
    """Laying a step's words out and making them into the image held one frame past 50 ms: a frame
    hurried already draws its change directly, and the next frame makes the image."""
    from game.ui.app import design_camera
    from game.ui.still_layer import StillLayer

    still = StillLayer(window.ctx)

    class Backdrop:
        def draw(self):
            pass

    def show(key, hurried: bool = False) -> str:
        shown, kept = still.shown, still.kept
        still.draw(key, Backdrop(), lambda: None, design_camera(), hurried)
        if still.shown == shown:
            return "directly"
        return "image" if still.kept == kept else "made now"

    assert [show("hand 1") for _ in range(3)] == ["directly", "made now", "image"]
    assert [show("hand 2", hurried=True), show("hand 2"), show("hand 2")] == ["directly", "made now", "image"]
    assert show("hand 2", hurried=True) == "image"  # nothing changed: the image is shown, hurried or not


def test_a_table_s_update_is_timed_for_its_draw_and_read_once(window, monkeypatch):
    from game.ui import still_layer

    definition = catalogue.game("deaths_will")
    table = definition.screens.table(definition.commands.hard_match())
    window.show_view(table)
    table.on_update(FRAME)
    assert table.still_table.update_seconds > 0
    hurried = []
    monkeypatch.setattr(table.still_table.layer, "draw", lambda *args: hurried.append(args[-1]))
    monkeypatch.setattr(still_layer, "HURRIED_SECONDS", 0.0)
    table.on_draw()
    table.on_draw()  # drawn again with no update between: not hurried by the update before
    assert hurried == [True, False] and table.still_table.update_seconds == 0.0
