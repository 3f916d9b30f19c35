"""What a screen drew, and whether it fits: every text (drawn, or painted
into the backdrop) inside the window and inside the panel it stands on, no
two panels over each other, every shown button's words inside the button and
no other words under a button; every sprite on a panel inside it; no words
crossed by a drawn frame or line, nor a button on a line; a small card
painted opaque and its words, like a banner's, spanning its middle (no empty
half); words over a fading backing fading with it; no two shown buttons
over each other; no words drawn over other words (``tests.layout_words``);
and no words a player must read set smaller than ``text_size.READABLE``
(``small_words``)."""

from __future__ import annotations

import pyglet

from game.ui import text_size
from game.ui.arcade_import import arcade, gui
from game.ui.kept_words import KeptWords
from game.ui.text_size import READABLE
from game.ui.widgets import TavernButton
from tests.layout_cuts import border_faults, covered_faults, cut_faults
from tests.layout_words import Words, words_of, words_over_words

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


class Drawing:
    """What one frame of a screen drew, in order: texts, filled rectangles
    (box, alpha), frames (outer box, line width), lines (points, width) and
    sprite lists. ``order`` of a text: when it was drawn."""

    def __init__(self):
        self.texts: list[arcade.Text] = []
        self.order: dict[int, int] = {}
        self.fills: list[tuple[int, tuple, int]] = []  # (when, box, alpha)
        self.frames: list[tuple[tuple, float]] = []
        self.lines: list[tuple[list, float]] = []
        # when each frame and line was drawn: one drawn before an opaque card over the words is hidden by it
        self.frames_when: list[int] = []
        self.lines_when: list[int] = []
        self.sprites: list = []
        self.count = 0

    def tick(self) -> int:
        self.count += 1
        return self.count


def _box(rect) -> tuple:
    return (rect.left, rect.bottom, rect.right, rect.top)


def _outline_of(shape) -> tuple | None:
    """A frame made by arcade.shape_list.create_rectangle_outline: (outer box, line width)."""
    points = getattr(shape, "points", ())
    if len(points) != 10 or points[0] != points[8]:
        return None
    outer, inner = points[0:8:2], points[1:8:2]
    xs, ys = [p[0] for p in outer], [p[1] for p in outer]
    return (min(xs), min(ys), max(xs), max(ys)), max(xs) - max(p[0] for p in inner)


def drawing(window) -> Drawing:
    """One frame of the current screen, recorded as it is drawn."""
    view = window.current_view
    seen, batches = Drawing(), {}
    kept = {
        (arcade.Text, "draw"): arcade.Text.draw,
        (pyglet.graphics.Batch, "draw"): pyglet.graphics.Batch.draw,
        (arcade.SpriteList, "draw"): arcade.SpriteList.draw,
        (arcade.shape_list.ShapeElementList, "draw"): arcade.shape_list.ShapeElementList.draw,
        (arcade, "draw_rect_filled"): arcade.draw_rect_filled,
        (arcade, "draw_rect_outline"): arcade.draw_rect_outline,
        (arcade, "draw_line_strip"): arcade.draw_line_strip,
        (arcade, "draw_line"): arcade.draw_line,
        (gui.UIManager, "_do_render"): gui.UIManager._do_render,
    }
    original = {name: value for (_, name), value in kept.items() if name != "draw"}

    def record_text(self, *args, **kwargs):
        if during["widgets"]:  # a widget's words, drawn onto the widgets' own surface where it stands
            return kept[arcade.Text, "draw"](self, *args, **kwargs)
        seen.texts.append(self)
        seen.order[id(self)] = seen.tick()
        return kept[arcade.Text, "draw"](self, *args, **kwargs)

    def record_batch(self, *args, **kwargs):
        if during["answers"]:  # a lifted card's words drawn again, raised: they were seen where they lie
            return kept[pyglet.graphics.Batch, "draw"](self, *args, **kwargs)
        batches[id(self)] = seen.tick()
        return kept[pyglet.graphics.Batch, "draw"](self, *args, **kwargs)

    def record_sprites(self, *args, **kwargs):
        # the thrown dice lie where they come to rest, on a panel's edge or not; coins fly across panels
        if not (during["dice"] or during["answers"]):
            seen.sprites.append(self)
        return kept[arcade.SpriteList, "draw"](self, *args, **kwargs)

    # while the dice are drawn, while the table answers (coins flying across
    # panels, rings flashing round them, a winner's card lifted in its glow: its
    # words drawn again where the lift raises them) and while a lesson's coach
    # frames and lines what it points at (over the table on purpose), what is
    # drawn is not checked; a rising figure's words are, as every text's
    during = {"dice": False, "coach": False, "answers": False, "widgets": False}
    table_dice = getattr(view, "draw_dice", None)
    answering = getattr(view, "answering", None)
    table_answers = answering.draw if answering is not None else None
    lifts = getattr(view, "lifts", None)
    coach = getattr(view, "coach", None)

    def marked(part: str, draw):
        def drawing_it(*args, **kwargs):
            during[part] = True
            try:
                return draw(*args, **kwargs)
            finally:
                during[part] = False

        return drawing_it

    def record_shapes(self, *args, **kwargs):
        outlines = [frame for frame in map(_outline_of, self.shape_list) if frame is not None]
        seen.frames.extend(outlines)
        seen.frames_when.extend(seen.tick() for _ in outlines)
        return kept[arcade.shape_list.ShapeElementList, "draw"](self, *args, **kwargs)

    def record_fill(rect, color, *args, **kwargs):
        if during["answers"]:  # the shade under a lifted card
            return original["draw_rect_filled"](rect, color, *args, **kwargs)
        seen.fills.append((seen.tick(), _box(rect), color[3] if len(color) > 3 else 255))
        return original["draw_rect_filled"](rect, color, *args, **kwargs)

    def record_outline(rect, color, border_width=1, *args, **kwargs):
        if not (during["coach"] or during["answers"]):
            seen.frames.append((_box(rect), border_width))
            seen.frames_when.append(seen.tick())
        return original["draw_rect_outline"](rect, color, border_width, *args, **kwargs)

    def record_strip(points, color, line_width=1, *args, **kwargs):
        seen.lines.append((list(points), line_width))
        seen.lines_when.append(seen.tick())
        return original["draw_line_strip"](points, color, line_width, *args, **kwargs)

    def record_line(x0, y0, x1, y1, color, line_width=1, *args, **kwargs):
        if not during["coach"]:
            seen.lines.append(([(x0, y0), (x1, y1)], line_width))
            seen.lines_when.append(seen.tick())
        return original["draw_line"](x0, y0, x1, y1, color, line_width, *args, **kwargs)

    def record_widgets(self, *args, **kwargs):
        during["widgets"] = True
        try:
            return kept[gui.UIManager, "_do_render"](self, *args, **kwargs)
        finally:
            during["widgets"] = False

    recorders = {
        (arcade.Text, "draw"): record_text,
        (pyglet.graphics.Batch, "draw"): record_batch,
        (arcade.SpriteList, "draw"): record_sprites,
        (arcade.shape_list.ShapeElementList, "draw"): record_shapes,
        (arcade, "draw_rect_filled"): record_fill,
        (arcade, "draw_rect_outline"): record_outline,
        (arcade, "draw_line_strip"): record_strip,
        (arcade, "draw_line"): record_line,
        (gui.UIManager, "_do_render"): record_widgets,
    }
    for (owner, name), recorder in recorders.items():
        setattr(owner, name, recorder)
    if table_dice is not None:
        view.draw_dice = marked("dice", table_dice)
    if table_answers is not None:
        answering.draw = marked("answers", table_answers)
    if coach is not None:
        coach.draw = marked("coach", coach.draw)
    if lifts is not None:
        lifts.draw = marked("answers", lifts.draw)
    still = getattr(view, "still", None)  # a table's still part drawn, not shown from its image
    if still is not None:
        still.enabled = False
    try:
        view.on_draw()
    finally:
        if still is not None:
            still.enabled = True
        for (owner, name), value in kept.items():
            setattr(owner, name, value)
        if table_dice is not None:
            del view.draw_dice
        if table_answers is not None:
            del answering.draw
        if coach is not None:
            del coach.draw
        if lifts is not None:
            del lifts.draw
    for text in _reachable(view):
        if text._label.batch is not None and id(text._label.batch) in batches:
            seen.texts.append(text)
            seen.order[id(text)] = batches[id(text._label.batch)]
    unique = {id(text): text for text in seen.texts}
    seen.texts = [text for text in unique.values() if text.text.strip() and text.visible]
    return seen


def drawn_texts(window) -> list[arcade.Text]:
    """The texts the current screen draws in one frame, with words in them:
    those drawn one by one, and those in the batches it draws."""
    return drawing(window).texts


def painted_boxes(view) -> list[tuple[str, tuple]]:
    """(words, (left, bottom, right, top)) of each text painted into the
    screen's backdrop, wrapped or not, measured as it is painted (art.painted_box)."""
    from game.ui import art

    return [(item.text, art.painted_box(item)) for item in _painted(view)]


def box_of(text: arcade.Text) -> tuple[float, float, float, float]:
    """(left, bottom, right, top) of a text's words as laid out."""
    return text.left, text.bottom, text.left + text.content_width, text.bottom + text.content_height


def shown_buttons_of(ui) -> list:
    """The buttons a UI manager shows: visible, under visible parents."""
    found = []

    def walk(widget, visible: bool) -> None:
        visible = visible and widget.visible
        if isinstance(widget, TavernButton) and visible:
            found.append(widget)
        for child in widget.children:
            walk(child, visible)

    for layer in ui.children.values():
        for root in layer:
            walk(root, True)
    return found


def shown_widgets(view, keep) -> list:
    """The widgets the screen shows (visible, under visible parents) that ``keep(widget)`` keeps."""
    found = []

    def walk(widget, visible: bool) -> None:
        visible = visible and widget.visible
        if visible and keep(widget):
            found.append(widget)
        for child in widget.children:
            walk(child, visible)

    for layer in view.ui.children.values():
        for root in layer:
            walk(root, True)
    return found


def shown_fields(view) -> list:
    """The text fields the screen shows."""
    return shown_widgets(view, lambda widget: isinstance(widget, gui.UIInputText))


def shown_buttons(view) -> list:
    """The buttons the screen shows: its own, and on a table watched again,
    or a lesson's, the watcher's or the coach's too."""
    managers = [view.ui] + [
        over.ui for over in (getattr(view, "watch", None), getattr(view, "coach", None)) if hasattr(over, "ui")
    ]
    return [button for ui in managers for button in shown_buttons_of(ui)]


def _inside(inner: tuple, outer: tuple) -> bool:
    return (
        inner[0] >= outer[0] - SLACK
        and inner[1] >= outer[1] - SLACK
        and inner[2] <= outer[2] + SLACK
        and inner[3] <= outer[3] + SLACK
    )


def _overlap(a: tuple, b: tuple) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


CARD_HEIGHT = 100  # a panel this low is a card of a few lines: a plaque, a seat's card
FADING = 200  # a backing drawn less opaque than this is fading (or was never meant to hold words)


def _segment_meets(p, q, box) -> bool:
    """The segment p-q passes through the box (Liang-Barsky clipping)."""
    (x0, y0), (x1, y1) = p, q
    low, high = 0.0, 1.0
    for delta, near, far in ((x1 - x0, box[0] - x0, box[2] - x0), (y1 - y0, box[1] - y0, box[3] - y0)):
        if delta == 0:
            if near > 0 or far < 0:
                return False
            continue
        t0, t1 = sorted((near / delta, far / delta))
        low, high = max(low, t0), min(high, t1)
        if low > high:
            return False
    return True


def _opaque_card_under(seen: Drawing, text, box) -> int:
    """When the last opaque card drawn under these words was drawn (a card laid over the table, the
    old hand's advice): frames and lines drawn before it lie under it, hidden. 0: none."""
    at = seen.order[id(text)]
    cards = [when for when, fill, alpha in seen.fills if when < at and alpha == 255 and _inside(box, fill)]
    return max(cards, default=0)


def _on_a_line(box, lines) -> bool:
    for points, width in lines:
        grown = (box[0] - width / 2, box[1] - width / 2, box[2] + width / 2, box[3] + width / 2)
        if any(_segment_meets(p, q, grown) for p, q in zip(points, points[1:])):
            return True
    return False


def _crosses_frame(box, frame: tuple, width: float) -> bool:
    """Words a frame's line runs through: neither wholly inside its line nor wholly outside it."""
    words = (box[0] + SLACK, box[1] + SLACK, box[2] - SLACK, box[3] - SLACK)
    inner = (frame[0] + width, frame[1] + width, frame[2] - width, frame[3] - width)
    within = words[0] >= inner[0] and words[1] >= inner[1] and words[2] <= inner[2] and words[3] <= inner[3]
    return _overlap(words, frame) and not within


def _see_through(view, card: tuple) -> bool:
    """The wood's grain shows through a panel painted into the backdrop: a
    row of its pixels, inside its edge, is not all one colour."""
    from game.ui import art

    (width, _), pixels = art.backdrop_pixels(view.panels, view.bowl_at, view.decor)
    row = int(card[1]) + 4
    colours = {
        pixels[(row * width + x) * 4 : (row * width + x) * 4 + 3] for x in range(int(card[0]) + 4, int(card[2]) - 4)
    }
    return len(colours) > 1


def _spans_middle(boxes: list, card: tuple) -> bool:
    """Words whose boxes reach across the card's middle line: neither half left empty."""
    middle = (card[1] + card[3]) / 2
    return min(box[1] for box in boxes) <= middle <= max(box[3] for box in boxes)


def card_faults(view, texts: list, painted: list) -> list[str]:
    """A card (a panel no taller than CARD_HEIGHT) is painted opaque and its
    words, drawn or painted, reach across its middle."""
    faults = []
    for x, y, w, h in getattr(view, "panels", ()):
        if h > CARD_HEIGHT:
            continue
        card = (x, y, x + w, y + h)
        if _see_through(view, card):
            faults.append(f"the card {card} is see-through: the grain shows under its words")
        boxes = [
            box for box in [box_of(text) for text in texts] + [box for _, box in painted] if _centred_in(box, card)
        ]
        if not boxes:
            faults.append(f"the card {card} is empty")
        elif not _spans_middle(boxes, card):
            faults.append(f"the card {card} is half empty: its words keep to one half")
    return faults


def _centred_in(box: tuple, area: tuple) -> bool:
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return area[0] <= x <= area[2] and area[1] <= y <= area[3]


def drawing_faults(view, seen: Drawing, buttons: list, panels: list, hidden: set) -> list[str]:
    """Words crossed by a frame or a line, a button on a line, a sprite out
    of its panel, and words over a fading backing that do not fade with it
    (but words ``hidden``, by id: the talk under a lesson's coach)."""
    faults = []
    for text in seen.texts:
        if id(text) in hidden:
            continue
        box, words = box_of(text), text.text.replace("\n", " ")[:60]
        card = _opaque_card_under(seen, text, box)  # what was drawn before it is hidden under it
        frames = [(frame, width) for (frame, width), when in zip(seen.frames, seen.frames_when) if when > card]
        for frame, width in frames:
            if _crosses_frame(box, frame, width):
                faults.append(f"{words!r} is crossed by a frame {tuple(round(v) for v in frame)}")
        if _on_a_line(box, [line for line, when in zip(seen.lines, seen.lines_when) if when > card]):
            faults.append(f"{words!r} lies on a drawn line")
        under = [fill for fill in seen.fills if fill[0] < seen.order[id(text)] and _centred_in(box, fill[1])]
        alpha = text.color[3] if len(text.color) > 3 else 255
        if under and under[-1][2] < FADING and alpha > under[-1][2] + 30:
            faults.append(f"{words!r} is more opaque ({alpha}) than the backing it fades on ({under[-1][2]})")
    watch = getattr(view, "watch", None)
    covered = set() if watch is None else {id(button) for button in shown_buttons_of(view.ui)}  # under its band
    for button in buttons:
        if id(button) not in covered and _on_a_line(_box(button.rect), seen.lines):
            faults.append(f"button {button.text!r} lies on a drawn line")
    for sprites in seen.sprites:
        for sprite in sprites:
            box = (sprite.left, sprite.bottom, sprite.right, sprite.top)
            for panel in panels:
                if _centred_in(box, panel) and not _inside(box, panel):
                    name = getattr(sprite.texture, "file_path", None) or sprite.texture.atlas_name
                    faults.append(f"a sprite ({name}) leaves its panel {panel}: {tuple(round(v) for v in box)}")
    return faults


# Words on the screens that are not read, each for its reason: the rest,
# every text with a letter or a figure in it, is held to the readable size.
NOT_READ = {
    # the game's version in the menu's corner, for a report of a fault, not for play
    "version": lambda words: words.startswith("v") and words[1:].replace(".", "").isdigit(),
}


def _read(words: str) -> bool:
    """Words a player must read: any with a letter or a figure (a lone
    arrow, cross or mark is a glyph, seen, not read), but ``NOT_READ``."""
    words = words.strip()
    return any(c.isalnum() for c in words) and not any(rule(words) for rule in NOT_READ.values())


def _gui_words(ui) -> list[tuple[str, float]]:
    """(words, font size) of each shown label, button, text area and field of a UI manager."""
    found = []

    def walk(widget) -> None:
        if not widget.visible:
            return
        if isinstance(widget, gui.UILabel):
            found.append((widget.text, widget._label.font_size))
        elif isinstance(widget, TavernButton):
            found.append((widget.text, widget.points))
        elif isinstance(widget, (gui.UITextArea, gui.UIInputText)) and widget.doc.text:
            found.append((widget.doc.text, widget.doc.get_style("font_size")))
        for child in widget.children:
            walk(child)

    for layer in ui.children.values():
        for root in layer:
            walk(root)
    return found


def small_words(view, texts: list) -> list[str]:
    """Words a player must read (``_read``) set smaller than READABLE: drawn,
    painted into the backdrop, or on the screen's widgets."""
    sizes = [(text.text, text.font_size) for text in texts]
    sizes += [(item.text, text_size.points(item.size)) for item in _painted(view)]
    sizes += _gui_words(view.ui)
    return [
        f"{words.replace(chr(10), ' ')[:60]!r} is set at {size:g}, under {READABLE}"
        for words, size in sizes
        if size < READABLE and _read(words)
    ]


def _painted(view) -> list:
    from game.ui import art

    return [item for item in getattr(view, "decor", ()) if isinstance(item, art.Painted)]


def _words_over_words(view, seen: Drawing, left_out: set, painted: list) -> list[str]:
    """Words a player sees drawn over other words (``tests.layout_words``):
    those drawn this frame, seen (not transparent), and those ``painted``
    into the backdrop (``painted_boxes``); but ``left_out``, by id (the talk
    under a lesson's coach, a table dimmed under an overlay: checked on the
    table itself)."""
    words = [
        words_of(text, seen.order[id(text)])
        for text in seen.texts
        if id(text) not in left_out and (text.color[3] if len(text.color) > 3 else 255) > 0
    ]
    words += [Words(item.text, box, text_size.points(item.size), 0) for item, (_, box) in zip(_painted(view), painted)]
    return words_over_words(words, seen.fills)


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
    seen = drawing(window)
    drawn = seen.texts
    flow = getattr(table, "flow", None)
    banner_words = [text for text in drawn if flow is not None and text in (table.banner.title, table.banner.sub)]
    if flow is not None and flow.banner_up and banner_words:  # drawn, not only up
        (x, y), (w, h) = (table.banner.x, table.banner.y - 4), table.banner.box
        banner = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
        overlays.append(banner)
        if not _spans_middle([box_of(text) for text in banner_words], banner):
            faults.append("the banner's words keep to one half of its box: an empty row over or under them")
    buttons = shown_buttons(view)
    painted = painted_boxes(view)
    for words, box in painted:
        homes = [panel for panel in panels if _centred_in(box, panel)]
        if not _inside(box, screen) or (homes and not _inside(box, homes[0])):
            faults.append(f"painted {words!r} leaves its place: {tuple(round(v) for v in box)}")
    if view is table:  # an overlay draws its table dimmed: what lies under it is the table's own test
        faults += card_faults(view, drawn, painted)
        hidden = {
            id(text)
            for text in drawn
            if covered is not None and id(text) not in coached and _inside(box_of(text), covered)
        }
        faults += drawing_faults(view, seen, buttons, panels, hidden)
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
    faults += small_words(view, drawn)
    # words cut short or covered, and buttons on their panel's border (tests.layout_cuts)
    said = [text.text for text in drawn] + [words for words, _ in painted] + [w for w, _ in _gui_words(view.ui)]
    faults += cut_faults(said)
    faults += covered_faults([(text.text, box_of(text)) for text in drawn] + painted, shown_fields(view))
    card = getattr(view, "menu_card", None)  # an overlay's opaque card (the pause's): its buttons stand on it alone
    faults += border_faults(buttons, panels if card is None else [card])
    faults += _words_over_words(view, seen, hidden if view is table else behind, painted)
    under_band = set() if getattr(view, "watch", None) is None else {id(b) for b in shown_buttons_of(view.ui)}
    boxes = [(button, _box(button.rect)) for button in buttons if id(button) not in under_band]
    for k, (button, box) in enumerate(boxes):
        for other, other_box in boxes[k + 1 :]:
            if _overlap(box, other_box):
                faults.append(f"buttons {button.text!r} and {other.text!r} overlap")
    for button in buttons:
        rect = button.rect
        if not _inside((rect.left, rect.bottom, rect.right, rect.top), screen):
            faults.append(f"button {button.text!r} leaves the window")
        if button.words_size[0] > button.width - 8:
            faults.append(f"button {button.text!r}: its words are wider than it")
    return faults
