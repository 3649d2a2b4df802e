"""Every tile style the game offers: ours (:mod:`.tile_style`) and the KMahjongg tile sets found
on the machine, and the one way to make a renderer for a style id (issue 17).

Our styles come first and stay the default; an id that is neither ours nor a readable tile set
falls back to the default style, so old or moved settings never break the board.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..core.kmahjongg_art import TileSetInfo, find_tilesets
from .svg_tile_renderer import SvgTileRenderer, TileSetError
from .tile_metrics import THREE_D, TileGeometry
from .tile_renderer import DEFAULT_CACHE_BYTES, TileRenderer
from .tile_style import DEFAULT_STYLE, STYLES

__all__ = ["StyleChoice", "style_choices", "make_tile_renderer"]


@dataclass(frozen=True, slots=True)
class StyleChoice:
    """One entry of the tile style list: ``author`` is empty for our own styles."""

    id: str
    name: str
    author: str = ""
    tileset: TileSetInfo | None = None


def style_choices(lang: str, environ: Mapping[str, str] | None = None) -> list[StyleChoice]:
    """Our styles (translated names), then the machine's KMahjongg tile sets (by name)."""
    ours = [StyleChoice(s.id, s.display_name()) for s in STYLES.values()]
    found = sorted(find_tilesets(environ), key=lambda t: t.name(lang).casefold())
    return ours + [StyleChoice(t.id, t.name(lang), t.author, t) for t in found]


def make_tile_renderer(
    style_id: str,
    *,
    corner_index: bool = True,
    lang: str = "en",
    index_scale: float = 1.0,
    heavy_index: bool = False,
    cache_bytes: int = DEFAULT_CACHE_BYTES,
    environ: Mapping[str, str] | None = None,
    geometry: TileGeometry = THREE_D,
) -> TileRenderer:
    """The renderer for ``style_id``: one of ours, a KMahjongg tile set, else the default.
    ``index_scale`` and ``heavy_index`` size the corner index (large print), on every set."""
    if style_id not in STYLES:
        info = next((t for t in find_tilesets(environ) if t.id == style_id), None)
        if info is not None:
            try:
                svg = SvgTileRenderer(
                    info,
                    corner_index=corner_index,
                    lang=lang,
                    cache_bytes=cache_bytes,
                    geometry=geometry,
                )
            except TileSetError:
                pass
            else:
                svg.index_scale, svg.heavy_index = index_scale, heavy_index
                return svg
        style_id = DEFAULT_STYLE
    return TileRenderer(
        style_id,
        corner_index=corner_index,
        lang=lang,
        index_scale=index_scale,
        heavy_index=heavy_index,
        cache_bytes=cache_bytes,
        geometry=geometry,
    )
