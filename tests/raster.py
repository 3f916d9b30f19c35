"""What the window's tests draw is laid out, built and sent to the GPU as the
game does, but rasterised only for the tests that look at the pixels: on this
machine the software GPU's filling of a 1280x720 frame is half of a window
test's time, and a layout, a prompt or a click reads none of it.

A test that reads the pixels (a screenshot, a colour, a picture compared) is
marked ``pixels``, and draws whole; reading them through arcade (its image or
a pixel of the window) without the mark fails, saying so, rather than reading
a frame half drawn. pyglet's own text is drawn as ever: it does not pass
through arcade's draw call. Pictures the game makes and
reads back itself (a die's rest picture, drawn offscreen and kept for the
run) are always drawn whole."""

from __future__ import annotations

from contextlib import contextmanager

import pytest

_drawing = {"whole": True}


@contextmanager
def drawn_whole():
    """Everything drawn meanwhile is rasterised."""
    kept = _drawing["whole"]
    _drawing["whole"] = True
    try:
        yield
    finally:
        _drawing["whole"] = kept


def set_whole(whole: bool) -> None:
    _drawing["whole"] = whole


def install() -> None:
    """The GPU's draw calls skipped while drawing is not whole, the game's offscreen pictures excepted,
    and pixels read only where they were drawn."""
    from arcade.gl.backends.opengl import vertex_array

    from game.ui import solid_dice
    from game.ui.arcade_import import arcade

    render = vertex_array.OpenGLVertexArray.render

    def render_if_looked_at(self, *args, **kwargs):
        if _drawing["whole"] or self.ctx.active_framebuffer is not self.ctx.screen:
            return render(self, *args, **kwargs)  # a picture kept (a widget's, the still table's): drawn whole
        return None

    vertex_array.OpenGLVertexArray.render = render_if_looked_at  # type: ignore[method-assign]

    offscreen = solid_dice.offscreen

    def offscreen_whole(*args, **kwargs):
        with drawn_whole():
            return offscreen(*args, **kwargs)

    solid_dice.offscreen = offscreen_whole

    for name in ("get_image", "get_pixel"):
        setattr(arcade, name, _only_where_drawn(getattr(arcade, name)))


def _only_where_drawn(read):
    def read_drawn(*args, **kwargs):
        if not _drawing["whole"]:
            pytest.fail("this test reads the pixels drawn: mark it `pixels` so that they are drawn")
        return read(*args, **kwargs)

    return read_drawn
