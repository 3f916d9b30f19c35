"""A picture as it is seen with a colour vision deficiency: protanopia,
deuteranopia or tritanopia, at full severity (Machado, Oliveira and
Fernandes' matrices, applied to linear light). For `shot --vision` and for
the test that checks nothing at a table is told apart by colour alone."""

from __future__ import annotations

from PIL import Image

MATRICES = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
VISIONS = tuple(MATRICES)


def _to_linear(v: int) -> float:
    c = v / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(c: float) -> int:
    c = min(1.0, max(0.0, c))
    v = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(v * 255)


_LINEAR = [_to_linear(v) for v in range(256)]
_SRGB = [_to_srgb(k / 4095) for k in range(4096)]  # linear light in 4096 steps back to 8 bits


def seen_with(image: Image.Image, vision: str) -> Image.Image:
    """``image`` (RGB or RGBA) as seen with ``vision``; its alpha kept."""
    rows = MATRICES[vision]
    rgba = image.convert("RGBA")
    out = []
    for r, g, b, a in rgba.getdata():  # type: ignore[attr-defined]  # Pillow's stub: its pixels, iterated
        lr, lg, lb = _LINEAR[r], _LINEAR[g], _LINEAR[b]
        out.append(
            tuple(_SRGB[max(0, min(4095, round((m[0] * lr + m[1] * lg + m[2] * lb) * 4095)))] for m in rows) + (a,)
        )
    seen = Image.new("RGBA", rgba.size)
    seen.putdata(out)
    return seen if image.mode == "RGBA" else seen.convert(image.mode)
