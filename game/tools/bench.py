"""python -m game bench: the performance figures, measured in one run, headless.

Software GL spends most of a frame filling pixels, so absolute frame times
say little; the figure to watch is the table's frame against the floor of
the same window drawing only a clear and one full-window image.
"""

from __future__ import annotations

import json
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.core import catalogue
from game.physics.bowl import simulate_throw
from game.physics.gesture import standard_gesture
from game.physics.solids import Vec, q_axis, q_mul, q_normal, solid, unit
from game.platform.settings import Settings, cache_dir
from game.platform.storage import write_json
from game.services.match import Match
from game.services.solve_store import use_cache_folder
from game.tools.commands import Runner
from game.tools.dice_reading import dice_at_rest_figures, table_size
from game.tools.online_bench import measure_online  # noqa: F401  (called by name in a process of its own)
from game.tools.online_host_bench import measure_online_host_frame  # noqa: F401  (likewise)
from game.tools.timing import floor_frame, ms, percentile
from game.ui.dice_table import DiceTableView
from game.ui.kept_pixels import PREFIX
from game.ui.menu import MenuView
from game.ui.solid_dice import DrawnDie, painter
from game.ui.watch import watch_table
from game.ui.window import TavernWindow

FRAMES = 300  # a repeat's frames at a table (and as many floor frames between them)
REPEATS = 3  # a table measured three times: the figures are the median repeat's, with the ratio's spread
DIST = Path(__file__).resolve().parents[2] / "dist"  # beside game/, where build_scripts/build.py puts it
BARE_WINDOW = (
    "import time; t=time.perf_counter(); import arcade; w = arcade.Window(1280, 720, 'bare'); "
    "w.clear(); w.flip(); print('first frame drawn', flush=True)"
)


def _time_to_first_frame(command: list[str]) -> float:
    """Wall time from starting a process until it says its first frame is drawn."""
    env = dict(os.environ, ARCADE_HEADLESS="1")
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    assert process.stdout is not None  # piped
    for line in process.stdout:
        if "first frame drawn" in line:
            elapsed = time.perf_counter() - start
            process.wait(timeout=60)
            return elapsed
    process.wait(timeout=60)
    raise RuntimeError(f"{' '.join(command)} never drew a frame")


def _forget_kept_backdrop() -> None:
    for kept in cache_dir().glob(PREFIX + "*"):
        kept.unlink(missing_ok=True)


def measure_startup(runs: int = 7) -> dict:
    """Median of several starts each, the game and a bare window taking turns.

    ``startup_s`` is a start like every one but the first, which finds the
    menu's backdrop kept from before; ``first_startup_s`` paints it. (Only
    the game's own file is removed for it: the system's caches of fonts and
    shaders, which the bare window uses too, stay.)"""
    game = [sys.executable, "-m", "game", "play", "--quit-after-first-frame"]
    bare = [sys.executable, "-c", BARE_WINDOW]
    game_times, first_times, bare_times = [], [], []
    for _ in range(runs):
        _forget_kept_backdrop()
        first_times.append(_time_to_first_frame(game))
        game_times.append(_time_to_first_frame(game))
        bare_times.append(_time_to_first_frame(bare))
    return {
        "startup_s": round(statistics.median(game_times), 3),
        "first_startup_s": round(statistics.median(first_times), 3),
        "bare_startup_s": round(statistics.median(bare_times), 3),
    }


def frozen_app() -> Path | None:
    """The built app's executable in dist/, if build_scripts/build.py has run."""
    for candidate in (
        DIST / "DiceTavern" / "DiceTavern",
        DIST / "DiceTavern" / "DiceTavern.exe",
        DIST / "DiceTavern.app" / "Contents" / "MacOS" / "DiceTavern",
    ):
        if candidate.is_file():
            return candidate
    return None


def folder_megabytes(path: Path) -> float:
    """On-disk size, each file once (onedir builds hold symlinks)."""
    size = sum(f.lstat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())
    return round(size / 1e6, 1)


def measure_frozen(source_startup_s: float, runs: int = 7) -> dict:
    """The built app next to the source: start-up and size, and the size of a
    minimal arcade app built the same way (build.py --reference)."""
    app = frozen_app()
    if app is None:
        return {"frozen": "not built: run python build_scripts/build.py --reference"}
    command = [str(app), "play", "--quit-after-first-frame"]
    _time_to_first_frame(command)  # the app keeps its backdrop, as startup_s finds it
    times = [_time_to_first_frame(command) for _ in range(runs)]
    bundle = app.parent if app.parent.name != "MacOS" else app.parents[2]
    figures = {
        "frozen_startup_s": round(statistics.median(times), 3),
        "build_size_mb": folder_megabytes(bundle),
    }
    figures["frozen_startup_to_source"] = round(figures["frozen_startup_s"] / source_startup_s, 2)
    reference = DIST / "reference"
    if reference.is_dir():
        figures["reference_build_size_mb"] = folder_megabytes(reference)
        figures["build_size_to_reference"] = round(figures["build_size_mb"] / figures["reference_build_size_mb"], 2)
    return figures


def measure_throw_sim(throws: int = 60) -> float:
    """Pre-simulating a throw of three d6 into the bowl."""
    rng = random.Random(1)
    times = []
    for i in range(throws):
        start = time.perf_counter()
        simulate_throw(6, 3, i % 2, standard_gesture(i % 2), rng)
        times.append(time.perf_counter() - start)
    return ms(statistics.median(times))


def measure_dice_draw(frames: int = 240) -> dict:
    """Drawing eight dice in flight as solids (tumbling, at heights), each
    frame finished by the GL before the clock stops: what the dice add to a
    frame. Each die is as wide as the tables draw its kind (a d4 and a d12 are larger)."""
    window = TavernWindow(Settings(sound=False), visible=False)
    ctx = window.ctx
    rng = random.Random(8)
    kinds = ["d6", "d6", "doty", "spots", "green", "red", "d4", "d12"]
    dice: list[tuple[str, Vec, float, float]] = []
    for k, kind in enumerate(kinds):
        axis = unit((rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1)))
        dice.append((kind, axis, 440 + 50 * k, 300 + 20 * (k % 3)))
    times = []
    for frame in range(frames):
        window.clear()
        ctx.finish()
        start = time.perf_counter()
        drawn = []
        for kind, axis, x, y in dice:
            turn = q_normal(q_mul(q_axis(axis, frame * 0.2), solid(6).rest(1)))
            drawn.append(DrawnDie(kind, turn, x, y, 30 + 20 * math.sin(frame / 9), table_size(kind)))
        painter().draw(drawn)
        ctx.finish()
        times.append(time.perf_counter() - start)
        window.flip()
    window.close()
    times = times[20:]  # the first frames build the meshes and load the faces
    return {"dice_draw_ms": ms(statistics.median(times)), "dice_draw_p95_ms": ms(percentile(times, 95))}


def measure_dice_at_rest() -> dict:
    """Every kind of die at rest at the table's scale, read from the pixels
    drawn: ``die_px_<kind>`` its narrowest width over the turns it may rest
    at, ``value_px_<kind>`` its value's height (design.md: at least 56 and 16)."""
    window = TavernWindow(Settings(sound=False), visible=False)
    figures = dice_at_rest_figures()
    window.close()
    return figures


def measure_games() -> dict:
    """Every game's tables (frame figures) and its own figures."""
    figures = {}
    for game in catalogue.playable():
        commands = game.commands
        for bench in commands.frame_benches:
            repeats = sorted(
                (measure_table(bench.new_match(), game.screens.table, bench.next_throw) for _ in range(REPEATS)),
                key=lambda frames: frames["frame_to_floor_p95"],
            )
            frames = dict(repeats[len(repeats) // 2])
            frames["frame_to_floor_p95_spread"] = [repeats[0]["frame_to_floor_p95"], repeats[-1]["frame_to_floor_p95"]]
            figures.update({bench.prefix + key: value for key, value in frames.items()})
        figures.update(commands.bench_figures(Runner()))
    return figures


def measure_table(match, view_class, next_throw) -> dict:
    """Frames of a table kept throwing, interleaved with floor frames (clear
    and one full-window image), so both meet the same machine."""
    window = TavernWindow(Settings(sound=False), visible=False)
    ctx = window.ctx
    background = window.backdrop()  # the bare table image, drawn the way every screen draws its own
    view = view_class(match)
    window.show_view(view)
    view.on_draw()
    floor: list[float] = []
    total: list[float] = []
    cpu: list[float] = []
    while len(total) < FRAMES:
        floor.append(floor_frame(window, background))
        if not view.flow.busy:
            next_throw(match)
            view.flow.throw(match.standard_gesture())
            # The throw's physics (8 ms slices in its first frames) is timed
            # apart, by throw_sim_ms and the worst frames: these frames time
            # the drawing.
            view.flow.advance_throw(math.inf)
        start, start_cpu = time.perf_counter(), time.thread_time()
        view.on_update(1 / 60)
        view.on_draw()
        # llvmpipe rasterises in its own threads: this thread's CPU time is
        # the Python side of the frame (and the GL calls it makes).
        cpu.append(time.thread_time() - start_cpu)
        window.flip()
        ctx.finish()
        total.append(time.perf_counter() - start)
    window.close()
    floor_p95 = percentile(floor, 95)
    frame_p95 = percentile(total, 95)
    return {
        "frame_p50_ms": ms(percentile(total, 50)),
        "frame_p95_ms": ms(frame_p95),
        "floor_frame_p95_ms": ms(floor_p95),
        "frame_to_floor_p95": round(frame_p95 / floor_p95, 2),
        "frame_cpu_p95_ms": ms(percentile(cpu, 95)),
    }


WORST_FRAME_FRAMES = 1500  # 25 s of play at 60 frames a second, at the normal pace
WHOLE_MATCH_FRAMES = 30000  # a bound on the rest of the match, played at the instant pace


def worst_frame(key: str, frames: int = WORST_FRAME_FRAMES, match: Match | None = None) -> dict:
    """A whole match of hard computer players as a fresh session meets it
    (run in a process of its own, with an empty cache folder): its first
    ``frames`` frames at the normal pace, then the rest at the instant pace,
    to its results, every frame timed from the update to the finished draw:
    solves, saves, the replay and the Ledger's write included. ``match``: another
    than the game's hard one (a shorter one, where only the measuring is tried)."""
    use_cache_folder()
    definition = catalogue.game(key)
    settings = Settings(sound=False)
    window = TavernWindow(settings, visible=False)
    hard_match = definition.commands.hard_match
    assert hard_match is not None  # every game measured has one
    table: DiceTableView = definition.screens.table.for_match(match or hard_match())
    window.show_view(table)
    table.on_draw()  # the table opening: laid out and drawn once before play
    window.flip()
    times: list[float] = []
    while len(times) < WHOLE_MATCH_FRAMES and window.current_view is table:
        if len(times) == frames:  # on to the end without waiting for the dice and the pace
            settings.computer_pace, settings.animation = "instant", "instant"
        start = time.perf_counter()
        table.on_update(1 / 60)
        shown = window.current_view
        assert shown is not None  # the table, or the results it opened
        shown.on_draw()  # the results, in the frame that opens them
        window.flip()
        window.ctx.finish()
        times.append(time.perf_counter() - start)
    finished = window.current_view is not table
    window.close()
    return {
        f"{key}_worst_frame_ms": ms(max(times)),
        f"{key}_frame_p99_ms": ms(percentile(times, 99)),
        f"{key}_worst_frame_frames": len(times),
        f"{key}_worst_frame_to_results": finished,
    }


def _in_a_process(call: str, **env: str) -> dict:
    """``call`` (an expression of this module giving a dict) run in a fresh
    process with a home of its own, ``env`` added to its environment."""
    with tempfile.TemporaryDirectory(prefix="dice-tavern-bench-") as home:
        env = dict(os.environ, ARCADE_HEADLESS="1", DICE_TAVERN_HOME=home, **env)
        # a program of its own, so it starts as every program does: the registry's games installed
        start = "from game import registry; registry.install()"
        script = f"import json; {start}; from game.tools.bench import *; print(json.dumps({call}))"
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=900)
        if done.returncode != 0:
            raise RuntimeError(f"{call} failed: {done.stderr.strip()[-300:]}")
        return json.loads(done.stdout.strip().splitlines()[-1])


def measure_worst_frames() -> dict:
    """``worst_frame`` for every game, each in a fresh process and home."""
    figures = {}
    for game in catalogue.playable():
        if game.commands.hard_match is not None:
            figures.update(_in_a_process(f"worst_frame({game.key!r})"))
    return figures


def watched_matches() -> dict:
    """The matches the watching figures replay: a 20-hand Death's Will
    match and a three-player Spots game of hard players, played out."""

    options = catalogue.game("deaths_will").play.rules.Options(names=("Brannoc", "Mother Grell"), hands=20)
    spots_match = catalogue.game("spots").commands.hard_match
    assert spots_match is not None  # Spots names its hard match
    matches = {
        "deaths_will_20_hands": Match(options, ("hard", "hard"), seed=7),
        "spots": spots_match(),
    }
    for match in matches.values():
        while not match.over:
            match.play_computer_step()
    return matches


def measure_watching() -> dict:
    """For each watched match: its replay file's size; the longest seek,
    timed to every hand, round or turn on its timeline and to its end, from
    the press to the new table drawn; and the worst frame of watching it
    whole, the first ``WORST_FRAME_FRAMES`` at 1x, the rest at 8x."""

    use_cache_folder()
    window = TavernWindow(Settings(sound=False), visible=False)
    figures = {}
    for name, match in watched_matches().items():
        replay = match.to_replay()
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "replay.json"
            write_json(path, replay, keep_backup=False)
            figures[f"watch_{name}_replay_kb"] = round(path.stat().st_size / 1024, 1)
        table = watch_table(replay, name, MenuView())
        window.show_view(table)
        seeks: list[float] = []
        for step in [mark.step for mark in table.watch.timeline] + [len(table.match.steps)]:
            start = time.perf_counter()
            shown = window.current_view  # a seek may show the match's table anew
            assert isinstance(shown, DiceTableView) and shown.watch is not None
            shown.watch.seek(step)
            shown.on_draw()
            window.flip()
            window.ctx.finish()
            seeks.append(time.perf_counter() - start)
        figures[f"watch_{name}_seek_worst_s"] = round(max(seeks), 3)
        figures[f"watch_{name}_seeks"] = len(seeks)
        table = watch_table(replay, name, MenuView())
        window.show_view(table)
        times: list[float] = []
        while not (table.match.at_end and not table.flow.busy) and len(times) < WHOLE_MATCH_FRAMES:
            if len(times) == WORST_FRAME_FRAMES:
                table.watch.set_speed(8.0)
            start = time.perf_counter()
            table.on_update(1 / 60)
            table.on_draw()
            window.flip()
            window.ctx.finish()
            times.append(time.perf_counter() - start)
        figures[f"watch_{name}_worst_frame_ms"] = ms(max(times))
        figures[f"watch_{name}_frame_p99_ms"] = ms(percentile(times, 99))
        figures[f"watch_{name}_to_the_end"] = table.match.at_end
    window.close()
    return figures


# Software GL rasterises in as many threads as there are cores. On two cores
# the floor then flipped between 6 and 10 ms within a run, as the other core
# was free or not, and the ratio with it (1.40 to 1.73 at the same Spots
# table). One rasterising thread holds the floor still: the ratio then agreed
# within 0.05 between runs. The worst frames and start-up keep the default.
TABLES_ENV = {"LP_NUM_THREADS": "1"}


def run_bench() -> dict:
    figures: dict[str, Any] = {"window": "1280x720, headless", "tables_measured_with": TABLES_ENV}
    figures.update(_in_a_process("measure_games()", **TABLES_ENV))
    figures.update(measure_worst_frames())
    figures.update(_in_a_process("measure_watching()"))
    figures.update(_in_a_process("measure_dice_draw()"))
    figures.update(_in_a_process("measure_dice_at_rest()"))
    figures.update(_in_a_process("measure_online()"))
    figures.update(_in_a_process("measure_online_host_frame()", **TABLES_ENV))
    figures.update(measure_startup())
    figures["startup_to_bare"] = round(figures["startup_s"] / figures["bare_startup_s"], 2)
    figures["first_startup_to_bare"] = round(figures["first_startup_s"] / figures["bare_startup_s"], 2)
    figures.update(measure_frozen(figures["startup_s"]))
    figures["throw_sim_ms"] = measure_throw_sim()
    return figures
