"""--smoke: open the window, show every playable screen for a few frames,
throw dice once, and exit; loudly, with a non-zero status, if anything the
game loads is missing. CI runs it on the frozen app."""

from __future__ import annotations

import sys

from game.assets import SOUNDS, arcade_files, game_files
from game.resources import resources_dir

FRAME = 1 / 60


def missing_files() -> list[str]:
    import arcade

    missing = []
    try:
        folder = resources_dir()
        missing += [f"resources/{name}" for name in game_files() if not (folder / name).is_file()]
    except FileNotFoundError as error:
        missing.append(str(error))
    for handle in arcade_files():
        try:
            if not arcade.resources.resolve(handle).is_file():
                missing.append(handle)
        except (FileNotFoundError, ValueError):
            missing.append(handle)
    return missing


def run_smoke() -> int:
    missing = missing_files()
    if missing:
        print(f"smoke FAILED: {len(missing)} missing file(s): {', '.join(missing)}", file=sys.stderr)
        return 1

    import arcade

    from game.match import Match
    from game.rules.deaths_will import Ante, Options
    from game.scenes.deaths_will_setup import DeathsWillSetupView
    from game.scenes.deaths_will_table import DeathsWillTableView
    from game.scenes.menu import MenuView
    from game.scenes.pause import PauseView
    from game.scenes.results import ResultsView
    from game.scenes.rules_view import RulesView
    from game.scenes.window import TavernWindow
    from game.settings import Settings

    window = TavernWindow(Settings(sound=False), visible=not arcade.headless)
    shown = []

    def show(view, frames: int = 3):
        window.show_view(view)
        for _ in range(frames):
            view.on_update(FRAME)
            view.on_draw()
            window.flip()
        shown.append(type(view).__name__)
        return view

    show(MenuView())
    setup = show(DeathsWillSetupView())
    show(RulesView("deaths_will", back_to=setup))
    match = Match(Options(names=("Brannoc", "Mother Grell"), hands=1), ("person", "hard"), seed=1)
    table = show(DeathsWillTableView(match))
    match.act(Ante())
    table.start_throw(match.standard_gesture())
    for _ in range(int(8 / FRAME)):
        if not table.busy:
            break
        table.on_update(FRAME)
        table.on_draw()
        window.flip()
    if table.busy:
        print("smoke FAILED: the dice never came to rest", file=sys.stderr)
        return 1
    show(PauseView(table))
    while not match.over:
        if match.state.to_move == match.state.turn and not match.is_computer(match.state.turn):
            match.act(Ante())
            match.throw(match.standard_gesture())
        else:
            match.play_computer_step()
    show(ResultsView(match))
    _smoke_doty(show, window)
    _smoke_spottle(show, window)
    for path in SOUNDS.values():
        arcade.load_sound(path)
    window.close()
    print(f"smoke ok: {', '.join(shown)}; {len(SOUNDS)} sounds loaded")
    return 0


def _smoke_doty(show, window) -> None:
    """Doty Dice: setup, a game of Everyone Scores with a re-roll, the results."""
    from game.match import Match
    from game.rules import doty
    from game.scenes.doty_results import DotyResultsView
    from game.scenes.doty_setup import DotySetupView
    from game.scenes.doty_table import DotyTableView

    show(DotySetupView())
    match = Match(doty.Options(names=("Ada", "Brannoc"), variant="everyone_scores", reroll=True, target=10),
                  ("person", "hard"), seed=2)
    table = show(DotyTableView(match))
    while not match.over:
        if match.is_computer(match.state.turn):
            match.play_computer_step()
        elif match.state.phase == "reroll":
            match.act(doty.Reroll((0, 1)))
        else:
            table.start_throw(match.standard_gesture())
            table.skip()
            table.on_update(FRAME)
            table.on_draw()
    show(DotyResultsView(match))


def _smoke_spottle(show, window) -> None:
    """Spottle: setup, a short session with the toad and one with the crocodile, the results."""
    from game.match import Match
    from game.rules import spottle
    from game.scenes.spottle_results import SpottleResultsView
    from game.scenes.spottle_setup import SpottleSetupView
    from game.scenes.spottle_table import SpottleTableView

    show(SpottleSetupView())
    for toad in ("toad", "crocodile"):
        match = Match(spottle.Options(names=("Ada", "Brannoc"), purses=(100, 100), toad=toad, rounds=1),
                      ("person", "hard"), seed=3)
        table = show(SpottleTableView(match))
        while not match.over:
            state = match.state
            if match.is_computer(state.turn):
                match.play_computer_step()
            elif state.throw_request() is not None:
                table.start_throw(match.standard_gesture())
                table.skip()
                table.on_update(FRAME)
                table.on_draw()
            else:
                match.act(spottle.Bet(5) if state.phase == "bet" else spottle.Hold())
    show(SpottleResultsView(match))
