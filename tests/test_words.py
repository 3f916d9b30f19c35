"""The game counts its dice as people do: "1 die", "3 dice"."""

import re

import pytest

from game.core.dice import dice_count
from game.registry import GAME_BY_KEY
from game.services.match import Match
from tests.layout import shown_widgets as widgets_shown

ONE_DICE = re.compile(r"(?<![\d.])1 dice\b")


def test_dice_count():
    assert [dice_count(n) for n in (0, 1, 2, 18)] == ["0 dice", "1 die", "2 dice", "18 dice"]


def play_out(match: Match, texts: list[str]) -> None:
    while not match.over:
        if match.state.throw_request() is not None:
            match.throw(match.computer_gesture())
        else:
            match.act(match.computer_action())
    texts.extend(event.text for event in match.state.log)


@pytest.mark.parametrize("key", ["deaths_will", "spottle", "doty", "spots", "spelldice"])
def test_no_line_of_the_talk_says_one_dice(key):
    smoke = GAME_BY_KEY[key].commands.smoke_match()
    texts: list[str] = []
    for seed in range(3):
        play_out(Match(smoke.state.options, ("easy",) * len(smoke.controllers), seed=seed), texts)
    assert texts and not [text for text in texts if ONE_DICE.search(text)]


@pytest.mark.window
def test_the_spots_prompt_asks_for_one_die_and_the_pile_counts_them(window):
    from game.games.spots.rules import Options

    match = Match(Options(names=("Ada", "Brannoc"), deal=3), ("person", "easy"), seed=4)
    asked = set()
    for _ in range(400):
        if match.over:
            break
        request = match.state.throw_request()
        if request is not None and not match.is_computer(match.state.turn) and match.state.phase != "setup":
            asked.add(request.count)
            if request.count == 1:
                break
        if request is not None:
            match.throw(match.standard_gesture())
        else:
            seat = match.state.turn
            action = match.kind.choose_action(match.state, seat, "easy", match._ai_rng(), match.controllers)
            match.act(action)
    assert 1 in asked, f"no roll of one die came: {sorted(asked)}"
    table = match.definition.screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    assert "roll 1 die," in table.prompt.text and not ONE_DICE.search(table.prompt.text)


def test_a_single_die_going_back_is_said_as_one_die():
    """The random games above seldom put back or set aside a single die:
    Guard with one die above its number does, and says so."""
    from game.games.spots.moves import Choose, DoTrick
    from tests.games.spots.test_rules import give_dogs, kept, play, started, with_trick

    state = started()
    with_trick(state, "guard", place=4)
    give_dogs(state, 0, "sprocket", "waffles")
    state.treats[0] = 0
    play(state, DoTrick("guard"), Choose(3), kept(1, 3, 3, 6))
    said = [event.text for event in state.log if event.kind == "put_back"]
    assert said == ["1 die above 3 goes back."] and not ONE_DICE.search(said[0])


COIN_WORDS = re.compile(r"\b(cp|sp|ep|gp|pp)\b")


def at_a_person_s_decision(window, key: str, options, controllers):
    """A table of ``key``, shown and run until the person there has a choice to make (its controls shown)."""
    from tests.ui import run

    match = Match(options, controllers, seed=3)
    table = GAME_BY_KEY[key].screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    run(window, 10, until=table.flow.person_to_decide)
    assert table.flow.person_to_decide()
    return table


@pytest.mark.window
@pytest.mark.parametrize("key", ["deaths_will", "spottle"])
def test_every_coin_a_table_shows_is_named_in_its_legend_readable_and_clear_of_everything(window, key):
    from game.core.coins import COINS
    from tests.layout import box_of, drawn_texts, layout_faults
    from tests.ui import SHOTS, looks_drawn, screenshot

    options = GAME_BY_KEY[key].rules.Options(names=("You", "Brannoc"))
    table = at_a_person_s_decision(window, key, options, ("person", "hard"))
    legend = table.part.coin_legend  # on the table's part
    texts = drawn_texts(window)
    assert legend in texts and legend.font_size >= 14
    for coin in COINS:
        assert f"{coin.abbr} {coin.name}" in legend.text
    shown = {abbr for text in texts if text is not legend for abbr in COIN_WORDS.findall(text.text)}
    assert {"cp", "sp", "gp"} & shown  # the purses are in coins
    assert layout_faults(window) == []
    left, bottom, right, top = box_of(legend)
    cx, cy = (left + right) / 2, (bottom + top) / 2
    x, y, w, h = next(
        card for card in table.panels if card[0] < cx < card[0] + card[2] and card[1] < cy < card[1] + card[3]
    )
    assert x <= left and right <= x + w and y <= bottom and top <= y + h  # on a card of its own
    widgets = shown_widgets(table)
    held = {id(getattr(widget, "_label", None)) for widget in widgets}  # a widget's words: its rect stands for them
    for other in [text for text in texts if text is not legend and id(text) not in held]:
        a = box_of(other)
        assert not (a[0] < right and left < a[2] and a[1] < top and bottom < a[3]), f"{other.text!r} over the legend"
    for widget in widgets:
        rect = widget.rect
        assert not (rect.left < right and left < rect.right and rect.bottom < top and bottom < rect.top), widget
    assert looks_drawn(screenshot(window, SHOTS / f"{key}_coin_legend.png"))


def shown_widgets(view) -> list:
    """Every widget the screen shows that has no others in it (buttons, labels, a picker's parts)."""
    return widgets_shown(view, lambda widget: not widget.children)


def hover_at(window, x: float, y: float) -> None:
    """The pointer moved to (x, y) and come to rest there, and the screen drawn."""
    from tests.ui import draw

    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    window.dispatch_events()
    draw(window)


@pytest.mark.window
def test_the_spelldice_table_explains_the_nether_nether_the_whip_and_its_keys_where_the_pointer_rests(window):
    from game.games.spelldice.board import PickBoard
    from game.games.spelldice.explained import badge_box, nether_box
    from tests.layout import layout_faults
    from tests.ui import SHOTS, looks_drawn, screenshot

    options = GAME_BY_KEY["spelldice"].rules.Options(names=("You", "Brannoc"))
    table = at_a_person_s_decision(window, "spelldice", options, ("person", "hard"))
    asked = table.prompt.text

    def centre(box):
        return box[0] + box[2] / 2, box[1] + box[3] / 2

    said = {}
    for name, box in {
        "nether": nether_box(2, 1),
        "whip": PickBoard.slot_box(4),
        "die key": PickBoard.slot_box(0),
        "fist key": PickBoard.fist_boxes(table.part.picking)[1],
        "aim key": badge_box(2, 1),
    }.items():
        hover_at(window, *centre(box))
        said[name] = table.prompt.text
        assert table.prompt.font_size >= 14 and not table.prompt.text.endswith("...")
        assert layout_faults(window) == []
        if name == "nether":
            assert looks_drawn(screenshot(window, SHOTS / "spelldice_nether_explained.png"))
    assert said["nether"].startswith("The Nether-Nether: where dice banished")
    assert said["whip"].startswith("The Whip (key W): hold it up in a fist")
    assert said["die key"].startswith("Key 1 picks up this die")
    assert said["fist key"].startswith("Key E holds the die you picked up in this fist")
    assert said["aim key"] == "Key C shoots the die you picked up at Brannoc."
    hover_at(window, 640, 700)  # nothing of the table's own words there: the prompt asks again
    assert table.prompt.text == asked
