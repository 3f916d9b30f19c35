"""High Die's beats at the table: the end, on a banner."""

from game.table.beats import TableBeats, banners_by_ink, sounds_by_name


class HighDieBeats(TableBeats):
    banners = banners_by_ink(gold={"game_over": "HIGH DIE!"})
    sounds = sounds_by_name(big_win=("game_over",))


BEATS = HighDieBeats
