"""What every screen shares: the window, the camera and widgets, the art, the
dice-table base, the setup and results bases, the menu, pause and rules
screens. The screens draw the state and ask the match for moves; every rule
is decided in a game's rules. A game's own screens are reached through the
registry, never imported here."""
