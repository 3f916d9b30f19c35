"""The Ledger's screen: an overall page, a page per game, and the dice page,
where the people's dice are counted face by face against fair dice."""

from __future__ import annotations

from game.core import catalogue
from game.core.coins import format_coins, format_signed
from game.services.ledger import STATED_RATES, Ledger, load_ledger, reset_ledger
from game.services.match import LEVELS, PERSON
from game.ui import art, lettering, text_size
from game.ui.app import DESIGN_HEIGHT, OptionPicker, SideScreen, button, highlight, place_at
from game.ui.arcade_import import arcade, gui
from game.ui.chart import Chart, Reference
from game.ui.fitting import fitted, fitted_choice
from game.ui.replays_view import ReplaysView
from game.ui.widgets import BUTTON_SIZE

PANEL = (30, 80, 1220, 500)
TEXT_LEFT = PANEL[0] + 26
CHART_BOX = (520, 110, 700, 450)
TEXT_ROOM = CHART_BOX[0] - TEXT_LEFT - 16  # the column of a page's lines, clear of its chart
PICKER_WIDTH = 250
SEAT_WORDS = {PERSON: "People", "easy": "Computer, easy", "normal": "Computer, normal", "hard": "Computer, hard"}
COIN_GAMES = ("deaths_will", "spottle")


ONLINE_TAG = "*"  # after a match's number under a chart: played online, at a host's table


def _tagged(label: str, match: dict) -> str:
    """A match's label under a chart, tagged if it was played online (a tag kept short: a dozen labels
    share the axis)."""
    return f"{label}{ONLINE_TAG}" if match.get("online") is True else label


def _online_key(matches: list[dict]) -> str:
    """What the tag means, said in the chart's title once any match shown carries it."""
    return f" ({ONLINE_TAG} online)" if any(m.get("online") is True for m in matches) else ""


def _games():
    return list(catalogue.playable())


class LedgerView(SideScreen):
    panels = (PANEL,)
    font_faces = ("Regular", "Bold", "Italic")

    def __init__(self, back_to: arcade.View, ledger: Ledger | None = None):
        super().__init__(back_to)
        if ledger is None:
            ledger, note = load_ledger()
        else:
            note = None
        self.ledger = ledger
        self.page = "overall"
        self.heading = lettering.heading("The Ledger", DESIGN_HEIGHT - 50, 36, anchor_y="center")
        self.note = lettering.centred(note or "", 56, art.RED, 13)
        self.lines: list[arcade.Text] = []
        self.chart = Chart(*CHART_BOX, title_room=CHART_BOX[2] - PICKER_WIDTH - 12)  # clear of the pickers
        self.question = lettering.centred(
            "Reset the ledger? Every record and every die counted will be forgotten.", 330, art.INK, 18
        )
        self._build_ui()
        self.show_page("overall")

    def _build_ui(self) -> None:
        root = self.ui.add(gui.UIAnchorLayout())
        tabs = gui.UIBoxLayout(vertical=False, space_between=8)
        self.tabs = {
            "overall": tabs.add(button("Overall", width=130, height=38, on_click=lambda: self.show_page("overall")))
        }
        for game in _games():
            title = game.title.split(":")[0]
            self.tabs[game.key] = tabs.add(
                button(
                    title,
                    width=150 if len(title) > 9 else 130,
                    height=38,
                    on_click=lambda key=game.key: self.show_page(key),
                )
            )
        self.tabs["dice"] = tabs.add(button("The dice", width=130, height=38, on_click=lambda: self.show_page("dice")))
        root.add(tabs, anchor_x="center", anchor_y="top", align_y=-92)
        # whose purse or points, or which dice: at the chart's top right, one at a time
        self.person = OptionPicker(
            [(None, "nobody yet")], width=PICKER_WIDTH, on_change=lambda _v: self.show_page(self.page)
        )
        self.die = OptionPicker(
            [(None, "no dice yet")], width=PICKER_WIDTH, on_change=lambda _v: self.show_page(self.page)
        )
        for picker in (self.person, self.die):
            place_at(root, picker, CHART_BOX[0] + CHART_BOX[2] - PICKER_WIDTH, CHART_BOX[1] + CHART_BOX[3] - 34)
        bottom = gui.UIBoxLayout(vertical=False, space_between=20)
        self.back_button = bottom.add(
            self.hinted(button("", width=200, height=40, on_click=self.go_back), "Back", "back")
        )
        self.reset_button = bottom.add(button("Reset the ledger", width=220, height=40, on_click=self.ask))
        self.replays_button = bottom.add(
            button("Watch a match again", width=240, height=40, on_click=self.open_replays)
        )
        root.add(bottom, anchor_x="center", anchor_y="bottom", align_y=14)
        self.confirm_row = gui.UIBoxLayout(vertical=False, space_between=20)
        self.confirm_button = self.confirm_row.add(button("Yes, reset it", width=220, on_click=self.reset))
        self.keep_button = self.confirm_row.add(button("No, keep it", width=220, on_click=self.dont))
        self.confirm_row.visible = False
        root.add(self.confirm_row, anchor_x="center", anchor_y="center", align_y=-20)
        self._fill_pickers()

    def _fill_pickers(self) -> None:
        people = self.ledger.people()
        # a name said in what the picker's middle holds: a long one shortened, so its arrows keep their places
        room = self.person.label_width
        shown = {name: fitted(name, room, BUTTON_SIZE, smallest=BUTTON_SIZE)[0] for name in people}
        self.person.choices = [(name, shown[name]) for name in people] or [(None, "nobody yet")]
        self.person.select(self.person.choices[0][0])
        kinds = self.ledger.dice_kinds()
        self.die.choices = [(kind, kind) for kind in kinds] or [(None, "no dice yet")]
        self.die.select(self.die.choices[0][0])

    # --- pages ---

    @property
    def asking(self) -> bool:
        return bool(self.confirm_row.visible)

    def show_page(self, page: str) -> None:
        self.page = page
        self.person.visible = page != "dice" and self.person.value is not None
        self.die.visible = page == "dice"
        said: list[tuple[str | tuple[str, ...], tuple, bool]]  # a line's words (or its sayings), colour, bold
        if page == "overall":
            said = list(self._record_lines(self.ledger.total(), coins=True))
            runs = self.ledger.runs()
            if runs:
                champions = sum(run["result"] == "champion" for run in runs)
                said += [
                    ("", art.INK, False),
                    (
                        (
                            f"The Tavern Road: {len(runs)} run{'s' if len(runs) != 1 else ''} ended, "
                            f"{champions} as champion",
                            f"The Tavern Road: {len(runs)} run{'s' if len(runs) != 1 else ''}, {champions} won",
                            f"The road: {len(runs)} run{'s' if len(runs) != 1 else ''}, {champions} won",
                        ),
                        art.GOLD,
                        True,
                    ),
                ]
            self._purse_chart(None)
        elif page == "dice":
            said = list(self._dice_page())
        else:
            said = list(self._record_lines(self.ledger.game(page), coins=page in COIN_GAMES))
            if page in COIN_GAMES:
                self._purse_chart(page)
            else:
                self._points_chart(page)
        self._set_lines(said)

    def _record_lines(self, r: dict, coins: bool) -> list[tuple[str, tuple, bool]]:
        """(text, colour, bold) lines of a record."""
        lines = [
            ("Your record", art.GOLD, True),
            (f"Matches played: {r['played']}", art.INK, False),
            (f"Won {r['won']}, lost {r['lost']}, drawn {r['drawn']}", art.INK, False),
        ]
        lines.append((f"Longest winning streak: {r['longest_streak']}", art.INK, False))
        if coins and (r["coins_won"] or r["coins_lost"] or self.page in COIN_GAMES):
            lines += [
                ("", art.INK, False),
                (f"Coins won: {format_coins(r['coins_won'])}", art.INK, False),
                (f"Coins lost: {format_coins(r['coins_lost'])}", art.INK, False),
                (f"Biggest pot won: {format_coins(r['biggest_pot'])}", art.INK, False),
            ]
        lines += [("", art.INK, False), ("By seat: seats, won, lost", art.GOLD, True)]
        for kind in (PERSON,) + LEVELS:
            seat = r["by_seat"][kind]
            lines.append((f"{SEAT_WORDS[kind]}: {seat['seats']}, {seat['won']}, {seat['lost']}", art.INK, False))
        return lines

    def _purse_chart(self, game: str | None) -> None:
        name = self.person.value
        matches = [m for m in self.ledger.recent(name, coins=True) if game is None or m["game"] == game] if name else []
        purse, values = 0, [0]  # from where the purse stood before the first of them
        for m in matches:
            purse += m["coins"]
            values.append(purse)
        if not matches:
            values = []
        over, key = f"{len(matches)} match{'es' if len(matches) != 1 else ''}", _online_key(matches)
        self.chart.show(
            (f"Purse over {over}: {format_signed(purse)}{key}", f"Purse: {format_signed(purse)}{key}"),
            values,
            ["start"] + [_tagged(str(k + 1), m) for k, m in enumerate(matches)],
            kind="line",
            reference=Reference(0, "where it started; figures in copper") if values else None,
            empty="No match played for coins yet.",
        )

    def _points_chart(self, game: str) -> None:
        definition = next(g for g in _games() if g.key == game)
        name = self.person.value
        matches = [m for m in self.ledger.recent(name, coins=False) if m["game"] == game] if name else []
        values = [m["points"] for m in matches if m["points"] is not None]
        labels = [
            _tagged(("won " if m["won"] else "") + str(k + 1), m)
            for k, m in enumerate(matches)
            if m["points"] is not None
        ]
        self.chart.show(
            f'{definition.points_word.capitalize()}, match by match ("won": a win)' + _online_key(matches),
            values,
            labels,
            empty=f"No {definition.title} match finished yet.",
        )

    def _dice_page(self) -> list[tuple[str, tuple, bool]]:
        kind = self.die.value
        lines = [
            ("The dice you threw", art.GOLD, True),
            (
                "Every die thrown by the people at this computer, counted face by face. Fair dice give each "
                "face about the same share; the chi-square test says how likely a spread like this one is "
                "from fair dice."
                if text_size.scale() < 1.5
                # at Largest, said shorter: the page's figures under it would run off its panel
                else "Each face the people here threw, counted; the chi-square test says how likely such a "
                "spread is from fair dice.",
                art.INK,
                False,
            ),
            ("", art.INK, False),
        ]
        if kind is None:
            self.chart.show("The dice", [], [], empty="No dice thrown by a person yet.")
            return lines
        test = self.ledger.fairness(kind)
        faces = dict(d for g in _games() for d in g.die_faces).get(kind)
        labels = list(faces) if faces else [str(face) for face in range(1, len(test.counts) + 1)]
        expected = test.throws / len(test.counts)
        self.chart.show(
            f"{test.throws:,} {kind.replace(' die', ' dice') if test.throws != 1 else kind} thrown",
            list(test.counts),
            labels,
            reference=Reference(expected, f"fair dice: {expected:,.1f} each"),
        )
        lines += [
            (f"Chi-square {test.chi_square:.1f} with {test.degrees}", art.INK, False),
            (f"degrees of freedom, p = {test.p_value:.2f}:", art.INK, False),
            (test.verdict() + ".", art.GOLD if test.fair_looking else art.RED, True),
            ("", art.INK, False),
        ]
        for place, (words, stated) in STATED_RATES.items():
            thrown, lost = self.ledger.place_rate(place)
            if thrown:
                lines += [
                    (f"Your dice {words}: {lost} of {thrown:,}", art.INK, False),
                    (f"({lost / thrown:.1%}; a standard throw: {stated:.1%})", art.INK_DIM, False),
                ]
        return lines

    def _set_lines(self, said: list) -> None:
        """The page's lines down the column beside its chart, each kept to the column and as far apart as
        the text size makes them: a line given as several sayings (the clearest first) said shorter where
        the larger sizes would run it into the chart; a longer saying wrapped over the lines it needs. A
        column too long for the panel at this text size is set a step smaller and closer (never below the
        smallest readable size), whole, rather than run into the buttons under it."""
        for shrink in (1.0, 0.92, 0.85, 0.78, 0.72):
            bottom = self._lines_down(said, shrink)
            if bottom >= PANEL[1] + 6:
                return

    def _lines_down(self, said: list, shrink: float) -> float:
        """The lines set at ``shrink`` times their sizes; where the last of them ends."""
        self.lines = []
        top: float = PANEL[1] + PANEL[3] - 22  # the first line's top
        for text, colour, bold in said:
            if not text:
                top -= 12 * shrink
                continue
            points = (16 if bold else 15) * shrink
            sayings = text if isinstance(text, tuple) else (text,)
            words, size = fitted_choice(sayings, TEXT_ROOM, points, bold=bold)
            whole = not words.endswith("...") or words == sayings[-1]
            line = lettering.text(
                words if whole else sayings[-1],
                TEXT_LEFT,
                top,
                colour,
                text_size.unscaled(size) if whole else points,
                bold=bold,
                anchor_y="top",
                **({} if whole else {"width": int(TEXT_ROOM), "multiline": True}),
            )
            self.lines.append(line)
            top -= max(26 * shrink, line.content_height + 2)
        return top

    def open_replays(self) -> None:
        self.window.show_view(ReplaysView(self))

    # --- reset and leaving ---

    def ask(self) -> None:
        self.confirm_row.visible = True
        self.reset_button.disabled = True

    def dont(self) -> None:
        self.confirm_row.visible = False
        self.reset_button.disabled = False

    def reset(self) -> None:
        try:
            reset_ledger()
            self.ledger = Ledger()
            self.note.text = "The ledger begins anew."
        except OSError as error:
            self.note.text = f"The ledger could not be reset ({error})."
        self.dont()
        self._fill_pickers()
        self.show_page(self.page)

    def on_key_press(self, symbol: int, modifiers: int):
        # Back answers the reset's question first
        if not (self.asking and self.act(symbol, modifiers, {"back": self.dont})):
            super().on_key_press(symbol, modifiers)

    def draw_world(self) -> None:
        self.heading.draw()
        highlight(*self.tabs[self.page].rect.lbwh)
        if self.asking:
            arcade.draw_rect_filled(arcade.LBWH(*PANEL), (20, 10, 6, 235))
            self.question.draw()
        else:
            for line in self.lines:
                line.draw()
            self.chart.draw()
        self.note.draw()
