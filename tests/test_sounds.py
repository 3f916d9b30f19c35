"""The game's own sounds: made again by their script byte for byte, each a
gentle, clean WAV file at 44.1 kHz, the quiet room a seamless loop far below
the rest; a die's strike a short bright click (measured: its centroid, its
energy above 5 kHz, its time to fall 40 dB), the bowl's body beneath it, two
dice a chatter; each strike chosen by what was struck and how hard; a
machine without audio said once at the menu; the fire-and-talk volume kept
in the settings, heard from the first start and followed as it is set."""

import importlib.util
import json
import math
import random
import struct
import wave
from pathlib import Path

import pytest

from game.physics.flight import ThrowPath
from game.platform.assets import IMPACTS, ROOM, SOUNDS, sound_files
from game.platform.resources import resource
from game.platform.settings import ROOM_VOLUME, Settings, config_file
from game.platform.sound_choice import SPACING_SECONDS, SoundChooser, strike_speed
from game.table.playback import SOUND_OF, FlightPlayback, landing_sound
from game.ui import sounds
from game.ui.arcade_import import gui
from game.ui.menu import MenuView
from game.ui.settings_view import SettingsView
from tests.ui import from_the_menu

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "sounds"
RATE = 44100  # a die's crack reaches well past 11 kHz, the most a file at 22.05 kHz can hold


def script(name: str):
    """One of build_scripts/, loaded by its path (the folder is no package)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "build_scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


measure = script("sound_figures")


@pytest.fixture(scope="module")
def made() -> dict[str, bytes]:
    """Every file the script makes, made once for this module (two or three seconds)."""
    return script("make_sounds").synthesise()


def samples(name: str) -> list[float]:
    with wave.open(str(FOLDER / name)) as wav:
        frames = wav.readframes(wav.getnframes())
    return [value / 32767 for value in struct.unpack(f"<{len(frames) // 2}h", frames)]


def rms(signal: list[float]) -> float:
    return math.sqrt(sum(x * x for x in signal) / len(signal))


def loudest_stretch(signal: list[float], seconds: float = 0.05) -> float:
    """The RMS of the loudest ``seconds`` of it."""
    width = int(seconds * RATE)
    return max(rms(signal[k : k + width]) for k in range(0, max(1, len(signal) - width), width // 4))


EFFECTS = sorted(name for name in (Path(file).name for file in sound_files()) if name != f"{ROOM}.wav")


# --- the files ---------------------------------------------------------------------


def test_the_script_makes_every_sound_file_again_byte_for_byte(made):
    assert sorted(made) == sorted(path.name for path in FOLDER.glob("*.wav"))
    changed = [name for name, data in made.items() if (FOLDER / name).read_bytes() != data]
    assert changed == [], "run python build_scripts/make_sounds.py and commit resources/sounds"


def test_the_game_plays_every_sound_the_script_makes_and_no_other(made):
    assert {Path(file).name for file in sound_files()} == set(made)
    for file in sound_files():
        assert resource(*file.split("/")).is_file()


def test_each_file_is_16_bit_mono_at_one_rate_and_they_are_small():
    for name in [*EFFECTS, f"{ROOM}.wav"]:
        with wave.open(str(FOLDER / name)) as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getcomptype()) == (1, 2, "NONE"), name
            assert wav.getframerate() == RATE, name  # one rate, and one that holds a crack's top
            seconds = wav.getnframes() / RATE
        longest = 16.0 if name == f"{ROOM}.wav" else 0.5 if name.startswith("die_") else 2.5
        assert 0.03 < seconds <= longest, name
    assert sum(path.stat().st_size for path in FOLDER.glob("*.wav")) < 3_000_000


def test_every_effect_is_gentle_and_clean():
    """Nothing clips; no offset; silence at both ends (no click as it starts or stops)."""
    for name in EFFECTS:
        signal = samples(name)
        peak = max(abs(x) for x in signal)
        assert 0.15 < peak <= 0.6, name
        assert abs(sum(signal) / len(signal)) < 0.002, name
        assert abs(signal[0]) < 0.002 and abs(signal[-1]) < 0.002, name
        assert max(abs(x) for x in signal[-int(0.003 * RATE) :]) < 0.05 * peak, name  # faded out, not cut


def test_the_quiet_room_loops_without_a_seam_far_below_every_effect():
    room = samples(f"{ROOM}.wav")
    steps = [abs(b - a) for a, b in zip(room, room[1:])]
    assert abs(room[0] - room[-1]) <= max(steps)  # round the loop is no jump
    second = RATE
    assert 0.7 < rms(room[:second]) / rms(room[-second:]) < 1.4  # nor a change of level
    assert abs(sum(room) / len(room)) < 0.001
    assert max(abs(x) for x in room) < 0.15 and rms(room) < 0.02
    for name in EFFECTS:
        assert loudest_stretch(samples(name)) > 3 * rms(room), name


# --- what a strike sounds like -------------------------------------------------------
# A die's strike, by family: its lowest centroid (Hz), its least share of
# energy above 5 kHz, its longest fall of 40 dB (seconds). A die on anything
# hard is a bright click over in a tenth of a second; off the table it lands
# on floorboards, whose low thud is heard a little longer.
CLICK = (3000.0, 0.15, 0.12)
STRIKES = {
    "die_on_table": CLICK,
    "die_in_bowl": CLICK,
    "die_on_rim": CLICK,
    "die_on_die": CLICK,
    "die_off_table": (2000.0, 0.1, 0.2),
}


def takes_of(family: str) -> list[str]:
    return [Path(file).name for file in SOUNDS[family]]


def test_the_measures_read_signals_whose_figures_are_known():
    """A tone's centroid is its pitch; white noise's is a quarter of the
    rate, with (22.05 - 5) / 22.05 of its energy above 5 kHz; a ring that
    falls to 1/e in 10 ms falls 40 dB in 46 ms; two clicks are two."""
    second = [k / RATE for k in range(RATE // 5)]
    low, high = (measure.power_spectrum([math.sin(2 * math.pi * hz * t) for t in second]) for hz in (1000, 8000))
    assert measure.centroid(low, RATE) == pytest.approx(1000, rel=0.02)
    assert measure.share_above(low, RATE) < 0.001 and measure.share_above(high, RATE) > 0.999
    rng = random.Random(5)
    noise = measure.power_spectrum([rng.uniform(-1, 1) for _ in second])
    assert measure.centroid(noise, RATE) == pytest.approx(RATE / 4, rel=0.03)
    assert measure.share_above(noise, RATE) == pytest.approx(17050 / 22050, abs=0.02)
    ring = [math.exp(-t / 0.01) * math.sin(2 * math.pi * 3000 * t) for t in second]
    assert measure.decay_seconds(ring, RATE) == pytest.approx(0.01 * math.log(100), abs=0.004)
    two = [0.0] * len(second)
    for at in (0.01, 0.03):
        for k, x in enumerate(ring[: RATE // 50]):
            two[int(at * RATE) + k] += x
    assert measure.onsets(two, RATE) == pytest.approx([0.01, 0.03], abs=0.0015)


@pytest.mark.parametrize("family", sorted(STRIKES))
def test_a_die_strike_is_a_short_bright_click(family):
    """Not a woodblock's tok: broadband, much of it above 5 kHz, and over
    within a tenth of a second or so."""
    lowest_centroid, least_above_5k, longest_decay = STRIKES[family]
    for name in takes_of(family):
        figures = measure.figures(FOLDER / name)
        assert figures.centroid_hz >= lowest_centroid, (name, figures)
        assert figures.above_5k >= least_above_5k, (name, figures)
        assert figures.decay_s <= longest_decay, (name, figures)


def test_a_die_in_the_bowl_has_the_bowls_body_beneath_its_click_and_quiet():
    for name in takes_of("die_in_bowl"):
        rate, signal = measure.read(FOLDER / name)
        below_1k = 1.0 - measure.share_above(measure.power_spectrum(signal), rate, 1000.0)
        assert below_1k >= 0.04, name  # the bowl is heard under the click
        levels = measure.envelope(signal, rate)
        loudest = max(range(len(levels)), key=levels.__getitem__)
        sixty_ms_on = levels[loudest + int(0.06 / measure.ENVELOPE_SECONDS)]
        assert sixty_ms_on <= levels[loudest] * 10 ** (-25 / 20), name  # and soon quiet: no ringing bowl


def test_two_dice_knocking_together_chatter():
    """Several clicks close together, as two dice knock and knock again."""
    for name in takes_of("die_on_die"):
        rate, signal = measure.read(FOLDER / name)
        clicks = measure.onsets(signal, rate)
        assert len(clicks) >= 2 and clicks[1] - clicks[0] <= 0.04, (name, clicks)


def test_each_surface_has_its_own_family_of_takes():
    assert landing_sound("bowl", False) == "die_in_bowl"
    assert landing_sound("table", False) == "die_on_table"
    assert landing_sound("bowl", True) == "die_off_table"  # a die out of the bowl
    assert (SOUND_OF["rim"], SOUND_OF["knock"], SOUND_OF["wall"]) == ("die_on_rim", "die_on_die", "die_on_table")
    for family in ("die_on_table", "die_in_bowl", "die_on_rim", "die_on_die", "die_off_table"):
        assert family in IMPACTS and len(SOUNDS[family]) >= 3
        assert all(Path(file).name.startswith(family) for file in SOUNDS[family])


def test_a_throw_plays_the_sound_of_where_each_die_lands():
    """In the bowl, until a die leaves it: then off the table; a throw on a table lands on it."""
    events = [
        (0.1, "land", 0, 450.0),
        (0.2, "rim", 1, 250.0),
        (0.3, "out", 1, 300.0),
        (0.4, "land", 1, 225.0),
        (0.5, "knock", 0, 125.0),
    ]
    frame = [(0.0, 0.0, 0.0, 0.0), (0.0, 0.0, 0.0, 0.0)]
    bowl = ThrowPath(6, 0.1, [frame] * 7, events, [False, True], [[], []], True, ground="bowl")
    heard = FlightPlayback(bowl).update(1.0, 1.0)
    assert heard == [("die_in_bowl", 1.0), ("die_on_rim", 1.0), ("die_off_table", 0.5), ("die_on_die", 0.5)]
    table = ThrowPath(6, 0.1, [frame] * 7, events[:1], [False, False], [[], []], True)
    assert FlightPlayback(table).update(1.0, 1.0) == [("die_on_table", 1.0)]


def test_a_harder_strike_is_louder_up_to_full_and_never_lower():
    for seed in range(20):
        for soft, hard in ((0.1, 0.4), (0.4, 0.9), (0.9, 3.0)):
            gentle = SoundChooser(random.Random(seed)).choose("die_in_bowl", soft, 0.0)
            strong = SoundChooser(random.Random(seed)).choose("die_in_bowl", hard, 0.0)
            assert gentle.volume < strong.volume <= 1.0
            assert strong.speed >= gentle.speed
    assert SoundChooser(random.Random(1)).choose("die_on_rim", 5.0, 0.0).volume == 1.0
    assert strike_speed(1.0, 0.0) > strike_speed(0.0, 0.0)
    assert 0.9 < strike_speed(0.0, -1.0) < strike_speed(2.0, 1.0) < 1.1  # a touch, not a different sound


def test_the_same_strike_twice_in_a_row_is_never_the_same_take():
    chooser = SoundChooser(random.Random(7))
    files = [chooser.choose("die_on_table", 0.5, k * 0.05).file for k in range(200)]
    assert all(a != b for a, b in zip(files, files[1:]))
    assert set(files) == set(SOUNDS["die_on_table"])  # every take is heard


def test_a_pile_of_strikes_at_once_is_thinned():
    chooser = SoundChooser(random.Random(3))
    at_once = [chooser.choose("die_on_die", 0.8, 10.0 + k * 0.005) for k in range(8)]
    assert sum(cue is not None for cue in at_once) == 1  # the same sound at most every 40 ms
    assert chooser.choose("die_in_bowl", 0.8, 10.01) is not None  # another sound plays beside it
    assert chooser.choose("die_on_die", 0.8, 10.001 + SPACING_SECONDS) is not None


def test_the_choice_is_the_same_again_from_the_same_seed_and_a_tune_keeps_its_pitch():
    def heard(seed: int) -> list:
        chooser = SoundChooser(random.Random(seed))
        return [chooser.choose(name, 0.6, k * 0.05) for k, name in enumerate(["die_on_rim", "coin_to_pot"] * 10)]

    assert heard(4) == heard(4) != heard(5)
    assert SoundChooser(random.Random(1)).choose("win", 0.7, 0.0).speed == 1.0


# --- playing them --------------------------------------------------------------------


class Heard:
    """A sound that is not heard: what it was asked to play."""

    def __init__(self, file: str, plays: list):
        self.file, self.plays = file, plays

    def play(self, volume: float, speed: float = 1.0, loop: bool = False):
        player = Player(self.file, volume, speed, loop)
        self.plays.append(player)
        return player


class Player:
    def __init__(self, file: str, volume: float, speed: float, loop: bool):
        self.file, self.volume, self.speed, self.loop = file, volume, speed, loop
        self.stopped = False


@pytest.fixture
def plays(monkeypatch) -> list:
    plays: list = []
    monkeypatch.setattr(sounds, "_load", lambda file: Heard(file, plays))
    monkeypatch.setattr(sounds.arcade, "stop_sound", lambda player: setattr(player, "stopped", True))
    return plays


def test_the_board_plays_the_chosen_take_at_the_volumes_set(plays):
    board = sounds.SoundBoard(Settings(master_volume=0.5, effects_volume=0.8), random.Random(2))
    board.play("die_on_table", 0.5)
    (played,) = plays
    assert played.file in SOUNDS["die_on_table"] and played.volume == pytest.approx(0.2) and not played.loop
    assert played.speed != 1.0
    sounds.SoundBoard(Settings(sound=False)).play("die_on_table", 1.0)
    assert len(plays) == 1  # the sound off: nothing


def test_the_quiet_room_follows_its_setting_and_stops_with_the_sound(plays):
    settings = Settings(master_volume=0.8, room_volume=0.0)
    board = sounds.SoundBoard(settings)
    board.follow_settings()
    assert plays == []  # turned right down: not played
    settings.room_volume = 0.5
    board.follow_settings()
    (room,) = plays
    assert room.file == SOUNDS[ROOM][0] and room.loop and room.volume == pytest.approx(0.4)
    settings.room_volume = 0.25
    board.follow_settings()
    assert len(plays) == 1 and room.volume == pytest.approx(0.2)  # the same loop, quieter
    settings.sound = False
    board.follow_settings()
    assert room.stopped
    settings.sound = True
    board.follow_settings()
    assert len(plays) == 2 and plays[1].loop


def no_audio(tried: list):
    """A _load that fails as a machine's sound does when its audio device will not open."""

    def load(file):
        tried.append(file)
        raise OSError("no audio device")

    return load


def test_a_machine_without_audio_plays_on_and_says_so_once(monkeypatch):
    tried, said = [], []
    monkeypatch.setattr(sounds, "_load", no_audio(tried))
    settings = Settings(room_volume=0.5)
    board = sounds.SoundBoard(settings, say=said.append)
    board.follow_settings()
    board.play("die_on_rim", 1.0)
    board.follow_settings()
    assert said == [sounds.NO_DEVICE] and "\n" not in said[0]
    assert len(tried) == 1  # later sounds are not tried
    assert settings.sound is True  # the player's own choice, kept for a start on a machine that has audio


def test_audio_drivers_that_all_failed_are_said_at_the_start(monkeypatch):
    """pyglet says nothing when it falls back to its silent driver: the board asks which it took."""
    from pyglet.media.drivers import silent

    quiet = silent.create_audio_driver()
    assert sounds.fell_back_to_silence(quiet, ("openal", "pulse", "silent"))
    assert not sounds.fell_back_to_silence(quiet, ("silent",))  # asked for: no fault
    assert not sounds.fell_back_to_silence(object(), ("openal", "pulse", "silent"))  # a device opened
    monkeypatch.setattr(sounds.media, "get_audio_driver", lambda: quiet)
    monkeypatch.setattr(sounds, "options", {"audio": ("pulse", "silent")})
    said = []
    sounds.SoundBoard(Settings(sound=False), say=said.append).check_device()
    assert said == []  # the sound turned off: nothing to say
    board = sounds.SoundBoard(Settings(), say=said.append)
    board.check_device()
    assert said == [sounds.NO_DEVICE] and board.silenced


@pytest.mark.window
def test_the_menu_says_once_that_the_audio_device_failed(window, monkeypatch):
    from tests.ui import FRAME, draw

    tried: list = []
    monkeypatch.setattr(sounds, "_load", no_audio(tried))
    kept_board, kept_sound = window.sounds, window.settings.sound
    window.settings.sound = True
    window.sounds = sounds.SoundBoard(window.settings, say=window.say)  # as the window fits it out
    try:
        menu = MenuView()
        window.show_view(menu)
        draw(window)
        menu.on_update(FRAME)
        window.sounds.play("click", 1.0)  # the settings' test sound, say, while the menu shows
        menu.on_update(FRAME)
        assert sounds.NO_DEVICE in menu.note_text.text and window.notes == []
        window.sounds.play("die_on_table", 1.0)
        later = MenuView()
        window.show_view(later)
        draw(window)
        later.on_update(FRAME)
        assert sounds.NO_DEVICE not in later.note_text.text  # said once
        assert len(tried) == 1
    finally:
        window.sounds, window.settings.sound = kept_board, kept_sound
        window.show_view(MenuView())


# --- the setting ----------------------------------------------------------------------


def test_the_room_volume_is_kept_and_a_damaged_one_is_mended(tmp_path):
    path = tmp_path / "settings.json"
    Settings(room_volume=0.35).save(path)
    assert Settings.load(path).room_volume == 0.35
    for damaged, mended in ((3, 1.0), (-0.5, 0.0), ("loud", ROOM_VOLUME), (None, ROOM_VOLUME)):
        path.write_text(json.dumps({"room_volume": damaged, "master_volume": 0.5}))
        loaded = Settings.load(path)
        assert (loaded.room_volume, loaded.master_volume) == (mended, 0.5), damaged
    Settings(room_volume=0.0).save(path)
    assert Settings.load(path).room_volume == 0.0  # a player who turned it off keeps it off


def test_the_fire_and_chatter_are_heard_from_the_first_start(plays):
    """A new player hears the tavern around the table without opening the
    settings: halfway up, and still far below the dice (see the loop's test above)."""
    settings = Settings()
    assert settings.room_volume == ROOM_VOLUME >= 0.3
    sounds.SoundBoard(settings).follow_settings()
    (room,) = plays
    assert room.loop and room.volume == pytest.approx(settings.master_volume * ROOM_VOLUME)


@pytest.mark.window
def test_the_settings_screen_sets_the_quiet_room(window):
    kept = dict(window.settings.__dict__)
    try:
        view = from_the_menu(window, lambda menu: menu.settings_button, SettingsView)
        titles = [child.text for child in view.room.parent.parent.children if isinstance(child, gui.UILabel)]
        assert "Fire and chatter" in titles  # named after what it makes louder, not "Fire and talk"
        view.room.set(0.35)
        assert window.settings.room_volume == 0.35
        assert Settings.load(config_file()).room_volume == 0.35  # kept at once
        assert window.sounds._room is None  # the tests' window has no sound
        window.show_view(MenuView())
    finally:
        window.settings.__dict__.update(kept)
        window.settings.save()


@pytest.mark.window
def test_with_no_audio_device_the_settings_say_sound_is_unavailable_not_on(window, monkeypatch):
    """Sound on in the settings, but the device would not open: the Sound row says it cannot be
    heard (not "On"), whether the device failed before the screen opened or at its Test button."""
    from tests.ui import click, draw

    tried: list = []
    kept_board, kept_sound = window.sounds, window.settings.sound
    window.settings.sound = True
    window.sounds = sounds.SoundBoard(window.settings, say=window.say)  # as the window fits it out
    try:
        view = SettingsView(back_to=MenuView())
        window.show_view(view)
        draw(window)
        assert view.sound.value is True  # a machine with audio: On, a choice
        monkeypatch.setattr(sounds, "_load", no_audio(tried))
        click(window, view.test_button)  # the device fails at the test sound
        draw(window)
        shown = window.current_view
        words = [child.text for child in shown.sound.children if isinstance(child, gui.UILabel)]
        assert words and "Unavailable" in words[0] and "On" not in words, words
        again = SettingsView(back_to=MenuView())  # opened later: said the same
        window.show_view(again)
        draw(window)
        assert not isinstance(again.sound, type(view.sound)) and "Unavailable" in again.sound.children[0].text
    finally:
        window.sounds, window.settings.sound = kept_board, kept_sound
        window.notes.clear()
