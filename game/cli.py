"""python -m game [play | shot | sim | replay | bench]

Wrong arguments or a bad file give one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from game.catalog import GAME_BY_KEY, PLAYABLE

EXIT_USAGE = 2


class UsageError(Exception):
    """Bad arguments or a bad file: one line for the person at the terminal."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, not argparse's usage block
        raise UsageError(message)


def _known_game(name: str) -> str:
    if name not in GAME_BY_KEY:
        raise argparse.ArgumentTypeError(f"unknown game {name!r} (games: {', '.join(GAME_BY_KEY)})")
    return name


def _game(name: str) -> str:
    """A game with a table to show."""
    if _known_game(name) not in PLAYABLE:
        raise argparse.ArgumentTypeError(f"{GAME_BY_KEY[name].title} has no table to show yet")
    return name


def _simulated_game(name: str) -> str:
    """A game whose rules can be played without a window."""
    from game.match import GAME_KINDS

    if _known_game(name) not in GAME_KINDS:
        raise argparse.ArgumentTypeError(f"{GAME_BY_KEY[name].title} is not playable yet")
    return name


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {text!r}") from None


# The rules are imported only when an option names them: they are not needed
# to open the window, and loading them would delay it.
def _variant(name: str) -> str:
    from game.rules.doty import VARIANTS

    if name not in VARIANTS:
        raise argparse.ArgumentTypeError(f"unknown way to play {name!r} ({', '.join(VARIANTS)})")
    return name


def _toad(name: str) -> str:
    from game.rules.spottle import TOAD_OPTIONS

    if name not in TOAD_OPTIONS:
        raise argparse.ArgumentTypeError(f"unknown toad option {name!r} ({', '.join(TOAD_OPTIONS)})")
    return name


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m game", description="Dice Tavern: tavern dice games with dice you throw.")
    parser.add_argument("--smoke", action="store_true",
                        help="show every screen for a few frames, throw dice once, exit (for checking a build)")
    commands = parser.add_subparsers(dest="command")
    play = commands.add_parser("play", help="open the game (the default)")
    play.add_argument("--quit-after-first-frame", action="store_true", help=argparse.SUPPRESS)

    shot = commands.add_parser("shot", help="computer seats play a few throws in a hidden window; save a screenshot")
    shot.add_argument("game", type=_game)
    shot.add_argument("--seed", type=_seed, default=1)
    shot.add_argument("--out", type=Path, required=True)
    shot.add_argument("--throws", type=_count, default=4)
    shot.add_argument("--variant", type=_variant, help="Doty Dice: the way to play (default pairs)")
    shot.add_argument("--toad", type=_toad, help="Spottle: toad, crocodile or randomizer (default toad)")

    sim = commands.add_parser("sim", help="computer-against-computer matches without a window; JSON summary")
    sim.add_argument("game", type=_simulated_game)
    sim.add_argument("--variant", type=_variant, help="Doty Dice: the way to play (default pairs)")
    sim.add_argument("--games", type=_count, default=100)
    sim.add_argument("--seed", type=_seed, default=1)
    sim.add_argument("--stakes", choices=("low", "average", "high"), default="average")
    sim.add_argument("--hands", type=_count, default=5)
    sim.add_argument("--seats", help="levels, one per seat: easy, normal or hard (Death's Will: two, default "
                                     "normal,hard; Doty: 2-6, default easy,normal,hard; Spottle: 1-6, default "
                                     "easy,normal,hard,hard)")
    sim.add_argument("--toad", type=_toad, help="Spottle: toad, crocodile or randomizer (default toad)")
    sim.add_argument("--rounds", type=_count, default=10, help="Spottle: rounds a session lasts")

    replay = commands.add_parser("replay", help="replay a saved match without a window; print its final state")
    replay.add_argument("file", type=Path)

    commands.add_parser("bench", help="performance figures as JSON")

    entry = commands.add_parser("desktop-entry", help="add the game to the Linux desktop's menu (or --remove it)")
    entry.add_argument("--remove", action="store_true")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Every entry point (python -m game, dice-tavern, the frozen app) comes
    here; an unexpected failure is logged and reported, never a bare traceback."""
    try:
        return _main(sys.argv[1:] if argv is None else argv)
    except KeyboardInterrupt:
        return 130
    except Exception as error:
        from game.crash import report_crash

        return report_crash(error)


def _main(argv: list[str]) -> int:
    try:
        args = build_parser().parse_args(argv)
        if args.smoke:
            from game.smoke import run_smoke

            return run_smoke()
        command = args.command or "play"
        if command == "play":
            return _play(getattr(args, "quit_after_first_frame", False))
        if command == "shot":
            return _shot(args)
        if command == "sim":
            return _sim(args)
        if command == "replay":
            return _replay(args)
        if command == "desktop-entry":
            return _desktop_entry(args.remove)
        if command == "bench":
            from game.bench import run_bench

            print(json.dumps(run_bench(), indent=1))
            return 0
    except UsageError as error:
        print(f"dice-tavern: {error}", file=sys.stderr)
        return EXIT_USAGE
    return 0


def _load_menu():
    """What the first frame needs that needs no GL: the screens and
    arcade.gui, the window's icon, the menu's backdrop (painted, or kept from
    the last start), and the system's font library opened (finding it runs
    ``ldconfig``)."""
    from game.scenes.window import window_icon

    window_icon()
    from game.scenes.menu import MenuView
    from game.settings import cache_dir

    MenuView.paint_backdrop(keep_in=cache_dir())
    if sys.platform.startswith("linux"):
        from pyglet.font.fontconfig import get_fontconfig

        get_fontconfig()
    return MenuView


def _play(quit_after_first_frame: bool) -> int:
    import threading

    import arcade

    from game.scenes.window import TavernWindow

    # Opening the window waits in C (GL and display set-up) for most of its
    # time; the screens load meanwhile.
    loaded = {}

    def load() -> None:
        try:
            loaded["menu"] = _load_menu()
        except BaseException as error:  # raised again below, on the main thread
            loaded["error"] = error

    loader = threading.Thread(target=load, name="menu loader")
    loader.start()
    window = TavernWindow()
    loader.join()
    if "error" in loaded:
        raise loaded["error"]
    window.show_view(loaded["menu"]())
    if quit_after_first_frame:
        window.current_view.on_draw()
        window.flip()
        print("first frame drawn", flush=True)
        window.close()
        return 0
    arcade.run()
    return 0


def _shot(args) -> int:
    os.environ.setdefault("ARCADE_HEADLESS", "1")
    from game.shots import deaths_will_shot, doty_shot, spottle_shot

    try:
        if args.game == "doty":
            doty_shot(args.variant or "pairs", args.seed, args.throws, args.out)
        elif args.game == "spottle":
            spottle_shot(args.toad or "toad", args.seed, args.throws, args.out)
        else:
            deaths_will_shot(args.seed, args.throws, args.out)
    except OSError as error:
        raise UsageError(f"cannot write {args.out}: {error.strerror or error}") from None
    print(f"screenshot saved to {args.out}")
    return 0


SIM_SEATS = {"deaths_will": ("normal,hard", 2, 2), "doty": ("easy,normal,hard", 2, 6),
             "spottle": ("easy,normal,hard,hard", 1, 6)}


def _sim(args) -> int:
    from game.match import LEVELS
    from game.sim import simulate_deaths_will, simulate_doty, simulate_spottle

    default, fewest, most = SIM_SEATS[args.game]
    text = args.seats or default
    seats = tuple(part.strip() for part in text.split(","))
    if not fewest <= len(seats) <= most or any(level not in LEVELS for level in seats):
        how_many = "two levels" if fewest == most else f"{fewest} to {most} levels"
        raise UsageError(f"--seats takes {how_many} from {', '.join(LEVELS)}, like normal,hard; not {text!r}")
    if args.game == "deaths_will":
        summary = simulate_deaths_will(args.games, args.seed, seats, args.stakes, args.hands)
    elif args.game == "doty":
        summary = simulate_doty(args.variant or "pairs", args.games, args.seed, seats)
    else:
        summary = simulate_spottle(args.games, args.seed, seats, args.toad or "toad", args.rounds)
    print(json.dumps(summary, indent=1))
    return 0


def _desktop_entry(remove: bool) -> int:
    from game import desktop_entry

    try:
        paths = desktop_entry.remove() if remove else desktop_entry.install()
    except OSError as error:
        raise UsageError(str(error)) from None
    verb = "removed" if remove else "installed"
    print(f"{verb}: " + (", ".join(map(str, paths)) or "nothing to remove"))
    return 0


def _replay(args) -> int:
    from game.match import ReplayError, replay_file

    try:
        state = replay_file(args.file)
    except ReplayError as error:
        raise UsageError(str(error)) from None
    final = state.to_dict()
    final.pop("history")
    final["log"] = [event["text"] for event in final["log"]]
    print(json.dumps(final, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
