"""A match's services: the match itself (rules, seats, seeded dice, throws,
its record), and what keeps, reads and prepares it: saved games, the Ledger,
replays watched again, lessons, the solves the computers read, the Tavern
Road's saved runs. Nothing here draws; the table and the screens use it."""
