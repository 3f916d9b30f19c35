"""The frozen app's entry point: the same main() as python -m game."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
