"""The board's preview in the admin, drawn with the editor's own symbols.

The terrain is written with the characters of the board's legend (the ones the curator types
in the map: `.` sea, `p` plain, …), so that the map and its preview read alike; castles,
villages and mystic sites are drawn over their square, and a second character marks the
rivers. The legend under it lists every symbol the preview uses.
"""

from __future__ import annotations

from kingdom.rules.board import Board, square_name

#: drawn over the terrain, one character a square
FEATURES = {
    "camelot": ("*", "Camelot"),
    "castle": ("C", "castle"),
    "gold": ("$", "gold village"),
    "village": ("v", "village"),
    "site": ("o", "mystic site"),
}
#: the second character of a square
WATER = {"~": "river", "=": "bridge", "@": "river source"}


def terrain_symbols(legend: dict[str, str]) -> dict[str, str]:
    """Terrain → the legend's character for it (the first, if the legend gives several)."""
    symbols: dict[str, str] = {}
    for char, terrain in legend.items():
        symbols.setdefault(terrain, char)
    return symbols


def board_preview(board: Board, legend: dict[str, str]) -> str:
    """Two characters a square: the terrain (legend) or feature, then the water."""
    symbols = terrain_symbols(legend)
    header = "    " + "".join(f"{chr(ord('A') + c)} " for c in range(board.columns))
    lines = [header.rstrip()]
    for row in range(1, board.rows + 1):
        cells = []
        for col in range(1, board.columns + 1):
            name = square_name(col, row)
            mark = symbols.get(str(board.terrain(name)), "?")
            castle, village = board.castle_at(name), board.village_at(name)
            if castle is not None:
                mark = FEATURES["camelot" if castle.camelot else "castle"][0]
            elif village is not None:
                mark = FEATURES["gold" if village.commodity == "gold" else "village"][0]
            elif board.mystic_site_at(name) is not None:
                mark = FEATURES["site"][0]
            river = board.river_at(name)
            water = " "
            if river is not None:
                water = "@" if name == river.source else "=" if board.is_bridge(name) else "~"
            cells.append(mark + water)
        lines.append(f"{row:>3} " + "".join(cells).rstrip())
    return "\n".join(lines)


def legend_entries(legend: dict[str, str]) -> list[tuple[str, str]]:
    """Every symbol of the preview and what it stands for, the map's terrain first."""
    terrain = [(char, name) for name, char in terrain_symbols(legend).items()]
    features = list(FEATURES.values())
    water = [(f"·{char}", f"{name} (second character)") for char, name in WATER.items()]
    return terrain + features + water
