"""The Tavern Road's three save slots, in the data folder: each holds a
campaign and, while one is played, its match as a game in progress. A slot
is written after every move of the campaign and of its match, through the
saving module: a damaged slot falls back to its last good copy with a
one-line note, or is set aside (kept) and the slot offered empty."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.campaign.road import CAMPAIGN_FORMAT, Campaign, Settle
from game.campaign.sayings import said_on_a_badge, said_on_a_mishap, said_on_a_win
from game.core import catalogue
from game.core.coins import format_coins
from game.core.dice import LoadedDie
from game.core.errors import IllegalAction
from game.core.play_style import Style, styles_from
from game.core.road_badge import BadgeInPlay
from game.platform.settings import data_dir
from game.platform.storage import Unreadable, backup_of, kept_words, read_json, refusal_of, write_json
from game.services.ledger import Wager, record_match, record_run
from game.services.match import Match
from game.services.records import ReplayError

SLOTS = (1, 2, 3)


def slots_dir() -> Path:
    return data_dir() / "campaign"


def slot_path(number: int, folder: Path | None = None) -> Path:
    return (folder or slots_dir()) / f"slot-{number}.json"


def _a_slot(data: object) -> None:
    if not isinstance(data, dict) or not isinstance(data.get("campaign"), dict):
        raise Unreadable("it is not a campaign")
    if data["campaign"].get("format") != CAMPAIGN_FORMAT:
        raise Unreadable(f"its campaign is of format {data['campaign'].get('format')!r}")
    try:
        Campaign.from_dict(data["campaign"])
    except (KeyError, TypeError, ValueError) as error:
        raise Unreadable(f"its campaign is damaged ({type(error).__name__} {error})") from None
    match = data.get("match")
    if match is not None:
        try:
            Match.from_save(match, "its match")
        except ReplayError as error:
            raise Unreadable(str(error)) from None


@dataclass
class Slot:
    number: int
    campaign: Campaign | None = None
    match: dict | None = None  # the match in play, as a game in progress
    saved: float = 0.0
    note: str | None = None  # a one-line word on a damaged file

    @property
    def empty(self) -> bool:
        return self.campaign is None

    def words(self) -> str:
        """'Slot 1: Wren, standard, 14 gp 2 sp, 2 of 5 taverns, 23 Nov 21:40', or, where a match
        is in progress, '..., mid-match at The Kennel Yard' (the purse as it was before it)."""
        if self.campaign is None:
            return f"Slot {self.number}: empty"
        c = self.campaign
        beaten = len([t for t in c.road.houses if t.key in c.beaten])
        final = c.road.final
        going = f"{beaten} of {len(c.road.houses)} taverns"
        if final is not None and c.opened > len(c.road.houses):
            going = f"{final.name} open"  # every house beaten: the champion of champions waits
        progress = ("champion of the road" if c.over == "champion" else "the road ended") if c.over else going
        if c.road_number > 1:  # a harder road after an ending
            progress = f"road {c.road_number}, {progress}"
        purse = c.purse
        when = time.strftime("%d %b %H:%M", time.localtime(self.saved)).lstrip("0")
        if c.current:
            # The purse as it stood before the match, in every game: a wager
            # game's stake has gone into the pot, a coin game's is still in it.
            # Where the match is says more than when it was saved.
            purse += c.current["wager"]
            when = f"mid-match at {c.road.tavern(c.current['tavern']).name}"
        return f"Slot {self.number}: {c.name}, {c.difficulty}, {format_coins(purse)}, {progress}, {when}"


def read_slot(number: int, folder: Path | None = None) -> Slot:
    path = slot_path(number, folder)
    try:
        found = read_json(path, _a_slot)
    except Unreadable as problem:
        if not problem.kept and not os.path.lexists(path):
            return Slot(number)
        return Slot(number, note=f"Slot {number} could not be read ({problem}).{kept_words(problem.kept)}")
    note = (
        f"Slot {number} could not be read ({found.problem}); its last good copy is offered.{kept_words(found.kept)}"
        if found.kept
        else None
    )
    data = found.data
    assert isinstance(data, dict)  # read_json has checked the slot's shape (``_a_slot``)
    saved = data.get("saved")
    return Slot(
        number,
        Campaign.from_dict(data["campaign"]),
        data.get("match"),
        float(saved) if isinstance(saved, (int, float)) else 0.0,
        note,
    )


def write_slot(number: int, campaign: Campaign, match: Match | None = None, folder: Path | None = None) -> None:
    """Raises OSError if the disk refuses; the slot's last copy stays."""
    data = {"campaign": campaign.to_dict(), "match": None if match is None else match.to_save(), "saved": time.time()}
    write_json(slot_path(number, folder), data)


def forget_slot(number: int, folder: Path | None = None) -> None:
    """A slot emptied, its backup too (asked first by the screen)."""
    path = slot_path(number, folder)
    for each in (path, backup_of(path)):
        each.unlink(missing_ok=True)


class CampaignKeeper:
    """Keeps a campaign match in its slot as it is played (what a table's
    ``GameKeeper`` does for a match on its own). When the match ends, the
    campaign settles it and the slot keeps the campaign alone."""

    abandonable = False  # a campaign match is played out: the pause menu offers no abandoning
    # where it waits: with the road, not under the menu's games in progress (which then read "No game")
    kept_words = "It is kept with your road: continue it from The Tavern Road."

    def __init__(self, number: int, campaign: Campaign, match: Match, folder: Path | None = None):
        self.number, self.campaign, self.match, self.folder = number, campaign, match, folder
        self.problem: str | None = None
        self.settled: list[str] = []  # what the settling said, for the road to show
        self.back_to: Callable[[], Any] | None = None  # () -> the view after the match's results (the road)
        current = campaign.current or {}
        self.wager, self.pot = current.get("wager", 0), current.get("pot", 0)  # kept: settling clears them
        self.sayings = 0  # the regulars' lines said at this table, so each comes in its turn
        # who sits at it, kept: the match's last hand is won as it is settled, and settling clears ``current``
        self.seated = {"regulars": list(current.get("regulars", ()))}
        # how the tavern's table is dressed: its cloth or wood, its light
        self.room = campaign.road.tavern(current["tavern"]).room if current.get("tavern") else None

    def said_on_a_win(self, winner: int) -> list[tuple[int, str]]:
        """A regular's line as a hand or round is won (``game.campaign.sayings``), for the table's talk."""
        said = said_on_a_win(self.campaign.road, self.seated, winner, self.sayings)
        self.sayings += said is not None
        return [said] if said is not None else []

    def said_on_a_mishap(self, kind: str, seat: int | None) -> list[tuple[int, str]]:
        """A regular's line at a mishap of the table (``game.campaign.sayings.MISHAPS``), for its talk."""
        said = said_on_a_mishap(self.campaign.road, self.seated, kind, seat, self.sayings)
        self.sayings += said is not None
        return [said] if said is not None else []

    def said_on_a_badge(self) -> list[tuple[int, str]]:
        """A regular's line as the traveller plays a badge, for the table's talk."""
        said = said_on_a_badge(self.campaign.road, self.seated, len(self.campaign.badges_played))
        return [said] if said is not None else []

    def stakes_words(self) -> tuple[str, str] | None:
        """What the match is played for, in the wager games: the pot, and a
        line on the wager; None in the coin games."""
        if not self.wager:
            return None
        return f"Pot: {format_coins(self.pot)}", f"{format_coins(self.wager)} a seat; the winner takes it."

    def save(self) -> bool:
        if self.match.over and self.campaign.current is not None:
            current, purse = self.campaign.current, self.campaign.purse
            try:
                self.settled = self.campaign.apply(Settle({**self.match.to_replay()}))
            except IllegalAction as error:  # never for a match the campaign set up itself
                self.problem = f"the match could not be settled ({error.reason})"
                return False
            if current["wager"]:  # the Ledger counts the wager's coins too (the results then find it counted)
                back = self.campaign.purse - purse
                record_match(self.match, wager=Wager(back - current["wager"], back if back > current["wager"] else 0))
            if self.campaign.over:  # the run is over: the Ledger keeps it
                c = self.campaign
                record_run(
                    {
                        "key": f"{c.name}/{c.seed}",
                        "name": c.name,
                        "difficulty": c.difficulty,
                        "result": c.over,
                        "matches": c.matches,
                        "taverns_beaten": len(c.beaten),
                        "purse": c.purse,
                        "trophies": list(c.trophies),
                    }
                )
        match = None if self.match.over else self.match
        self.problem = refusal_of(lambda: write_slot(self.number, self.campaign, match, self.folder), "the campaign")
        return self.problem is None

    def flush(self) -> str | None:
        """Written at once (a campaign's slot holds the run, settled as it is saved)."""
        return self.problem

    def remove(self) -> None:
        raise RuntimeError("a campaign match is not abandoned")


@dataclass
class SlotMatch:
    """A slot's match in play, as a table continues a saved game."""

    slot: Slot
    folder: Path | None = None

    @property
    def data(self) -> dict:
        assert self.slot.match is not None, "a slot's match is continued only where it has one"
        return self.slot.match

    @property
    def path(self) -> Path:
        return slot_path(self.slot.number, self.folder)

    def keeper(self, match: Match) -> CampaignKeeper:
        assert self.slot.campaign is not None, "a slot with a match has its road"
        return CampaignKeeper(self.slot.number, self.slot.campaign, match, self.folder)


def enter_match(campaign: Campaign) -> Match:
    """The match the campaign has just entered, as a table plays it."""
    current = campaign.current
    assert current is not None, "a match is made of the one the campaign entered"
    options = catalogue.game(current["game"]).rules.Options.from_dict(current["options"])
    return Match(
        options, tuple(current["seats"]), current["seed"], special_of(campaign), badge_of(campaign), styles_of(campaign)
    )


def styles_of(campaign: Campaign) -> tuple[Style | None, ...] | None:
    """How the seats of the match entered play: the regulars' styles (None: a match entered before they had any)."""
    return styles_from((campaign.current or {}).get("styles"))


def badge_of(campaign: Campaign) -> BadgeInPlay | None:
    """The badge the traveller carried into the match entered, not yet played (None: no badge)."""
    carried = (campaign.current or {}).get("badge")
    return None if carried is None else BadgeInPlay.from_dict(carried)


def special_of(campaign: Campaign) -> LoadedDie | None:
    """The special die the traveller chose for the match entered (None: their own dice alone)."""
    special = (campaign.current or {}).get("special_die")
    return None if special is None else LoadedDie.from_dict(special)
