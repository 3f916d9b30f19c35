"""The main menu: the five games of the tavern, the games in progress to
continue, the settings and the Ledger."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from game import __version__
from game.core import catalogue
from game.ui import art, button_words, lettering, text_size
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH, TavernView, button, place_at
from game.ui.arcade_import import arcade, gui
from game.ui.fitting import first_sentences, fitted_choice
from game.ui.settings_view import SettingsView
from game.ui.widgets import BUTTON_MARGIN, BUTTON_SIZE, LOOKS, TavernButton

ROW_LEFT = 56
SETTINGS_ROW = 150  # the road's and online play's row, at the games panel's foot
APP_ROW_FOOT = 34  # the settings', the Ledger's and Quit's row, under the saves' panel at its right
NOTES_TOP = 86  # the menu's notes (a file it could not read, a table online closed) hang under the games' panel
GAMES_PANEL = (30, 95, 740, 400)
SAVES_PANEL = (790, 95, 460, 400)
ROWS_FOOT = 188  # the games' rows stand over this, the settings' row under it
HIGHEST = 548  # the panels' tops at most: under the line beneath the title
BLURB_LEFT = ROW_LEFT + 340  # clear of the game buttons, grown to hold their words
BLURB_WIDTH = GAMES_PANEL[0] + GAMES_PANEL[2] - 14 - BLURB_LEFT
BLURB_GAP = 8  # between one game's line and the next's, at least: lines touching read as one
SAVES_LEFT = SAVES_PANEL[0] + 14
SAVE_ROWS = [418 - 52 * k for k in range(5)]  # centres of the games in progress, newest first
ENTRY_WIDTH, REMOVE_WIDTH = 386, 40
# the words of the menu's own buttons (the games' are their titles)
ROAD, ONLINE, SETTINGS, LEDGER, QUIT = "The Tavern Road", "Play online", "Settings", "The Ledger", "Quit"


def game_rows(pitch: float = 60) -> list[float]:
    """The centres of the game buttons, one a game of the catalogue, ``pitch`` apart."""
    count = len(catalogue.games())
    return [ROWS_FOOT + (count - k - 0.5) * pitch for k in range(count)]


def blurbs() -> tuple[list, float]:
    """Each game's line beside its button, and the rows' pitch: 60 where
    they fit in two lines, more at a larger text size, up to what the
    panel holds; a line too long for that says only its first sentences
    (or, the longest, its first words)."""
    count = len(catalogue.games())
    most = (HIGHEST - 12 - ROWS_FOOT) / count  # the pitch the panel holds at most

    def painted(info, words: str) -> art.Painted:
        colour = art.INK if info.playable else art.INK_DIM
        return art.Painted(f"{info.players}. {words}", BLURB_LEFT, 0, 13, colour, wrap=BLURB_WIDTH)

    def tall(item: art.Painted) -> float:
        left, bottom, right, top = art.painted_box(item)
        return top - bottom + 6

    lines = []
    for info in catalogue.games():
        note = info.blurb if info.playable else f"Coming soon. {info.blurb}"
        choices = [painted(info, words) for words in shorter_sayings(note)]
        # the clearest that stands clear of the next game's line (a gap between, not lines touching);
        # none: the players alone (the rules say the rest), never words cut mid-clause
        line = next((item for item in choices if tall(item) + BLURB_GAP <= most), None)
        lines.append(line or replace(painted(info, ""), text=f"{info.players}."))
    return lines, max(60, *(tall(item) + BLURB_GAP for item in lines))


def shorter_sayings(note: str) -> tuple[str, ...]:
    """``note`` whole, then its first sentences, then the first sentence's
    first clauses (to a comma): shorter ways to say it, each whole words."""
    sentences = first_sentences(note)
    clauses = sentences[-1].rstrip(".").split(", ")
    return sentences + tuple(", ".join(clauses[:n]) + "." for n in range(len(clauses) - 1, 0, -1))


def _painted() -> tuple:
    """The menu's painted words and its games' rows' pitch, at the text size now."""
    return _painted_for(catalogue.games(), text_size.scale())


@cache
def _painted_for(games: tuple, scale: float) -> tuple:
    """Kept for the games installed (``games``, the key only) and the text
    size: the menu is made at the start (its words measured as its module
    loads, beside the window opening) and again at every return to it; the
    measuring again took 5 to 20 ms of the first frame's way."""
    texts = [
        art.Painted(
            "Five tavern dice games, and dice you actually throw.",
            DESIGN_WIDTH / 2,
            DESIGN_HEIGHT - 150,
            18,
            art.INK_DIM,
            "Italic",
            "mm",
        ),
        art.Painted(f"v{__version__}", DESIGN_WIDTH - 16, 14, 13, art.INK_DIM, anchor="rm"),
        art.Painted("Games in progress", SAVES_PANEL[0] + SAVES_PANEL[2] / 2, 468, 20, art.GOLD, "Bold", "mm"),
    ]
    lines, pitch = blurbs()
    texts += [replace(line, y=y) for line, y in zip(lines, game_rows(pitch))]
    return tuple(texts), pitch


def panels(pitch: float) -> tuple:
    """The games' panel and the saves', as tall as the games' rows make them."""
    top = max(GAMES_PANEL[1] + GAMES_PANEL[3], ROWS_FOOT + len(catalogue.games()) * pitch + 7)
    return tuple((x, y, w, top - y) for x, y, w, _ in (GAMES_PANEL, SAVES_PANEL))


class SaveRow:
    """A game in progress: continue it, or remove it (asked again first).
    The question takes the row's place."""

    def __init__(self, menu: MenuView, root: gui.UIAnchorLayout, y: float):
        self.menu = menu
        self.saved = None
        self.row = gui.UIBoxLayout(vertical=False, space_between=6)
        self.entry = self.row.add(button("", width=ENTRY_WIDTH, height=44, on_click=self.go_on))
        self.remove = self.row.add(button("\u00d7", width=REMOVE_WIDTH, height=44, on_click=self.ask))
        self.question = gui.UIBoxLayout(vertical=False, space_between=6)
        half = (ENTRY_WIDTH + REMOVE_WIDTH) // 2
        self.confirm = self.question.add(button("Remove it", width=half, height=44, on_click=self.drop))
        self.keep = self.question.add(button("Keep it", width=half, height=44, on_click=self.dont))
        for box in (self.row, self.question):
            place_at(root, box, SAVES_LEFT, y - 22)
        self.show(None)

    def show(self, saved) -> None:
        """This row's game; an empty row (None) is hidden."""
        self.saved = saved
        # the clearest saying that fits the row whole: the row keeps its width, its remove button in reach
        room = ENTRY_WIDTH - 2 * BUTTON_MARGIN
        self.entry.text = fitted_choice(saved.sayings(), room, BUTTON_SIZE, smallest=BUTTON_SIZE)[0] if saved else ""
        self.dont()

    def dont(self) -> None:
        self.row.visible = self.saved is not None
        self.question.visible = False

    def ask(self) -> None:
        self.row.visible = False
        self.question.visible = True

    def go_on(self) -> None:
        self.menu.continue_game(self.saved)

    def drop(self) -> None:
        self.menu.remove_game(self.saved)


TITLE = (("title.png", (DESIGN_WIDTH / 2, DESIGN_HEIGHT - 80)),)


class MenuView(TavernView):
    panels = (GAMES_PANEL, SAVES_PANEL)  # as at Normal, painted ahead at the start (the view's own: at its text size)
    decor = TITLE + _painted()[0]
    font_faces = ("Regular",)  # the rest of its text is painted

    def __init__(self):
        super().__init__()
        painted, self.pitch = _painted()
        self.decor, self.panels = TITLE + painted, panels(self.pitch)
        self.game_buttons: dict[str, TavernButton] = {}
        self.shelf = None  # the games in progress, read after the first frame
        self.page = 0
        self.notes: list[str] = []
        self.nothing_saved = lettering.text(
            "", SAVES_LEFT, 400, art.INK_DIM, 14, italic=True, width=SAVES_PANEL[2] - 28, multiline=True
        )
        self.note_text = lettering.paragraph(
            "", NOTES_TOP, (236, 150, 120), 13, GAMES_PANEL[2] - 20, x=GAMES_PANEL[0] + GAMES_PANEL[2] / 2
        )
        self._build_ui()

    def remade(self) -> MenuView:
        return MenuView()

    @staticmethod
    def set_words_ahead() -> None:
        """Its buttons' words set now, as a window opened at its first size shows them (no GL: the
        program's start has it done while the window opens)."""
        words = [info.title for info in catalogue.games()] + [ROAD, ONLINE, SETTINGS, LEDGER, QUIT]
        button_words.set_ahead(words, text_size.points(BUTTON_SIZE), (LOOKS["normal"].ink,), ratio=1.0)

    def _build_ui(self) -> None:
        root = self.ui.add(gui.UIAnchorLayout())
        for info, y in zip(catalogue.games(), game_rows(self.pitch)):
            play = button(info.title, width=300, height=50, on_click=lambda key=info.key: self.open_game(key))
            play.disabled = not info.playable
            self.game_buttons[info.key] = play
            place_at(root, play, ROW_LEFT, y - 25)
        # under the games, the other ways to play them: alone along the road, with friends elsewhere
        ways = gui.UIBoxLayout(vertical=False, space_between=10)
        self.road_button = ways.add(button(ROAD, width=190, height=36, on_click=self.open_road))
        self.online_button = ways.add(button(ONLINE, width=190, height=36, on_click=self.open_online))
        place_at(root, ways, ROW_LEFT, SETTINGS_ROW - 18)
        # under the saves' panel, at its right, the app's own (the notes have the foot under the games)
        own = gui.UIBoxLayout(vertical=False, space_between=10)
        self.settings_button = own.add(button(SETTINGS, width=150, height=36, on_click=self.open_settings))
        self.ledger_button = own.add(button(LEDGER, width=150, height=36, on_click=self.open_ledger))
        self.quit_button = own.add(button(QUIT, width=110, height=36, on_click=arcade.exit))
        right = DESIGN_WIDTH - SAVES_PANEL[0] - SAVES_PANEL[2]
        root.add(own, anchor_x="right", anchor_y="bottom", align_x=-right, align_y=APP_ROW_FOOT)
        # The rows of the games in progress and their page buttons are made
        # when the saves are read, after the first frame: a start with few
        # saves makes few of them, and the menu shows sooner.
        self.root = root
        self.save_rows: list[SaveRow] = []
        self.newer_button: TavernButton | None = None
        self.older_button: TavernButton | None = None

    def _make_page_buttons(self) -> None:
        pages = gui.UIBoxLayout(vertical=False, space_between=6)
        self.newer_button = pages.add(
            button("< Newer", width=(ENTRY_WIDTH + REMOVE_WIDTH) // 2, height=36, on_click=lambda: self.turn_page(-1))
        )
        self.older_button = pages.add(
            button("Older >", width=(ENTRY_WIDTH + REMOVE_WIDTH) // 2, height=36, on_click=lambda: self.turn_page(1))
        )
        place_at(self.root, pages, SAVES_LEFT, SETTINGS_ROW - 18)

    # --- the games in progress ---

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        if self.shelf is None:  # after the first frame: reading the saves loads the rules and the physics
            self.read_saves()
        elif self.window.notes:  # given while the menu shows (the audio device failed at a test sound)
            self.take_window_notes()
            self.show_saves()

    def read_saves(self) -> None:
        from game.services.saves import saved_games

        self.shelf = saved_games()
        self.notes.extend(self.shelf.notes)
        self.take_window_notes()
        self.show_saves()

    def take_window_notes(self) -> None:
        self.notes.extend(self.window.notes)
        self.window.notes.clear()

    def show_saves(self) -> None:
        games = self.shelf.games
        per_page = len(SAVE_ROWS)
        self.page = max(0, min(self.page, (len(games) - 1) // per_page))
        shown = games[self.page * per_page : (self.page + 1) * per_page]
        while len(self.save_rows) < len(shown):
            self.save_rows.append(SaveRow(self, self.root, SAVE_ROWS[len(self.save_rows)]))
        for row, saved in zip(self.save_rows, shown + [None] * per_page):
            row.show(saved)
        if len(games) > per_page and self.newer_button is None:
            self._make_page_buttons()
        if self.newer_button is not None and self.older_button is not None:  # made together
            self.newer_button.visible = self.older_button.visible = len(games) > per_page
            self.newer_button.disabled = self.page == 0
            self.older_button.disabled = (self.page + 1) * per_page >= len(games)
        self.nothing_saved.text = (
            "" if games else ("No game in progress. A game is kept as it is played: leave one and it waits here.")
        )
        # the newest two at Normal; at the larger sizes the newest, whose lines fill the room under the panel
        shown_notes = self.notes[-2:] if text_size.scale() == 1 else self.notes[-1:]
        more = len(self.notes) - len(shown_notes)
        self.note_text.text = "\n".join(shown_notes) + (f"\n(and {more} more)" if more else "")

    def turn_page(self, by: int) -> None:
        self.page += by
        self.show_saves()

    def continue_game(self, saved) -> None:
        from game.services.records import ReplayError

        try:
            table = catalogue.game(saved.data["game"]).screens.table.continuing(saved)
        except ReplayError:  # changed on the disk since the menu read it: read again, and say why
            self.read_saves()
            return
        self.window.show_view(table)

    def remove_game(self, saved) -> None:
        saved.remove()
        self.shelf.games.remove(saved)
        self.show_saves()

    # --- the settings and the ledger ---

    def open_settings(self) -> None:
        self.window.show_view(SettingsView(back_to=self))

    # The road and the Ledger read the games' rules: loaded when first asked
    # for, so the first frame loads none (as a game's setup screen).

    def open_road(self) -> None:
        from game.ui.road_slots import SlotsView

        self.window.show_view(SlotsView(back_to=self))

    def open_online(self) -> None:
        from game.ui.online_menu import OnlineMenuView

        self.window.show_view(OnlineMenuView(back_to=self))

    def open_ledger(self) -> None:
        from game.ui.ledger_view import LedgerView

        self.window.show_view(LedgerView(back_to=self))

    def open_game(self, key: str) -> None:
        """The game's setup screen, loaded through the registry when first asked for."""
        game = catalogue.game(key)
        if game.playable:
            self.window.show_view(game.screens.setup())

    def draw_world(self) -> None:
        self.nothing_saved.draw()
        self.note_text.draw()
