"""When the game fails unexpectedly: a readable log in the player's data
folder, one line on stderr and, where the system offers one, a message box,
instead of a window that vanishes."""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import time
import traceback
from pathlib import Path

from game import __version__
from game.platform.settings import data_dir


def where(error: BaseException) -> str:
    """The innermost line of the game's own code an error passed through, as
    ``folder/file.py:line in function``: what the fuzz and monkey report."""
    frames = [frame for frame in traceback.extract_tb(error.__traceback__) if "game" in Path(frame.filename).parts]
    if not frames:
        return "outside the game's code"
    frame = frames[-1]
    parts = Path(frame.filename).parts
    inside = "/".join(parts[len(parts) - parts[::-1].index("game") :])
    return f"{inside}:{frame.lineno} in {frame.name}"


def logs_dir() -> Path:
    return data_dir() / "logs"


def write_crash_log(error: BaseException, folder: Path | None = None) -> Path:
    folder = folder or logs_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"crash-{time.strftime('%Y%m%d-%H%M%S')}.log"
    details = [
        f"Dice Tavern {__version__} stopped unexpectedly at {time.strftime('%Y-%m-%d %H:%M:%S')}.",
        f"Python {platform.python_version()} on {platform.platform()}"
        f"{' (frozen app)' if getattr(sys, 'frozen', False) else ''}",
        f"Command: {' '.join(sys.argv)}",
        "",
        "".join(traceback.format_exception(type(error), error, error.__traceback__)),
    ]
    path.write_text("\n".join(details), encoding="utf-8")
    return path


def show_message_box(title: str, text: str) -> None:
    """Best effort: a native message box if the system has a way to show one."""
    if os.environ.get("ARCADE_HEADLESS") or os.environ.get("CI"):
        return
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return  # no display to show it on
    try:
        if sys.platform == "win32":
            import ctypes

            ctypes.windll.user32.MessageBoxW(None, text, title, 0x10)
        elif sys.platform == "darwin":
            script = f'display dialog {text!r} with title {title!r} buttons {{"OK"}} with icon stop'
            subprocess.run(["osascript", "-e", script.replace("'", '"')], timeout=120, check=False)
        else:
            for tool, args in (
                ("zenity", ["--error", f"--title={title}", f"--text={text}"]),
                ("kdialog", ["--title", title, "--error", text]),
                ("xmessage", ["-center", text]),
            ):
                if shutil.which(tool):
                    subprocess.run([tool, *args], timeout=120, check=False)
                    break
    except (OSError, subprocess.SubprocessError, AttributeError):
        pass


def report_crash(error: BaseException, box: bool = True) -> int:
    """Log the failure, tell the player where the log is, and give the exit status."""
    try:
        where = f"Details are in {write_crash_log(error)}"
    except OSError as log_error:
        where = f"(the log could not be written: {log_error})"
    line = f"Dice Tavern stopped unexpectedly: {type(error).__name__}: {error}. {where}"
    print(line, file=sys.stderr)
    if box:
        show_message_box("Dice Tavern", line)
    return 1
