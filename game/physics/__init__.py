"""Dice in motion. The physics decides where dice go and whether they leave
the bowl; it never decides the faces (those come from the seeded dice source;
``turning`` turns each die through its flight so it lands showing its value)."""
