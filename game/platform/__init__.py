"""The platform the game stands on: where its files live and how they are
written safely, the settings, the art and sounds it ships and loads, the
crash log and the desktop's menu entry. Nothing here knows a game."""
