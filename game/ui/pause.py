"""The pause menu over a table: resume, rules, settings, save and leave for
the main menu (asked first, if the settings say so), or abandon the game
(asked twice: an abandoned game is gone)."""

from __future__ import annotations

from game.platform import keymap
from game.ui import art, lettering
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH, TavernView, button
from game.ui.arcade_import import arcade, gui
from game.ui.fitting import fit
from game.ui.menu import MenuView
from game.ui.rules_view import RulesView
from game.ui.settings_view import SettingsView

WARNING_PAD = 12  # the refused save's card around its words
QUESTION_CARD = 980  # the card a question and its answers stand on, as wide
QUESTION_WIDTH = QUESTION_CARD - 40  # its words, smaller where they would run past it (the largest text)


CARD_PAD = 28  # the pause's card around its heading and buttons


def _card(rect, edge) -> None:
    """A card over the dimmed table, for words that must not lie on it: opaque, nothing shows through."""
    arcade.draw_rect_filled(rect, (*art.PANEL[:3], 255))
    arcade.draw_rect_outline(rect, edge, 2)


class PauseView(TavernView):
    key_places = frozenset({keymap.PAUSE})

    def __init__(self, table: TavernView, game: str):
        # ``table`` is a dice table (game.ui.dice_table), named here as a screen: that module imports this one,
        # so its flow and its still words are read past the type (the ignores below).
        super().__init__()
        self.table = table
        self.game = game
        self.keeper = table.flow.keeper  # type: ignore[attr-defined]  # a dice table's
        self.save_refused = False  # the disk refused the save: the next press leaves without it
        self.panels, self.bowl_at, self.decor = table.panels, table.bowl_at, table.decor  # the table's backdrop
        self.heading = lettering.heading("Paused", DESIGN_HEIGHT / 2 + 150, 44)
        self.question = lettering.centred("", DESIGN_HEIGHT / 2 + 70, art.INK, 18)
        fit(self.question, "Abandon this game? It will not be saved, and cannot be continued.", QUESTION_WIDTH, 18)
        self.warning = lettering.paragraph("", DESIGN_HEIGHT / 2 - 186, art.RED, 18, 620)
        root = self.ui.add(gui.UIAnchorLayout())
        self.menu_column = gui.UIBoxLayout(vertical=True, space_between=14)
        self.resume_button = self.menu_column.add(
            self.hinted(button("", width=300, on_click=self.resume), "Resume", "menu")
        )
        self.rules_button = self.menu_column.add(button("Rules", width=300, on_click=self.rules))
        self.settings_button = self.menu_column.add(button("Settings", width=300, on_click=self.open_settings))
        self.quit_button = self.menu_column.add(button("Save and quit to the menu", width=300, on_click=self.leave))
        self.abandon_button = self.menu_column.add(button("Abandon this game", width=300, on_click=self.ask))
        self.abandon_button.visible = self.keeper is not None and getattr(self.keeper, "abandonable", True)
        root.add(self.menu_column, anchor_x="center", anchor_y="center", align_y=-30)
        self.confirm_row = gui.UIBoxLayout(vertical=False, space_between=20)
        self.confirm_button = self.confirm_row.add(button("Yes, abandon it", width=220, on_click=self.abandon))
        self.keep_button = self.confirm_row.add(button("No, keep it", width=220, on_click=self.dont))
        self.confirm_row.visible = False
        root.add(self.confirm_row, anchor_x="center", anchor_y="center", align_y=0)
        self.leave_row = gui.UIBoxLayout(vertical=False, space_between=20)
        self.leave_button = self.leave_row.add(button("Yes, leave", width=220, on_click=self.quit_to_menu))
        self.stay_button = self.leave_row.add(button("No, play on", width=220, on_click=self.dont))
        self.leave_row.visible = False
        root.add(self.leave_row, anchor_x="center", anchor_y="center", align_y=0)
        lesson = getattr(table, "coach", None) is not None
        if lesson:  # a lesson is never kept: it is left, not saved
            self.quit_button.text = "Leave the lesson for the menu"
        leaving = (
            "Leave the lesson for the menu? It is not kept: Teach me starts it again."
            if lesson
            else f"Leave this game for the menu? {self.keeper.kept_words if self.keeper else ''}".strip()
        )
        online = getattr(table, "online", None)
        if online is not None:  # the table goes on without this seat, or, its host leaving, ends for all
            ends = "The table ends for everyone" if online.hosted is not None else "Your seat waits a while"
            leaving = f"Leave the table? {ends}; the match is kept here, to be continued."
        self.leave_question = lettering.centred("", DESIGN_HEIGHT / 2 + 70, art.INK, 18)
        fit(self.leave_question, leaving, QUESTION_WIDTH, 18)
        self.ui.execute_layout()  # the buttons where they stand: the card is drawn round them

    def remade(self) -> PauseView:
        return PauseView(self.table.at_text_size(), self.game)

    def card_rect(self) -> arcade.Rect:
        """The card under the heading and what is shown under it: the buttons, or a question and its answers."""
        width: float
        if self.asking:
            row = self.leave_row if self.leave_row.visible else self.confirm_row
            width, bottom = QUESTION_CARD, row.rect.bottom
        else:
            shown = [child for child in self.menu_column.children if child.visible]  # Abandon may be hidden
            width, bottom = self.menu_column.rect.width, min(child.rect.bottom for child in shown)
        half = width / 2 + CARD_PAD
        return arcade.LRBT(DESIGN_WIDTH / 2 - half, DESIGN_WIDTH / 2 + half, bottom - CARD_PAD, self.heading.top + 12)

    @property
    def menu_card(self) -> tuple[float, float, float, float]:
        """The card as (left, bottom, right, top): the panel the pause's buttons stand on alone (the
        table's frames under it, a panel's edge across a button, do not show through)."""
        card = self.card_rect()
        return card.left, card.bottom, card.right, card.top

    @property
    def asking(self) -> bool:
        return bool(self.confirm_row.visible or self.leave_row.visible)

    def open_settings(self) -> None:
        self.window.show_view(SettingsView(back_to=self))

    def leave(self) -> None:
        """Save and quit to the menu, asked first where the settings say so."""
        if self.window.settings.confirm_leave and not self.save_refused:
            self.menu_column.visible = False
            self.leave_row.visible = True
            return
        self.quit_to_menu()

    def resume(self) -> None:
        self.window.show_view(self.table)

    def rules(self) -> None:
        self.window.show_view(RulesView(self.game, back_to=self))

    def _refusal_of_a_last_save(self) -> str | None:
        self.keeper.save()
        return self.keeper.flush()

    def quit_to_menu(self) -> None:
        """The game is saved after every move; this writes it once more in
        case the disk refused the last time, and says so if it still does
        (a second press leaves all the same)."""
        if self.keeper is not None and not self.save_refused and self._refusal_of_a_last_save():
            self.dont()
            self.save_refused = True
            self.warning.text = f"Careful: {self.keeper.problem}. Press again to leave without it."
            self.quit_button.text = "Quit without saving"
            return
        self._left()
        self.window.show_view(MenuView())

    def _left(self) -> None:
        """The table is told it is left (a table online gets up from its seat)."""
        on_leave = getattr(self.table, "on_leave", None)  # a dice table's (game.ui.dice_table)
        if on_leave is not None:
            on_leave()

    def ask(self) -> None:
        self.menu_column.visible = False
        self.confirm_row.visible = True

    def dont(self) -> None:
        self.menu_column.visible = True
        self.confirm_row.visible = self.leave_row.visible = False

    def abandon(self) -> None:
        if self.keeper is not None:
            self.keeper.remove()
            self.table.flow.keeper = None  # type: ignore[attr-defined]  # a dice table's; nothing more of it is saved
        self._left()
        self.window.show_view(MenuView())

    def on_key_press(self, symbol: int, modifiers: int):
        self.act(symbol, modifiers, {"menu": self.dont if self.asking else self.resume})

    def draw_world(self) -> None:
        # the table's words and marks (its own frames keep them in its still image)
        self.table.still_table.part.draw()  # type: ignore[attr-defined]  # a dice table's
        self.table.draw_world()
        arcade.draw_rect_filled(arcade.LBWH(0, 0, DESIGN_WIDTH, DESIGN_HEIGHT), (10, 5, 2, 170))
        # The pause and its questions stand on a card of their own, whole: the table's words and dice
        # showing through a card's words made both hard to read.
        _card(self.card_rect(), art.PANEL_EDGE)
        self.heading.draw()
        if self.asking:
            (self.leave_question if self.leave_row.visible else self.question).draw()
        elif self.save_refused:  # on a card of its own too, not over the bowl
            text = self.warning
            _card(
                arcade.LRBT(text.left - 16, text.right + 16, text.bottom - WARNING_PAD, text.top + WARNING_PAD), art.RED
            )
            text.draw()
