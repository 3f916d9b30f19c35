"""Dice Tavern: tavern dice games with dice you actually throw."""

import sys

__version__ = "0.1.0"

# Every sound of the game is a WAV file, which pyglet reads with its own
# decoder. Left alone, pyglet looks for FFmpeg's libraries as arcade is
# imported (about 26 ms of every start, and a warning where the installed
# FFmpeg is newer than pyglet knows); marked absent, they are never loaded.
sys.modules.setdefault("pyglet.media.codecs.ffmpeg_lib", None)  # type: ignore[arg-type]  # None: absent
