"""The shape of the program, checked: import-linter's contracts (in
pyproject.toml), no import circle between any two modules, and no import
hidden inside a function to dodge one."""

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT = "import sys; from importlinter.cli import lint_imports; sys.exit(lint_imports(no_cache=True, no_logo=True))"
# Imports made when a function runs, each for a reason other than a circle.
LATE_IMPORTS = {
    "game/ui/menu.py": "the saved games are read after the first frame: reading them loads the rules and physics",
    "game/cli.py": "each command loads what it needs when it runs, so the window opens sooner",
    "game/ui/window.py": "the art loads on the start-up thread while the window opens",
}


def lint(folder: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", LINT], cwd=folder, capture_output=True, text=True, timeout=120)


def test_the_import_contracts_are_kept():
    result = lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "10 kept, 0 broken" in result.stdout


# Each contract, in pyproject.toml's order, by words of its name as lint-imports
# prints it: lines that break it, each added to the end of a module.
BREACHES = {
    "A game's rules and computer player are pure": {
        "game/games/deaths_will/rules.py": "import pymunk",
        "game/games/doty/ai.py": "from game.ui import art",
    },
    "The Tavern Road's rules are pure": {"game/campaign/road.py": "from game.services.match import Match"},
    "The table's flow runs without a window": {"game/table/flow.py": "from game.ui import art"},
    "Online play runs without a window": {"game/online/host.py": "from game.ui import art"},
    "The core knows no game": {"game/core/moves.py": "from game.registry import GAMES"},
    "No game imports another": {"game/games/spottle/ai.py": "from game.games.doty import faces"},
    "no game imports the tools": {"game/games/doty/commands.py": "from game.tools.commands import Runner"},
    "Only the top imports the registry": {
        "game/services/saves.py": "from game.registry import GAMES",
        "game/ui/menu.py": "from game.registry import GAME_BY_KEY",
    },
    "a game is reached only through the": {"game/ui/menu.py": "from game.games.doty.setup import DotySetupView"},
    "The modules of a folder import each other without a circle": {"game/ui/app.py": "from game.ui import menu"},
}


@pytest.mark.parametrize(
    "module, line, contract",
    [(module, line, contract) for contract, lines in BREACHES.items() for module, line in lines.items()],
)
def test_each_contract_catches_what_it_forbids(tmp_path, module, line, contract):
    shutil.copytree(ROOT / "game", tmp_path / "game", symlinks=True)
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    target = tmp_path / module
    target.write_text(target.read_text() + f"\n{line}\n")
    result = lint(tmp_path)
    assert result.returncode == 1
    assert contract in result.stdout and "BROKEN" in result.stdout


def test_no_two_modules_import_each_other_even_round_about():
    graph = grimp.build_graph("game")
    modules = sorted(graph.modules)
    # Tarjan's strongly connected components: a component of two or more is a circle.
    index, low, stack, on_stack, circles = {}, {}, [], set(), []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for imported in graph.find_modules_directly_imported_by(module):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in on_stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == module:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10 * len(modules)))
    for module in modules:
        if module not in index:
            visit(module)
    assert len(modules) > 50
    assert circles == []


def test_the_games_modules_are_imported_at_the_top_of_each_module():
    late = {}
    for path in sorted((ROOT / "game").rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        if "_resources" in path.parts or relative in LATE_IMPORTS:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for inner in ast.walk(node):
                    if isinstance(inner, ast.ImportFrom) and (inner.module or "").startswith("game"):
                        late.setdefault(relative, []).append(f"{node.name}: from {inner.module}")
    assert late == {}


def test_no_view_file_is_over_400_lines():
    """A screen is drawn by small panels; a table view that grows past this
    is doing what belongs to the flow, a panel or the game's rules."""
    views = [*ROOT.glob("game/ui/*.py"), *ROOT.glob("game/games/*/*.py")]
    views = [path for path in views if path.parent.name == "ui" or path.stem.startswith(("table", "setup", "results"))]
    long = {str(path.relative_to(ROOT)): n for path in views if (n := len(path.read_text().splitlines())) > 400}
    assert len(views) > 30 and not long, long


# What a seat's player answers (game.services.seat_players): asked of the match, answered by the player.
SEAT_QUESTIONS = {"is_computer", "computer_gesture", "computer_action", "throwing", "at_this_screen", "seat_kind"}


def test_who_plays_a_seat_is_said_by_its_player_never_by_a_kind_of_match():
    """No class overrides the match's questions of who plays a seat: the match asks the seat's player
    (a person here, a computer, the house, a record, the host, a lesson's script), and only players
    (classes that say whether a person ``acts_here``) answer how a seat throws."""
    answered = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                methods = {item.name for item in node.body if isinstance(item, ast.FunctionDef)}
                own = methods & SEAT_QUESTIONS
                if own and "acts_here" not in methods:
                    answered.append(f"{path.relative_to(ROOT)}: {node.name} answers {sorted(own)}")
    assert answered == ["game/services/match.py: Match answers " + str(sorted(SEAT_QUESTIONS))]


MOST_METHODS = 40  # a screen or a table: more than this through its bases, and it is parts not yet made


# The games whose table is the window's with a part of the game's in it (game.ui.composed_table): a game
# joins this list as its table stops subclassing the window's, and none leaves it.
COMPOSED = ("deaths_will", "doty", "spots", "spottle", "spelldice")


def test_a_composed_game_table_is_a_part_of_the_window_s_table_never_a_subclass_of_it():
    import arcade

    from game.registry import GAME_BY_KEY
    from game.ui.dice_table import ComposedTables

    for key in COMPOSED:
        maker = GAME_BY_KEY[key].screens.table
        assert isinstance(maker, ComposedTables), key
        assert not issubclass(maker.kind, arcade.View) and _methods_through_bases(maker.kind) <= MOST_METHODS


def _methods_through_bases(cls: type) -> int:
    import inspect

    names: set[str] = set()
    for base in cls.__mro__:
        if base.__module__.startswith("game"):
            names |= {
                name
                for name, value in vars(base).items()
                if inspect.isfunction(value) or isinstance(value, (property, staticmethod, classmethod))
            }
    return len(names)


def test_no_screen_or_table_has_more_methods_than_a_reader_can_hold():
    """Counted through its bases (the game's own, not arcade's): at most 40."""
    import importlib
    import inspect
    import pkgutil

    import game

    counts = {}
    for found in pkgutil.walk_packages(game.__path__, "game."):
        name = found.name
        if name.startswith("game.ui.") or (
            name.startswith("game.games.") and name.rsplit(".", 1)[1].startswith("table")
        ):
            module = importlib.import_module(name)
            for _, cls in inspect.getmembers(module, inspect.isclass):
                if cls.__module__ == name:
                    counts[f"{name}.{cls.__name__}"] = _methods_through_bases(cls)
    over = {name: count for name, count in counts.items() if count > MOST_METHODS}
    assert len(counts) > 100 and not over, f"more methods than allowed: {over}"
    assert counts["game.ui.dice_table.DiceTableView"] > 30  # the count reaches through its bases
