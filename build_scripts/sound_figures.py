"""Measure the game's sounds without listening: for each file its rate and
length, its spectral centroid, the share of its energy above 5 kHz, and how
long it takes to fall 40 dB from its loudest moment.

Run from the project root: ``python build_scripts/sound_figures.py [FOLDER]``
(resources/sounds by default) prints one line a file. tests/test_sounds.py
holds the strikes to bounds with these same functions, and tests the
functions themselves on signals whose figures are known.

Only the standard library: a small radix-2 FFT over short Hann-windowed
frames is quick enough for files a fraction of a second long, and keeps the
game free of numpy.
"""

from __future__ import annotations

import cmath
import math
import struct
import sys
import wave
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "sounds"
FRAME = 1024  # samples a frame: 23 ms at 44.1 kHz, short enough to follow a click, fine enough in frequency
BRIGHT_HZ = 5000.0  # "energy above 5 kHz": where a click's crack lives and a woodblock's tok does not
DROP_DB = 40.0
ENVELOPE_SECONDS = 0.002  # the loudness is followed in steps this short: a click rises in well under one
MERGED_SECONDS = 0.003  # two onsets closer than this are one click


class Figures(NamedTuple):  # a NamedTuple, not a dataclass: the tests load this script by its path
    rate: int
    seconds: float
    centroid_hz: float
    above_5k: float  # share of the energy, 0 to 1
    decay_s: float  # from the loudest moment until it stays 40 dB below it


def read(path: Path) -> tuple[int, list[float]]:
    """A 16-bit mono WAV file's rate and samples (full scale is 1)."""
    with wave.open(str(path)) as wav:
        if wav.getnchannels() != 1 or wav.getsampwidth() != 2:
            raise ValueError(f"{path.name}: not 16-bit mono")
        frames = wav.readframes(wav.getnframes())
        rate = wav.getframerate()
    return rate, [value / 32768 for value in struct.unpack(f"<{len(frames) // 2}h", frames)]


def fft(values: list[complex]) -> list[complex]:
    """The discrete Fourier transform, iterative radix-2 (the length a power of two)."""
    n = len(values)
    out = list(values)
    j = 0
    for i in range(1, n):  # bit-reversed order, so the butterflies work in place
        bit = n >> 1
        while j & bit:
            j ^= bit
            bit >>= 1
        j |= bit
        if i < j:
            out[i], out[j] = out[j], out[i]
    size = 2
    while size <= n:
        step = cmath.exp(-2j * math.pi / size)
        half = size // 2
        twiddles = [step**k for k in range(half)]
        for start in range(0, n, size):
            for k in range(half):
                a, b = out[start + k], out[start + k + half] * twiddles[k]
                out[start + k], out[start + k + half] = a + b, a - b
        size *= 2
    return out


def power_spectrum(signal: list[float], frame: int = FRAME) -> list[float]:
    """Energy at each of the ``frame // 2 + 1`` frequencies, summed over
    Hann-windowed frames half a frame apart: the loud moments weigh most, as
    they do to the ear."""
    window = [0.5 - 0.5 * math.cos(2.0 * math.pi * k / frame) for k in range(frame)]
    padded = [0.0] * (frame // 2) + signal + [0.0] * frame  # the first and last samples fall mid-frame too
    power = [0.0] * (frame // 2 + 1)
    for start in range(0, len(padded) - frame, frame // 2):
        chunk = padded[start : start + frame]
        if not any(chunk):
            continue  # silence adds nothing; skipping it keeps long tails cheap
        spectrum = fft([x * w for x, w in zip(chunk, window)])
        for k in range(len(power)):
            power[k] += abs(spectrum[k]) ** 2
    return power


def centroid(power: list[float], rate: int) -> float:
    """The spectrum's centre of mass, in Hz: where a sound's brightness sits."""
    step = rate / (2 * (len(power) - 1))
    total = sum(power)
    return sum(k * step * p for k, p in enumerate(power)) / total if total else 0.0


def share_above(power: list[float], rate: int, hz: float = BRIGHT_HZ) -> float:
    step = rate / (2 * (len(power) - 1))
    total = sum(power)
    return sum(p for k, p in enumerate(power) if k * step >= hz) / total if total else 0.0


def envelope(signal: list[float], rate: int, seconds: float = ENVELOPE_SECONDS) -> list[float]:
    """The RMS of each step of ``seconds``."""
    width = max(1, int(seconds * rate))
    return [
        math.sqrt(sum(x * x for x in signal[k : k + width]) / width) for k in range(0, len(signal) - width + 1, width)
    ]


def decay_seconds(signal: list[float], rate: int, drop_db: float = DROP_DB) -> float:
    """From the loudest step to the last step within ``drop_db`` of it: how
    long the sound lasts to the ear, its rattle and its ringing both."""
    levels = envelope(signal, rate)
    loudest = max(range(len(levels)), key=levels.__getitem__)
    floor = levels[loudest] * 10 ** (-drop_db / 20)
    last = max(k for k, level in enumerate(levels) if level >= floor)
    return (last - loudest + 1) * ENVELOPE_SECONDS


def onsets(signal: list[float], rate: int, rise_db: float = 6.0, within_db: float = 20.0) -> list[float]:
    """When each click starts, in seconds: each millisecond whose level is
    ``rise_db`` over the one before and within ``within_db`` of the loudest.
    The level is of the signal's steps from sample to sample, which keep a
    click's crack and hush a body's low ringing (a 100 Hz thud's level,
    read a millisecond at a time, swells and sinks with its phase)."""
    step = 0.001
    levels = envelope([b - a for a, b in zip(signal, signal[1:])], rate, step)
    floor = max(levels) * 10 ** (-within_db / 20)
    rise = 10 ** (rise_db / 20)
    starts: list[float] = []
    for k in range(1, len(levels)):
        if levels[k] >= floor and levels[k] >= rise * levels[k - 1]:
            if starts and k * step - starts[-1] <= MERGED_SECONDS:
                continue  # the same click, across the edge of two steps
            starts.append(k * step)
    return starts


def figures(path: Path) -> Figures:
    rate, signal = read(path)
    power = power_spectrum(signal)
    return Figures(
        rate, len(signal) / rate, centroid(power, rate), share_above(power, rate), decay_seconds(signal, rate)
    )


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else FOLDER
    print(f"{'file':<22} {'rate':>6} {'s':>6} {'centroid':>9} {'>5kHz':>6} {'-40dB':>7}")
    for path in sorted(folder.glob("*.wav")):
        if path.name.startswith("room"):
            continue  # the loop is twelve seconds of murmur: no strike, and slow to measure
        f = figures(path)
        print(
            f"{path.name:<22} {f.rate:>6} {f.seconds:>6.3f} {f.centroid_hz:>7.0f}Hz"
            f" {f.above_5k:>6.3f} {f.decay_s * 1000:>5.0f}ms"
        )


if __name__ == "__main__":
    main()
