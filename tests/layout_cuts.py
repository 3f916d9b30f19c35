"""Words a player needs, cut or covered: a text shortened with an ellipsis
("..." or "…") where the whole words were asked for, a text under a field
(a field is drawn over what stands beneath it, so the words show cut at its
edge), and a button that crosses its panel's border (a tavern's name on the
road's map sat on its frame).

Where words were shortened to fit, the fitting (``game.ui.fitting``) is
watched while the tests run: what it was asked to show and what it showed
are kept, so a fault says the whole words too. An ellipsis that is part of
the words as written ("choosing...", a thought not yet finished) is no
fault: those words are listed in ``MEANT_TO_TRAIL``, each for its reason."""

from __future__ import annotations

from game.ui import fitting

ELLIPSES = ("...", "\u2026")
EDGE = 3  # a panel's frame is painted this far in from its edge: a button nearer sits on it

# Words that end in an ellipsis as they are written, not cut: each with why.
MEANT_TO_TRAIL = {
    "a seat still picking (a plaque)": lambda words: words == "choosing...",
    "a key awaited (the Controls page)": lambda words: words == "Press a key...",
    "a computer's thought, not yet finished (the prompt)": lambda words: words.endswith(" is thinking..."),
    "the count before Spelldice's shots fly ('3...', '2...', '1...', FIRE!)": lambda words: (
        words in ("3...", "2...", "1...")
    ),
    "a button that opens a screen of choices": lambda words: words in ("Host a table...",),
    "a wait (online)": lambda words: (
        words in ("Finding the table...", "Opening the table...", "Asking your router to open its port...")
        or words.endswith("waiting for a friend...")
    ),
}
# The tests' own longest names and addresses (the widest letter, as long as
# the setup allows: "WWWW..."), shortened where a line cannot hold them: a
# name is said whole on its plaque and in the talk; the check is of the words
# around them.
LONGEST = ("WWWWWWWW", "wwwwwwww", "xxxxxxxx")

# What the fitting shortened, by the words it showed: the whole words asked for.
SHORTENED: dict[str, str] = {}


def _watch_the_fitting() -> None:
    """Keep what ``fitting._fitted`` (behind ``fit``, ``fitted`` and
    ``fitted_choice``) shortened: it is kept in its module, so every
    screen's fitting passes here."""
    fitted = fitting._fitted
    if getattr(fitted, "watched", False):
        return

    def watched(words, *args):
        shown = fitted(words, *args)
        if shown[0] != words:
            SHORTENED[shown[0]] = words
        return shown

    watched.watched = True
    fitting._fitted = watched


_watch_the_fitting()


def cut_short(words: str) -> bool:
    """Words with a line ended by an ellipsis that is not theirs as written
    (words the fitting shortened are never as written: Spottle's "2 gp (-3
    gp)" cut to "2..." is not Spelldice's count)."""
    if words not in SHORTENED and any(meant(words.strip()) for meant in MEANT_TO_TRAIL.values()):
        return False
    return any(line.rstrip().endswith(ELLIPSES) for line in words.split("\n"))


def cut_faults(said: list[str]) -> list[str]:
    """Each of the words ``said`` (drawn, painted, on a widget) cut short, in words."""
    faults = []
    for words in said:
        if not cut_short(words):
            continue
        whole = SHORTENED.get(words)
        if whole is not None and any(longest in whole for longest in LONGEST):
            continue
        shown = words.replace("\n", " ")[:60]
        faults.append(f"{shown!r} is cut short" + (f" (the whole words: {whole[:80]!r})" if whole else ""))
    return faults


def _box(rect) -> tuple:
    return (rect.left, rect.bottom, rect.right, rect.top)


def _overlap(a: tuple, b: tuple) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def covered_faults(texts: list[tuple[str, tuple]], fields: list) -> list[str]:
    """Words (said, box) a shown field stands over: drawn under it, they show cut at its edge."""
    faults = []
    for said, box in texts:
        inner = (box[0] + 2, box[1] + 2, box[2] - 2, box[3] - 2)
        for field in fields:
            if _overlap(inner, _box(field.rect)) and said != field.text:
                faults.append(f"{said.replace(chr(10), ' ')[:60]!r} is covered by a field")
    return faults


def border_faults(buttons: list, panels: list) -> list[str]:
    """A button standing on a panel (its middle on it) but over the panel's frame."""
    faults = []
    for button in buttons:
        box = _box(button.rect)
        middle = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        for panel in panels:
            on = panel[0] <= middle[0] <= panel[2] and panel[1] <= middle[1] <= panel[3]
            inside = (
                box[0] >= panel[0] + EDGE
                and box[1] >= panel[1] + EDGE
                and box[2] <= panel[2] - EDGE
                and box[3] <= panel[3] - EDGE
            )
            if on and not inside:
                faults.append(f"button {button.text!r} lies on its panel's border {panel}")
    return faults
