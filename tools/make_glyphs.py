"""Extract the outlines of the few glyphs the tile art needs into ``glyphs.json``.

Run once by a developer (never at run time)::

    apt-get install fonts-noto-cjk          # Debian, SIL Open Font License 1.1
    python tools/make_glyphs.py

The tile faces need about thirty Chinese characters (numerals, 萬, winds, dragons, flowers and
seasons) and a handful of Latin letters and digits for the corner index. Shipping their outlines
as path data (a few tens of kilobytes) means the game never depends on a font installed on the
player's machine. The characters come from Noto Serif CJK TC Bold (traditional forms: 萬 發 蘭),
the Latin letters from Noto Sans CJK TC Bold; both are under the SIL OFL 1.1, whose text is
shipped next to the data (``LICENSE-OFL.txt``).

Output coordinates are font units (1000 per em) with the y axis pointing down and 0 at the top
of the ideographic em box, so a glyph drawn at scale ``s`` fills an ``s * 1000`` square.
Commands are only ``M L Q C Z`` with integer coordinates, to keep the run-time parser trivial.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "mahjong_qt" / "ui" / "glyph_data"
FONT_DIR = Path("/usr/share/fonts/opentype/noto")

CJK_CHARS = "一二三四五六七八九萬東南西北中發梅蘭菊竹春夏秋冬"
LATIN_CHARS = "0123456789ENSWORGVB"

SOURCES = {
    "cjk": (FONT_DIR / "NotoSerifCJK-Bold.ttc", "Noto Serif CJK TC", CJK_CHARS),
    "latin": (FONT_DIR / "NotoSansCJK-Bold.ttc", "Noto Sans CJK TC", LATIN_CHARS),
}


class _PathPen(BasePen):
    """Collects an outline as ``M L Q C Z`` tokens, flipping y so that it points down."""

    def __init__(self, glyph_set, top: int) -> None:
        super().__init__(glyph_set)
        self.top = top
        self.tokens: list[str] = []

    def _pt(self, pt) -> list[str]:
        x, y = pt
        return [str(round(x)), str(round(self.top - y))]

    def _moveTo(self, pt) -> None:
        self.tokens += ["M", *self._pt(pt)]

    def _lineTo(self, pt) -> None:
        self.tokens += ["L", *self._pt(pt)]

    def _qCurveToOne(self, pt1, pt2) -> None:
        self.tokens += ["Q", *self._pt(pt1), *self._pt(pt2)]

    def _curveToOne(self, pt1, pt2, pt3) -> None:
        self.tokens += ["C", *self._pt(pt1), *self._pt(pt2), *self._pt(pt3)]

    def _closePath(self) -> None:
        self.tokens.append("Z")

    _endPath = _closePath


def _open_face(path: Path, family: str) -> TTFont:
    for font in TTCollection(str(path)).fonts:
        if font["name"].getDebugName(1) == family:
            return font
    raise SystemExit(f"{family} not found in {path}")


def extract() -> dict:
    """Return the JSON document with every glyph of :data:`SOURCES`."""
    glyphs: dict[str, dict] = {}
    fonts: dict[str, str] = {}
    for key, (path, family, chars) in SOURCES.items():
        font = _open_face(path, family)
        em = font["head"].unitsPerEm
        if em != 1000:
            raise SystemExit(f"{family}: expected 1000 units per em, got {em}")
        top = font["OS/2"].sTypoAscender  # top of the ideographic em box (880 in Noto CJK)
        cmap = font.getBestCmap()
        glyph_set = font.getGlyphSet()
        fonts[key] = f"{family} {font['name'].getDebugName(2)} {font['name'].getDebugName(5)}"
        for char in chars:
            name = cmap[ord(char)]
            pen = _PathPen(glyph_set, top)
            glyph_set[name].draw(pen)
            glyphs[char] = {
                "font": key,
                "advance": glyph_set[name].width,
                "d": " ".join(pen.tokens),
            }
    return {
        "format": 1,
        "units_per_em": 1000,
        "fonts": fonts,
        "license": "SIL Open Font License 1.1, see LICENSE-OFL.txt",
        "glyphs": glyphs,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR / "glyphs.json")
    args = parser.parse_args()
    data = extract()
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    args.out.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {len(data['glyphs'])} glyphs, {len(text.encode())} bytes to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
