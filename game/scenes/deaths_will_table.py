"""The Death's Will table: the bowl, both seats, the pot, the log, and the dice.

The view asks the match for moves and shows what the rules said. What it
shows of purses and scores is a snapshot taken when events are revealed, so
a throw's outcome appears when the dice come to rest, not when they leave
the hand.
"""

from __future__ import annotations

import random

import pyglet

from game.match import Match, Throw
from game.physics.bowl import BOWL_RADIUS
from game.physics.gesture import gesture_from_drag, standard_gesture
from game.rules.coins import format_coins, in_coins
from game.rules.deaths_will import Ante, Fold
from game.rules.errors import IllegalAction
from game.rules.events import Event
from game.scenes import art
from game.scenes.app import TavernView, button, highlight, label
from game.scenes.arcade_import import arcade, gui
from game.scenes.dice_animation import ThrowAnimation
from game.scenes.sounds import SoundBoard

BOWL_CENTRE = (640.0, 385.0)
TABLE_AREA = arcade.LRBT(300, 980, 95, 690)
FULL_DRAG = 320.0          # a drag this long is the hardest throw
THINK_SECONDS = 0.8        # a computer player's pause before it acts
BANNER_SECONDS = 1.8
BANNER_Y = 638.0           # above the bowl, so the dice stay in sight
LOG_LINES = 40

SEAT_CARDS = {1: (20, 500, 270, 190), 0: (20, 110, 270, 190)}
POT_CARD = (20, 315, 270, 170)
LOG_CARD = (990, 110, 270, 550)

TEASES = (
    "{other} laughs: \"The bowl is the round thing, friend.\"",
    "{other}: \"Careful, the floor doesn't pay out.\"",
    "{other} slaps the table: \"A piss! Somebody fetch a mop!\"",
    "{other}: \"Did the dice owe you money?\"",
    "{other} grins: \"Throw them, don't launch them.\"",
)
BANNERS = {
    "piss": ("PISS!", art.RED), "plague": ("PLAGUE!", art.RED), "favor": ("DEATH'S FAVOR!", art.GOLD),
    "woe": ("WOE!", art.RED), "weal": ("WEAL!", art.GOLD), "tie": ("A TIE!", art.INK),
}
SOUNDS = {"ante": "coin", "raise": "coin", "piss": "piss", "plague": "lose", "woe": "lose",
          "favor": "big_win", "weal": "big_win", "score": "coin", "hand_over": "win", "match_over": "big_win"}


def snapshot(match: Match) -> dict:
    s = match.state
    return {"purses": list(s.purses), "pot": s.pot, "ante": s.ante, "scores": list(s.scores), "hand": s.hand,
            "challenger": s.challenger, "hands_won": list(s.hands_won)}


class DeathsWillTableView(TavernView):
    panels = (SEAT_CARDS[0], SEAT_CARDS[1], POT_CARD, LOG_CARD)
    bowl_at = BOWL_CENTRE

    def __init__(self, match: Match):
        super().__init__()
        self.match = match
        self.shown = snapshot(match)
        self.animation: ThrowAnimation | None = None
        self.pending: list[Event] = []     # events of a throw still rolling
        self.wait = 0.4                    # seconds before the next automatic step
        self.raise_coins = 0
        self.drag_start: tuple[float, float] | None = None
        self.drag_now: tuple[float, float] | None = None
        self.banner_until = 0.0
        self.clock = 0.0
        self.finished = False
        self.log_events: list[Event] = list(match.state.log)
        self.notices: list[str] = []
        self._texts()
        self._build_ui()
        self._refresh()

    # --- building ---

    def _texts(self) -> None:
        # The texts on the panels are drawn together as one batch.
        self.panel_batch = pyglet.graphics.Batch()
        ink = dict(font_name=art.FONT, color=art.INK, batch=self.panel_batch)
        self.seat_texts = {}
        for seat, (x, y, w, h) in SEAT_CARDS.items():
            self.seat_texts[seat] = {
                "name": arcade.Text("", x + 14, y + h - 36, art.GOLD, 22, font_name=art.FONT, bold=True,
                                    batch=self.panel_batch),
                "role": arcade.Text("", x + 14, y + h - 62, font_size=14, italic=True, **ink),
                "purse": arcade.Text("", x + 14, y + h - 90, font_size=16, **ink),
                "score": arcade.Text("", x + 14, y + 18, font_size=18, bold=True, **ink),
                "won": arcade.Text("", x + w - 14, y + 18, font_size=13, anchor_x="right", **ink),
            }
        x, y, w, h = POT_CARD
        self.pot_texts = {
            "title": arcade.Text("Pot", x + 14, y + h - 34, art.GOLD, 22, font_name=art.FONT, bold=True,
                                 batch=self.panel_batch),
            "pot": arcade.Text("", x + 80, y + h - 33, font_size=18, **ink),
            "ante": arcade.Text("", x + 14, y + 44, font_size=15, **ink),
            "hand": arcade.Text("", x + 14, y + 18, font_size=15, **ink),
        }
        x, y, w, h = LOG_CARD
        self.log_title = arcade.Text("The table talk", x + 14, y + h - 32, art.GOLD, 18, font_name=art.FONT,
                                     bold=True, batch=self.panel_batch)
        self.log_text = arcade.Text("", x + 14, y + 12, art.INK, 12, font_name=art.FONT, width=w - 28,
                                    batch=self.panel_batch,
                                    multiline=True, anchor_y="bottom")
        self.prompt = arcade.Text("", 640, 76, art.INK, 17, font_name=art.FONT, anchor_x="center", bold=True)
        self.banner = arcade.Text("", BOWL_CENTRE[0], BANNER_Y + 14, art.GOLD, 44, font_name=art.FONT,
                                  bold=True, anchor_x="center", anchor_y="center")
        self.banner_sub = arcade.Text("", BOWL_CENTRE[0], BANNER_Y - 32, art.INK, 16, font_name=art.FONT,
                                      italic=True, anchor_x="center", anchor_y="center", width=560,
                                      multiline=True, align="center")
        self.thrower_mark = arcade.Text("", 0, 0, art.GOLD, 15, font_name=art.FONT, anchor_x="center", bold=True)
        self.coins = arcade.SpriteList()

    def _build_ui(self) -> None:
        root = self.ui.add(gui.UIAnchorLayout())
        bar = gui.UIBoxLayout(vertical=False, space_between=10)
        self.ante_button = bar.add(button("Ante (A)", width=150, on_click=self.ante))
        self.less_button = bar.add(button("-", width=44, on_click=lambda: self.change_raise(-1)))
        self.raise_label = bar.add(label("", 15, width=150, align="center"))
        self.more_button = bar.add(button("+", width=44, on_click=lambda: self.change_raise(1)))
        self.fold_button = bar.add(button("Fold (F)", width=130, on_click=self.fold))
        self.throw_button = bar.add(button("Throw (Space)", width=170, on_click=self.throw_standard))
        root.add(bar, anchor_x="center", anchor_y="bottom", align_y=12)
        self.menu_button = root.add(button("Menu (Esc)", width=140, height=36, on_click=self.pause),
                                    anchor_x="right", anchor_y="top", align_x=-20, align_y=-14)

    # --- who is to do what ---

    @property
    def busy(self) -> bool:
        return self.animation is not None and not self.animation.done

    def person_to_ante(self) -> bool:
        s = self.match.state
        return (not self.busy and not self.finished and s.to_move >= 0
                and not self.match.is_computer(s.turn))

    def person_to_throw(self) -> bool:
        s = self.match.state
        return (not self.busy and not self.finished and s.throw_request() is not None
                and not self.match.is_computer(s.turn))

    def _refresh(self) -> None:
        """Buttons, prompt and texts from the match and the snapshot."""
        s = self.match.state
        anteing = self.person_to_ante()
        self.raise_coins = max(0, min(self.raise_coins, s.max_raise() if anteing else 0))
        self.ante_button.disabled = not (anteing and s.can_ante())
        self.fold_button.disabled = not (anteing and s.can_fold())
        self.less_button.disabled = not (anteing and self.raise_coins > 0)
        self.more_button.disabled = not (anteing and self.raise_coins < s.max_raise())
        self.throw_button.disabled = not self.person_to_throw()
        coin = s.stakes.coin
        self.raise_label.text = f"Raise {self.raise_coins} {coin.abbr}" if self.raise_coins else "No raise"
        name = s.names[s.turn]
        if self.finished or s.over:
            self.prompt.text = "The match is over."
        elif self.busy:
            self.prompt.text = f"{name}'s dice are rolling... (S to skip)"
        elif self.match.is_computer(s.turn):
            self.prompt.text = f"{name} is thinking..."
        elif s.throw_request() is not None:
            self.prompt.text = f"{name}: drag across the table and let go to throw, or press Space."
        elif not s.can_ante():
            self.prompt.text = f"{name} cannot pay the ante of {format_coins(s.ante)} and must fold."
        else:
            self.prompt.text = f"{name}: ante {format_coins(s.ante)}, raise, or fold."
        self._refresh_table()

    def _refresh_table(self) -> None:
        s, shown = self.match.state, self.shown
        for seat, texts in self.seat_texts.items():
            role = "Challenger" if seat == shown["challenger"] else "House"
            kind = "computer, " + self.match.controllers[seat] if self.match.is_computer(seat) else "person"
            texts["name"].text = s.names[seat]
            texts["role"].text = f"{role} ({kind})"
            texts["purse"].text = format_coins(shown["purses"][seat])
            score = shown["scores"][seat]
            texts["score"].text = "No score yet" if score is None else f"Score: {score}"
            texts["won"].text = f"Hands won: {shown['hands_won'][seat]}"
        self.pot_texts["pot"].text = format_coins(shown["pot"])
        stakes = f"{s.stakes.title.lower()} stakes, 3 d{s.stakes.sides}"
        self.pot_texts["ante"].text = f"Ante {format_coins(shown['ante'])}, {stakes}"
        hands = f" of {s.options.hands}" if s.options.hands else " (until one is broke)"
        self.pot_texts["hand"].text = f"Hand {shown['hand']}{hands}"
        lines = [e.text for e in self.log_events[-LOG_LINES:]] + self.notices[-3:]
        self.log_text.text = "\n".join(lines)
        while self.log_text.content_height > LOG_CARD[3] - 56 and len(lines) > 1:
            lines.pop(0)
            self.log_text.text = "\n".join(lines)
        self._place_coins()

    def _place_coins(self) -> None:
        self.coins.clear()
        stacks = [(SEAT_CARDS[seat], self.shown["purses"][seat], 130) for seat in (0, 1)]
        stacks.append((POT_CARD, self.shown["pot"], 90))
        for (x, y, w, h), amount, height in stacks:
            cx = x + 24
            for coin, count in in_coins(amount):
                for k in range(min(count, 8)):
                    self.coins.append(arcade.Sprite(art.coin_texture(coin.abbr), scale=0.6,
                                                    center_x=cx, center_y=y + h - height + 4 * k))
                cx += 30

    # --- the player's moves ---

    def attempt(self, action) -> None:
        """A person's ante, raise or fold; a refused move is said in the log and changes nothing."""
        try:
            events = self.match.act(action)
        except IllegalAction as error:
            self.notices.append(f"Not allowed: {error.reason}.")
            self.window.sounds.play("error", 0.5)
            self._refresh()
            return
        self.raise_coins = 0
        self.reveal(events)

    def ante(self) -> None:
        if self.person_to_ante():
            self.attempt(Ante(self.raise_coins))

    def fold(self) -> None:
        if self.person_to_ante():
            self.attempt(Fold())

    def change_raise(self, by: int) -> None:
        if self.person_to_ante():
            self.raise_coins = max(0, min(self.match.state.max_raise(), self.raise_coins + by))
            self._refresh()

    def throw_standard(self) -> None:
        if self.person_to_throw():
            self.start_throw(standard_gesture(self.match.state.turn))

    def start_throw(self, gesture) -> None:
        throw: Throw = self.match.throw(gesture)
        self.animation = ThrowAnimation(throw.path, throw.result.values, BOWL_CENTRE,
                                        seed=f"{self.match.seed}/faces/{self.match.throws}")
        self.pending = throw.events
        self._refresh()

    # --- events and time ---

    def reveal(self, events: list[Event]) -> None:
        self.log_events.extend(events)
        self.shown = snapshot(self.match)
        sounds: SoundBoard = self.window.sounds
        for event in events:
            if event.kind in SOUNDS:
                sounds.play(SOUNDS[event.kind], 0.7)
            if event.kind in BANNERS:
                text, colour = BANNERS[event.kind]
                self.show_banner(text, colour, self._tease(event) if event.kind == "piss" else "")
            elif event.kind in ("score", "nothing"):
                self.show_banner(f"Score {event.data['score']}" if event.kind == "score" else "No score",
                                 art.INK, event.text)
            elif event.kind == "hand_over" and not any(e.kind in BANNERS for e in events):
                self.show_banner("", art.INK, event.text)
            if event.kind == "match_over":
                self.finished = True
                self.wait = 2.2
        self._refresh()

    def _tease(self, event: Event) -> str:
        other = self.match.state.names[1 - event.seat]
        return random.Random(len(self.log_events)).choice(TEASES).format(other=other)

    def show_banner(self, text: str, colour, sub: str = "") -> None:
        self.banner.text = text
        self.banner.color = colour
        self.banner_sub.text = sub
        self.banner_until = self.clock + BANNER_SECONDS

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        self.clock += delta_time
        speed = self.window.settings.speed
        if self.animation is not None and self.pending:
            for name, volume in self.animation.update(delta_time, speed):
                self.window.sounds.play(name, volume)
            if self.animation.done:
                events, self.pending = self.pending, []
                self.reveal(events)
                self.wait = 0.6 / speed
            return
        if self.wait > 0:
            self.wait -= delta_time
            return
        if self.finished:
            self.show_results()
            return
        s = self.match.state
        if self.match.is_computer(s.turn) and not s.over:
            if s.throw_request() is not None:
                self.start_throw(self.match.computer_gesture())
            else:
                self.reveal(self.match.act(self.match.computer_action()))
                self.wait = THINK_SECONDS / speed
            self._refresh()

    def skip(self) -> None:
        if self.busy:
            self.animation.skip()

    def show_results(self) -> None:
        from game.scenes.results import ResultsView

        self.window.show_view(ResultsView(self.match))

    def pause(self) -> None:
        from game.scenes.pause import PauseView

        self.drag_start = None
        self.window.show_view(PauseView(self))

    # --- input ---

    def on_key_press(self, symbol: int, modifiers: int):
        keys = {arcade.key.SPACE: self.throw_standard, arcade.key.S: self.skip, arcade.key.A: self.ante,
                arcade.key.F: self.fold, arcade.key.ESCAPE: self.pause,
                arcade.key.UP: lambda: self.change_raise(1), arcade.key.DOWN: lambda: self.change_raise(-1)}
        if symbol in keys:
            keys[symbol]()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int):
        wx, wy = self.to_world(x, y)
        if self.person_to_throw() and TABLE_AREA.point_in_rect((wx, wy)):
            self.drag_start = self.drag_now = (wx, wy)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int):
        if self.drag_start is not None:
            self.drag_now = self.to_world(x, y)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int):
        if self.drag_start is None:
            return
        (sx, sy), (ex, ey) = self.drag_start, self.to_world(x, y)
        self.drag_start = self.drag_now = None
        if self.person_to_throw():
            self.start_throw(gesture_from_drag(self.match.state.turn, ex - sx, ey - sy, FULL_DRAG))

    # --- drawing ---

    def draw_world(self) -> None:
        s = self.match.state
        acting = s.turn if not (self.finished or s.over) else None
        if acting is not None:
            highlight(*SEAT_CARDS[acting])
        self.panel_batch.draw()
        self.coins.draw()
        banner_up = self.clock < self.banner_until and (self.banner.text or self.banner_sub.text)
        if acting is not None and not banner_up:
            self._draw_thrower_mark(acting)
        if banner_up:  # under the dice: a die that flew off the table's far side stays in sight
            fade = min(1.0, (self.banner_until - self.clock) / 0.4)
            arcade.draw_rect_filled(arcade.XYWH(BOWL_CENTRE[0], BANNER_Y - 4, 640, 104),
                                    (20, 10, 6, int(190 * fade)))
            self.banner.draw()
            self.banner_sub.draw()
        if self.animation is not None:
            self.animation.draw()
            for x, y in self.animation.out_of_bowl():
                arcade.draw_circle_outline(x, y, 30, art.RED, 3)
        self._draw_drag()
        self.prompt.draw()

    def _draw_thrower_mark(self, seat: int) -> None:
        cx, cy = BOWL_CENTRE
        y = cy - BOWL_RADIUS - 40 if seat == 0 else cy + BOWL_RADIUS + 32
        self.thrower_mark.text = f"{self.match.state.names[seat]} throws from here"
        self.thrower_mark.position = (cx, y)
        self.thrower_mark.draw()

    def _draw_drag(self) -> None:
        if self.drag_start is None or self.drag_now is None:
            return
        (sx, sy), (ex, ey) = self.drag_start, self.drag_now
        strength = min(1.0, ((ex - sx) ** 2 + (ey - sy) ** 2) ** 0.5 / FULL_DRAG)
        colour = art.GREEN if strength < 0.5 else art.GOLD if strength < 0.75 else art.RED
        arcade.draw_line(sx, sy, ex, ey, colour, 5)
        arcade.draw_circle_filled(ex, ey, 9, colour)
        arcade.draw_circle_outline(sx, sy, 12, colour, 2)
