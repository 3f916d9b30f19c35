"""What Spelldice says of a wizard (the talk, the prompts, the refusals, the
help, the lesson, the keys) names them or says "they", whatever name is
typed: never a guessed "he"."""

import ast
import re
from pathlib import Path

import game.games.spelldice as spelldice

GUESSED = re.compile(r"\b(he|his|him|himself)\b", re.IGNORECASE)


def said_words(path: Path) -> list[str]:
    """Every string a module can show a player: its literals, less its docstrings."""
    tree = ast.parse(path.read_text())
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


def test_no_words_of_spelldice_guess_a_wizards_gender():
    folder = Path(spelldice.__file__).parent
    guessed = [
        f"{path.name}: {words!r}"
        for path in sorted(folder.glob("*.py"))
        for words in said_words(path)
        if GUESSED.search(words)
    ]
    assert guessed == []
