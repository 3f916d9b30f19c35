"""The Tavern Road's rules: one traveller, one purse, five taverns.

The campaign is a state with moves, applied and refused like a game's:
``Travel`` to an open tavern, ``Enter`` a match there (for the wager shown,
in the games played for a wager, and with a special die from the bag if the
traveller chooses one), ``Settle`` it with the finished match's record,
``Buy`` a special die at a tavern's counter (``BuyBadge`` a badge), and ``TakeLoan`` once a run.
A match is an ordinary match of the tavern's game, set up from the tavern's data; ``Settle`` plays its record
back through that game's rules (nothing is taken on trust), then moves the
coins: the purse's own in Death's Will and Spottle, the pot in the others.

Coins are never made or lost: the traveller's purse, the regulars' purses,
what each house has taken, the pot of the match in play and the
innkeeper's till always add up to what they were at the start.

The bag of special dice fills three ways: a champion's prize when a tavern
is first beaten, a counter's die bought, and a die found on the road (a
seeded chance on each journey to another tavern, so that a run replays the
same and no die is found by standing still).

Badges (``game.campaign.badges``) come as a champion's prize or from a
counter; one is carried into a match (``Enter``) and may be played there
once: a badge played is gone when the match is settled (its coins, for a
badge of the coins, paid by the house), one not played goes back in the bag.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field

from game.campaign import road_badges
from game.campaign.badges import badge as road_badge
from game.campaign.badges import the_badges
from game.campaign.special_dice import SpecialDie, special_die, the_special_dice
from game.campaign.taverns import Road, Tavern, the_road
from game.core import catalogue
from game.core.coins import format_coins
from game.core.errors import IllegalAction
from game.core.moves import replay_moves
from game.core.play_style import styles_to

CAMPAIGN_FORMAT = 1
PERSON = "person"
FIND_CHANCE = 0.15  # of finding a die on a journey, while the road has one left to find
TROPHIES = {
    "weal": "A weal in the bowl on the road: the pot and both antes again",
    "toad_free": "A Spottle session the toad went hungry: not one of your dice eaten",
    "clean_six": "Six dogs scored without a single bust",
    "deadshot": "Back from the dead with a Deadshot",
}


@dataclass(frozen=True)
class Travel:
    tavern: str

    def __str__(self) -> str:
        return f"travel to {self.tavern}"


@dataclass(frozen=True)
class Enter:
    wager: int = 0  # the wager games: what each seat pays into the pot; 0 in the coin games
    die: str | None = None  # the special die from the bag the traveller throws, if any
    badge: str | None = None  # the badge from the bag the traveller carries in, if any

    def __str__(self) -> str:
        said = f"enter a match for {format_coins(self.wager)}" if self.wager else "enter a match"
        said += f" with {special_die(self.die).name}" if self.die in the_special_dice() else ""
        return said + (f" carrying {road_badge(self.badge).name}" if self.badge in the_badges() else "")


@dataclass(frozen=True)
class Buy:
    die: str  # a special die the counter of the tavern the traveller is at sells

    def __str__(self) -> str:
        return f"buy {self.die}"


@dataclass(frozen=True)
class BuyBadge:
    badge: str  # a badge the counter of the tavern the traveller is at sells

    def __str__(self) -> str:
        return f"buy the badge {self.badge}"


@dataclass(frozen=True)
class Settle:
    record: dict  # the finished match's replay record (``Match.to_replay()``)

    def __str__(self) -> str:
        return "settle the match"


@dataclass(frozen=True)
class TakeLoan:
    def __str__(self) -> str:
        return "take the innkeeper's loan"


Move = Travel | Enter | Settle | TakeLoan | Buy | BuyBadge


def move_to_dict(move: Move) -> dict:
    if isinstance(move, Travel):
        return {"move": "travel", "tavern": move.tavern}
    if isinstance(move, Enter):  # the die and badge only where chosen: every older run reads as before
        chosen = {**({"die": move.die} if move.die else {}), **({"badge": move.badge} if move.badge else {})}
        return {"move": "enter", "wager": move.wager, **chosen}
    if isinstance(move, BuyBadge):
        return {"move": "buy_badge", "badge": move.badge}
    if isinstance(move, Buy):
        return {"move": "buy", "die": move.die}
    if isinstance(move, Settle):
        return {"move": "settle", "record": copy.deepcopy(move.record)}
    return {"move": "loan"}


def move_from_dict(data: dict) -> Move:
    kind = data.get("move")
    if kind == "travel":
        return Travel(str(data["tavern"]))
    if kind == "enter":
        die, badge = data.get("die"), data.get("badge")
        return Enter(int(data["wager"]), None if die is None else str(die), None if badge is None else str(badge))
    if kind == "buy_badge":
        return BuyBadge(str(data["badge"]))
    if kind == "buy":
        return Buy(str(data["die"]))
    if kind == "settle":
        return Settle(dict(data["record"]))
    if kind == "loan":
        return TakeLoan()
    raise ValueError(f"no campaign move {kind!r}")


@dataclass
class Campaign:
    name: str
    difficulty: str
    seed: int
    purse: int
    at: str  # the tavern the traveller is at
    regulars: dict  # regular -> purse
    houses: dict  # tavern -> what its house has taken (or paid, below 0)
    innkeeper: int = 0  # the loan's till: lent out below 0, paid back above
    opened: int = 1  # taverns open, counted from the first
    beaten: list = field(default_factory=list)  # taverns whose target the traveller met
    current: dict | None = None  # the match entered and not yet settled
    matches: int = 0
    wins: int = 0
    losses: int = 0
    best_pot: int = 0
    trophies: list = field(default_factory=list)
    loan_taken: bool = False
    owed: int = 0
    purse_path: list = field(default_factory=list)  # the purse after each match
    over: str | None = None  # "champion", "broke", or "turned_away" (a table's tries spent: ``tries_left``)
    history: list = field(default_factory=list)
    bag: list = field(default_factory=list)  # the special dice the traveller carries, by key
    badges: list = field(default_factory=list)  # the badges the traveller carries, by key
    badges_played: list = field(default_factory=list)  # each badge played, by key, in the order played
    road_number: int = 1  # the traveller's first road, or a harder one after an ending (``road_end``)
    kept_bag: list = field(default_factory=list)  # the special dice carried in from the road before
    kept_badges: list = field(default_factory=list)  # and its badges
    # the move from which a table's tries are counted (``tries_left``): a run saved before the final table
    # had tries counts them from where it was loaded, its matches there before that not held against it
    tries_since: int = 0

    # --- making one ---

    @classmethod
    def new(cls, name: str, difficulty: str = "standard", seed: int = 0, road: Road | None = None) -> Campaign:
        road = road or the_road()
        if difficulty not in road.difficulties:
            raise ValueError(f"no difficulty {difficulty!r} ({', '.join(road.difficulties)})")
        if not name.strip():
            raise ValueError("the traveller needs a name")
        return cls(
            name=name.strip()[:16],
            difficulty=difficulty,
            seed=seed,
            purse=road.difficulties[difficulty].purse,
            at=road.taverns[0].key,
            regulars={r.key: r.purse for t in road.taverns for r in t.regulars},
            houses={t.key: 0 for t in road.taverns},
        )

    @property
    def road(self) -> Road:
        return the_road()

    def played_at(self, key: str) -> bool:
        """A match has been entered at this tavern in this run (its first
        visit is the one before)."""
        return self.entered_at(key) > 0

    def entered_at(self, key: str, since: int = 0) -> int:
        """The matches entered at this tavern in this run, from its move ``since`` on: read from the moves made."""
        at, entered = self.road.taverns[0].key, 0
        for number, move in enumerate(self.history):
            if move.get("move") == "travel":
                at = move["tavern"]
            elif move.get("move") == "enter" and at == key and number >= since:
                entered += 1
        return entered

    def tries_left(self, tavern: Tavern) -> int | None:
        """The matches the traveller may still enter at ``tavern`` this run (None: as many as they like)."""
        tries = tavern.tries_at(self.level)
        return None if tries is None else max(0, tries - self.entered_at(tavern.key, self.tries_since))

    @property
    def tavern(self) -> Tavern:
        return self.road.tavern(self.at)

    @property
    def level(self):
        return self.road.difficulties[self.difficulty]

    def coins(self) -> int:
        """Every coin on the road: the same after every move as at the start."""
        pot = self.current["pot"] if self.current else 0
        return self.purse + sum(self.regulars.values()) + sum(self.houses.values()) + self.innkeeper + pot

    def open_taverns(self) -> list[Tavern]:
        return list(self.road.taverns[: self.opened])

    def cheapest(self) -> int:
        """The least purse that enters a match at any open tavern."""
        return min(t.cheapest(self.level) for t in self.open_taverns())

    # --- the bag of special dice ---

    def dice_for(self, tavern: Tavern | None = None) -> list[SpecialDie]:
        """The bag's dice that may be thrown at a tavern (the one the traveller is at)."""
        tavern = tavern or self.tavern
        sides = tavern.sides_at(self.level)
        return [die for key in self.bag if (die := special_die(key)).serves(tavern, sides)]

    def counter(self) -> list[SpecialDie]:
        """The special dice the counter of the tavern the traveller is at sells, that the bag lacks."""
        return [d for d in the_special_dice().values() if self.at in d.sold_at and d.key not in self.bag]

    def describe_position(self) -> str:
        where = f"at {self.tavern.name}, {format_coins(self.purse)} in the purse"
        return (
            where
            + (", a match in play" if self.current else "")
            + (f", the run over ({self.over})" if self.over else "")
        )

    # --- the moves ---

    def problem_with(self, move: Move) -> str | None:
        if self.over:
            return "the road is travelled: the run is over"
        if isinstance(move, Settle):
            return None if self.current else "no match is in play"
        if self.current:
            return "a match is in play: finish it first"
        if isinstance(move, Travel):
            if move.tavern not in [t.key for t in self.road.taverns]:
                return f"there is no tavern {move.tavern!r} on the road"
            if move.tavern not in [t.key for t in self.open_taverns()]:
                return "that tavern is not open yet: beat the one before it"
            return None
        if isinstance(move, TakeLoan):
            return "the innkeeper lends once a run" if self.loan_taken else None
        if isinstance(move, Buy):
            return self._problem_buying(move.die)
        if isinstance(move, BuyBadge):
            return road_badges.problem_buying(self, move.badge)
        if isinstance(move, Enter):
            tavern = self.tavern
            if tavern.key not in self.beaten and self.tries_left(tavern) == 0:  # its tries are for beating it
                return f"{tavern.name} has seated {self.name} as often as it will this run"
            if move.badge is not None:
                problem = road_badges.problem_carrying(self, move.badge)
                if problem:
                    return problem
            if move.die is not None:
                if move.die not in self.bag:
                    return f"the bag holds no special die {move.die!r}"
                if special_die(move.die) not in self.dice_for(tavern):
                    return f"{special_die(move.die).name} is not thrown at {tavern.name}"
            if tavern.for_coins:
                if move.wager:
                    return f"{tavern.name} plays for the purse's own coins, not a wager"
                if self.purse < tavern.min_purse:
                    return f"{tavern.name} seats no one with less than {format_coins(tavern.min_purse)}"
                return None
            wagers = tavern.wagers_at(self.level)
            if move.wager not in wagers:
                return f"the wagers here are {', '.join(format_coins(w) for w in wagers)}"
            if self.purse < move.wager:
                return f"the purse holds {format_coins(self.purse)}, not the {format_coins(move.wager)} wager"
            return None
        return f"{move!r} is not a campaign move"

    def apply(self, move: Move) -> list[str]:
        """Make a move; returns what happened, in words. IllegalAction leaves
        the campaign as it was."""
        problem = self.problem_with(move)
        if problem:
            raise IllegalAction(move, self.describe_position(), problem)
        if isinstance(move, Settle):
            said = self._settle(move.record)  # checks the record before it changes anything
        elif isinstance(move, Travel):
            journey, self.at = move.tavern != self.at, move.tavern
            said = [f"{self.name} travels to {self.tavern.name}.", *(self._found() if journey else [])]
        elif isinstance(move, TakeLoan):
            said = self._lend()
        elif isinstance(move, Buy):
            said = self._buy(move.die)
        elif isinstance(move, BuyBadge):
            said = road_badges.buy(self, move.badge)
        else:
            said = self._enter(move.wager, move.die, move.badge)
        self.history.append(move_to_dict(move))
        return said

    # --- entering a match ---

    def seated(self, wager: int = 0) -> list:
        """The regulars who sit down with the traveller: the champion always
        (staked by the house if short), the others if they can pay."""
        tavern = self.tavern
        need = wager or tavern.min_purse
        return [r for r in tavern.regulars if r.champion or self.regulars[r.key] >= max(1, need)]

    def _enter(self, wager: int, die: str | None = None, badge: str | None = None) -> list[str]:
        tavern, level = self.tavern, self.level
        rules = catalogue.game(tavern.game).rules
        seated = self.seated(wager)
        names = (self.name, *[r.name for r in seated])
        controllers = (PERSON, *[r.level_at(level) for r in seated])
        fields = {**tavern.options_at(level), "names": names}
        said = [
            f"{self.name} sits down at {tavern.name}"
            + (f" with {', '.join(r.name for r in seated)}." if seated else ".")
        ]
        pot = 0
        for regular in seated:
            short = max(wager or tavern.min_purse, 1) - self.regulars[regular.key]
            if regular.champion and short > 0:  # the house keeps its champion at the table
                self.houses[tavern.key] -= short
                self.regulars[regular.key] += short
                said.append(f"The house stakes {regular.name} {format_coins(short)}.")
        if tavern.for_coins:
            fields["purses"] = (self.purse, *[self.regulars[r.key] for r in seated])
        else:
            self.purse -= wager
            for regular in seated:
                self.regulars[regular.key] -= wager
            house_seats = 1 if tavern.options.get("solo") else 0
            self.houses[tavern.key] -= wager * house_seats  # d0g plays for the house
            pot = wager * (1 + len(seated) + house_seats)
            said.append(f"Each seat puts {format_coins(wager)} in the pot: {format_coins(pot)}.")
        options = rules.Options(**{k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()})
        problem = options.problem()
        if problem:  # the data asked for a table the game does not allow
            raise ValueError(f"{tavern.name}'s table cannot be set: {problem}")
        self.current = {
            "tavern": tavern.key,
            "game": tavern.game,
            "options": options.to_dict(),
            "seats": list(controllers),
            "regulars": [r.key for r in seated],
            "seed": random.Random(f"{self.seed}/match/{self.matches}").randrange(2**32),
            "wager": wager,
            "pot": pot,
            # the die as the match throws it: the match's record keeps it, and settling checks it is this one
            "special_die": special_die(die).loaded().to_dict() if die else None,
        }
        if any(r.style for r in seated):  # how each regular plays, kept so the match plays on the same
            self.current["styles"] = styles_to((None, *[r.style for r in seated]))
        if die:
            said.append(f"{self.name} takes {special_die(die).name} from the bag.")
        if badge:  # the badge as the match carries it, not yet played: the match's record says when it is
            self.current["badge"] = road_badge(badge).in_play().to_dict()
            said.append(f"{self.name} pins on {road_badge(badge).name}.")
        return said

    # --- the counter, and the road's finds ---

    def _problem_buying(self, key: str) -> str | None:
        if key not in the_special_dice():
            return f"there is no special die {key!r}"
        die = special_die(key)
        return self.problem_at_counter(key in self.bag, die.name, die.sold_at, die.price)

    def problem_at_counter(self, owned: bool, name: str, sold_at, price: int, priced: str = "") -> str | None:
        """Why a die or a badge (``name``; ``priced``: its name where its price is said) cannot be bought
        at this tavern's counter: already in the bag, not sold here, more than the purse holds."""
        if owned:
            return f"the bag already holds {name}"
        if self.at not in sold_at:
            return f"{self.tavern.name}'s counter does not sell {name}"
        if self.purse < price:
            return f"{priced or name} costs {format_coins(price)}; the purse holds {format_coins(self.purse)}"
        return None

    def _buy(self, key: str) -> list[str]:
        die = special_die(key)
        self.purse -= die.price
        self.houses[self.at] += die.price  # the counter is the house's
        self.bag.append(key)
        return [f"{self.name} buys {die.name} for {format_coins(die.price)}: {die.story}"]

    def _found(self) -> list[str]:
        """A die found on the journey just made, by a chance drawn from the run's seed and its moves."""
        left = [d for d in the_special_dice().values() if d.found and d.key not in self.bag]
        rng = random.Random(f"{self.seed}/found/{len(self.history)}")
        if not left or rng.random() >= FIND_CHANCE:
            return []
        die = rng.choice(left)
        self.bag.append(die.key)
        return [f"By the road, {self.name} finds {die.name}: {die.story}"]

    # --- settling it ---

    def _finished_state(self, record: dict):
        """The match's record played back through its game's rules, checked
        to be the match entered, and finished."""
        current: dict = self.current or {}  # never empty: a match is in play (``problem_with``)
        for name in ("game", "options", "seats", "seed", "special_die", "styles"):
            if record.get(name) != current.get(name):  # a match entered before special dice has none
                raise IllegalAction(
                    Settle(record),
                    self.describe_position(),
                    f"this record is not of the match entered (its {name.replace('_', ' ')} differs)",
                )
        problem = road_badges.record_problem(current, record)
        if problem:
            raise IllegalAction(Settle(record), self.describe_position(), problem)
        rules = catalogue.game(current["game"]).rules
        try:
            state = rules.replay(rules.Options.from_dict(current["options"]), record.get("actions", []))
        except (IllegalAction, KeyError, TypeError, ValueError, IndexError) as error:
            raise IllegalAction(
                Settle(record), self.describe_position(), f"the match's record does not play back ({error})"
            ) from None
        if not state.over:
            raise IllegalAction(Settle(record), self.describe_position(), "the match is not finished")
        return state

    def _settle(self, record: dict) -> list[str]:
        state = self._finished_state(record)
        current = self.current
        assert current is not None, "a match is settled only once it is entered"  # _finished_state refuses else
        tavern = self.road.tavern(current["tavern"])
        outcome = state.outcome()
        seated = current["regulars"]
        said = []
        if tavern.for_coins:
            net = outcome.coins[0]
            self.purse += net
            for key, their in zip(seated, outcome.coins[1:]):
                self.regulars[key] += their
            self.houses[tavern.key] -= sum(outcome.coins)  # what the table's house (the Master) took
            won_pot = outcome.biggest_pot[0] if outcome.biggest_pot else 0
            said.append(f"{self.name} leaves the table {'up' if net >= 0 else 'down'} {format_coins(abs(net))}.")
        else:
            net, pot = 0, current["pot"]
            winners = [seat for seat, won in enumerate(outcome.won) if won]
            won_pot = 0
            if winners and winners[0] == 0:
                self.purse += pot
                net, won_pot = pot - current["wager"], pot
                said.append(f"{self.name} wins the pot of {format_coins(pot)}.")
            elif winners and winners[0] - 1 < len(seated):
                winner = seated[winners[0] - 1]
                self.regulars[winner] += pot
                net = -current["wager"]
                said.append(f"{self.road.regular(winner).name} takes the pot of {format_coins(pot)}.")
            elif winners or any(outcome.lost):  # the house's seat (d0g) won
                self.houses[tavern.key] += pot
                net = -current["wager"]
                said.append(f"The house takes the pot of {format_coins(pot)}.")
            else:  # no winner: every stake goes back
                self.purse += current["wager"]
                for key in seated:
                    self.regulars[key] += current["wager"]
                self.houses[tavern.key] += pot - current["wager"] * (1 + len(seated))
                said.append("Nobody wins: the stakes go back.")
        said += road_badges.settle(self, tavern, current, record, net)
        self.current = None
        self.matches += 1
        self.wins += outcome.won[0]
        self.losses += outcome.lost[0]
        self.best_pot = max(self.best_pot, won_pot)
        self.purse_path.append(self.purse)
        said += self._trophies(tavern, state)
        met = outcome.won[0] if tavern.target.kind == "win" else net >= tavern.target.cp
        if met and tavern.key not in self.beaten:
            self.beaten.append(tavern.key)
            said.append(f"{tavern.target.words} Done!")
            index = [t.key for t in self.road.taverns].index(tavern.key)
            if index + 2 > self.opened and index + 1 < len(self.road.taverns):
                self.opened = index + 2
                opened = self.road.taverns[index + 1]
                said.append(f"The road to {opened.name} is open.")
                if opened.final and opened.champion:
                    said.append(f"{opened.champion.name}, champion of champions, waits at {opened.name}.")
            said += self._prize(tavern)
        said += self._repay()
        if len(self.beaten) == len(self.road.taverns):
            self.over = "champion"
            if tavern.final and tavern.champion:
                said.append(f"{tavern.champion.name} is beaten: {self.name} is the champion of champions!")
            else:  # a road without a final table
                said.append(f"Every tavern on the road is beaten: {self.name} is the champion of the Tavern Road!")
        elif tavern.key not in self.beaten and self.tries_left(tavern) == 0:
            self.over = "turned_away"
            host = tavern.champion.name if tavern.champion else tavern.name
            said.append(f"{host} rises from the table and will not sit with {self.name} again: the road ends here.")
        elif self.purse < self.cheapest() and self.loan_taken:
            self.over = "broke"
            said.append("The purse is empty and the innkeeper has lent once: the road ends here.")
        return said

    def _prize(self, tavern: Tavern) -> list[str]:
        """The champion's special die (and badge), given to the traveller who first beats the tavern."""
        prize = next((d for d in the_special_dice().values() if d.prize_of == tavern.key), None)
        giver = tavern.champion.name if tavern.champion else "The house"
        if prize is None or prize.key in self.bag:
            return road_badges.prize(self, tavern, giver)
        self.bag.append(prize.key)
        return [f"{giver} gives {self.name} {prize.name}: {prize.story}", *road_badges.prize(self, tavern, giver)]

    def _trophies(self, tavern: Tavern, state) -> list[str]:
        log = state.log
        won = state.outcome().won[0]
        earned = []
        if tavern.game == "deaths_will" and any(
            e.kind == "hand_over" and e.data.get("how") == "weal" and e.seat == 0 for e in log
        ):
            earned.append("weal")
        if (
            tavern.game == "spottle"
            and state.options.toad == "toad"
            and state.round
            and not any(e.kind in ("swallowed", "snapped_up") and e.seat == 0 for e in log)
        ):
            earned.append("toad_free")
        if tavern.game == "spots" and won and not any(e.kind == "bust" and e.seat == 0 for e in log):
            earned.append("clean_six")
        if tavern.game == "spelldice" and any(e.kind == "comes_back" and e.seat == 0 for e in log):
            earned.append("deadshot")
        new = [t for t in earned if t not in self.trophies]
        self.trophies += new
        return [f"A trophy: {TROPHIES[t]}." for t in new]

    # --- the loan ---

    def _lend(self) -> list[str]:
        road = self.road
        self.loan_taken = True
        self.purse += road.loan_amount
        self.innkeeper -= road.loan_amount
        self.owed = round(road.loan_amount * (1 + road.loan_interest))
        return [f"The innkeeper lends {format_coins(road.loan_amount)}; {format_coins(self.owed)} is owed."]

    def _repay(self) -> list[str]:
        """The debt comes out of the purse once it holds twice the debt."""
        if not self.owed or self.purse < 2 * self.owed:
            return []
        paid, self.owed = self.owed, 0
        self.purse -= paid
        self.innkeeper += paid
        return [f"{self.name} pays the innkeeper back {format_coins(paid)}."]

    # --- saving ---

    def to_dict(self) -> dict:
        data = {name: copy.deepcopy(getattr(self, name)) for name in self.__dataclass_fields__}
        return {"format": CAMPAIGN_FORMAT, **data}

    @classmethod
    def from_dict(cls, data: dict) -> Campaign:
        """Raises KeyError, TypeError or ValueError (one line) for a damaged campaign."""
        # a run saved before the road had special dice, or badges, carries none; one saved before its final
        # table and harder roads is a first road, whose final table's champion and house start as any run's
        data = {
            "bag": [],
            "badges": [],
            "badges_played": [],
            "road_number": 1,
            "kept_bag": [],
            "kept_badges": [],
            **data,
        }
        if "tries_since" not in data:
            history = data.get("history")
            data["tries_since"] = len(history) if isinstance(history, list) else 0
        fields = {name: copy.deepcopy(data[name]) for name in cls.__dataclass_fields__}
        road = the_road()
        if not isinstance(fields["regulars"], dict) or not isinstance(fields["houses"], dict):
            raise TypeError("the regulars' purses and the houses' takings are not tables")
        fields["regulars"] = {r.key: r.purse for t in road.taverns for r in t.regulars} | fields["regulars"]
        fields["houses"] = {t.key: 0 for t in road.taverns} | fields["houses"]
        bag = fields["bag"]
        if not isinstance(bag, list):
            raise TypeError("the bag of special dice is not a list")
        for key in bag:
            if not isinstance(key, str) or key not in the_special_dice():
                raise ValueError(f"the bag holds {str(key)[:40]!r}, which is no special die of the road")
        if len(set(bag)) != len(bag):
            raise ValueError("the bag holds a special die twice")
        road_badges.check_saved(fields["badges"], fields["badges_played"])
        number = fields["road_number"]
        if not isinstance(number, int) or isinstance(number, bool) or number < 1:
            raise ValueError(f"the road's number is {str(number)[:20]!r}, not a count from 1")
        if not isinstance(fields["kept_bag"], list) or not isinstance(fields["kept_badges"], list):
            raise TypeError("what was carried in from the road before is not a list")
        since = fields["tries_since"]
        if not isinstance(since, int) or isinstance(since, bool) or since < 0:
            raise ValueError(f"the tries are counted from move {str(since)[:20]!r}, not a count from 0")
        return cls(**fields)


def replay_campaign(name: str, difficulty: str, seed: int, moves: list[dict]) -> Campaign:
    """A campaign from its start and its moves: the same as when they were made."""
    return replay_moves(Campaign.new(name, difficulty, seed), moves, move_from_dict)
