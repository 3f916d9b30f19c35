"""Death's Will at a match: its rules, its computer player, and a bowl that
dice can leave."""

from game.games.deaths_will import ai, rules, worth
from game.physics.bowl import in_the_bowl

# A key press's throw, the one a newcomer is taught: gentle enough that it
# leaves the bowl at most about once in 300 throws (2,000 throws at each
# stakes' die, two seedings: d4 0.15% and 0.35%, d6 0.2% and 0.15%, d12
# 0.15% and 0.2%; the bench's deaths_will_standard_throw_piss_rate_*), where
# the tavern's usual strength (0.45) left it once in 22; a hard drag still
# leaves it often.
STANDARD_STRENGTH = 0.28

PLAY = in_the_bowl(
    rules,
    ai,
    rim_holds=False,
    advice=ai.advice,
    prepare=ai.prepare,
    standard_strength=STANDARD_STRENGTH,
    throw_worth=worth.throw_worth,
)
