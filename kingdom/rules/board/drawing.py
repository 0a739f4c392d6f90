"""The board drawn in ASCII, one character a square (for tests, logs and the terminal)."""

from __future__ import annotations

from kingdom.rules.board.model import Board
from kingdom.rules.board.squares import Terrain, square_name

_FEATURE_MARKS = {"camelot": "*", "castle": "C", "village": "v", "gold": "$", "site": "o"}
_TERRAIN_MARKS = {
    Terrain.SEA: " ",
    Terrain.PLAIN: ".",
    Terrain.FOREST: "f",
    Terrain.MARSH: "m",
    Terrain.MOUNTAIN: "^",
}


def ascii_map(board: Board) -> str:
    """A two-characters-per-square picture of the board, for people and debugging.

    First character: terrain (blank sea, ``.`` plain, ``f`` forest, ``m`` marsh, ``^``
    mountain) or feature (``*`` Camelot, ``C`` castle, ``v`` village, ``$`` gold village,
    ``o`` mystic site). Second: ``~`` river, ``=`` bridge, ``@`` river source.
    """
    header = "    " + "".join(f"{chr(ord('A') + c)} " for c in range(board.columns))
    lines = [header.rstrip()]
    for row in range(1, board.rows + 1):
        cells = []
        for col in range(1, board.columns + 1):
            name = square_name(col, row)
            mark = _TERRAIN_MARKS[board.terrain(name)]
            castle, village = board.castle_at(name), board.village_at(name)
            if castle is not None:
                mark = _FEATURE_MARKS["camelot" if castle.camelot else "castle"]
            elif village is not None:
                mark = _FEATURE_MARKS["gold" if village.commodity == "gold" else "village"]
            elif board.mystic_site_at(name) is not None:
                mark = _FEATURE_MARKS["site"]
            river = board.river_at(name)
            water = " "
            if river is not None:
                water = "@" if name == river.source else "=" if board.is_bridge(name) else "~"
            cells.append(mark + water)
        lines.append(f"{row:>3} " + "".join(cells).rstrip())
    return "\n".join(lines)
