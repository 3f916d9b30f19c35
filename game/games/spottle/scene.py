"""The Spottle table drawn as a room shows it: the toad (or the crocodile)
is a solid among the dice, not a picture under or over them.

From the seat at the table's near edge, what stands farther up the table is
hidden by what stands nearer: a die lying behind the creature is drawn
before it, and it hides the die's foot; a die lying before it, after; a
die flying higher than the creature's back passes over it. Shadows lie on
the felt under everything; the tongue flicks through the air over the dice
it crosses; the seats' marks stand beside their dice, over all, so whose
die is whose is read at a glance. The table view owns one and draws it
where its dice go.
"""

from __future__ import annotations

from game.games.spottle.creatures import Creature
from game.games.spottle.lying_dice import LyingDice
from game.ui.dice_animation import ThrowAnimation
from game.ui.solid_dice import DrawnDie, painter


def behind(creature: Creature, die: DrawnDie) -> bool:
    """Whether the creature stands between the seat and ``die``: the die lies
    (or flies lower than the creature's back) farther up the table than the
    creature's middle. The physics keeps dice off its body, so a die beside
    it never meets its picture either way."""
    return die.y > creature.at[1] and die.z < creature.height


class SpottleScene:
    def __init__(self, lying: LyingDice, creature: Creature | None):
        self.lying = lying
        self.creature = creature

    def draw(self, animation) -> None:
        """Everything on the table, with the throw's ``animation`` (a
        ThrowAnimation: its dice among those lying there, at rest or flying)."""
        creature, lying = self.creature, self.lying
        if creature is not None:
            creature.draw_shadow()
        lying.draw_shadows()
        dice = list(lying.drawn)
        if isinstance(animation, ThrowAnimation):
            animation.shadows.draw()
            dice += [drawn for drawn, die in zip(animation.drawn, animation.dice) if die.visible]
        if creature is None:
            painter().draw(dice)
        else:
            painter().draw(die for die in dice if behind(creature, die))
            creature.draw()
            painter().draw(die for die in dice if not behind(creature, die))
            creature.draw_tongue()
        lying.draw_marks()
