"""A Spots trick performed step by step, as its tile's data says: rolls,
rerolls for a treat, what the trick keeps, placing and burying, Trot's moves
and Dig's digs."""

from __future__ import annotations

from game.core.dice import ThrowResult, dice_count
from game.core.events import Event
from game.games.spots.board import BUST_OVER, MAX_CARDS
from game.games.spots.moves import Accept, Dig, Discard, Keep, Move, Place, Reroll, TakeDie
from game.games.spots.tricks import TRICK_BY_KEY, Step
from game.games.spots.turns import Turns


class TrickSteps(Turns):
    # tricks and steps

    def _do_trick(self, key: str, events: list[Event]) -> None:
        seat = self.turn
        place = next(p for p in self.faceup() if self.top(p) == key)
        tile = self.tiles[place]
        tile["faceup"] = False
        taken, tile["treats"] = tile["treats"], 0
        self.treats[seat] += taken
        self.trick, self.step, self.runs, self.last_count = key, 0, 0, 0
        got = f", taking the {taken} treat{'s' if taken != 1 else ''} on it" if taken else ""
        said = f"{self.names[seat]} does {TRICK_BY_KEY[key].title}{got}."
        events.append(Event("trick", said, seat, {"trick": key, "treats": taken}))
        self._start_step(events)

    def _start_step(self, events: list[Event]) -> None:
        """Ask, do or skip the current step; past the last, the turn ends."""
        while not self.over:
            step = self.current_step()
            if step is None:  # past the last step
                self._end_turn(events)
                return
            if not self._can_do(step):
                self._next_step(events)
                continue
            if step.kind in ("trot", "dig"):
                if self.runs == 0 and step.kind == "dig":
                    self.digs_left = self.paws(self.turn)
                self.phase = step.kind
                return
            again = self.runs > 0 and (step.repeat or (step.one_at_a_time and self.aside > 0))
            if self.runs > 0 and not again:
                self._next_step(events)
                continue
            if again or step.may:
                self.phase = "may"
                return
            self._run_step(events)
            return

    def _next_step(self, events: list[Event]) -> None:
        if self.aside:  # Bolt's dice not rolled go back
            self.pile += self.aside
            self.aside = 0
        self.step += 1
        self.runs = 0

    def _stop_step(self, events: list[Event]) -> None:
        self._next_step(events)
        self._start_step(events)

    def _can_do(self, step: Step) -> bool:
        seat = self.turn
        if step.kind == "roll":  # Dogpile too needs the pile: its own die only comes along
            return self.roll_count(step) > 0
        if step.kind == "trot":
            return bool(self._trot_moves())
        if step.kind == "dig":
            return (self.digs_left > 0 if self.runs else self.paws(seat) > 0) and bool(self._digs())
        if step.kind == "retrieve":
            return self.pile > 0 and bool(self.deck)
        return True

    def _run_step(self, events: list[Event]) -> None:
        step, seat = self.step_now(), self.turn
        if step.kind == "treats":
            self._take_treats(step, events)
            self.runs += 1
            self._start_step(events)
        elif step.kind == "draw_dog":
            if len(self.packs[seat]) < MAX_CARDS and self.deck:
                self._draw(seat, events)
            self.runs += 1
            self._start_step(events)
        elif step.kind == "retrieve" or step.keep == "named_or_lower":
            self.phase = "name"
        elif step.source == "pile_and_own" and self._own_dice():
            self.phase = "take"
        else:
            self._start_roll(step, events)

    def _start_roll(self, step: Step, events: list[Event], carried: int = 0) -> None:
        seat = self.turn
        if step.one_at_a_time:
            if self.runs == 0:
                self.aside = min(step.count + step.per_paw * self.paws(seat), self.pile)
                self.pile -= self.aside
                events.append(Event("aside", f"{self.names[seat]} sets {dice_count(self.aside)} aside.", seat))
            count = 1
            self.aside -= 1
        elif step.source == "yard":
            count = len(self.yards[seat])
            self.yards[seat] = []
        else:
            count = self.roll_count(step)
            self.pile -= count
        self.rolling = count + carried
        self.last_count = self.rolling
        self.reroll_dice = None
        self.phase = "roll"

    def _take_treats(self, step: Step, events: list[Event]) -> None:
        seat = self.turn
        have = self.treats[seat]
        if step.amount == "double_plus_one":
            gained = have + 1
        elif step.amount == "gobble":
            empty = [v for k in self.unscored(seat) for v in self.empty_spaces(seat, k)]
            gained = step.count - min(max(empty, default=0), step.count)
        elif step.amount == "facedown_tricks":
            gained = sum(1 for tile in self.tiles if not tile["faceup"] and tile["stack"][0] != self.trick)
        else:
            gained = step.count + step.per_paw * self.paws(seat)
        self._give_treats(seat, gained, events)

    def _give_treats(self, seat: int, gained: int, events: list[Event], why: str | None = None) -> None:
        """Treats from the supply to a player: "Ada takes 2 treats (3 now).",
        or with the reason, "Ada plays dead well: 1 treat."."""
        self.treats[seat] += gained
        self.supply_out += gained
        count = f"{gained} treat{'s' if gained != 1 else ''}"
        said = f"{why}: {count}" if why else f"takes {count} ({self.treats[seat]} now)"
        events.append(Event("treats", f"{self.names[seat]} {said}.", seat, {"gained": gained}))

    def _choose(self, value: int, events: list[Event]) -> None:
        seat = self.turn
        if self.phase == "name" and self.trick == "retrieve":
            self.pile -= 1
            self.hand, self.hand_out = [value], []
            self.fresh, self.filtered = False, True
            self.phase = "hand"
            events.append(
                Event("retrieve", f"{self.names[seat]} retrieves a die set to {value}.", seat, {"value": value})
            )
            self._hand_settled(events)
        elif self.phase == "name":
            self.named = value
            events.append(
                Event("named", f"{self.names[seat]} names {value}: dice above it will go back.", seat, {"value": value})
            )
            self._start_roll(self.step_now(), events)
        else:  # Fetch: keep every die showing the number
            self._settle(events)
            kept = [v for v in self.hand if v == value]
            self.pile += len(self.hand) - len(kept)
            self.hand = kept
            self.filtered = True
            said = "nothing" if not kept else f"the {value}" if len(kept) == 1 else f"the {len(kept)} {value}s"
            events.append(Event("keep", f"{self.names[seat]} keeps {said}.", seat, {"value": value, "kept": len(kept)}))
            self._hand_settled(events)

    def _take_own_die(self, action: TakeDie, events: list[Event]) -> None:
        seat = self.turn
        if action.dog < 0:
            self.yards[seat].remove(action.value)
            where = "the yard"
        else:
            self.packs[seat][action.dog]["dice"].remove(action.value)
            where = self.dog(seat, action.dog).name
        events.append(
            Event(
                "take",
                f"{self.names[seat]} takes the {action.value} from {where} to roll.",
                seat,
                {"dog": action.dog, "value": action.value},
            )
        )
        self._start_roll(self.step_now(), events, carried=1)

    # rolls and hands

    def _rolled(self, result: ThrowResult, events: list[Event]) -> None:
        seat, step = self.turn, self.step_now()
        values = list(result.values)
        if self.reroll_dice is not None:
            for die, value in zip(self.reroll_dice, values):
                self.hand[die] = value
            self.reroll_dice = None
        else:
            self.hand, self.hand_out = values, []
            self.rolling = 0
            if step.keep == "named_or_lower" and self.named is not None:  # Guard's number, named before the roll
                self.hand = [v for v in values if v <= self.named]
                self.hand_out = [v for v in values if v > self.named]
        self.phase = "hand"
        self.filtered = not step.keep or step.keep == "named_or_lower"
        self.fresh = self.treats[seat] > 0
        shown = ", ".join(map(str, values))
        events.append(Event("roll", f"{self.names[seat]} rolls {shown}.", seat, {"values": list(values)}))
        if not self.fresh:
            self._settle(events)
            self._hand_settled(events)

    def _reroll_or_accept(self, action: Reroll | Accept, events: list[Event]) -> None:
        seat = self.turn
        if isinstance(action, Accept):
            self._settle(events)
            self._hand_settled(events)
            return
        self.treats[seat] -= 1
        self.supply_out -= 1
        self.fresh = False
        if action.dice:
            self.reroll_dice = list(action.dice)
            what = f"{len(action.dice)} of the dice"
        else:
            self.rolling = len(self.hand) + len(self.hand_out)
            self.hand, self.hand_out = [], []
            what = "the roll"
        events.append(
            Event("reroll", f"{self.names[seat]} spends a treat to reroll {what}.", seat, {"dice": list(action.dice)})
        )
        self.phase = "roll"

    def _settle(self, events: list[Event]) -> None:
        """The roll is kept as it is: Guard's dice above the number go back."""
        if self.fresh:
            self.fresh = False
        if self.hand_out:
            self.pile += len(self.hand_out)
            go = "goes" if len(self.hand_out) == 1 else "go"
            events.append(
                Event(
                    "put_back",
                    f"{dice_count(len(self.hand_out))} above {self.named} {go} back.",
                    self.turn,
                    {"values": list(self.hand_out)},
                )
            )
            self.hand_out = []

    def _hand_settled(self, events: list[Event]) -> None:
        """What the trick asks of the kept roll before placing: skipped where it has no choice."""
        step = self.step_now()
        if not self.filtered:
            if step.keep == "total_eight" and not self._sets_of_eight():
                self.pile += len(self.hand)
                events.append(Event("no_eight", "No set of the dice totals 8: they all go back.", self.turn))
                self.hand, self.filtered = [], True
            elif (
                step.keep == "any_two"
                and len(self.hand) <= 2
                or step.keep == "below_yard"
                and not any(v < self.yard_total(self.turn) for v in self.hand)
                or step.keep == "one_value"
                and not self.hand
            ):
                self.filtered = True
        if self.filtered and not self.hand:
            self._hand_done(events)

    def _keep(self, action: Keep | Discard, events: list[Event]) -> None:
        self._settle(events)
        chosen = set(action.dice)
        kept = [v for d, v in enumerate(self.hand) if (d in chosen) == isinstance(action, Keep)]
        self.pile += len(self.hand) - len(kept)
        self.hand = kept
        self.filtered = True
        events.append(
            Event(
                "keep",
                f"{self.names[self.turn]} keeps {', '.join(map(str, kept)) or 'nothing'}.",
                self.turn,
                {"kept": list(kept)},
            )
        )
        self._hand_settled(events)

    def _place(self, action: Place, events: list[Event]) -> None:
        self._settle(events)
        seat = self.turn
        value = self.hand.pop(action.die)
        self.packs[seat][action.dog]["dice"].append(value)
        dog = self.dog(seat, action.dog)
        full = " It is complete!" if self.complete(seat, action.dog) else ""
        events.append(
            Event(
                "place",
                f"{self.names[seat]} places a {value} on {dog.name}.{full}",
                seat,
                {"value": value, "dog": action.dog},
            )
        )
        if not self.hand:
            self._hand_done(events)

    def _bury(self, die: int, events: list[Event]) -> None:
        self._settle(events)
        seat = self.turn
        value = self.hand.pop(die)
        self.yards[seat].append(value)
        total = self.yard_total(seat)
        events.append(
            Event(
                "bury",
                f"{self.names[seat]} buries a {value} (yard {total} of {BUST_OVER}).",
                seat,
                {"value": value, "yard": total},
            )
        )
        if total > BUST_OVER:
            self._bust(seat, events)
            return
        if self.step_now().bury_reward:
            self.buried_reward = value
        if not self.hand:
            self._hand_done(events)

    def _hand_done(self, events: list[Event]) -> None:
        """Every die of the roll is placed, buried or back: rewards, fast
        scoring, then the step goes on."""
        seat = self.turn
        self.phase = "step"
        if self.buried_reward:
            gained, self.buried_reward = self.buried_reward, 0
            self._give_treats(seat, gained, events, "plays dead well")
        unscored = self.unscored(seat)
        if unscored and all(self.complete(seat, k) for k in unscored):
            self._score(seat, events, fast=True)
            if self.over:
                return
        self.runs += 1
        self._start_step(events)

    def _move(self, action: Move, events: list[Event]) -> None:
        seat = self.turn
        self.packs[seat][action.from_dog]["dice"].remove(action.from_value)
        self.packs[seat][action.to_dog]["dice"].append(action.to_value)
        events.append(
            Event(
                "trot",
                f"{self.names[seat]} moves the {action.from_value} of "
                f"{self.dog(seat, action.from_dog).name} to the {action.to_value} of "
                f"{self.dog(seat, action.to_dog).name}.",
                seat,
            )
        )
        self.runs += 1
        self._next_step(events)
        self._start_step(events)

    def _dig(self, action: Dig, events: list[Event]) -> None:
        yard = self.yards[action.seat]
        yard.remove(action.value)
        who = self.names[action.seat]
        if action.up:
            yard.append(action.value + 1)
            said = f"raises {who}'s buried {action.value} to {action.value + 1}"
        elif action.value == 1:
            self.pile += 1
            said = f"digs up {who}'s buried 1"
        else:
            yard.append(action.value - 1)
            said = f"lowers {who}'s buried {action.value} to {action.value - 1}"
        events.append(
            Event(
                "dig",
                f"{self.names[self.turn]} {said} (yard {sum(yard)}).",
                self.turn,
                {"seat": action.seat, "value": action.value, "up": action.up},
            )
        )
        self.digs_left -= 1
        self.runs += 1
        if sum(yard) > BUST_OVER:
            self._bust(action.seat, events)
            if action.seat == self.turn or self.over:
                return
        if self.digs_left <= 0 or not self._digs():
            self._next_step(events)
        self._start_step(events)
