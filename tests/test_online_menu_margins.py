"""The Play online screen keeps its buttons inside its panel with the same
margin on the right as its words have on the left."""

from __future__ import annotations

from game.ui.online_menu import LEFT, MARGIN, OnlineMenuView
from tests.ui import SHOTS, draw, screenshot


def test_watch_stands_as_far_inside_the_panel_s_right_edge_as_the_words_from_its_left(window):
    view = OnlineMenuView(window.current_view)
    window.show_view(view)
    draw(window)
    screenshot(window, SHOTS / "online" / "online_menu_margins.png")
    left, _, width, _ = view.panels[0]
    margin = LEFT - left  # the screen's column of words
    assert margin == MARGIN
    right = view.watch_button.rect.right
    assert right == left + width - margin
    row = (view.code_field, view.join_button, view.watch_button)
    assert all(a.rect.right < b.rect.left for a, b in zip(row, row[1:]))  # nothing in the row overlaps
