"""The start screen's backdrop kept between runs: read back when nothing it is
painted from has changed, painted again otherwise, and never a failure."""

import pytest

from game.ui import art, kept_pixels
from game.ui.menu import MenuView

RECIPE = (((10, 10, 100, 50),), None, ())
SIZE = 1280 * 720 * 4


@pytest.fixture
def source(tmp_path):
    path = tmp_path / "painted_from.png"
    path.write_bytes(b"first")
    return path


def test_kept_pixels_are_read_back(tmp_path, source):
    pixels = bytes(range(256)) * (SIZE // 256)
    kept_pixels.write(tmp_path / "kept", RECIPE, [source], pixels)
    assert kept_pixels.read(tmp_path / "kept", RECIPE, [source], SIZE) == pixels


def test_another_recipe_or_a_changed_source_is_not_read(tmp_path, source):
    folder = tmp_path / "kept"
    kept_pixels.write(folder, RECIPE, [source], bytes(SIZE))
    assert kept_pixels.read(folder, (((0, 0, 1, 1),), None, ()), [source], SIZE) is None
    source.write_bytes(b"second, longer")
    assert kept_pixels.read(folder, RECIPE, [source], SIZE) is None


def test_one_file_is_kept_at_a_time(tmp_path, source):
    folder = tmp_path / "kept"
    kept_pixels.write(folder, RECIPE, [source], bytes(SIZE))
    kept_pixels.write(folder, (((0, 0, 1, 1),), None, ()), [source], bytes(SIZE))
    assert len(list(folder.iterdir())) == 1


def test_a_short_file_is_not_read(tmp_path, source):
    folder = tmp_path / "kept"
    kept_pixels.write(folder, RECIPE, [source], bytes(SIZE))
    kept = next(folder.iterdir())
    kept.write_bytes(kept.read_bytes()[:1000])
    assert kept_pixels.read(folder, RECIPE, [source], SIZE) is None


def test_a_folder_that_cannot_be_written_is_ignored(tmp_path, source):
    blocker = tmp_path / "a file, not a folder"
    blocker.write_text("")
    kept_pixels.write(blocker, RECIPE, [source], bytes(SIZE))  # no error
    assert kept_pixels.read(blocker, RECIPE, [source], SIZE) is None


def test_the_menu_backdrop_is_painted_once_then_read_back(tmp_path, monkeypatch):
    recipe = (MenuView.panels, MenuView.bowl_at, MenuView.decor)
    monkeypatch.setattr(art, "_backdrops", {})
    painted = art.backdrop_pixels(*recipe, keep_in=tmp_path)
    assert len(list(tmp_path.iterdir())) == 1

    def must_not_paint(*args, **kwargs):
        raise AssertionError("painted again although it was kept")

    monkeypatch.setattr(art, "_backdrops", {})
    monkeypatch.setattr(art, "backdrop_image", must_not_paint)
    assert art.backdrop_pixels(*recipe, keep_in=tmp_path) == painted


def test_a_changed_painting_file_paints_again(tmp_path, monkeypatch, source):
    recipe = (MenuView.panels, MenuView.bowl_at, MenuView.decor)
    folder = tmp_path / "kept"
    monkeypatch.setattr(art, "_backdrop_sources", lambda _recipe: [source])
    monkeypatch.setattr(art, "_backdrops", {})
    art.backdrop_pixels(*recipe, keep_in=folder)
    first = [path.name for path in folder.iterdir()]

    source.write_bytes(b"a new table image")
    monkeypatch.setattr(art, "_backdrops", {})
    art.backdrop_pixels(*recipe, keep_in=folder)
    now = [path.name for path in folder.iterdir()]
    assert len(first) == len(now) == 1 and now != first


def test_the_backdrop_is_painted_from_the_table_the_art_and_the_fonts():
    sources = art._backdrop_sources((MenuView.panels, MenuView.bowl_at, MenuView.decor))
    names = {path.name for path in sources}
    assert {"art.py", "table.jpg", "title.png"} <= names
    assert any(name.startswith("Liberation_Serif_Italic") for name in names)
    assert all(path.exists() for path in sources)


def test_a_failed_write_leaves_nothing_behind(tmp_path, source, monkeypatch):
    folder = tmp_path / "kept"
    folder.mkdir()

    def disk_full(self, data):
        with open(self, "wb") as half:
            half.write(data[:100])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(type(folder), "write_bytes", disk_full)
    kept_pixels.write(folder, RECIPE, [source], bytes(SIZE))
    assert list(folder.iterdir()) == []
