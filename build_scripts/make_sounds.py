"""Synthesise the game's own sounds into resources/sounds: a die on the table,
in the bowl, on its rim, on another die and off the table (four takes of
each); coins into the pot and into a purse; the toad's tongue and gulp, the
crocodile's jaw; a hit, a spell, a fall; a win, a big win, a loss; a
refusal, a click; and the quiet room, a loop of fire and talk.

Run from the project root: ``python build_scripts/make_sounds.py``. The
output is committed, so the game never needs this script at run time. Only
the standard library, and every random draw from a seeded random.Random, so
a second run writes the same bytes (tests/test_sounds.py checks it).

Each sound is modelled, not recorded, at 44.1 kHz (16-bit mono). A die's
strike is a crack: a fraction of a millisecond of noise across the whole
band and the die's own high, inharmonic modes, gone within ten milliseconds
or so; what it struck answers beneath, quieter and lower (a plank's knock,
the bowl's short hollow, the floorboards' thud), and most takes bounce or
chatter, a few clicks close together. A coin is a thin disc's bright
inharmonic ring. A note is a plucked string's harmonics, each dying away
faster than the one below it. ``python build_scripts/sound_figures.py``
measures what came out: each file's centroid, energy above 5 kHz and decay.
"""

from __future__ import annotations

import io
import math
import random
import struct
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "sounds"
RATE = 44100  # samples a second: a die's crack reaches past 15 kHz, and the file must hold it
TAKES = 4  # of each impact, so two strikes in a row need not sound alike
COIN_TAKES = 3
ROOM_SECONDS = 12.0  # the quiet room's loop
CROSSFADE_SECONDS = 1.5  # of the loop's end faded into its start, so it has no seam

Signal = list  # samples, floats around 0 (full scale is 1)
Mode = tuple  # (Hz, seconds to fall to 1/e, amplitude)


# --- the pieces every sound is made of ----------------------------------------


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def add(into: Signal, sound: Signal, at: float = 0.0, gain: float = 1.0) -> None:
    """Mix ``sound`` into ``into`` from ``at`` seconds; what runs past its end is dropped."""
    start = int(at * RATE)
    end = min(len(into), start + len(sound))
    for k in range(start, end):
        into[k] += gain * sound[k - start]


def jitter(rng: random.Random, value: float, share: float) -> float:
    """``value`` moved by up to ``share`` of itself, either way."""
    return value * (1.0 + share * (2.0 * rng.random() - 1.0))


def burst(rng: random.Random, seconds: float, brightness_hz: float) -> Signal:
    """What starts a strike: noise dying away over ``seconds``, its top
    softened above ``brightness_hz`` (a hard, sharp contact is short and bright)."""
    length = max(2, int(seconds * RATE * 4))
    tau = seconds * RATE
    noise = [(2.0 * rng.random() - 1.0) * math.exp(-k / tau) for k in range(length)]
    return lowpass(noise, brightness_hz)


def ring(excitation: Signal, seconds: float, modes: list) -> Signal:
    """``excitation`` through a bank of resonators, one a mode: two-pole
    filters whose impulse responses are the modes' decaying sines."""
    length = int(seconds * RATE)
    out = [0.0] * length
    pulse = excitation[:length]
    for hz, tau, amplitude in modes:
        if hz >= 0.45 * RATE:
            continue  # above what the file can hold
        r = math.exp(-1.0 / (tau * RATE))
        w = 2.0 * math.pi * hz / RATE
        a1, a2 = 2.0 * r * math.cos(w), -r * r
        gain = amplitude * math.sin(w)  # each mode rings at its own amplitude, whatever its pitch
        y1 = y2 = 0.0
        rings_for = min(length, len(pulse) + int(tau * RATE * 9.2))  # to -80 dB: the rest is silence
        for k in range(rings_for):
            x = pulse[k] if k < len(pulse) else 0.0
            y = gain * x + a1 * y1 + a2 * y2
            out[k] += y
            y2, y1 = y1, y
    return out


def lowpass(signal: Signal, hz: float) -> Signal:
    a = 1.0 - math.exp(-2.0 * math.pi * hz / RATE)
    y = 0.0
    out = []
    for x in signal:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(signal: Signal, hz: float) -> Signal:
    r = math.exp(-2.0 * math.pi * hz / RATE)
    out = []
    x1 = y = 0.0
    for x in signal:
        y = x - x1 + r * y
        x1 = x
        out.append(y)
    return out


def bandpass(signal: Signal, centre_of, q: float, rate: float = RATE, every: int = 32) -> Signal:
    """A resonant band-pass (the RBJ biquad) whose centre follows
    ``centre_of(seconds)``, set anew every ``every`` samples."""
    out = []
    b0 = a1 = a2 = 0.0
    x1 = x2 = y1 = y2 = 0.0
    for k, x in enumerate(signal):
        if k % every == 0:
            w = 2.0 * math.pi * centre_of(k / rate) / rate
            alpha = math.sin(w) / (2.0 * q)
            norm = 1.0 + alpha
            b0, a1, a2 = alpha / norm, -2.0 * math.cos(w) / norm, (1.0 - alpha) / norm
        y = b0 * (x - x2) - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y)
    return out


def glide(seconds: float, pitch_of, envelope_of, harmonics=((1, 1.0),)) -> Signal:
    """A tone whose pitch (``pitch_of(t)`` Hz) and loudness (``envelope_of(t)``) move."""
    phase = 0.0
    out = []
    for k in range(int(seconds * RATE)):
        t = k / RATE
        phase += 2.0 * math.pi * pitch_of(t) / RATE
        out.append(envelope_of(t) * sum(a * math.sin(n * phase) for n, a in harmonics))
    return out


def finish(signal: Signal, peak: float, fade_in: float = 0.0015, fade_out: float = 0.012) -> Signal:
    """Ready to write: no offset, a few milliseconds' fade at each end (no
    click where it starts or stops), and its loudest sample at ``peak``."""
    signal = highpass(signal, 20.0)
    mean = sum(signal) / len(signal)
    signal = [x - mean for x in signal]
    fades(signal, fade_in, fade_out)
    return normalised(signal, peak)


def fades(signal: Signal, fade_in: float, fade_out: float) -> None:
    n_in, n_out = int(fade_in * RATE), int(fade_out * RATE)
    for k in range(n_in):
        signal[k] *= 0.5 - 0.5 * math.cos(math.pi * k / n_in)
    for k in range(n_out):
        signal[-1 - k] *= 0.5 - 0.5 * math.cos(math.pi * k / n_out)


def normalised(signal: Signal, peak: float) -> Signal:
    loudest = max(abs(x) for x in signal)
    return [x * peak / loudest for x in signal]


def wav_bytes(signal: Signal) -> bytes:
    """16-bit mono PCM, as pyglet reads it without FFmpeg."""
    samples = [max(-32767, min(32767, round(x * 32767))) for x in signal]
    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(struct.pack(f"<{len(samples)}h", *samples))
    return out.getvalue()


# --- what a die strikes -------------------------------------------------------
# A die is a small hard block of bone or resin: struck, it cracks. The contact
# lasts a fraction of a millisecond, so its noise spans the whole band, and
# the die's own modes are high (several kHz), inharmonic and gone within ten
# milliseconds or so. What it strikes adds its body beneath, quieter and
# lower: a plank's short knock, the turned bowl's hollow (a little longer),
# the floorboards' thud. A die seldom strikes only once: it lands on an edge
# and bounces, and two dice chatter against each other, so most takes are a
# few clicks close together, each sooner and softer than the last.

CRACK_HZ = 1800.0  # the contact's own noise, above the bodies' modes: the crack, not the knock
LEAD = 0.002  # seconds of silence before a strike: the file's fade-in must not swallow a crack shorter than it
# A die's modes: (Hz, seconds to fall to 1/e, amplitude). Small and hard: high and short.
DIE_MODES = ((3100.0, 0.005, 0.9), (4700.0, 0.0045, 1.0), (6500.0, 0.0035, 0.85), (8900.0, 0.0028, 0.6))
DIE_MODES += ((11800.0, 0.0022, 0.35),)


def die_modes(rng: random.Random, scale: float = 1.0) -> list:
    """The die's modes, moved a little for each take (no two dice, nor two
    edges of one, ring alike); ``scale`` higher is a smaller, harder die."""
    return [(jitter(rng, hz * scale, 0.07), jitter(rng, tau, 0.2), jitter(rng, a, 0.2)) for hz, tau, a in DIE_MODES]


def crack(rng: random.Random, seconds: float, contact: float, top_hz: float, die_scale: float = 1.0) -> Signal:
    """The die's click: the contact's noise burst (``contact`` seconds,
    nothing above ``top_hz``) and the die's modes it sets ringing, each at
    the same peak so the crack is as loud as the ring."""
    excitation = lowpass(burst(rng, contact, top_hz), top_hz)  # a second pole: the top falls away, no hiss
    out = silence(seconds)
    add(out, normalised(highpass(highpass(excitation, CRACK_HZ), CRACK_HZ), 1.0))
    add(out, normalised(ring(excitation, seconds, die_modes(rng, die_scale)), 1.0))
    return out


def body(rng: random.Random, seconds: float, modes: list, softness_hz: float) -> Signal:
    """What was struck answering beneath the click: its modes set ringing
    by a push softened above ``softness_hz`` (the die hits hard, but a plank
    or a bowl is moved by the whole of the blow, not its crack)."""
    return normalised(ring(lowpass(burst(rng, 0.0015, softness_hz), softness_hz), seconds, modes), 1.0)


def bounces(rng: random.Random, seconds: float, one, most: int, first_gap: float) -> Signal:
    """A strike and up to ``most`` more, each sooner and softer than the
    last: a die settling, or dice chattering. ``one(rng)`` makes a strike."""
    out = silence(seconds)
    add(out, one(rng), LEAD)
    at, gain, gap = LEAD, 1.0, jitter(rng, first_gap, 0.4)
    for _ in range(int(rng.random() * (most + 1))):
        at += gap
        gain *= 0.3 + 0.3 * rng.random()
        gap *= 0.5 + 0.3 * rng.random()
        add(out, one(rng), at, gain)
    return out


def struck(
    rng: random.Random, seconds: float, click: tuple[float, float], modes, softness_hz: float, under: float, **die
) -> Signal:
    """One strike: the die's crack (``click``: its contact's seconds and top,
    ``die``: its scale) and the body struck answering ``under`` it, its modes
    (``modes(rng)``, moved for each strike) pushed as ``body`` pushes them."""
    out = crack(rng, seconds, *click, **die)
    add(out, body(rng, seconds, modes(rng), softness_hz), 0.0, under)
    return out


def plank_modes(rng: random.Random) -> list:
    """The table's boards: a short, dry knock."""
    base = ((190.0, 0.02, 0.6), (430.0, 0.015, 0.9), (760.0, 0.01, 0.8), (1500.0, 0.006, 0.5))
    return [(jitter(rng, hz, 0.1), tau, jitter(rng, a, 0.3)) for hz, tau, a in base]


def bowl_modes(rng: random.Random) -> list:
    """The turned wooden bowl's body: hollow, a little longer than a plank's."""
    base = ((240.0, 0.032, 1.0), (520.0, 0.026, 0.7), (1150.0, 0.016, 0.45), (2100.0, 0.01, 0.3))
    return [(jitter(rng, hz, 0.06), jitter(rng, tau, 0.2), jitter(rng, a, 0.3)) for hz, tau, a in base]


def die_on_table(rng: random.Random) -> Signal:
    """A click on the boards, a short dry knock beneath it; a bounce or two."""

    def one(rng: random.Random) -> Signal:
        return struck(rng, 0.08, (0.00025, 15000.0), plank_modes, 2500.0, 0.3)

    return finish(bounces(rng, 0.14, one, 2, 0.02), 0.58, fade_out=0.01)


def die_in_bowl(rng: random.Random) -> Signal:
    """A click in the bowl, its hollow body beneath, quieter and a little
    longer than the click; a bounce or two."""

    def one(rng: random.Random) -> Signal:
        return struck(rng, 0.2, (0.0003, 14000.0), bowl_modes, 2000.0, 0.2)

    return finish(bounces(rng, 0.22, one, 2, 0.025), 0.58, fade_out=0.02)


def die_on_rim(rng: random.Random) -> Signal:
    """The rim's hard edge: a sharper, brighter click (a harder contact and a
    corner of the die), the edge's own short ring and the bowl quietly under it."""
    edge = [
        (jitter(rng, 2300.0, 0.06), 0.012, 1.0),
        (jitter(rng, 3900.0, 0.06), 0.009, 0.8),
        (jitter(rng, 5600.0, 0.06), 0.006, 0.6),
    ]

    def one(rng: random.Random) -> Signal:
        out = crack(rng, 0.16, 0.00015, 17000.0, die_scale=1.1)
        add(out, normalised(ring(burst(rng, 0.0002, 12000.0), 0.16, edge), 1.0), 0.0, 0.35)
        add(out, body(rng, 0.16, bowl_modes(rng), 1500.0), 0.0, 0.1)
        return out

    return finish(bounces(rng, 0.18, one, 1, 0.03), 0.56, fade_out=0.02)


def die_on_die(rng: random.Random) -> Signal:
    """Two hard small bodies: a chatter of bright clicks, two to four close
    together, as two dice knock and knock again."""

    def one(rng: random.Random) -> Signal:
        return crack(rng, 0.05, 0.00015, 16000.0, die_scale=1.2)

    out = silence(0.1)
    at = LEAD
    for k in range(2 + int(rng.random() * 3)):
        add(out, one(rng), at, 1.0 if k == 0 else 0.25 + 0.6 * rng.random())
        at += 0.004 + 0.014 * rng.random()
    return finish(out, 0.5, fade_out=0.008)


def die_off_table(rng: random.Random) -> Signal:
    """Out of the bowl, onto the floorboards: a duller click (a softer
    landing takes its very top) over the boards' low thud, and a bounce."""
    boards = [
        (jitter(rng, 105.0, 0.1), 0.04, 1.0),
        (jitter(rng, 235.0, 0.1), 0.03, 0.75),
        (jitter(rng, 510.0, 0.1), 0.02, 0.45),
        (jitter(rng, 880.0, 0.1), 0.012, 0.3),
    ]

    def one(rng: random.Random) -> Signal:
        return struck(rng, 0.2, (0.0004, 11000.0), lambda rng: boards, 1200.0, 0.35, die_scale=0.9)

    return finish(bounces(rng, 0.24, one, 2, 0.04), 0.55, fade_out=0.02)


# --- coins ----------------------------------------------------------------------
# A coin is a thin metal disc: its modes are bright and inharmonic.

COIN_RATIOS = ((1.0, 0.26, 1.0), (1.52, 0.18, 0.7), (2.18, 0.12, 0.55), (2.71, 0.09, 0.35), (3.27, 0.06, 0.25))


def coin(rng: random.Random, seconds: float, damping: float = 1.0) -> Signal:
    """One coin struck, ringing for ``damping`` of its free ring."""
    hz = 1900.0 + 1500.0 * rng.random()
    modes = [(jitter(rng, hz * ratio, 0.01), tau * damping, jitter(rng, a, 0.3)) for ratio, tau, a in COIN_RATIOS]
    return ring(burst(rng, 0.0002, 9000.0), seconds, modes)


def coin_to_pot(rng: random.Random) -> Signal:
    """Coins landing on the pot's coins: bright rings, one after another,
    each with a chance of a little bounce."""
    out = silence(0.9)
    at = 0.0
    for k in range(4 + int(rng.random() * 2)):
        gain = jitter(rng, 1.0 - 0.12 * k, 0.2)
        add(out, coin(rng, 0.6), at, gain)
        if rng.random() < 0.5:
            add(out, coin(rng, 0.4, 0.5), at + 0.02 + 0.03 * rng.random(), 0.35 * gain)
        at += 0.03 + 0.07 * rng.random()
    return finish(out, 0.28, fade_out=0.08)


def coin_to_purse(rng: random.Random) -> Signal:
    """A muffled jingle: coins against coins inside leather, which damps
    their rings and takes their brightness, over the purse's soft thump."""
    out = silence(0.45)
    thump = [(jitter(rng, 95.0, 0.1), 0.05, 1.0), (jitter(rng, 180.0, 0.1), 0.035, 0.6)]
    add(out, ring(burst(rng, 0.006, 700.0), 0.3, thump), 0.0, 0.3)
    at = 0.005
    for _ in range(3 + int(rng.random() * 2)):
        add(out, coin(rng, 0.25, 0.3), at, jitter(rng, 0.8, 0.25))
        at += 0.025 + 0.05 * rng.random()
    return finish(lowpass(lowpass(out, 2600.0), 3200.0), 0.42, fade_out=0.05)


# --- the creatures ----------------------------------------------------------------


def bubble(seconds: float, low: float, high: float) -> Signal:
    """A wet little pop: a tone rising fast as a bubble closes."""
    return glide(seconds, lambda t: low + (high - low) * t / seconds, lambda t: math.exp(-t / (seconds * 0.35)))


def gulp() -> Signal:
    """The toad swallows: a low, wet blip falling in pitch, a smaller one after."""
    out = silence(0.42)

    def rise(t: float) -> float:
        return min(1.0, t / 0.006)

    first = glide(
        0.25,
        lambda t: 95.0 + 230.0 * math.exp(-t / 0.05),
        lambda t: rise(t) * math.exp(-t / 0.06),
        ((1, 1.0), (2, 0.3)),
    )
    second = glide(
        0.2, lambda t: 70.0 + 140.0 * math.exp(-t / 0.04), lambda t: rise(t) * math.exp(-t / 0.05), ((1, 1.0), (2, 0.2))
    )
    add(out, first)
    add(out, second, 0.14, 0.6)
    add(out, bubble(0.025, 480.0, 900.0), 0.012, 0.18)
    add(out, bubble(0.02, 380.0, 720.0), 0.16, 0.14)
    return finish(out, 0.36, fade_out=0.05)


def tongue(rng: random.Random) -> Signal:
    """A quick wet flick: breathy noise whose colour sweeps up and back, after a wet click."""
    seconds = 0.2
    noise = [
        (2.0 * rng.random() - 1.0) * min(1.0, k / (0.015 * RATE)) * math.exp(-k / (0.045 * RATE))
        for k in range(int(seconds * RATE))
    ]

    def centre(t: float) -> float:
        return 700.0 + 1900.0 * min(1.0, t / 0.06) - 1300.0 * max(0.0, min(1.0, (t - 0.06) / 0.08))

    out = bandpass(noise, centre, 3.5)
    add(out, ring(burst(rng, 0.0006, 5000.0), 0.05, [(1400.0, 0.006, 1.0), (2600.0, 0.004, 0.6)]), 0.0, 0.25)
    return finish(out, 0.35, fade_out=0.03)


def snap(rng: random.Random) -> Signal:
    """The crocodile's jaw: wood meeting wood, a soft touch then the snap, and a low thump under it."""
    jaw = [(680.0, 0.03, 1.0), (1380.0, 0.022, 0.7), (2450.0, 0.014, 0.45), (3600.0, 0.008, 0.25)]
    out = silence(0.4)
    add(out, ring(burst(rng, 0.002, 2500.0), 0.1, jaw), 0.0, 0.3)
    add(out, ring(burst(rng, 0.0008, 6000.0), 0.25, [(hz * 1.06, tau, a) for hz, tau, a in jaw]), 0.018)
    thump = glide(0.3, lambda t: 50.0 + 40.0 * math.exp(-t / 0.03), lambda t: min(1.0, t / 0.003) * math.exp(-t / 0.08))
    add(out, thump, 0.018, 0.45)
    return finish(out, 0.55, fade_out=0.05)


# --- Spelldice's moments ----------------------------------------------------------


def hit(rng: random.Random) -> Signal:
    """A punchy thud: a low body blow falling in pitch, a short smack on top."""
    out = glide(0.35, lambda t: 48.0 + 95.0 * math.exp(-t / 0.03), lambda t: min(1.0, t / 0.002) * math.exp(-t / 0.09))
    add(out, lowpass(burst(rng, 0.008, 1600.0), 1600.0), 0.0, 0.9)
    add(out, ring(burst(rng, 0.002, 2000.0), 0.12, [(320.0, 0.03, 1.0), (710.0, 0.02, 0.6)]), 0.0, 0.5)
    return finish(out, 0.55, fade_out=0.05)


def spell(rng: random.Random) -> Signal:
    """A soft shimmer rising a fifth: a few partials, each trembling at its
    own rate beside a copy a hair off its pitch, and sparks over the top."""
    seconds = 1.1
    out = silence(seconds)

    def base(t: float) -> float:
        return 523.25 * 1.5 ** min(1.0, t / 0.8)

    def swell(t: float) -> float:
        rising = math.sin(0.5 * math.pi * min(1.0, t / 0.35)) ** 2
        falling = math.cos(0.5 * math.pi * max(0.0, min(1.0, (t - 0.7) / 0.4))) ** 2
        return rising * falling

    for number, level in ((1, 1.0), (2, 0.35), (3, 0.18), (4, 0.08)):
        for detune in (1.0, 1.004):
            rate, depth, phase = 5.0 + 4.0 * rng.random(), 0.3, 2.0 * math.pi * rng.random()
            tone = glide(
                seconds,
                lambda t, n=number, d=detune: base(t) * n * d,
                lambda t, r=rate, p=phase: swell(t) * (1.0 - 0.3 * (0.5 + 0.5 * math.sin(2 * math.pi * r * t + p))),
            )
            add(out, tone, 0.0, level * (0.5 + 0.3 * rng.random()) * (1.0 - depth * 0.5))
    for _ in range(9):
        spark = ring(burst(rng, 0.0003, 9000.0), 0.1, [(2400.0 + 3600.0 * rng.random(), 0.03, 1.0)])
        add(out, spark, 0.15 + 0.75 * rng.random(), 0.12 + 0.12 * rng.random())
    return finish(out, 0.19, fade_in=0.005, fade_out=0.05)  # it swells: a low peak is loud enough


def fall(rng: random.Random) -> Signal:
    """A descending tumble: a die knocking down a step at a time, each knock
    lower, until the last dull thud."""
    out = silence(0.9)
    at, pitch = 0.0, 1.0
    for gap in (0.085, 0.075, 0.09, 0.11, 0.14):
        step = crack(rng, 0.1, 0.0003, 13000.0, die_scale=pitch)
        add(step, body(rng, 0.1, [(hz * pitch, tau, a) for hz, tau, a in plank_modes(rng)], 2500.0), 0.0, 0.4)
        add(out, step, at, jitter(rng, 0.8, 0.2))
        at += gap
        pitch *= 0.86
    add(out, die_off_table(rng), at, 1.3)
    return finish(out, 0.5, fade_out=0.05)


# --- wins and losses: plucked notes ------------------------------------------------


def pluck(hz: float, seconds: float, sustain: float = 0.5, at: float = 0.2, bright: float = 1.0) -> Signal:
    """A plucked string: its harmonics, as loud as the pluck ``at`` its
    length makes them, each dying away faster than the one below it."""
    modes = []
    for n in range(1, 9):
        level = abs(math.sin(n * math.pi * at)) / n * bright ** (n - 1)
        modes.append((hz * n * math.sqrt(1.0 + 0.0003 * n * n), sustain / (1.0 + 0.5 * (n - 1)), level))
    impulse = [1.0, 0.6, 0.2]  # a finger, not a point: the very top is softened
    return ring(impulse, seconds, modes)


# Each note's semitones from A4 (440 Hz), in equal temperament.
SEMITONES = {"A3": -12, "D4": -7, "F4": -4, "G4": -2, "A4": 0, "B4": 2, "D5": 5, "G5": 10, "B5": 14}
NOTE = {name: 440.0 * 2 ** (steps / 12) for name, steps in SEMITONES.items()}


def motif(notes: list, seconds: float, peak: float, **style) -> Signal:
    """Plucked ``notes``, each (name, when, loudness, sustain)."""
    out = silence(seconds)
    for name, at, level, sustain in notes:
        add(out, pluck(NOTE[name], seconds - at, sustain, **style), at, level)
    return finish(out, peak, fade_out=0.3)  # the last note dies away, not cut


def win() -> Signal:
    """Up a major arpeggio to the octave."""
    notes = [("G4", 0.0, 0.8, 0.3), ("B4", 0.09, 0.8, 0.3), ("D5", 0.18, 0.85, 0.35), ("G5", 0.27, 1.0, 0.6)]
    return motif(notes, 1.1, 0.34)


def big_win() -> Signal:
    """A quicker run up two octaves' worth, then the chord strummed and left to ring."""
    run = [("G4", 0.0), ("B4", 0.07), ("D5", 0.14), ("G5", 0.21), ("B5", 0.28)]
    notes = [(name, at, 0.75, 0.3) for name, at in run]
    notes += [(name, 0.5 + 0.025 * k, 0.7, 0.9) for k, name in enumerate(("G4", "D5", "G5", "B5"))]
    return motif(notes, 2.0, 0.36)


def lose() -> Signal:
    """Down a minor triad, soft and plucked near the middle of the string:
    a sigh, not a jeer."""
    notes = [("A4", 0.0, 0.8, 0.35), ("F4", 0.2, 0.8, 0.35), ("D4", 0.4, 0.9, 0.7)]
    return motif(notes, 1.3, 0.23, at=0.45, bright=0.7)


# --- the table's small answers ------------------------------------------------------


def refusal(rng: random.Random) -> Signal:
    """Not that: a soft, low wooden tock, no buzzer."""
    modes = [(235.0, 0.05, 1.0), (590.0, 0.03, 0.55), (1080.0, 0.018, 0.3)]
    return finish(ring(burst(rng, 0.0025, 1800.0), 0.2, modes), 0.35, fade_out=0.03)


def click(rng: random.Random) -> Signal:
    """A tiny wooden tick."""
    modes = [(2200.0, 0.008, 1.0), (3500.0, 0.005, 0.6), (5100.0, 0.004, 0.4)]
    return finish(ring(burst(rng, 0.0003, 8000.0), 0.05, modes), 0.22, fade_out=0.008)


# --- the quiet room: fire and talk, looped ---------------------------------------------
# The talk (all below 1 kHz through the wall) is made at a third of the rate,
# which is plenty for it and three times quicker, then brought up to RATE.

SLOW = 3
VOWELS = ((730.0, 1090.0), (530.0, 1840.0), (300.0, 2200.0), (570.0, 840.0), (300.0, 870.0), (660.0, 1700.0))


def room(rng: random.Random) -> Signal:
    """Soft fire crackle over the low murmur of a tavern, seamless as a loop:
    made a little longer than the loop, its extra end faded into its start."""
    length = int((ROOM_SECONDS + CROSSFADE_SECONDS) * RATE) // SLOW * SLOW
    slow = [0.0] * (length // SLOW)
    for _ in range(4):
        voice = talker(rng, len(slow))
        for k, x in enumerate(voice):
            slow[k] += x
    fire_bed = embers(rng, len(slow))
    for k, x in enumerate(fire_bed):
        slow[k] += 0.07 * x  # under the talk
    out = upsampled(slow)
    add(out, crackles(rng, length / RATE), 0.0, 0.12)
    out = lowpass(highpass(out, 40.0), 5000.0)
    loop = seamless(out, int(ROOM_SECONDS * RATE))
    mean = sum(loop) / len(loop)
    loop = [x - mean for x in loop]
    rms = math.sqrt(sum(x * x for x in loop) / len(loop))
    return [x * 0.01 / rms for x in loop]  # far below the table's sounds


def talker(rng: random.Random, length: int) -> Signal:
    """One voice across the room: phrases of syllables with pauses between,
    a buzzing voice through two vowel resonances that change each syllable."""
    rate = RATE / SLOW
    out = [0.0] * length
    pitch = 95.0 + 115.0 * rng.random()
    level = 0.5 + 0.5 * rng.random()
    t = 2.0 * rng.random()
    phase = 0.0
    while t * rate < length:
        phrase_end = t + 1.2 + 2.3 * rng.random()
        while t < phrase_end:
            syllable = 0.12 + 0.18 * rng.random()
            first, second = VOWELS[int(rng.random() * len(VOWELS))]
            glide_to = pitch * (0.9 + 0.25 * rng.random())
            start, stop = int(t * rate), min(length, int((t + syllable) * rate))
            filters = [resonance(first * jitter(rng, 1.0, 0.1), 5.0), resonance(second * jitter(rng, 1.0, 0.1), 8.0)]
            loud = level * (0.5 + 0.5 * rng.random())
            for k in range(start, stop):
                shape = math.sin(math.pi * (k - start) / (stop - start)) ** 2
                phase += 2.0 * math.pi * glide_to / rate
                buzz = (0.5 + 0.5 * math.cos(phase)) ** 6 - 0.23 + 0.15 * (2.0 * rng.random() - 1.0)
                out[k] += loud * shape * (filters[0](buzz) + 0.5 * filters[1](buzz))
            t += syllable + 0.02 * rng.random()
        t += 0.6 + 1.9 * rng.random()
    return out


def resonance(hz: float, q: float):
    """One fixed band-pass at the slow rate, as a function of the next sample."""
    rate = RATE / SLOW
    w = 2.0 * math.pi * hz / rate
    alpha = math.sin(w) / (2.0 * q)
    norm = 1.0 + alpha
    b0, a1, a2 = alpha / norm, -2.0 * math.cos(w) / norm, (1.0 - alpha) / norm
    state = [0.0, 0.0, 0.0, 0.0]  # x1, x2, y1, y2

    def step(x: float) -> float:
        x1, x2, y1, y2 = state
        y = b0 * (x - x2) - a1 * y1 - a2 * y2
        state[:] = [x, x1, y, y1]
        return y

    return step


def embers(rng: random.Random, length: int) -> Signal:
    """The fire's low breath: deep noise, swelling and sinking slowly."""
    rate = RATE / SLOW
    swells = [(0.2 + 1.2 * rng.random(), 2.0 * math.pi * rng.random()) for _ in range(3)]
    out = []
    y = low = 0.0
    a = 1.0 - math.exp(-2.0 * math.pi * 300.0 / rate)
    for k in range(length):
        t = k / rate
        y = 0.995 * y + (2.0 * rng.random() - 1.0)  # a deep, leaky sum of noise
        low += a * (y - low)
        breath = 0.6 + 0.4 * sum(math.sin(2.0 * math.pi * hz * t + p) for hz, p in swells) / 3
        out.append(0.08 * low * breath)
    return out


def crackles(rng: random.Random, seconds: float) -> Signal:
    """Embers popping: short bright ticks at random, now and then a
    cluster, rarely a louder snap of a log."""
    out = silence(seconds)
    t = rng.random() * 0.2
    while t < seconds - 0.1:
        loud = 0.15 * 6.0 ** rng.random()  # mostly faint
        for _ in range(1 + int(rng.random() ** 2 * 4)):
            hz = 1200.0 + 3300.0 * rng.random()
            pop = ring(burst(rng, 0.0002 + 0.001 * rng.random(), 7000.0), 0.02, [(hz, 0.003, 1.0)])
            add(out, pop, t, loud * jitter(rng, 1.0, 0.5))
            t += 0.003 + 0.012 * rng.random()
        if rng.random() < 0.05:
            log = ring(burst(rng, 0.001, 3000.0), 0.06, [(600.0 + 600.0 * rng.random(), 0.012, 1.0)])
            add(out, log, t, 0.7)
        t += -math.log(1.0 - rng.random()) / 7.0  # about seven a second, at random
    return out


def upsampled(slow: Signal) -> Signal:
    """From the slow rate to RATE, along straight lines between samples."""
    out = []
    for k in range(len(slow)):
        here, there = slow[k], slow[k + 1] if k + 1 < len(slow) else slow[k]
        out += [here + (there - here) * j / SLOW for j in range(SLOW)]
    return out


def seamless(signal: Signal, length: int) -> Signal:
    """The first ``length`` samples with what follows them faded into their
    start (equal power): played round, the end runs on into the start."""
    overlap = len(signal) - length
    loop = signal[:length]
    for k in range(overlap):
        angle = 0.5 * math.pi * k / overlap
        loop[k] = signal[k] * math.sin(angle) + signal[length + k] * math.cos(angle)
    return loop


# --- every file -------------------------------------------------------------------------


def takes(make, count: int, seed: int) -> list:
    """``count`` takes of one sound, each from its own seed."""
    return [make(random.Random(seed + k)) for k in range(count)]


def synthesise() -> dict[str, bytes]:
    """Every sound file, by its name in resources/sounds."""
    sounds: dict[str, Signal] = {}
    impacts = {
        "die_on_table": (die_on_table, 100),
        "die_in_bowl": (die_in_bowl, 200),
        "die_on_rim": (die_on_rim, 300),
        "die_on_die": (die_on_die, 400),
        "die_off_table": (die_off_table, 500),
    }
    for name, (make, seed) in impacts.items():
        for k, signal in enumerate(takes(make, TAKES, seed), start=1):
            sounds[f"{name}_{k}"] = signal
    for name, make, seed in (("coin_to_pot", coin_to_pot, 600), ("coin_to_purse", coin_to_purse, 700)):
        for k, signal in enumerate(takes(make, COIN_TAKES, seed), start=1):
            sounds[f"{name}_{k}"] = signal
    sounds["gulp"] = gulp()
    sounds["tongue"] = tongue(random.Random(800))
    sounds["snap"] = snap(random.Random(810))
    sounds["hit"] = hit(random.Random(900))
    sounds["spell"] = spell(random.Random(910))
    sounds["fall"] = fall(random.Random(920))
    sounds["win"] = win()
    sounds["big_win"] = big_win()
    sounds["lose"] = lose()
    sounds["refusal"] = refusal(random.Random(1000))
    sounds["click"] = click(random.Random(1010))
    sounds["room"] = room(random.Random(1100))
    return {f"{name}.wav": wav_bytes(signal) for name, signal in sounds.items()}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    files = synthesise()
    for old in OUT.glob("*.wav"):
        if old.name not in files:
            old.unlink()  # a sound no longer made
    for name, data in files.items():
        (OUT / name).write_bytes(data)
    size = sum(len(data) for data in files.values())
    print(f"{len(files)} sounds written to {OUT.relative_to(ROOT)} ({size / 1e6:.2f} MB)", file=sys.stdout)


if __name__ == "__main__":
    main()
