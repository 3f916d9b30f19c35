"""python -m game [play | shot | sim | replay | ledger | campaign | road-sim | ladder | fuzz | monkey | bench |
desktop-entry]

Wrong arguments or a bad file give one line on stderr and exit status 2.
Each command imports what it needs when it runs: ``play`` opens the window
sooner for loading no game's rules, physics or screens before it opens.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from contextlib import contextmanager
from pathlib import Path

EXIT_USAGE = 2


def _registry() -> dict:
    """The games by key, installed for every module below (``game.core.catalogue``).
    ``play`` leaves it to the thread that loads the menu while the window
    opens, so every command installs them here."""
    from game import registry
    from game.core import catalogue

    registry.install()
    return {game.key: game for game in catalogue.games()}


class UsageError(Exception):
    """Bad arguments or a bad file: one line for the person at the terminal."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, not argparse's usage block
        raise UsageError(message)


def _playable_game(name: str) -> str:
    games = _registry()
    if name not in games:
        raise argparse.ArgumentTypeError(f"unknown game {name!r} (games: {', '.join(games)})")
    if not games[name].playable:
        raise argparse.ArgumentTypeError(f"{games[name].title} is not playable yet")
    return name


# screens ``shot`` takes besides the games' tables
SCREEN_SHOTS = (
    "menu",
    "ledger",
    "ledger_overall",
    "settings",
    "controls",
    "campaign",
    "road_start",
    "road_late",
    "road_ending",
    "road_lost",
    "road_bag",
    "road_counter",
    "road_badges",
    "road_table",
    "road_room_bones",
    "road_room_saloon",
    "results_win",
    "results_loss",
    "die",
)


def _shot_subject(name: str) -> str:
    if name in SCREEN_SHOTS:
        return name
    try:
        return _playable_game(name)
    except argparse.ArgumentTypeError as error:
        raise argparse.ArgumentTypeError(f"{error}; or a screen: {', '.join(SCREEN_SHOTS)}") from None


def _folder(text: str) -> Path:
    """An argument type: a folder, made if it is not there yet."""
    folder = Path(text).expanduser()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise argparse.ArgumentTypeError(f"cannot keep replays in {text!r}: {error.strerror or error}") from None
    return folder


def _count(text: str) -> int:
    from game.core.command_line import count

    return count(text)


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {text!r}") from None


def _games_said(argv: list[str]) -> str:
    """The playable games' keys, as the help names them. Opening the game
    (no command, or ``play``) shows no help and leaves the registry to the
    menu's loading thread: the keys are read only for the other commands."""
    if argv[:1] in ([], ["play"]) and not {"-h", "--help"} & set(argv):
        return "a game's key"
    return ", ".join(key for key, definition in _registry().items() if definition.playable)


def _game_command(commands, name: str, words: str, game_type, shared: str, games: str, also: str = "") -> None:
    """A command for one game: the game, then its options, the ``shared`` ones
    and the game's own (Doty's --variant, Spottle's --toad, ...), read by its
    commands once the game is known: see _game_options."""
    parser = commands.add_parser(name, help=words)
    parser.add_argument("game", type=game_type, help=f"one of: {games}{also}")
    parser.add_argument(
        "options", nargs=argparse.REMAINDER, help=f"{shared} and the game's own (python -m game {name} GAME --help)"
    )


def _seeded_command(commands, name: str, words: str, many: str, default: int, said: str | None = None):
    """A command that runs ``--<many>`` of something (``said`` what, the
    default after it) from ``--seed``; its parser, for any more options."""
    parser = commands.add_parser(name, help=words)
    parser.add_argument(f"--{many}", type=_count, default=default, help=said and f"{said} (default {default})")
    parser.add_argument("--seed", type=_seed, default=1)
    return parser


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The command line; ``argv`` (what it will read) says whether its help
    needs the games' keys."""
    games = _games_said(["--help"] if argv is None else argv)
    parser = _Parser(prog="python -m game", description="Dice Tavern: tavern dice games with dice you throw.")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="show every screen for a few frames, throw dice once, exit (for checking a build)",
    )
    commands = parser.add_subparsers(dest="command")
    road_seed = "a new Tavern Road set out from the menu plays this seed's road (shown on the road's side: share it)"
    parser.add_argument("--road-seed", type=_seed, help=road_seed)
    play = commands.add_parser("play", help="open the game (the default)")
    play.add_argument("--quit-after-first-frame", action="store_true", help=argparse.SUPPRESS)
    play.add_argument("--road-seed", type=_seed, dest="play_road_seed", help=road_seed)

    _game_command(
        commands,
        "shot",
        "computer seats play a few throws in a hidden window; save a screenshot "
        "(or of the ledger, filled from simulated matches, the settings or the Controls page)",
        _shot_subject,
        "--seed N --out FILE.png [--throws K]",
        games,
        f"; or a screen: {', '.join(SCREEN_SHOTS)}",
    )
    _game_command(
        commands,
        "sim",
        "computer-against-computer matches without a window; JSON summary",
        _playable_game,
        "--games N --seed N [--seats LEVELS]",
        games,
    )

    replay = commands.add_parser("replay", help="replay a saved match without a window; print its final state")
    replay.add_argument("file", type=Path)

    watch = commands.add_parser(
        "watch",
        help="watch a match again at its table, each throw flying as it flew "
        "(--check: throw every die again without a window; JSON)",
    )
    watch.add_argument("file", type=Path, nargs="+", help="a replay file (with --check, as many as you like)")
    watch.add_argument(
        "--check",
        action="store_true",
        help="throw every die again without a window; JSON counts of the throws that came to rest "
        "as recorded (identical) and that had to be placed there (placed); exit 1 unless "
        "every throw's dice met the fates recorded",
    )
    watch.add_argument("--quit-after-first-frame", action="store_true", help=argparse.SUPPRESS)

    ledger = commands.add_parser("ledger", help="your record and the dice you threw, with the fairness test")
    ledger.add_argument("--json", action="store_true", help="the figures as JSON")

    campaign = commands.add_parser(
        "campaign", help="the Tavern Road: --auto plays a whole run with a computer traveller, headless; JSON summary"
    )
    campaign.add_argument("--auto", action="store_true", help="a computer traveller (hard) plays the run")
    campaign.add_argument("--seed", "--road-seed", type=_seed, default=1, help="the road's seed")
    campaign.add_argument("--difficulty", choices=("forgiving", "standard", "ruthless"), default="standard")

    road_sim = _seeded_command(
        commands,
        "road-sim",
        "whole runs of the Tavern Road by the computer traveller, every special die in its bag; JSON with "
        "runs, runs_won and each special die's throws (used), measured mean and data_mean",
        "runs",
        20,
    )
    road_sim.add_argument("--difficulty", choices=("forgiving", "standard", "ruthless"), default="standard")
    road_sim.add_argument(
        "--styles",
        action="store_true",
        help="instead: each regular's style measured in its game (raises, bets, long shots, shots), RUNS matches each",
    )
    road_sim.add_argument(
        "--alone",
        action="store_true",
        help="instead: each special die and badge alone against the same RUNS roads with none, pair by pair",
    )

    commands.add_parser("bench", help="performance figures as JSON")

    ladder = commands.add_parser(
        "ladder",
        help="every game's computer levels against each other, on every core; "
        "exit 1 if a higher level is behind beyond chance",
    )
    ladder.add_argument("--game", type=_playable_game, help=f"only this game ({games})")
    ladder.add_argument("--matches", type=_count, default=100, help="matches for each pair of levels (default 100)")
    ladder.add_argument(
        "--hands",
        type=_count,
        default=20,
        help="hands of a Death's Will match, rounds of a Spottle session (default 20)",
    )
    ladder.add_argument("--seed", type=_seed, default=1)
    ladder.add_argument("--json", action="store_true", help="the figures as JSON rather than a table")

    fuzz = _seeded_command(
        commands,
        "fuzz",
        "random games through every game's rules and damaged copies of their "
        "files; JSON summary, exit 1 on any failure",
        "games",
        100,
        "games of each game",
    )
    fuzz.add_argument("--game", type=_playable_game, help=f"only this game ({games})")

    _seeded_command(
        commands,
        "fuzz-host",
        "hostile messages against a table served on this machine's loopback; JSON: messages, refused, "
        "closed, host_alive (exit 1 unless the host lived through them all, every record verified)",
        "messages",
        2000,
        "hostile messages to send",
    )
    _seeded_command(
        commands,
        "monkey",
        "random mouse and key events on the real app in a hidden window; JSON summary, exit 1 on any exception",
        "events",
        1000,
        "events to send",
    )

    commands.add_parser(
        "solve",
        help="solve and keep in the cache folder what a table's computer players read; "
        "the table, as JSON on standard input (a table starts it by itself)",
    )

    from game.online.arguments import add_commands

    add_commands(commands)  # serve, join, tables, verify

    entry = commands.add_parser("desktop-entry", help="add the game to the Linux desktop's menu (or --remove it)")
    entry.add_argument("--remove", action="store_true")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Every entry point (python -m game, dice-tavern, the frozen app) comes
    here; an unexpected failure is logged and reported, never a bare traceback."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        return _main(argv)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader stopped listening (python -m game sim ... | head): nothing went wrong
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the exit's flush is quiet too
        return 0
    except Exception as error:
        from game.platform.crash import report_crash

        # A message box for the window's player only: a command at a terminal (serve, on a server with no
        # display) is told on its terminal, and never waits on a box nobody sees.
        return report_crash(error, box=not argv or argv[0] == "play")


def opening_args(argv: list[str]) -> argparse.Namespace | None:
    """The app opened (a double-click, ``play``, the bench's ``play
    --quit-after-first-frame``), read as the whole command line reads it but
    without building it: that held the window's opening up by 10 to 30 ms.
    None for anything else."""
    if argv == []:
        return argparse.Namespace(smoke=False, command=None, road_seed=None)
    if argv in (["play"], ["play", "--quit-after-first-frame"]):
        return argparse.Namespace(
            smoke=False, command="play", road_seed=None, quit_after_first_frame=len(argv) == 2, play_road_seed=None
        )
    return None


def _main(argv: list[str]) -> int:
    try:
        args = opening_args(argv) or build_parser(argv).parse_args(argv)
        if args.smoke or args.command not in (None, "play"):
            _registry()
        if args.smoke:
            from game.tools.smoke import run_smoke

            return run_smoke()
        command = args.command or "play"
        if command == "play":
            road_seed = args.road_seed if getattr(args, "play_road_seed", None) is None else args.play_road_seed
            return _play(getattr(args, "quit_after_first_frame", False), road_seed=road_seed)
        if command == "shot":
            return _shot(args)
        if command == "sim":
            return _sim(args)
        if command == "replay":
            return _replay(args)
        if command == "watch":
            return _watch(args)
        if command == "ledger":
            return _ledger(args.json)
        if command == "campaign":
            if not args.auto:
                raise UsageError(
                    "the Tavern Road is played by a computer traveller for now: python -m game campaign --auto --seed N"
                )
            from game.tools.campaign_auto import auto_campaign

            print(json.dumps(auto_campaign(args.seed, args.difficulty), indent=1))
            return 0
        if command == "road-sim" and args.styles:
            from game.tools.style_sim import style_sim

            print(json.dumps(style_sim(args.runs, args.seed), indent=1))
            return 0
        if command == "road-sim" and args.alone:
            from game.tools.road_alone import road_alone

            print(json.dumps(road_alone(args.runs, args.difficulty, args.seed), indent=1))
            return 0
        if command == "road-sim":
            from game.tools.road_sim import road_sim

            print(json.dumps(road_sim(args.runs, args.difficulty, args.seed), indent=1))
            return 0
        if command == "desktop-entry":
            return _desktop_entry(args.remove)
        if command in ("serve", "join", "tables", "verify", "relay"):
            from game.online import commands as online

            return online.run(args)
        if command == "ladder":
            return _ladder(args)
        if command == "solve":
            return _solve()
        if command == "fuzz":
            from game.tools.fuzz import fuzz

            fuzzed = fuzz(args.games, args.seed, args.game)
            print(json.dumps(fuzzed, indent=1))
            return 1 if fuzzed["failures"] else 0
        if command == "fuzz-host":
            logging.basicConfig(level=logging.ERROR)  # the host's one line for each connection it lets go: many
            from game.tools.fuzz_host import fuzz_host

            summary = fuzz_host(args.messages, args.seed)
            print(json.dumps(summary, indent=1))
            return 0 if summary["host_alive"] else 1
        if command == "monkey":
            os.environ.setdefault("ARCADE_HEADLESS", "1")  # before arcade is imported
            from game.tools.monkey import monkey

            summary = monkey(args.events, args.seed)
            print(json.dumps(summary, indent=1))
            return 1 if summary["exception_count"] else 0
        if command == "bench":
            os.environ.setdefault("ARCADE_HEADLESS", "1")  # before arcade is imported
            from game.tools.bench import run_bench

            print(json.dumps(run_bench(), indent=1))
            return 0
    except UsageError as error:
        print(f"dice-tavern: {error}", file=sys.stderr)
        return EXIT_USAGE
    return 0


def _solve() -> int:
    from game.services.solve_store import use_cache_folder
    from game.services.solving import prepare

    try:
        request = json.loads(sys.stdin.read())
        use_cache_folder()
        prepare(request)
    except ValueError as error:  # JSONDecodeError among them
        raise UsageError(f"solve: {error}") from None
    return 0


def _ladder(args: argparse.Namespace) -> int:
    from game.tools.ladder import ladder, table_text

    summary = ladder(
        args.matches, args.hands, args.seed, args.game, progress=lambda line: print(line, file=sys.stderr, flush=True)
    )
    print(json.dumps(summary, indent=1) if args.json else table_text(summary))
    return 0 if summary["ordered"] else 1


def _load_menu():
    """What the first frame needs that needs no GL: the screens and
    arcade.gui, the window's icon, the menu's backdrop (painted, or kept from
    the last start), and the system's font library opened (finding it runs
    ``ldconfig``)."""
    from game.ui.window import window_icon

    window_icon()
    from game.platform.settings import cache_dir
    from game.ui.menu import MenuView

    MenuView.paint_backdrop(keep_in=cache_dir())
    MenuView.set_words_ahead()
    if sys.platform.startswith("linux"):
        from pyglet.font.fontconfig import get_fontconfig

        get_fontconfig()
    return MenuView


@contextmanager
def _display_needed():
    """A machine with no display to open a window on gets one line, not a crash report."""
    try:
        yield
    except Exception as error:
        if type(error).__name__ != "NoSuchDisplayException":  # pyglet has one per platform
            raise
        raise UsageError(
            "there is no display to open the game's window on (DISPLAY is not set or cannot be "
            "reached); the tests run without one: ARCADE_HEADLESS=1 python -m pytest"
        ) from None


def _play(quit_after_first_frame: bool, watch: tuple[object, str] | None = None, road_seed: int | None = None) -> int:
    """The app, from its menu; or watching a replay (``watch``: its data and
    name), which leads back to the menu."""
    import threading

    # Opening the window waits in C (GL and display set-up) for most of its
    # time; the screens load meanwhile.
    loaded = {}

    def load() -> None:
        try:
            import game.ui.gamepad
            import game.ui.sounds  # the window's, fitted out once it is open

            game.ui.sounds.load_room_ahead()  # heard from the first start: its file read here, not in fit_out

            _registry()
            loaded["menu"] = _load_menu()
            from game.services.solve_store import use_cache_folder

            use_cache_folder()  # the tables' slow solves are kept, and made beside the frame loop
        except BaseException as error:  # raised again below, on the main thread
            loaded["error"] = error

    with _display_needed():
        import arcade

        from game.ui.window import TavernWindow

        loader = threading.Thread(target=load, name="menu loader")
        loader.start()
        window = TavernWindow(fitted_out=False)
        loader.join()
        if "error" in loaded:
            raise loaded["error"]
        window.fit_out()
    if road_seed is not None:
        from game.ui.road_slots import share_seed

        share_seed(road_seed)
    window.show_view(loaded["menu"]())
    if watch is not None:
        from game.ui.watch import watch_table

        window.show_view(watch_table(*watch, back_to=window.current_view))
    if quit_after_first_frame:
        shown = window.current_view
        assert shown is not None  # shown just above
        shown.on_draw()
        window.flip()
        from game.ui.app import screen_name

        print(f"first frame drawn: {screen_name(shown)}", flush=True)
        window.close()
        return 0
    arcade.run()
    return 0


def _game_options(command: str, key: str, words: list[str]):
    """The options of ``sim`` or ``shot`` for one game: the shared ones and
    those its commands add. Returns (the game's commands, the options)."""
    from game.core.command_line import count

    commands = _registry()[key].commands
    parser = _Parser(prog=f"python -m game {command} {key}")
    parser.add_argument("--seed", type=_seed, default=1)
    if command == "sim":
        parser.add_argument("--games", type=count, default=100)
        parser.add_argument(
            "--seats",
            help=f"levels, one per seat, from easy, normal and hard (default {','.join(commands.seats.default)})",
        )
        parser.add_argument(
            "--save-replays",
            type=_folder,
            metavar="DIR",
            help="keep each match's replay there, its dice thrown with the physics, to be watched "
            "or checked (python -m game watch FILE --check)",
        )
        commands.sim_options(parser)
    else:
        parser.add_argument("--out", type=Path, required=True)
        parser.add_argument("--throws", type=count, default=4)
        parser.add_argument("--in-flight", action="store_true", help="catch the last throw's dice in the air")
        from game.tools.vision import VISIONS

        parser.add_argument("--vision", choices=VISIONS, help="the shot as seen with this colour vision")
        _text_size_option(parser)
        commands.shot_options(parser)
    return commands, parser.parse_args(words)


def _text_size_option(parser: argparse.ArgumentParser) -> None:
    from game.platform.settings import TEXT_SIZES

    parser.add_argument(
        "--text-size", choices=TEXT_SIZES, default="normal", help="the words at this text size (default normal)"
    )


def _ledger(as_json: bool) -> int:
    from game.services.ledger import load_ledger

    ledger, note = load_ledger()
    if note:
        print(f"dice-tavern: {note}", file=sys.stderr)
    print(json.dumps(ledger.to_json(), indent=1) if as_json else ledger.text())
    return 0


def _die_shot(words: list[str]) -> int:
    from game.platform.assets import DIE_KINDS

    parser = _Parser(prog="python -m game shot die")
    parser.add_argument("--kind", choices=DIE_KINDS, required=True)
    parser.add_argument("--value", type=int, required=True)
    parser.add_argument("--pixels", type=int, default=160, help="the die's size across (default 160)")
    parser.add_argument("--out", type=Path, required=True)
    options = parser.parse_args(words)
    sides = {"d4": 4, "d12": 12}.get(options.kind, 6)
    if not 1 <= options.value <= sides:
        raise UsageError(f"a {options.kind} die shows 1 to {sides}, not {options.value}")
    if not 16 <= options.pixels <= 1024:
        raise UsageError(f"--pixels is a die's size from 16 to 1024, not {options.pixels}")
    from game.tools.shots import die_shot

    try:
        die_shot(options.kind, options.value, options.pixels, options.out)
    except OSError as error:
        raise UsageError(f"cannot write {options.out}: {error.strerror or error}") from None
    print(f"screenshot saved to {options.out}")
    return 0


def _screen_shot(name: str, words: list[str]) -> int:
    if name == "die":
        return _die_shot(words)
    parser = _Parser(prog=f"python -m game shot {name}")
    parser.add_argument("--seed", type=_seed, default=1)
    parser.add_argument("--out", type=Path, required=True)
    from game.tools.vision import VISIONS

    parser.add_argument("--vision", choices=VISIONS, help="the shot as seen with this colour vision")
    _text_size_option(parser)
    options = parser.parse_args(words)
    from game.tools.shots import screen_shot, seen_as

    try:
        screen_shot(name, options.seed, options.out, options.text_size)
        seen_as(options.out, options.vision)
    except OSError as error:
        raise UsageError(f"cannot write {options.out}: {error.strerror or error}") from None
    print(f"screenshot saved to {options.out}")
    return 0


def _shot(args) -> int:
    os.environ.setdefault("ARCADE_HEADLESS", "1")
    if args.game in SCREEN_SHOTS:
        return _screen_shot(args.game, args.options)
    commands, options = _game_options("shot", args.game, args.options)
    from game.tools.shots import MomentNotFound, seen_as, table_shot

    try:
        table_shot(
            commands.shot_match(options),
            options.throws,
            options.out,
            commands.shot_moment(options),
            in_flight=options.in_flight,
            text_size=options.text_size,
        )
        seen_as(options.out, options.vision)
    except OSError as error:
        raise UsageError(f"cannot write {options.out}: {error.strerror or error}") from None
    except MomentNotFound:
        raise UsageError(
            f"the game of seed {options.seed} ended before its {options.moment}: try another seed"
        ) from None
    print(f"screenshot saved to {options.out}")
    return 0


def _sim(args) -> int:
    commands, options = _game_options("sim", args.game, args.options)
    try:
        seats = commands.seats.parse(options.seats)
    except ValueError as error:
        raise UsageError(str(error)) from None
    from game.core.command_line import OptionsClash
    from game.tools.commands import Runner

    try:
        summary = commands.simulate(options, seats, Runner(options.save_replays))
    except OptionsClash as error:
        raise UsageError(str(error)) from None
    print(json.dumps(summary, indent=1))
    return 0


def _desktop_entry(remove: bool) -> int:
    from game.platform import desktop_entry

    try:
        paths = desktop_entry.remove() if remove else desktop_entry.install()
    except OSError as error:
        raise UsageError(str(error)) from None
    verb = "removed" if remove else "installed"
    print(f"{verb}: " + (", ".join(map(str, paths)) or "nothing to remove"))
    return 0


def _watch(args) -> int:
    """Replays checked without a window (--check), or one watched in the app."""
    from game.platform.storage import Unreadable, load_json
    from game.services.match import Match
    from game.services.records import ReplayError

    if args.check:
        from game.services.watching import check

        try:
            checked = [check(path) for path in args.file]
        except ReplayError as error:
            raise UsageError(str(error)) from None
        figures = {
            key: sum(each[key] for each in checked) for key in ("throws", "identical", "placed", "results_as_recorded")
        }
        figures = checked[0] if len(checked) == 1 else {"files": len(checked), **figures}
        print(json.dumps(figures, indent=1))
        return 0 if figures["results_as_recorded"] == figures["throws"] else 1
    if len(args.file) != 1:
        raise UsageError("watch one replay at a time (--check takes many)")
    path = args.file[0]
    try:
        data = load_json(path)
        Match.watched(data, str(path))  # a file that cannot be watched is said before a window opens
    except (Unreadable, ReplayError) as error:
        raise UsageError(str(error)) from None
    return _play(args.quit_after_first_frame, watch=(data, path.name))


def _replay(args) -> int:
    from game.services.records import ReplayError, replay_file

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
