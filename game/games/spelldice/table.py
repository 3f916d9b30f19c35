"""The saloon table: the wizards round the bowl, each with a portrait, the
purple health die, the shield (how many dice behind it, never which), the
Nether-Nether card with its banished dice, and after the reveal the shots
drawn from shooter to target and the spells held up.

Picks are secret on one shared screen: before a person picks, a curtain asks
the others to look away ("Pass to Ada..."), and again after. Computer
wizards pick from their own view of the table. After every shot roll, each
person holding a spell is asked, in seat order, with what each spell would
make of the roll; a table option gives them a countdown.
"""

from __future__ import annotations

from game.games.spelldice.colours import COLOUR_BY_KEY, PURPLE
from game.games.spelldice.rules import DEADSHOT, SHOT, SPELL, WHIP, Cast, First, Hand, Pass, Pick
from game.match import Match
from game.ui import art
from game.ui.app import OptionPicker, button
from game.ui.arcade_import import arcade, gui
from game.ui.dice_table import BOWL_CENTRE, DiceTableView
from game.ui.kept_words import KeptWords

PLAQUE = (226, 150)
SPOTS = ((16, 430), (16, 250), (16, 70), (1038, 430), (1038, 250), (1038, 70))   # lower left corners
LOG_CARD = (300, 600, 680, 112)
COLOUR_INK = {"green": (96, 200, 110), "blue": (100, 150, 240), "red": (236, 90, 76), "black": (200, 200, 210),
              PURPLE: (190, 130, 230)}


def die_texture(colour: str, value: int):
    return art.texture("spelldice", f"{colour}_{value}.png")


def plaque_edge(seat: int) -> tuple[float, float]:
    """Where a wizard's shots leave and arrive: the side of his plaque facing the bowl."""
    x, y = SPOTS[seat]
    return (x + PLAQUE[0] if x < BOWL_CENTRE[0] else x), y + PLAQUE[1] / 2


def shot_curve(a: tuple, b: tuple, steps: int = 16) -> list[tuple[float, float]]:
    """A shot's path, bowed toward the middle of the table."""
    cx, cy = BOWL_CENTRE
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    kx, ky = mx + (cx - mx) * 0.6, my + (cy - my) * 0.6
    points = []
    for k in range(steps + 1):
        u = k / steps
        points.append(((1 - u) ** 2 * a[0] + 2 * (1 - u) * u * kx + u * u * b[0],
                       (1 - u) ** 2 * a[1] + 2 * (1 - u) * u * ky + u * u * b[1]))
    return points


def hand_words(hand: Hand, names: tuple) -> str:
    if hand.kind == SHOT:
        colour = COLOUR_BY_KEY[hand.colour]
        return f"{colour.key.capitalize()}: {colour.shot} at {names[hand.target]} (hits on {colour.need}+)"
    if hand.kind == SPELL:
        colour = COLOUR_BY_KEY[hand.colour]
        return f"{colour.key.capitalize()}: hold up {colour.spell}"
    if hand.kind == WHIP:
        return "Whip: bring back the banished dice"
    if hand.kind == DEADSHOT:
        return f"Deadshot at {names[hand.target]}"
    return "An empty hand"


class SpelldiceTableView(DiceTableView):
    log_card = LOG_CARD
    banners = {"fire": ("3, 2, 1... FIRE!", art.GOLD), "eliminated": ("DOWN!", art.RED),
               "comes_back": ("BACK FROM THE DEAD!", art.GOLD), "game_over": ("LAST ONE STANDING", art.GOLD),
               "rolloff": ("A ROLL-OFF!", art.INK), "whip": ("THE WHIP!", art.INK)}
    sounds = {"hit": "hit", "spell": "coin", "eliminated": "lose", "comes_back": "big_win", "game_over": "big_win",
              "banished": "piss", "fire": "snap", "whip": "coin"}
    over_prompt = "The saloon falls quiet."

    def __init__(self, match: Match):
        self.panels = tuple((x, y, *PLAQUE) for x, y in SPOTS[:len(match.state.names)]) + (LOG_CARD,)
        super().__init__(match)
        self.curtain: tuple | None = None      # ("before" | "after", seat) while the screen passes hands
        self.showing_pick: int | None = None   # whose hands the pick panel shows
        self.throw_colour = PURPLE             # the colour of the die in the air
        self.countdown_left: float | None = None
        self.people = sum(not match.is_computer(seat) for seat in range(match.players))
        self.sprites = arcade.SpriteList()
        self.plaque_words = KeptWords()          # the plaques' words and the rolls, drawn together
        self.shot_shapes = arcade.shape_list.ShapeElementList()
        self.curtain_text = arcade.Text("", 640, 420, art.GOLD, 30, font_name=art.FONT, bold=True,
                                        anchor_x="center", width=900, multiline=True, align="center")
        self.pick_title = arcade.Text("", 640, 600, art.GOLD, 24, font_name=art.FONT, bold=True, anchor_x="center")
        self.shield_dice = arcade.SpriteList()
        self._build_ui()
        self.refresh()

    def die_texture(self, sides: int, value: int):
        return die_texture(self.throw_colour, value)

    # --- building ---

    def _build_ui(self) -> None:
        root = self.ui.add(gui.UIAnchorLayout())
        self.add_corner_buttons(root)
        self.curtain_button = root.add(button("", width=420, height=52, on_click=self.lift_curtain),
                                       anchor_x="center", anchor_y="center", align_y=-40)
        self.pick_column = gui.UIBoxLayout(vertical=True, space_between=12)
        self.hand_pickers = [self.pick_column.add(OptionPicker([(Hand(), "An empty hand")], 0, width=620))
                             for _ in range(2)]
        self.ready_button = self.pick_column.add(button("Ready: hands up (Enter)", width=300, on_click=self.ready))
        root.add(self.pick_column, anchor_x="center", anchor_y="center", align_y=-20)
        self.bar = gui.UIBoxLayout(vertical=False, space_between=10)
        root.add(self.bar, anchor_x="center", anchor_y="bottom", align_y=12)
        self.throw_button = button("Throw (Space)", width=200, on_click=self.throw_standard)

    # --- the person's moves ---

    def lift_curtain(self) -> None:
        if self.curtain is None:
            return
        stage, seat = self.curtain
        self.curtain = None
        if stage == "before":
            self._show_pick(seat)
        self.refresh()

    def ready(self) -> None:
        if not self.person_to_decide() or self.match.state.phase != "pick" or self.curtain is not None:
            return
        seat = self.match.state.picker
        if self.attempt(Pick(tuple(picker.value for picker in self.hand_pickers))):
            self.showing_pick = None
            if self.people > 1:
                self.curtain = ("after", seat)
            self.refresh()

    def answer(self, action) -> None:
        self.countdown_left = None
        self.decide(action)

    def keys(self) -> dict:
        return {**super().keys(), arcade.key.ENTER: self._enter}

    def _enter(self) -> None:
        if self.curtain is not None:
            self.lift_curtain()
        elif self.match.state.phase == "pick":
            self.ready()
        elif self.person_to_decide() and self.match.state.window:
            self.answer(Pass())

    # --- time ---

    def on_update(self, delta_time: float) -> None:
        if self.countdown_left is not None and self.person_to_decide() and self.match.state.window:
            self.countdown_left -= delta_time
            if self.countdown_left <= 0:
                self.answer(Pass())
        super().on_update(delta_time)

    # --- what is shown ---

    def _show_pick(self, seat: int) -> None:
        state = self.match.state
        options = [Hand(), Hand(WHIP)] + [Hand(SPELL, c) for c in state.shield[seat]] + [
            Hand(SHOT, c, t) for c in state.shield[seat] for t in state.living() if t != seat]
        if state.eliminated[seat]:
            options = [Hand()] + [Hand(DEADSHOT, PURPLE, t) for t in state.living()]
        for k, picker in enumerate(self.hand_pickers):
            picker.choices = [(hand, hand_words(hand, state.names)) for hand in options]
            picker.index = 0
            picker.select(options[0] if k or not state.eliminated[seat] else options[min(1, len(options) - 1)])
        self.hand_pickers[1].visible = not state.eliminated[seat]
        self.showing_pick = seat
        self.pick_title.text = f"{state.names[seat]}'s hands" + (
            f" (the Deadshot needs {state.deadshot_need[seat]})" if state.eliminated[seat] else "")
        self.shield_dice.clear()
        for k, colour in enumerate(state.shield[seat]):
            self.shield_dice.append(arcade.Sprite(die_texture(colour, 6), scale=0.6, center_x=640 - 90 + 60 * k,
                                                  center_y=530))

    def refresh(self) -> None:
        state = self.match.state
        picking = self.person_to_decide() and state.phase == "pick"
        if picking and self.curtain is None and self.showing_pick != state.picker:
            if self.people > 1:
                self.curtain = ("before", state.picker)
            else:
                self._show_pick(state.picker)
        if self.curtain is not None and self.curtain[0] == "before" and not picking:
            self.curtain = None
        self.pick_column.visible = picking and self.curtain is None and self.showing_pick == state.picker
        if not self.pick_column.visible:
            self.shield_dice.clear()
        self.curtain_button.visible = self.curtain is not None
        if self.curtain is not None:
            stage, seat = self.curtain
            name = state.names[seat]
            if stage == "before":
                self.curtain_text.text = f"Pass the screen to {name}.\n{name}: look when only you are looking."
                self.curtain_button.text = f"I am {name}: show my dice (Enter)"
            else:
                self.curtain_text.text = f"{name} has picked.\nHide the screen and pass it on."
                self.curtain_button.text = "Done (Enter)"
        self._refresh_bar()
        self.refresh_prompt()
        if not self.pending:
            self._refresh_plaques()
        super().refresh()

    def person_prompt(self, name: str) -> str:
        state = self.match.state
        if state.throw_request() is not None:
            return f"{name}: drag across the table and let go to roll, or press Space."
        if state.phase == "pick":
            return f"{name}: choose what each hand holds, then hands up." if self.curtain is None else ""
        if state.deciding:
            return f"{name}: {state.needed()}."
        if state.window:
            shot = state.shots[state.window_shot]
            need = self._need(shot)
            verdict = "a hit" if shot["roll"] >= need else "a miss"
            clock = f" ({self.countdown_left:.0f} s)" if self.countdown_left is not None else ""
            return (f"{name}: {state.names[shot['shooter']]} rolled {shot['roll']} at "
                    f"{state.names[shot['target']]} (needs {need}: {verdict}). Cast a spell?{clock}")
        return super().person_prompt(name)

    def _need(self, shot: dict) -> int:
        state = self.match.state
        return state.deadshot_need[shot["shooter"]] if shot["colour"] == PURPLE else \
            COLOUR_BY_KEY[shot["colour"]].need

    def _refresh_bar(self) -> None:
        state = self.match.state
        self.bar.clear()
        deciding = self.person_to_decide() and self.curtain is None
        if self.person_to_throw():
            self.bar.add(self.throw_button)
            self.throw_button.disabled = False
        elif deciding and state.window:
            shot = state.shots[state.window_shot]
            if self.countdown_left is None and state.options.countdown:
                self.countdown_left = float(state.options.countdown)
            roll, need = shot["roll"], self._need(shot)
            for action in state.legal_actions():
                if isinstance(action, Cast):
                    after = {"green": None, "blue": roll - 1, "red": min(6, roll + 1), "black": 7 - roll}[action.colour]
                    spell = COLOUR_BY_KEY[action.colour].spell
                    if after is None:
                        said = f"{spell}: roll again"
                    else:
                        said = f"{spell}: {roll} to {after}, " + ("banished" if after == 1 else "a hit" if
                                                                   after >= need else "a miss")
                    self.bar.add(button(said, width=250, on_click=lambda a=action: self.answer(a)))
            self.bar.add(button("Let it stand (Enter)", width=220, on_click=lambda: self.answer(Pass())))
        elif deciding and state.deciding:
            for action in state.legal_actions():
                shot = state.shots[action.shot]
                what = COLOUR_BY_KEY[shot["colour"]].shot if shot["colour"] in COLOUR_BY_KEY else "Deadshot"
                verb = "Take first" if isinstance(action, First) else "Cancel"
                who = state.names[shot["shooter"]] if isinstance(action, First) else state.names[shot["target"]]
                self.bar.add(button(f"{verb}: {what} ({who})", width=300, on_click=lambda a=action: self.decide(a)))
        if not (deciding and state.window):
            self.countdown_left = None

    def _refresh_plaques(self) -> None:
        state = self.match.state
        self.sprites.clear()
        self.plaque_words.begin()
        words = self.plaque_words.add
        for seat, name in enumerate(state.names):
            x, y = SPOTS[seat]
            w, h = PLAQUE
            fallen = state.eliminated[seat]
            self.sprites.append(arcade.Sprite(art.texture("spelldice", f"wizard_{seat}.png"), scale=0.5,
                                              center_x=x + 32, center_y=y + h - 34, alpha=110 if fallen else 255))
            colour = art.GOLD if seat == state.turn and not state.over else art.INK
            kind = f"computer, {self.match.controllers[seat]}" if self.match.is_computer(seat) else "person"
            words(name, x + 62, y + h - 28, colour, 17, bold=True)
            words(kind, x + 62, y + h - 48, art.INK_DIM, 11, italic=True)
            if fallen:
                status = (f"Deadshot needs {state.deadshot_need[seat]}" if not state.came_back[seat]
                          else "Out for good")
                self.sprites.append(arcade.Sprite(art.texture("spelldice", "deadshot.png"), center_x=x + 150,
                                                  center_y=y + 30))
                words(status, x + 84, y + 24, art.RED, 12, bold=True)
            else:
                self.sprites.append(arcade.Sprite(die_texture(PURPLE, max(1, state.health[seat])), scale=0.5,
                                                  center_x=x + 30, center_y=y + 62))
                self.sprites.append(arcade.Sprite(art.texture("spelldice", "shield.png"), scale=0.5, center_x=x + 80,
                                                  center_y=y + 62))
                words(f"health {state.health[seat]}", x + 30, y + 28, art.INK, 11, anchor_x="center")
                words(f"{len(state.shield[seat])} hidden", x + 92, y + 28, art.INK, 11, anchor_x="center")
                words("banished", x + 174, y + 28, art.INK_DIM, 10, anchor_x="center")
                self.sprites.append(arcade.Sprite(art.texture("spelldice", "nether.png"), scale=0.6, center_x=x + 170,
                                                  center_y=y + 62))
                for k, banished in enumerate(state.nether[seat]):
                    self.sprites.append(arcade.Sprite(die_texture(banished, 1), scale=0.26, center_x=x + 136 + 22 * k,
                                                      center_y=y + 62))
                for k, spell in enumerate(state.held[seat]):   # held up for all to see
                    self.sprites.append(arcade.Sprite(die_texture(spell, 6), scale=0.36, center_x=x + 150 + 34 * k,
                                                      center_y=y + h - 36))
                if state.held[seat]:
                    words("spells up", x + 140, y + h - 70, art.INK_DIM, 10, italic=True)
            if state.came_back[seat] and not fallen:
                words("came back", x + 10, y + 8, art.GOLD, 10, italic=True)
        self._shape_shots()
        self.plaque_words.end()

    # --- drawing ---

    def draw_world(self) -> None:
        self.panel_batch.draw()
        self.shot_shapes.draw()
        self.sprites.draw()
        self.plaque_words.draw()
        if self.curtain is not None:
            arcade.draw_rect_filled(arcade.LBWH(0, 0, 1280, 720), (14, 8, 4, 245))
            self.curtain_text.draw()
            return
        if self.pick_column.visible:
            arcade.draw_rect_filled(arcade.LBWH(250, 200, 780, 440), (24, 14, 8, 250))
            self.pick_title.draw()
            self.shield_dice.draw()
        self.draw_table_top()

    def _shape_shots(self) -> None:
        """Every shot of the round, a curve from its shooter to its target,
        shaped once when the table changes (a shape list draws in one call)."""
        state = self.match.state
        self.shot_shapes = arcade.shape_list.ShapeElementList()
        if state.phase != "shots":
            return
        for k, shot in enumerate(state.shots):
            if shot["state"] == "cancelled":
                continue
            ink = COLOUR_INK[shot["colour"]]
            points = shot_curve(plaque_edge(shot["shooter"]), plaque_edge(shot["target"]))
            width = 5 if k in (state.rolling, state.window_shot) else 2
            self.shot_shapes.append(arcade.shape_list.create_line_strip(points, ink, width))
            self.shot_shapes.append(arcade.shape_list.create_ellipse_filled(*points[-1], 12, 12, ink))
            if shot["roll"] is not None:
                # two wizards shooting each other share a curve: their rolls sit apart on it
                mx, my = points[len(points) * (2 if shot["shooter"] < shot["target"] else 3) // 5]
                self.shot_shapes.append(arcade.shape_list.create_ellipse_filled(mx, my, 28, 28, (20, 12, 8)))
                self.plaque_words.add(str(shot["roll"]), mx, my, ink, 13, bold=True, anchor_x="center",
                                      anchor_y="center")

    def start_throw(self, gesture) -> None:
        state = self.match.state
        self.throw_colour = state.shots[state.rolling]["colour"] if state.rolling is not None else PURPLE
        super().start_throw(gesture)

