"""The part of a table that lies still under the dice, kept as one image.

Under software GL a frame's cost is the pixels it covers: at a table the
backdrop fills the window, and the panels' words, Spots' cards and tiles and
the seats' highlights cover it again every frame, though they change only
when the match moves on. So a table draws them once into an image of the
window's size (backdrop and all) and, while they stay as they were, shows
that image in the backdrop's place: the frame then costs the backdrop, the
dice and what moves.

What the still part shows is summed up in a key (every word's text, place,
colour and whether it shows; every sprite's picture and place; the seat
lit...); a key that differs from the image's is drawn directly, as before,
until it has stood a frame, and only then is the image made again; but a
change that comes after the image stood (the match stepping: its words
written once) is kept at once, as one heavy frame rather than two. Words
that change frame after frame (a count running) are simply drawn directly
meanwhile.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable
from typing import Any, Protocol

import pyglet

from game.ui.arcade_import import arcade

STEADY_FRAMES = 1  # a key that has stood this many frames is kept as an image
# A frame whose update took this long (a step's words laid out, a card's fitted) draws its change
# directly and leaves the image's making to the next frame: the two together held a frame past 50 ms.
HURRIED_SECONDS = 0.008


class KeptBatch(pyglet.graphics.Batch):
    """A batch of words that knows its words (``lettering`` tells it of each
    made for it), so what it shows can be summed up in a key."""

    def __init__(self):
        super().__init__()
        self._texts: list[weakref.ref] = []

    def hold(self, text: arcade.Text) -> None:
        self._texts.append(weakref.ref(text))

    def key(self) -> tuple:
        """Every word of the batch, as it shows now."""
        texts = [held() for held in self._texts]
        if any(text is None for text in texts):  # words let go of: their glyphs left the batch with them
            self._texts = [held for held, text in zip(self._texts, texts) if text is not None]
        return tuple(
            (text.text, text.x, text.y, tuple(text.color), text.visible, text.font_size, text.width)
            for text in texts
            if text is not None
        )


def sprites_key(sprites: arcade.SpriteList) -> tuple:
    """Every sprite of a list, as it shows now: its picture, place, size, turn and colour."""
    return tuple(
        (id(s.texture), s.center_x, s.center_y, s.width, s.height, s.angle, tuple(s.color), s.visible) for s in sprites
    )


class StillLayer:
    """A table's still part, drawn into an image once it stands still and shown from it."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.target = None  # the framebuffer holding the image
        self.kept: Hashable | None = None  # the key the image was made for
        self.seen: Hashable | None = None  # the key of the last frame, and how many frames it has stood
        self.standing = 0
        self.stood = False  # the last frame was shown from the image, kept before it
        self.enabled = True
        self.shown = 0  # frames shown from the image (the tests read that it is used)
        self.quad = arcade.gl.geometry.quad_2d_fs()

    def draw(
        self, key: Hashable, backdrop, paint: Callable[[], None], camera: arcade.Camera2D, hurried: bool = False
    ) -> None:
        """The still part, from the image if it shows ``key``; else ``backdrop`` and
        what ``paint`` draws over it (in table coordinates, through ``camera``),
        kept as the image once it stands still (a frame ``hurried`` already, not in it)."""
        viewport = camera.viewport
        size = (max(1, round(viewport.width)), max(1, round(viewport.height)))
        key = (key, tuple(viewport.lbwh), size)
        if self.enabled and key == self.kept and self.target is not None:
            self.seen, self.stood = key, True
            self._show()
            return
        # A change after the image stood a frame (a step of the match: its words written once) is kept
        # at once, so it costs one heavy frame, not two; a change in a run of changes (a count running)
        # is drawn directly until it has stood, so a run costs no image a frame.
        after_a_still_frame, self.stood = self.stood, False
        self.standing = self.standing + 1 if key == self.seen else 0
        self.seen = key
        if not self.enabled or hurried or (self.standing < STEADY_FRAMES and not after_a_still_frame):
            backdrop.draw()
            paint()
            return
        self._keep(backdrop, paint, camera, size)
        self.kept = key
        self._show()

    def forget(self) -> None:
        """The image is made again from the next frame that stands still (a change the key does not see)."""
        self.kept = self.seen = None
        self.standing = 0
        self.stood = False

    def _keep(self, backdrop, paint: Callable[[], None], camera: arcade.Camera2D, size: tuple) -> None:
        if self.target is None or self.target.size != size:
            self.target = self.ctx.framebuffer(color_attachments=[self.ctx.texture(size, components=4)])
        viewport = camera.viewport
        camera.viewport = arcade.LBWH(0, 0, *size)  # the image is the viewport's pixels, from its corner
        try:
            with self.target.activate():
                self.target.clear()
                backdrop.draw()
                with camera.activate():
                    paint()
        finally:
            camera.viewport = viewport
        camera.use()  # the window's viewport and the camera's matrices again

    def _show(self) -> None:
        """The image over the whole viewport, as the backdrop is drawn."""
        self.shown += 1
        self.target.color_attachments[0].use(0)
        self.quad.render(self.ctx.utility_textured_quad_program)


class StillPart(Protocol):
    """What lies still on a table (its own part: a game gives its own, ``PanelWords`` where it adds nothing)."""

    def key(self) -> Hashable:
        """All that ``draw`` shows, summed up: the image is made again when it changes."""
        ...

    def draw(self) -> None:
        """What lies on the backdrop and changes only as the match does (kept as one image with it)."""
        ...

    def draw_on_cards(self) -> None:
        """What lies on the cards but is drawn with the world (a purse's coins, a seat's mark): lifted with
        its card (``game.ui.takings.Lifts``)."""
        ...


class PanelWords:
    """The still part every table has: the words on its panels, drawn together."""

    def __init__(self, batch: KeptBatch):
        self.batch = batch

    def key(self) -> Hashable:
        return self.batch.key()

    def draw(self) -> None:
        self.batch.draw()

    def draw_on_cards(self) -> None:
        pass


class StillTable:
    """A table's still part, drawn through its ``layer`` in the backdrop's place (and again, raised, for
    a winner's card lifted off it, ``game.ui.takings.Lifts``). ``backdrop``: the table's, made as the
    window makes it; ``part``: what lies on it, the game's own."""

    def __init__(self, layer: StillLayer, backdrop: Callable[[], Any], camera: Any, part: StillPart):
        self.layer, self.backdrop, self.camera, self.part = layer, backdrop, camera, part
        self.update_seconds = 0.0  # what this frame's update took (the view sets it): read once, by its draw

    def draw(self) -> None:
        hurried, self.update_seconds = self.update_seconds > HURRIED_SECONDS, 0.0
        backdrop = self.backdrop()  # the key holds it too: a table dressed anew (a road tavern's room) is drawn anew
        self.layer.draw((self.part.key(), id(backdrop)), backdrop, self.part.draw, self.camera, hurried)

    def paint(self) -> None:
        """The still part drawn directly, backdrop and all, and what lies on the cards: a lifted card draws
        it again, raised, inside the card."""
        self.backdrop().draw()
        self.part.draw()
        self.part.draw_on_cards()
