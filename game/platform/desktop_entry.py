"""The Linux desktop menu entry: a .desktop file and an icon under the
user's XDG data folder, pointing at this very program (the built app, or
python -m game from a checkout or an installed package)."""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path

from game.platform.resources import resource

APP_ID = "dice-tavern"


def xdg_data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def entry_path() -> Path:
    return xdg_data_home() / "applications" / f"{APP_ID}.desktop"


def icon_path() -> Path:
    return xdg_data_home() / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png"


def launch_command() -> str:
    if getattr(sys, "frozen", False):
        return shlex.quote(sys.executable)
    return f"{shlex.quote(sys.executable)} -m game"


def desktop_file(command: str) -> str:
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            "Name=Dice Tavern",
            "GenericName=Dice games",
            "Comment=Tavern dice games with dice you actually throw",
            f"Exec={command}",
            f"Icon={APP_ID}",
            "Terminal=false",
            "Categories=Game;BoardGame;",
            "Keywords=dice;tavern;death's will;",
            "",
        ]
    )


def install() -> list[Path]:
    if not sys.platform.startswith("linux"):
        raise OSError("desktop entries are for Linux desktops; on Windows and macOS the app itself is the shortcut")
    entry, icon = entry_path(), icon_path()
    icon.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(resource("images", "icon.png"), icon)
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_file(launch_command()), encoding="utf-8")
    return [entry, icon]


def remove() -> list[Path]:
    removed = []
    for path in (entry_path(), icon_path()):
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed
