"""Spots: dogs, trick tiles, a yard you can bust, and d0g for one player.
Its rules (``rules``), the 22 tricks as data (``tricks``) and the dog deck as
data (``dogs``). Not yet in the registry: its table comes next."""
