"""The Tavern Road, the solo campaign: its data (``taverns``) and its rules
(``road``), pure like a game's, with a match of the tavern's game as the
thing each move waits for."""
