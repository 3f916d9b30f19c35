"""--smoke: open the window, show every playable screen for a few frames,
throw dice once, and exit; loudly, with a non-zero status, if anything the
game loads is missing. CI runs it on the frozen app."""

from __future__ import annotations

import sys

from game.core import catalogue
from game.platform.assets import arcade_files, game_files, sound_files
from game.platform.resources import resource, resources_dir
from game.platform.settings import Settings
from game.ui.app import screen_name
from game.ui.arcade_import import arcade
from game.ui.controls_view import ControlsView
from game.ui.ledger_view import LedgerView
from game.ui.menu import MenuView
from game.ui.pause import PauseView
from game.ui.rules_view import RulesView
from game.ui.settings_view import SettingsView
from game.ui.window import TavernWindow

FRAME = 1 / 60
TABLE_SECONDS = 600  # of table time: a smoke match that takes longer is stuck
# Frames of a match's first throw drawn rolling, then it is skipped to rest; every later throw is
# drawn for a frame or two: the smoke proves each table throws and draws, not how long a match lasts.
FIRST_ROLL_FRAMES = 20
LATER_ROLL_FRAMES = 2


def missing_files() -> list[str]:
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
    # the computers at a fast pace: the smoke shows every screen and throws, it does not wait on them
    window = TavernWindow(Settings(sound=False, computer_pace="fast"), visible=not arcade.headless)
    shown = []

    def show(view, frames: int = 3):
        window.show_view(view)
        for _ in range(frames):
            view.on_update(FRAME)
            draw(window)
        shown.append(screen_name(view))
        return view

    menu = show(MenuView())
    show(ControlsView(back_to=show(SettingsView(back_to=menu))))
    show(LedgerView(back_to=menu))
    for game in catalogue.playable():
        setup = show(game.screens.setup())
        show(RulesView(game.key, back_to=setup))
        table = show(game.screens.table(game.commands.smoke_match()))
        show(PauseView(table, game.key))
        window.show_view(table)
        problem = play_to_the_end(window, table)
        if problem:
            print(f"smoke FAILED: {game.title}: {problem}", file=sys.stderr)
            return 1
        show(window.current_view)  # the results
    for file in sound_files():
        arcade.load_sound(resource(*file.split("/")))
    window.close()
    print(f"smoke ok: {', '.join(shown)}; {len(sound_files())} sounds loaded")
    return 0


def draw(window) -> None:
    window.current_view.on_draw()
    window.flip()


def play_to_the_end(window, table) -> str | None:
    """The table's computer seats play its match through to the results
    screen, every throw drawn rolling for a while. Returns what went wrong."""
    rolling = 0
    for _ in range(int(TABLE_SECONDS / FRAME)):
        if window.current_view is not table:
            break
        table.on_update(FRAME)
        rolling = rolling + 1 if table.flow.busy else 0
        if rolling:
            draw(window)
        if rolling > (FIRST_ROLL_FRAMES if table.match.throws <= 1 else LATER_ROLL_FRAMES):
            table.controls.skip()
    else:
        return "the match never reached its results"
    if table.match.throws == 0:
        return "no dice were thrown"
    if not table.match.over:
        return "the table left a match that was not over"
    return None
