"""Spelldice: Sorcery Saloon: wizards, secret picks, shots and reaction
spells. Its rules (``rules``) and the colour table as data (``colours``).
Not yet in the registry: its saloon table comes next."""
