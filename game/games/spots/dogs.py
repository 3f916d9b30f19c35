"""The dog deck: forty dogs of the tavern's own, as data.

Each dog has one to four spaces, each showing a number of spots (1-6, no
number twice on one dog). A die showing that number may be placed on the
space. Three-space dogs carry one paw print and four-space dogs two: paw
prints make some tricks stronger while the dog is unscored. Every number
appears on about as many spaces as every other (16 to 18 of 102).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Dog:
    key: str
    name: str
    spaces: tuple[int, ...]  # the numbers on its spaces, lowest first
    coat: str  # how it is drawn: its coat's colour ...
    ears: str  # ... and its ears: "up", "floppy", "long"

    @property
    def paws(self) -> int:
        return {3: 1, 4: 2}.get(len(self.spaces), 0)


DOGS = (
    Dog("biscuit", "Biscuit", (4,), "tan", "floppy"),
    Dog("pip", "Pip", (6,), "white", "up"),
    Dog("button", "Button", (1,), "black", "up"),
    Dog("pepper", "Pepper", (2, 4), "grey", "up"),
    Dog("noodle", "Noodle", (2, 6), "brown", "long"),
    Dog("waffles", "Waffles", (1, 4), "tan", "floppy"),
    Dog("bramble", "Bramble", (1, 2), "brown", "up"),
    Dog("tuppence", "Tuppence", (4, 6), "white", "floppy"),
    Dog("mustard", "Mustard", (3, 4), "gold", "floppy"),
    Dog("sprocket", "Sprocket", (2, 3), "grey", "up"),
    Dog("clover", "Clover", (1, 5), "white", "long"),
    Dog("dumpling", "Dumpling", (3, 6), "tan", "floppy"),
    Dog("juniper", "Juniper", (1, 6), "black", "long"),
    Dog("pickles", "Pickles", (4, 5), "gold", "up"),
    Dog("rusty", "Rusty", (3, 5), "red", "up"),
    Dog("marmalade", "Marmalade", (5, 6), "red", "floppy"),
    Dog("fennel", "Fennel", (1, 3), "grey", "floppy"),
    Dog("gravy", "Gravy", (2, 5), "brown", "floppy"),
    Dog("hazel", "Hazel", (3, 5), "tan", "long"),
    Dog("kipper", "Kipper", (1, 2, 5), "white", "up"),
    Dog("lentil", "Lentil", (1, 4, 6), "gold", "long"),
    Dog("mortimer", "Mortimer", (2, 4, 5), "black", "floppy"),
    Dog("nutmeg", "Nutmeg", (2, 3, 5), "brown", "up"),
    Dog("oatcake", "Oatcake", (2, 3, 6), "tan", "up"),
    Dog("parsnip", "Parsnip", (1, 3, 4), "white", "floppy"),
    Dog("quince", "Quince", (1, 2, 6), "red", "long"),
    Dog("rolo", "Rolo", (1, 2, 4), "brown", "floppy"),
    Dog("saffron", "Saffron", (1, 5, 6), "gold", "up"),
    Dog("truffle", "Truffle", (3, 5, 6), "black", "long"),
    Dog("umber", "Umber", (2, 4, 6), "brown", "up"),
    Dog("velvet", "Velvet", (3, 4, 5), "grey", "long"),
    Dog("wicket", "Wicket", (2, 5, 6), "white", "floppy"),
    Dog("yarrow", "Yarrow", (1, 3, 6), "tan", "up"),
    Dog("ziggy", "Ziggy", (4, 5, 6), "red", "up"),
    Dog("acorn", "Acorn", (1, 2, 3), "brown", "long"),
    Dog("barnaby", "Barnaby", (1, 3, 5), "grey", "floppy"),
    Dog("crumpet", "Crumpet", (2, 4, 5, 6), "gold", "floppy"),
    Dog("doodle", "Doodle", (1, 3, 5, 6), "black", "up"),
    Dog("ember", "Ember", (3, 4, 5, 6), "red", "long"),
    Dog("fidget", "Fidget", (1, 2, 3, 4), "white", "long"),
)
DOG_BY_KEY = {dog.key: dog for dog in DOGS}
