"""The board drawn in ASCII, one character a square (for tests, logs and the terminal)."""

from __future__ import annotations

from collections.abc import Mapping

from kingdom.rules.board.model import Board
from kingdom.rules.board.squares import Terrain, square_name

#: drawn over the terrain, one character a square: the mark and what it stands for
FEATURES = {
    "camelot": ("*", "Camelot"),
    "castle": ("C", "castle"),
    "gold": ("$", "gold village"),
    "village": ("v", "village"),
    "site": ("o", "mystic site"),
}
#: the second character of a square
WATER = {"~": "river", "=": "bridge", "@": "river source"}
TERRAIN_MARKS: dict[str, str] = {
    Terrain.SEA: " ",
    Terrain.PLAIN: ".",
    Terrain.FOREST: "f",
    Terrain.MARSH: "m",
    Terrain.MOUNTAIN: "^",
}


def ascii_map(board: Board, terrain_marks: Mapping[str, str] | None = None) -> str:
    """A two-characters-per-square picture of the board, for people and debugging (and, with
    the curator's own legend as `terrain_marks`, the admin's preview of the map).

    First character: terrain (by default blank sea, ``.`` plain, ``f`` forest, ``m`` marsh,
    ``^`` mountain; ``?`` a terrain the marks lack) or feature (``*`` Camelot, ``C`` castle,
    ``v`` village, ``$`` gold village, ``o`` mystic site). Second: ``~`` river, ``=`` bridge,
    ``@`` river source.
    """
    marks: Mapping[str, str] = TERRAIN_MARKS if terrain_marks is None else terrain_marks
    header = "    " + "".join(f"{chr(ord('A') + c)} " for c in range(board.columns))
    lines = [header.rstrip()]
    for row in range(1, board.rows + 1):
        cells = [
            _square(board, square_name(col, row), marks) for col in range(1, board.columns + 1)
        ]
        lines.append(f"{row:>3} " + "".join(cells).rstrip())
    return "\n".join(lines)


def _square(board: Board, name: str, marks: Mapping[str, str]) -> str:
    mark = marks.get(str(board.terrain(name)), "?")
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
    return mark + water
