"""Every test runs headless and keeps the player's real files out of reach."""

import os
import tempfile

os.environ["ARCADE_HEADLESS"] = "1"
os.environ["DICE_TAVERN_LOOPBACK_ONLY"] = "1"  # whatever a test clicks, online play reaches this machine only
_home = tempfile.mkdtemp(prefix="dice-tavern-tests-")
os.environ["DICE_TAVERN_HOME"] = _home  # the game's own files
os.environ["XDG_DATA_HOME"] = os.path.join(_home, "desktop")  # the desktop's menu, for the desktop entry

import pytest  # noqa: E402

from game import registry  # noqa: E402

registry.install()  # as the program's start does: the modules below find the games in game.core.catalogue

from tests import raster  # noqa: E402

raster.install()


@pytest.fixture(autouse=True)
def pixels_drawn_where_looked_at(request):
    """Only a test marked ``pixels`` has its frames rasterised (tests/raster.py)."""
    raster.set_whole(request.node.get_closest_marker("pixels") is not None)
    yield
    raster.set_whole(True)


@pytest.fixture(scope="session")
def window():
    """One hidden window for the whole run: arcade keeps one per process."""
    from game.platform.settings import Settings
    from game.ui.window import TavernWindow

    win = TavernWindow(Settings(sound=False), visible=False)
    yield win
    win.close()


@pytest.fixture(autouse=True)
def setups_forget_their_counts(request):
    """Each test's setups open at their own player counts and seats, and Play online
    with no name and Host a table as it first opens, not with those a test
    before left (the window, and its settings, last the whole run)."""
    yield
    if "window" in request.fixturenames:
        settings = request.getfixturevalue("window").settings
        settings.table_players.clear()
        settings.table_setups.clear()
        settings.online_name = ""
        settings.online_table = {}


@pytest.fixture
def every_game_installed():
    """The tiny game High Die installed beside the tavern's own for one test (tests/every_game.py)."""
    from tests.every_game import every_game

    with every_game():
        yield


@pytest.fixture
def still(window):
    """Reduce motion on for one test."""
    settings = window.settings
    kept = settings.reduce_motion
    settings.reduce_motion = True
    yield
    settings.reduce_motion = kept


@pytest.fixture
def pace(window):
    """Set the pace of play and the dice speed for one test (the window is
    shared by the whole run: they are set back after it)."""
    settings = window.settings
    kept = settings.computer_pace, settings.animation

    def set_pace(computer_pace: str, animation: str = "instant") -> None:
        settings.computer_pace, settings.animation = computer_pace, animation

    yield set_pace
    settings.computer_pace, settings.animation = kept
