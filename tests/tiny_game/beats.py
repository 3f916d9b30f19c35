"""High Die's beats at the table: the end, on a banner."""

from game.table.beats import TableBeats


class HighDieBeats(TableBeats):
    banners = {"game_over": ("HIGH DIE!", "gold")}
    sounds = {"game_over": "big_win"}


BEATS = HighDieBeats
