"""Dice in motion. The physics decides where dice go and whether they leave
the bowl; it never decides the faces (those come from the seeded dice source
and are shown by a walk over adjacent faces, see ``tumble``)."""
