"""Screenshots of a table in play, drawn in a hidden window."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PIL import Image

from game.campaign.road import Buy, BuyBadge, Campaign, Enter, Travel
from game.core import catalogue
from game.platform.resources import resource
from game.platform.settings import HOME_VARIABLE, Settings
from game.services.campaign_slots import enter_match
from game.services.match import Match
from game.tools.campaign_auto import badge_due, travel_on
from game.tools.ledger_fill import simulated_ledger
from game.tools.vision import seen_with
from game.ui import solid_dice
from game.ui.arcade_import import arcade
from game.ui.controls_view import ControlsView
from game.ui.dice_animation import ThrowAnimation
from game.ui.ledger_view import LedgerView
from game.ui.menu import MenuView
from game.ui.road_bag import BagView
from game.ui.road_views import RoadView, TavernPageView, road_or_ending
from game.ui.settings_view import SettingsView
from game.ui.window import TavernWindow

FRAME = 1 / 60


def save_screenshot(out: Path, compress_level: int = 6) -> None:
    """The window as a person sees it: the framebuffer's alpha is dropped,
    since a window never shows it. The tests' many shots, only looked at,
    are saved at a lower ``compress_level`` (a third of the time)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    arcade.get_image().convert("RGB").save(out, compress_level=compress_level)


SETTLE_SECONDS = 0.6  # a throw's banner and answers, past their coming in, when a plain shot is taken


class MomentNotFound(Exception):
    """The game ended before the moment asked for came."""


def seen_as(out: Path, vision: str | None) -> None:
    """The saved shot made again as seen with ``vision`` (None: left as it is)."""
    if vision is not None:
        seen_with(Image.open(out), vision).save(out)


def _mid_flight(view) -> bool:
    animation = view.animation
    return isinstance(animation, ThrowAnimation) and 0.22 <= animation.t / animation.path.duration <= 0.4


def table_shot(
    match: Match, throws: int, out: Path, moment=None, in_flight: bool = False, text_size: str = "normal"
) -> None:
    """The match's table, its computer seats playing until ``throws`` throws
    have come to rest (or two minutes of table time), saved to ``out``;
    ``in_flight``: until the dice of the throw after those are in the air. With
    ``moment`` (a test of the table), the play goes on, quickly, until the
    table shows it: MomentNotFound if the game ends first. ``text_size``: as
    the settings name it (Normal, Large, Largest)."""
    settings = (
        Settings(sound=False, text_size=text_size)
        if moment is None
        else Settings(sound=False, animation="instant", computer_pace="instant", text_size=text_size)
    )
    window = TavernWindow(settings, visible=False)
    try:
        view = match.definition.screens.table(match)
        window.show_view(view)
        for _ in range(int((120 if moment is None else 20_000) / FRAME)):
            if moment is not None:
                if moment(view):
                    break
                if window.current_view is not view:
                    raise MomentNotFound()
            elif in_flight:
                if match.throws >= throws and _mid_flight(view):
                    break
            elif match.over or (match.throws >= throws and not view.flow.busy):
                for _ in range(int(SETTLE_SECONDS / FRAME)):  # the banner popped in and settled, its words read
                    view.on_update(FRAME)
                break
            view.on_update(FRAME)
        else:
            if moment is not None:
                raise MomentNotFound()
        for _ in range(2):  # the first frame lays the widgets out
            view.on_draw()
        save_screenshot(out)
    finally:
        window.close()


def die_shot(kind: str, value: int, pixels: int, out: Path) -> None:
    """A die at rest showing ``value``, on the table's wood, as every table draws it."""
    window = TavernWindow(Settings(), visible=False)
    try:
        side = int(pixels * 1.6)
        die = solid_dice.rest_die(kind, value, pixels)
        die.x, die.y = (
            die.x + (side - pixels * solid_dice.REST_MARGIN) / 2,
            die.y + (side - pixels * solid_dice.REST_MARGIN) / 2,
        )
        image = solid_dice.picture([die], side, side)
        wood = Image.open(resource("images", "table.jpg")).convert("RGBA").crop((0, 0, side, side))
        shadow = Image.open(resource("images", "shadow.png")).convert("RGBA").resize((int(pixels * 1.5),) * 2)
        wood.alpha_composite(shadow, (int(side / 2 - pixels * 0.75 + 4), int(side / 2 - pixels * 0.75 + 8)))
        wood.alpha_composite(image)
        wood.convert("RGB").save(out)
    finally:
        window.close()


RESULTS_SECONDS = 1.6  # a won match's results, shot as its first coins fall past the title


def results_screen(seed: int, won: bool):
    """The results of a Death's Will match of two computers played out, as a person
    at the seat that won it (``won``), or at the seat that lost it, sees them."""
    options = catalogue.game("deaths_will").play.rules.Options(names=("Ada", "Mother Grell"), hands=3)
    match = Match(options, ("easy", "easy"), seed=seed)
    while not match.over:
        match.play_computer_step()
    outcome = match.state.outcome().won
    seat = outcome.index(won) if won in outcome else 0
    match.controllers = tuple("person" if other == seat else "easy" for other in range(match.players))
    # the shot's match is no player's: its replay and its count are kept in a folder of their own, thrown away
    kept = os.environ.get(HOME_VARIABLE)
    with tempfile.TemporaryDirectory() as home:
        os.environ[HOME_VARIABLE] = home
        try:
            return match.definition.screens.results(match)
        finally:
            if kept is None:
                del os.environ[HOME_VARIABLE]
            else:
                os.environ[HOME_VARIABLE] = kept


def road_with_dice(seed: int) -> Campaign:
    """A traveller at the Toad and Tankard with a few dice in the bag: Old Crag's prize and a die found by
    the road, as if the Bowl and Bones were beaten on the way, and Brannoc's bought at the counter by the
    campaign's own move; and two badges, Old Crag's and one bought at the counter."""
    campaign = Campaign.new("Wren", "standard", seed)
    campaign.beaten, campaign.opened = ["bowl_and_bones"], 2
    campaign.bag += ["crag_knucklebone", "toad_eye"]  # the prize, and a find (each a chance of its own)
    campaign.apply(Travel("toad_and_tankard"))
    campaign.apply(Buy("brannoc_lead"))
    campaign.badges.append("tin_mercy")  # Old Crag's prize too
    campaign.apply(BuyBadge("tin_second_throw"))
    return campaign


def road_screen(name: str, seed: int, menu):
    """The road's bag, or a tavern's page showing its counter and the die chosen (``road_counter``)."""
    campaign = road_with_dice(seed)
    if name == "road_bag":
        return BagView(campaign, back_to=RoadView(0, campaign, lambda: menu))
    page = TavernPageView(0, campaign, lambda: menu)
    page.dice.choose("brannoc_lead")
    page.dice.picker.select("brannoc_lead")
    page.show_dice(True)
    if name == "road_badges":  # the counter's badges, and the badge carried chosen
        page.dice.badges.refresh()
        page.dice.switch()
        page.dice.badges.picker.select("tin_mercy")
        page.dice.badges.choose("tin_mercy")
    return page


def road_table(seed: int):
    """A match at the Toad and Tankard with Brannoc's die thrown and the silver Twin badge played: the
    traveller's first throws made (by the hard player, as the person's), the badge's throw among them."""
    campaign = road_with_dice(seed)
    campaign.badges = ["silver_twin", *campaign.badges]
    campaign.apply(Enter(0, "brannoc_lead", "silver_twin"))
    match = enter_match(campaign)
    while match.badges.bent_at is None or match.state.throw_request() is None or match.state.turn != 0:
        if badge_due(match):
            match.play_badge(by_computer=True)
        match.play_computer_step("hard")
    again, steps = Match.from_save(match.to_save(), "the road's match")
    view = again.definition.screens.table.brought_to(again, steps)
    view.room = campaign.road.tavern("toad_and_tankard").room  # the Toad and Tankard's own room
    return view


# two taverns' tables, each dressed as its own room: a match under way at each
ROAD_ROOM_SHOTS = {"road_room_bones": "bowl_and_bones", "road_room_saloon": "sorcery_saloon"}


def road_room(name: str, seed: int):
    """A match at a tavern (``ROAD_ROOM_SHOTS``), its table dressed as its room: a few steps played."""
    campaign = Campaign.new("Wren", "standard", seed)
    campaign.opened = len(campaign.road.taverns)
    tavern = campaign.road.tavern(ROAD_ROOM_SHOTS[name])
    if campaign.at != tavern.key:
        campaign.apply(Travel(tavern.key))
    campaign.apply(Enter(min(tavern.wagers_at(campaign.level)) if tavern.wagers else 0))
    match = enter_match(campaign)
    while match.throws < 3 or match.state.throw_request() is None or match.state.turn != 0:
        match.play_computer_step("hard")
    again, steps = Match.from_save(match.to_save(), "the road's match")
    view = again.definition.screens.table.brought_to(again, steps)
    view.room = tavern.room
    return view


ROAD_RUN_SHOTS = ("road_start", "road_late", "road_ending", "road_lost")


def road_run_screen(name: str, seed: int, menu):
    """The road of a run played by the computer traveller: at its start (``road_start``), with the five
    taverns beaten and the final table open (``road_late``), at its ending won (``road_ending``: the run
    played on to the end), or lost (``road_lost``: a purse of 40 cp, the loan already spent)."""
    campaign = Campaign.new("Wren", "standard", seed)
    if name == "road_late":
        travel_on(campaign, until=lambda c: c.opened > len(c.road.houses), max_matches=200)
    elif name == "road_ending":  # the seed's run, or the first after it that the traveller wins
        for tries in range(8):
            campaign = Campaign.new("Wren", "standard", seed + tries)
            travel_on(campaign, max_matches=200)
            if campaign.over == "champion":
                break
    elif name == "road_lost":
        campaign.loan_taken, campaign.innkeeper, campaign.purse = True, campaign.purse - 40, 40
        travel_on(campaign, max_matches=200)
    return road_or_ending(0, campaign, lambda: menu)


def screen_shot(name: str, seed: int, out: Path, text_size: str = "normal") -> None:
    """The menu, the Ledger (its dice page, filled from simulated matches), the settings, the
    Controls page, the road's bag or a tavern's counter, or a match's results as a person who won it or
    lost it sees them."""
    window = TavernWindow(Settings(text_size=text_size), visible=False)  # as a new player finds them
    menu = MenuView()
    frames = 2
    if name in ("results_win", "results_loss"):
        view = results_screen(seed, won=name == "results_win")
        window.show_view(view)
        frames = round(RESULTS_SECONDS / FRAME)
    elif name == "campaign":  # the road mid-campaign: a hard traveller has beaten two taverns
        campaign = Campaign.new("Wren", "standard", seed)
        travel_on(campaign, until=lambda c: len(c.beaten) >= 2, max_matches=60)
        view = RoadView(0, campaign, lambda: menu)
        window.show_view(view)
    elif name in ROAD_RUN_SHOTS:
        view = road_run_screen(name, seed, menu)
        window.show_view(view)
    elif name in ("road_bag", "road_counter", "road_badges"):
        view = road_screen(name, seed, menu)
        window.show_view(view)
    elif name == "road_table" or name in ROAD_ROOM_SHOTS:
        view = road_table(seed) if name == "road_table" else road_room(name, seed)
        window.show_view(view)
        frames = round(SETTLE_SECONDS / FRAME)
    elif name in ("ledger", "ledger_overall"):
        ledger = simulated_ledger(seed)
        if name == "ledger_overall":  # its longest page: a record in coins and many runs of the road ended
            ledger.data["runs"] = [{"result": "champion"}] * 12 + [{"result": "broke"}] * 99
        view = LedgerView(back_to=menu, ledger=ledger)
        window.show_view(view)
        view.show_page("dice" if name == "ledger" else "overall")
    elif name == "menu":
        view = menu
        window.show_view(view)
    elif name == "controls":
        view = ControlsView(back_to=SettingsView(back_to=menu))
        window.show_view(view)
    else:
        view = SettingsView(back_to=menu)
        window.show_view(view)
    for frame in range(frames):
        view.on_update(FRAME)
        if frame >= frames - 2:  # the first frame drawn lays the widgets out
            view.on_draw()
    save_screenshot(out)
    window.close()
