"""Screenshots of a table in play, drawn in a hidden window."""

from __future__ import annotations

from pathlib import Path

from game.match import Match

FRAME = 1 / 60


def save_screenshot(out: Path) -> None:
    """The window as a person sees it: the framebuffer's alpha is dropped,
    since a window never shows it."""
    from game.scenes.arcade_import import arcade

    out.parent.mkdir(parents=True, exist_ok=True)
    arcade.get_image().convert("RGB").save(out)


def deaths_will_shot(seed: int, throws: int, out: Path) -> None:
    from game.rules.deaths_will import Options
    from game.scenes.deaths_will_table import DeathsWillTableView

    match = Match(Options(names=("Brannoc", "Mother Grell"), stakes="average", purses=(200, 200), hands=10),
                  ("normal", "hard"), seed)
    _table_shot(match, DeathsWillTableView, throws, out)


def doty_shot(variant: str, seed: int, throws: int, out: Path) -> None:
    from game.rules import doty
    from game.scenes.doty_table import DotyTableView

    match = Match(doty.Options(names=("Brannoc", "Mother Grell", "Tamsin"), variant=variant,
                               reroll=variant == "everyone_scores"), ("normal", "hard", "easy"), seed)
    _table_shot(match, DotyTableView, throws, out)


def spottle_shot(toad: str, seed: int, throws: int, out: Path) -> None:
    from game.rules import spottle
    from game.scenes.spottle_table import SpottleTableView

    match = Match(spottle.Options(names=("Brannoc", "Mother Grell", "Tamsin", "Jory"), purses=(500,) * 4,
                                  toad=toad), ("normal", "hard", "easy", "hard"), seed)
    _table_shot(match, SpottleTableView, throws, out)


def _table_shot(match: Match, view_class, throws: int, out: Path) -> None:
    """Computer seats play until ``throws`` throws have come to rest (or two
    minutes of table time), then the window is saved."""
    from game.scenes.window import TavernWindow
    from game.settings import Settings

    window = TavernWindow(Settings(sound=False), visible=False)
    view = view_class(match)
    window.show_view(view)
    for _ in range(int(120 / FRAME)):
        if match.over or (match.throws >= throws and not view.busy):
            break
        view.on_update(FRAME)
    for _ in range(2):  # the first frame lays the widgets out
        view.on_draw()
    save_screenshot(out)
    window.close()
