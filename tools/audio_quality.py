#!/usr/bin/env python3
"""How close encoded audio is to its input, for choosing an encoder's
settings (doc/m4b.md): the waveform's SNR and the log-spectral distance
(LSD, dB) over speech frames, each file decoded by ffmpeg at the input's
rate and aligned to it; and the input's share of energy above 4 kHz (what
an 8 kHz rate would drop).  Needs ffmpeg and python3-numpy.

    audio_quality.py INPUT ENCODED...
"""
import subprocess
import sys

import numpy as np

RATE = 11025  # the chapters' MP3 rate; every file is decoded at it
FRAME, HOP = 512, 256


def pcm(path):
    raw = subprocess.run(["ffmpeg", "-nostdin", "-v", "error", "-i", path, "-ar", str(RATE),
                          "-ac", "1", "-f", "s16le", "-"], capture_output=True, check=True).stdout
    return np.frombuffer(raw, np.int16).astype(np.float64)


def power_spectra(x):
    k = (len(x) - FRAME) // HOP
    idx = np.arange(FRAME)[None, :] + HOP * np.arange(k)[:, None]
    return np.abs(np.fft.rfft(x[idx] * np.hanning(FRAME), axis=1)) ** 2


def best_lag(ref, y):
    """The lag of y (an encoder's delay left in) that best matches ref, over
    ten seconds of speech a minute in."""
    seg = slice(RATE * 60, RATE * 70)
    if len(ref) < seg.stop + 2048 or len(y) < seg.stop + 2048:
        seg = slice(2048, min(len(ref), len(y)) - 2048)
    return max(range(-2048, 2049), key=lambda lag: np.dot(ref[seg], y[seg.start + lag:seg.stop + lag]))


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    ref = pcm(sys.argv[1])
    spectra = power_spectra(ref)
    energy = spectra.sum(axis=1)
    speech = energy > energy.max() * 1e-5
    freqs = np.fft.rfftfreq(FRAME, 1 / RATE)
    print(f"{sys.argv[1]}: energy above 4 kHz {100 * spectra[:, freqs > 4000].sum() / spectra.sum():.2f} %")
    for path in sys.argv[2:]:
        y = pcm(path)
        lag = best_lag(ref, y)
        n = min(len(ref), len(y))
        a = ref[max(0, -lag):n - max(0, lag)]
        b = y[max(0, lag):max(0, lag) + len(a)]
        snr = 10 * np.log10((a ** 2).sum() / ((a - b) ** 2).sum())
        sa, sb = power_spectra(a), power_spectra(b)
        m = speech[:len(sa)]
        lsd = np.sqrt(((10 * np.log10((sa[m] + 1e-3) / (sb[m] + 1e-3))) ** 2).mean(axis=1)).mean()
        print(f"{path}: lag {lag}, {len(y) / RATE:.2f} s (input {len(ref) / RATE:.2f} s), "
              f"SNR {snr:.1f} dB, LSD {lsd:.2f} dB")


main()
