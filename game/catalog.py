"""The five games of the tavern, as the menu and the command line know them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    key: str
    title: str
    blurb: str
    players: str
    playable: bool


GAMES = (
    GameInfo("deaths_will", "Death's Will",
             "Three dice in a bowl. Beat the house's score; never let a die leave the bowl.", "2 players", True),
    GameInfo("spottle", "Spottle",
             "Players against the Spottle Master, and a toad that eats dice.", "1-6 players", True),
    GameInfo("doty", "Doty Dice", "Picture dice, five ways to play.", "2-6 players", True),
    GameInfo("spots", "Spots", "Dogs, trick tiles and a yard you can bust.", "1-4 players", False),
    GameInfo("spelldice", "Spelldice: Sorcery Saloon", "Wizards, secret dice and spells.", "2-6 players", False),
)
GAME_BY_KEY = {info.key: info for info in GAMES}
PLAYABLE = tuple(info.key for info in GAMES if info.playable)
