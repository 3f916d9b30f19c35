"""No screen draws words with arcade.draw_text, which lays them out anew
every frame and warns that it is "extremely slow": every screen is drawn
(the side screens, each game's setup, table in play, pause, talk and
results, and Spelldice's pick board with the Whip carried, where it once
was), and arcade's warning must never be raised."""

import warnings

import pytest

from game.registry import PLAYABLE
from game.services.match import Match
from game.ui.arcade_import import arcade
from tests.ui import FRAME, draw, key, run

pytestmark = pytest.mark.window


def slow_text_warnings(caught) -> list[str]:
    return [str(warning.message) for warning in caught if "draw_text" in str(warning.message)]


def side_screens(window) -> list:
    from game.campaign.road import Campaign
    from game.ui.ledger_view import LedgerView
    from game.ui.menu import MenuView
    from game.ui.replays_view import ReplaysView
    from game.ui.road_slots import NewCampaignView, SlotsView
    from game.ui.road_views import RoadView, TavernPageView
    from game.ui.rules_view import RulesView
    from game.ui.settings_view import SettingsView

    menu = MenuView()
    campaign = Campaign.new("Wren", "standard", seed=1)
    return (
        [
            menu,
            SettingsView(back_to=menu),
            LedgerView(back_to=menu),
            ReplaysView(menu),
            SlotsView(back_to=menu),
            NewCampaignView(1, back_to=menu, home=MenuView),
            RoadView(1, campaign, MenuView),
            TavernPageView(1, campaign, MenuView),
        ]
        + [RulesView(game.key, back_to=menu) for game in PLAYABLE]
        + [game.screens.setup() for game in PLAYABLE]
    )


def carry_the_whip(window) -> None:
    """Spelldice's pick board, the Whip picked up and held over the table."""
    from game.games.spelldice.board import PickBoard
    from game.games.spelldice.picking import WHIP_TOKEN
    from tests.games.spelldice.test_screens import reach

    table = reach(window, 3, "pick", 1)
    slot = table.part.picking.slots().index(WHIP_TOKEN)
    left, bottom, width, height = PickBoard.slot_box(slot)
    x, y = left + width / 2, bottom + height / 2
    window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_drag", x + 40, y - 90, 40, -90, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()
    assert table.part.hand_at_board.carrying == WHIP_TOKEN
    draw(window)
    window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()


def test_no_screen_draws_with_the_slow_draw_text(window, pace):
    pace("instant")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for screen in side_screens(window):
            window.show_view(screen)
            draw(window)
        for game in PLAYABLE:
            count = len(game.play.rules.Options().names)
            table = game.screens.table(Match(game.play.rules.Options(), ("easy",) * count, seed=2))
            table.flow.keeper = None
            window.show_view(table)
            run(window, 20, until=lambda table=table: table.match.throws >= 3)
            for symbol in (arcade.key.T, arcade.key.T, arcade.key.ESCAPE):  # the talk read whole, and the pause
                key(window, symbol)
                draw(window)
            key(window, arcade.key.ESCAPE)
            table.flow.play_to_end()  # "See the end": the results, without a frame for every throw
            for _ in range(60 * 60):
                if window.current_view is not table:
                    break
                table.on_update(FRAME)
            assert window.current_view is not table, f"{game.title} never reached its results"
            draw(window)  # the results
        carry_the_whip(window)
    assert not slow_text_warnings(caught)


def test_the_check_hears_arcades_warning(window):
    """The warning, as arcade raises it, is what the check above listens for."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        arcade.draw_text("slow", 10, 10)
    assert slow_text_warnings(caught)
