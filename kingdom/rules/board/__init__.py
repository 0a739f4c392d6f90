"""The board of Arthurian Britain: squares, terrain, features, rivers and river sides.

House 5 (RULES.md section 10): the printed board is not in the rulebook, so the project keeps
its own board in ``fixtures/board.json``. This package loads it into frozen value types
(``squares``), derives the movement graph once (``loading``, when a ``model.Board`` is made),
checks the properties the rules rely on (``checks``) and draws it in ASCII (``drawing``); its
modules import one way (.importlinter "board-layers"). Standard library only: the engine, the
API and the admin all load the board through :meth:`Board.from_dict`.

Squares
    A square grid; columns are letters (``A`` = column 1), rows are numbered from 1 in the
    north. A square's stable name is column letter + row number (``K14``); the API and the
    record card use it.

Rivers and their sides (rule 9 ii, rule 11)
    A river is a path of orthogonally consecutive squares from its *source* (the first square:
    the river rises there and does not split it) to its last square, whose ``mouth`` edge faces
    the sea. Every other river square is split by the river into two *sides*, unless it holds a
    bridge: "military pieces can only move across rivers via squares containing bridges", and
    forces on the two sides of a square without a bridge are not in contact.

    The model: the river enters a split square through the middle of one edge (towards the
    previous square) and leaves through the middle of another (towards the next square, or the
    mouth edge). Each square has 8 half-edges, clockwise from the north-west::

        0 N-west  1 N-east  2 E-north  3 E-south  4 S-east  5 S-west  6 W-south  7 W-north

    The two cut points split this ring into two arcs; each arc is one side. A side is named by
    the full edges it contains (a river from W to E gives sides ``N`` and ``S``), or, when it
    contains no full edge, by its corner (a bend from N to E gives sides ``NE`` and ``SW``).

Nodes
    A piece stands on a *node*: ``"K14"`` for an unsplit land square, ``"K14/N"`` for a side of
    a split square. Sea squares have no node (house 5: the sea is impassable). Two orthogonally
    adjacent land squares P and Q are joined half-edge by half-edge: the node of P owning a half
    of their common edge is a neighbour of the node of Q owning the matching half.
"""

from kingdom.rules.board.checks import check_properties, starting_incomes
from kingdom.rules.board.drawing import ascii_map
from kingdom.rules.board.model import Board
from kingdom.rules.board.squares import (
    COMMODITIES,
    DEFAULT_TAXES,
    EDGES,
    BoardError,
    Castle,
    MysticSite,
    River,
    Square,
    Terrain,
    Village,
    side_names,
    square_name,
)

__all__ = [
    "COMMODITIES",
    "DEFAULT_TAXES",
    "EDGES",
    "Board",
    "BoardError",
    "Castle",
    "MysticSite",
    "River",
    "Square",
    "Terrain",
    "Village",
    "ascii_map",
    "check_properties",
    "side_names",
    "square_name",
    "starting_incomes",
]
