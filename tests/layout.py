"""What a screen drew, and whether it fits: every text inside the window and
inside the panel it stands on, no two panels over each other, every shown
button's words inside the button and no other words under a button."""

from __future__ import annotations

import pyglet

from game.ui.arcade_import import arcade, gui
from game.ui.kept_words import KeptWords

SLACK = 2  # pixels a glyph's box may lean past an edge (italics, antialiasing)


def _reachable(value, depth: int = 0, seen: set | None = None):
    """arcade.Text objects held by ``value``, its lists, dicts and the game's own objects."""
    seen = set() if seen is None else seen
    if id(value) in seen or depth > 4:
        return
    seen.add(id(value))
    if isinstance(value, arcade.Text):
        yield value
    elif isinstance(value, KeptWords):
        yield from value.texts()
    elif isinstance(value, (list, tuple, set)):
        for item in value:
            yield from _reachable(item, depth + 1, seen)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _reachable(item, depth + 1, seen)
    elif type(value).__module__.startswith("game.") and hasattr(value, "__dict__"):
        for item in vars(value).values():
            yield from _reachable(item, depth + 1, seen)


def drawn_texts(window) -> list[arcade.Text]:
    """The texts the current screen draws in one frame, with words in them:
    those drawn one by one, and those in the batches it draws."""
    view = window.current_view
    drawn, batches = [], set()
    text_draw, batch_draw = arcade.Text.draw, pyglet.graphics.Batch.draw

    def record_text(self, *args, **kwargs):
        drawn.append(self)
        return text_draw(self, *args, **kwargs)

    def record_batch(self, *args, **kwargs):
        batches.add(id(self))
        return batch_draw(self, *args, **kwargs)

    arcade.Text.draw, pyglet.graphics.Batch.draw = record_text, record_batch
    try:
        view.on_draw()
    finally:
        arcade.Text.draw, pyglet.graphics.Batch.draw = text_draw, batch_draw
    batched = [text for text in _reachable(view) if text._label.batch is not None and id(text._label.batch) in batches]
    unique = {id(text): text for text in drawn + batched}
    return [text for text in unique.values() if text.text.strip() and text.visible]


def box_of(text: arcade.Text) -> tuple[float, float, float, float]:
    """(left, bottom, right, top) of a text's words as laid out."""
    return text.left, text.bottom, text.left + text.content_width, text.bottom + text.content_height


def shown_buttons(view) -> list:
    """The buttons the screen shows: visible, under visible parents."""
    found = []

    def walk(widget, visible: bool) -> None:
        visible = visible and widget.visible
        if isinstance(widget, gui.UIFlatButton) and visible:
            found.append(widget)
        for child in widget.children:
            walk(child, visible)

    # a table watched again, or a lesson's: the watcher's or the coach's own manager too
    managers = [view.ui] + [
        over.ui for over in (getattr(view, "watch", None), getattr(view, "coach", None)) if hasattr(over, "ui")
    ]
    for ui in managers:
        for layer in ui.children.values():
            for root in layer:
                walk(root, True)
    return found


def _inside(inner: tuple, outer: tuple) -> bool:
    return (
        inner[0] >= outer[0] - SLACK
        and inner[1] >= outer[1] - SLACK
        and inner[2] <= outer[2] + SLACK
        and inner[3] <= outer[3] + SLACK
    )


def _overlap(a: tuple, b: tuple) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def layout_faults(window) -> list[str]:
    """Every way the current screen's drawing leaves its place, in words."""
    view = window.current_view
    faults = []
    screen = (0, 0, 1280, 720)
    panels = [(x, y, x + w, y + h) for x, y, w, h in getattr(view, "panels", ())]
    for k, a in enumerate(panels):
        for b in panels[k + 1 :]:
            if _overlap(a, b):
                faults.append(f"panels {a} and {b} overlap")
    overlays = []  # drawn over the panels on a box of their own: the texts on them keep to them
    table = getattr(view, "table", view)  # the pause draws its table's banner too
    covered, coached = None, set()
    if getattr(table, "coach", None) is not None:  # the coach's card lies over the panels under it, opaque
        x, y, w, h = table.coach_card
        covered = (x, y, x + w, y + h)
        overlays.append(covered)
        coached = {id(text) for text in _reachable(table.coach, seen={id(table)})}  # its own, not its table's
    drawn = drawn_texts(window)
    flow = getattr(table, "flow", None)
    if flow is not None and flow.banner_up and any(text is table.banner.title for text in drawn):  # drawn, not only up
        from game.ui.dice_table import BOWL_CENTRE

        x, y = BOWL_CENTRE[0], table.banner_y - 4
        overlays.append((x - 320, y - 52, x + 320, y + 52))
    buttons = shown_buttons(view)
    # an overlay (the pause, the whole talk) draws its table dimmed behind its own buttons
    behind = {id(text) for text in _reachable(table)} if table is not view else set()
    for text in drawn:
        box = box_of(text)
        words = text.text.replace("\n", " ")[:60]
        if not _inside(box, screen):
            faults.append(f"{words!r} leaves the window: {tuple(round(v) for v in box)}")
            continue
        if covered is not None and id(text) not in coached and _inside(box, covered):
            continue  # the talk under the coach's card: hidden by it
        for button in buttons if id(text) not in behind else ():
            rect = button.rect
            if _overlap(
                (box[0] + SLACK, box[1] + SLACK, box[2] - SLACK, box[3] - SLACK),
                (rect.left, rect.bottom, rect.right, rect.top),
            ):
                faults.append(f"{words!r} runs under the button {button.text!r}")
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        over = [o for o in overlays if o[0] <= centre[0] <= o[2] and o[1] <= centre[1] <= o[3]]
        if over:
            if not _inside(box, over[0]):
                faults.append(f"{words!r} leaves the banner's box: {tuple(round(v) for v in box)}")
            continue
        for panel in panels:
            if panel[0] <= centre[0] <= panel[2] and panel[1] <= centre[1] <= panel[3] and not _inside(box, panel):
                faults.append(f"{words!r} leaves its panel {panel}: {tuple(round(v) for v in box)}")
    for button in buttons:
        rect = button.rect
        if not _inside((rect.left, rect.bottom, rect.right, rect.top), screen):
            faults.append(f"button {button.text!r} leaves the window")
        if button.ui_label._label.content_width > button.width - 8:
            faults.append(f"button {button.text!r}: its words are wider than it")
    return faults
