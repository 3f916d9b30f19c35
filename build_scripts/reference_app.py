"""A minimal arcade app, built the same way as the game, to compare sizes."""

import sys

import arcade

if __name__ == "__main__":
    window = arcade.Window(640, 360, "reference")
    if "--quit-after-first-frame" in sys.argv:
        window.clear()
        window.flip()
        print("first frame drawn", flush=True)
    else:
        arcade.run()
