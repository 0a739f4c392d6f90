"""The board of Arthurian Britain (house 5) and the river-side model of rule 9 ii.

Two parts: the real fixtures (``fixtures/board.json`` and ``fixtures/challengers.json``) keep
every property of RULES.md section 10, checked one by one; and tiny hand-made boards pin down
how a river splits a square into sides and how the sides join their neighbours.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections import deque
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from kingdom.rules.board import (
    COMMODITIES,
    DEFAULT_TAXES,
    Board,
    BoardError,
    Castle,
    Terrain,
    Village,
    ascii_map,
    check_properties,
    side_names,
    starting_incomes,
)

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "fixtures"
BOARD_DATA: dict[str, Any] = json.loads((FIXTURES / "board.json").read_text(encoding="utf-8"))
CHALLENGERS: list[dict[str, Any]] = json.loads(
    (FIXTURES / "challengers.json").read_text(encoding="utf-8")
)
BOARD = Board.from_dict(BOARD_DATA)
LEGEND = {".": "sea", "p": "plain", "f": "forest", "m": "marsh", "h": "mountain"}


def distances(board: Board, start: str, avoid: frozenset[str] = frozenset()) -> dict[str, int]:
    """Steps from ``start`` to every node reachable without entering a square in ``avoid``."""
    found = {start: 0}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for other in board.neighbours(node):
            if other not in found and board.node_square(other) not in avoid:
                found[other] = found[node] + 1
                queue.append(other)
    return found


def owners() -> dict[str, str]:
    return {name: c["key"] for c in CHALLENGERS for name in c["villages"]}


# ------------------------------------------------------------------------- the real board


def test_the_fixtures_keep_every_property_of_house_5():
    assert check_properties(BOARD, CHALLENGERS) == []


def test_the_board_round_trips_through_its_json_form():
    assert BOARD.to_dict() == BOARD_DATA
    assert Board.from_dict(BOARD.to_dict()) == BOARD
    assert hash(Board.from_dict(BOARD_DATA)) == hash(BOARD)


def test_the_grid_is_18_columns_by_26_rows_with_stable_names():
    assert (BOARD.columns, BOARD.rows) == (18, 26)
    assert len(BOARD.squares) == 18 * 26
    k14 = BOARD.square("K14")
    assert (k14.name, k14.col, k14.row, k14.terrain) == ("K14", 11, 14, Terrain.PLAIN)
    assert BOARD.square("A1").terrain is Terrain.SEA
    assert BOARD.square("R26").name == "R26"
    with pytest.raises(BoardError, match="board: no square 'S1'"):
        BOARD.square("S1")


def test_the_land_is_one_connected_region_crossing_rivers_at_bridges():
    start = BOARD.nodes[0]
    assert set(distances(BOARD, start)) == set(BOARD.nodes)
    assert all(BOARD.sides(square) for square in BOARD.land_squares)
    assert not any(BOARD.sides(square.name) for square in BOARD.squares if not square.is_land)


def test_military_pieces_reach_every_square_without_entering_camelot_or_a_mystic_site():
    blocked = frozenset({s.square for s in BOARD.mystic_sites} | {BOARD.camelot.square})
    open_nodes = [n for n in BOARD.nodes if BOARD.node_square(n) not in blocked]
    assert set(distances(BOARD, open_nodes[0], avoid=blocked)) == set(open_nodes)


def test_the_land_is_mostly_plain_with_forest_marsh_and_mountain_regions():
    counts = {t: 0 for t in Terrain}
    for name in BOARD.land_squares:
        counts[BOARD.terrain(name)] += 1
    assert len(BOARD.land_squares) == 194
    assert counts[Terrain.PLAIN] > 0.6 * len(BOARD.land_squares)
    assert counts[Terrain.FOREST] >= 3 and counts[Terrain.MARSH] >= 3
    assert counts[Terrain.MOUNTAIN] >= 3
    assert BOARD.is_slow("E17") and BOARD.terrain("E17") is Terrain.MOUNTAIN  # Snowdon
    assert BOARD.terrain("N18") is Terrain.MARSH  # the Fens
    assert BOARD.terrain("L16") is Terrain.FOREST  # Sherwood
    assert not BOARD.is_slow("J19")


def test_seven_castles_with_camelot_near_the_centre():
    assert len(BOARD.castles) == 7
    assert [c.name for c in BOARD.castles if c.camelot] == ["Camelot"]
    assert BOARD.camelot == Castle("J19", "Camelot", camelot=True)
    land = [BOARD.square(name) for name in BOARD.land_squares]
    mid_col = sum(s.col for s in land) / len(land)
    mid_row = sum(s.row for s in land) / len(land)
    camelot = BOARD.square(BOARD.camelot.square)
    assert abs(camelot.col - mid_col) <= 2 and abs(camelot.row - mid_row) <= 5
    assert all(BOARD.terrain(c.square) is Terrain.PLAIN for c in BOARD.castles)


def test_each_challenger_has_exactly_one_home_castle_arthur_at_caerlon():
    homes = [c["castle"] for c in CHALLENGERS]
    assert len(CHALLENGERS) == 6 and len(set(homes)) == 6
    assert sorted(homes) == sorted(c.name for c in BOARD.castles if not c.camelot)
    by_key = {c["key"]: c["castle"] for c in CHALLENGERS}
    assert by_key["arthur"] == "Caerlon"
    assert by_key["mark"] == "Tintagel"
    tintagel = BOARD.square(BOARD.castle_named("Tintagel").square)
    assert tintagel.col <= 5 and tintagel.row >= 23  # Cornwall, in the south-west


def test_caerlon_stands_by_the_mouth_of_the_severn():
    severn = next(r for r in BOARD.rivers if r.name == "Severn")
    last = BOARD.square(severn.squares[-1])
    assert severn.mouth == "S"
    estuary = f"{chr(ord('A') + last.col - 1)}{last.row + 1}"
    assert BOARD.terrain(estuary) is Terrain.SEA
    caerlon = BOARD.castle_named("Caerlon")
    assert caerlon is not None and caerlon.square == "H21"
    assert estuary == "I21"  # the Bristol Channel, beside Caerlon


def test_every_challenger_has_three_villages_and_ten_to_fourteen_are_neutral():
    for challenger in CHALLENGERS:
        assert len(challenger["villages"]) == 3, challenger["key"]
        for name in challenger["villages"]:
            assert BOARD.village_named(name) is not None, name
    assert len(owners()) == 18
    neutral = [v for v in BOARD.villages if v.name not in owners()]
    assert 10 <= len(neutral) <= 14
    assert len(BOARD.villages) == 18 + len(neutral)


def test_the_single_gold_village_is_neutral():
    gold = [v for v in BOARD.villages if v.commodity == "gold"]
    assert [v.name for v in gold] == ["Carbonek"]
    assert "Carbonek" not in owners()


def test_every_commodity_appears():
    assert {v.commodity for v in BOARD.villages} == set(COMMODITIES)


def test_fish_villages_are_on_the_coast():
    for village in BOARD.villages:
        if village.commodity == "fish":
            square = BOARD.square(village.square)
            around = [
                f"{chr(ord('A') + square.col - 1 + dc)}{square.row + dr}"
                for dc, dr in ((0, -1), (1, 0), (0, 1), (-1, 0))
            ]
            assert any(BOARD.terrain(s) is Terrain.SEA for s in around), village.name


def test_starting_incomes_differ_by_at_most_two_gold():
    incomes = starting_incomes(BOARD, CHALLENGERS)
    assert incomes == {
        "arthur": 4 + 3 + 2 + 1,  # Caerlon; Merthyr iron, Llandaff wheat, Caerwent textile
        "mark": 4 + 3 + 2 + 1,  # Tintagel; Redruth iron, Fowey fish, Camelford pottery
        "mordred": 4 + 2 + 2 + 2,  # Dover; Maidstone fruit, Canterbury barley, Sandwich fish
        "uriens": 4 + 4 + 2 + 1,  # Carlisle; Alston silver, Workington fish, Kendal textile
        "lot": 4 + 2 + 2 + 2,  # Dunpeldyr; Din Eidyn barley, Dunbar fish, Melrose fruit
        "lancelot": 4 + 2 + 2 + 2,  # Joyous Gard; Malton wheat, Bridlington barley, Ravenspur
    }
    assert max(incomes.values()) - min(incomes.values()) <= 2


def test_nine_mystic_sites_none_adjacent_to_another_or_to_camelot():
    sites = BOARD.mystic_sites
    assert len(sites) == 9
    squares = {s.square for s in sites}
    for a, b in combinations(sites, 2):
        assert b.square not in BOARD.adjacent_squares(a.square), (a.name, b.name)
    assert not squares & set(BOARD.adjacent_squares(BOARD.camelot.square))
    for site in sites:
        assert BOARD.river_at(site.square) is None, site.name
        waiting = [s for s in BOARD.adjacent_squares(site.square) if s not in squares]
        assert waiting, f"rule 27 ii: forces must be able to wait beside {site.name}"


def test_rivers_thames_and_severn_with_three_bridges_each():
    names = [r.name for r in BOARD.rivers]
    assert {"Thames", "Severn"} <= set(names) and len(names) >= 2
    for river in BOARD.rivers:
        assert len(river.bridges) >= 3, river.name
        assert river.source not in river.bridges
        assert all(BOARD.is_bridge(b) and BOARD.sides(b) == (b,) for b in river.bridges)
        assert BOARD.sides(river.source) == (river.source,)
        split = [s for s in river.squares[1:] if s not in river.bridges]
        assert split and all(len(BOARD.sides(s)) == 2 for s in split)
    thames = BOARD.rivers[names.index("Thames")]
    assert thames.mouth == "E"  # the Thames flows east to the North Sea
    assert BOARD.square(thames.squares[-1]).col > BOARD.square(thames.source).col


def test_the_thames_is_crossed_only_at_a_bridge_or_round_its_source():
    thames = BOARD.rivers[[r.name for r in BOARD.rivers].index("Thames")]
    north, south = BOARD.sides("L21")
    assert (north, south) == ("L21/N", "L21/S")
    assert south not in BOARD.neighbours(north)
    crossings = frozenset({thames.source, *thames.bridges})
    assert south not in distances(BOARD, north, avoid=crossings)
    assert south in distances(BOARD, north)


def test_features_are_on_land_one_per_square_and_off_the_rivers():
    features = [*BOARD.castles, *BOARD.villages, *BOARD.mystic_sites]
    squares = [f.square for f in features]
    assert len(squares) == len(set(squares)) == 7 + len(BOARD.villages) + 9
    for feature in features:
        assert BOARD.square(feature.square).is_land, feature.name
        assert BOARD.river_at(feature.square) is None, feature.name


def test_the_challengers_have_distinct_readable_colours():
    keys = [c["key"] for c in CHALLENGERS]
    assert keys == ["arthur", "mark", "mordred", "uriens", "lot", "lancelot"]
    colours = [c["colour"].lower() for c in CHALLENGERS]
    assert len(set(colours)) == 6
    assert all(len(c) == 7 and c[0] == "#" and int(c[1:], 16) >= 0 for c in colours)
    mordred = next(c for c in CHALLENGERS if c["key"] == "mordred")
    red, green, blue = (int(mordred["colour"][i : i + 2], 16) for i in (1, 3, 5))
    assert red > green > blue  # brown: his villages are in brown lettering (rule 5 iv)


def test_neighbours_are_precomputed_sorted_and_symmetric():
    for node in BOARD.nodes:
        found = BOARD.neighbours(node)
        assert found is BOARD.neighbours(node)
        assert list(found) == sorted(set(found))
        assert all(node in BOARD.neighbours(other) for other in found)


def test_the_ascii_map_draws_every_row():
    picture = ascii_map(BOARD)
    assert len(picture.splitlines()) == BOARD.rows + 1
    assert "*" in picture and "$" in picture and "@" in picture


# ------------------------------------------------------- check_properties finds violations


def test_check_properties_reports_broken_challengers():
    challengers = copy.deepcopy(CHALLENGERS)
    challengers[0]["castle"] = "Tintagel"  # Arthur leaves Caerlon for Mark's castle
    challengers[1]["villages"] = ["Redruth", "Fowey"]
    challengers[2]["villages"][0] = "Carbonek"  # Mordred takes the gold village
    problems = check_properties(BOARD, challengers)
    assert "house 5: castle Tintagel is home to both arthur and mark" in problems
    assert "house 5: castle Caerlon (H21) is no one's home" in problems
    assert "rule 4 v: King Arthur's home castle is 'Tintagel', not Caerlon" in problems
    assert "house 5: challenger mark has 2 villages, expected 3" in problems
    assert "house 5: the gold village Carbonek belongs to mordred; it must be neutral" in problems
    assert (
        "house 5: starting tax incomes differ by 4 gold, at most 2 "
        "(arthur 10, mark 9, mordred 13, uriens 11, lot 10, lancelot 10)"
    ) in problems


def test_check_properties_uses_the_taxes_it_is_given():
    taxes = {**DEFAULT_TAXES, "silver": 7}
    problems = check_properties(BOARD, CHALLENGERS, taxes=taxes)
    assert problems == [
        "house 5: starting tax incomes differ by 4 gold, at most 2 "
        "(arthur 10, mark 10, mordred 10, uriens 14, lot 10, lancelot 10)"
    ]


def test_check_properties_reports_a_poor_board():
    data = copy.deepcopy(BOARD_DATA)
    data["rivers"][0]["bridges"] = data["rivers"][0]["bridges"][:2]
    data["mystic_sites"].append({"square": "H15", "name": "Long Meg"})  # beside Castlerigg
    for village in data["villages"]:
        if village["commodity"] == "pottery":
            village["commodity"] = "textile"
    problems = check_properties(Board.from_dict(data), CHALLENGERS)
    assert "house 5: no pottery village (every commodity must appear)" in problems
    assert "rule 4 viii: 10 mystic sites, expected 9" in problems
    assert "house 5: mystic sites Castlerigg (H14) and Long Meg (H15) are adjacent" in problems
    assert "house 5: river Thames has 2 bridges, expected 3 or more" in problems


# ----------------------------------------------------------------- tiny boards, river sides


def tiny(rows: list[str], rivers: list[dict[str, Any]], **features: Any) -> Board:
    return Board.from_dict(
        {
            "name": "test",
            "legend": LEGEND,
            "terrain": rows,
            "rivers": rivers,
            "castles": features.get("castles", []),
            "villages": features.get("villages", []),
            "mystic_sites": features.get("mystic_sites", []),
        }
    )


SQUARE_5X5 = [".....", ".ppp.", ".ppp.", ".ppp.", "....."]
STRAIGHT = {"name": "Test", "squares": ["B3", "C3", "D3"], "mouth": "E", "bridges": []}


def test_a_straight_river_splits_a_square_into_north_and_south_sides():
    board = tiny(SQUARE_5X5, [STRAIGHT])
    assert board.sides("C3") == ("C3/N", "C3/S")
    assert board.sides("D3") == ("D3/N", "D3/S")  # the last square is split too
    assert board.neighbours("C3/N") == ("B3", "C2", "D3/N")
    assert board.neighbours("C3/S") == ("B3", "C4", "D3/S")
    assert board.neighbours("D3/N") == ("C3/N", "D2")
    assert board.neighbours("D3/S") == ("C3/S", "D4")
    assert board.neighbours("C2") == ("B2", "C3/N", "D2")
    assert board.node_square("C3/S") == "C3" and board.node_side("C3/S") == "S"
    assert board.node_side("C2") is None
    assert board.is_split("C3") and not board.is_split("B3")


def test_pieces_on_opposite_sides_stand_on_different_nodes_not_in_contact():
    board = tiny(SQUARE_5X5, [STRAIGHT])
    north, south = board.sides("C3")
    assert north != south
    assert board.node_square(north) == board.node_square(south) == "C3"
    assert south not in board.neighbours(north) and north not in board.neighbours(south)
    assert len(board.nodes) == 9 + 2  # nine squares, two of them split in two


def test_a_bend_gives_a_corner_side_and_its_opposite():
    river = {"name": "Test", "squares": ["C2", "C3", "D3"], "mouth": "E", "bridges": []}
    board = tiny(SQUARE_5X5, [river])
    assert board.sides("C3") == ("C3/NE", "C3/SW")
    assert board.neighbours("C3/NE") == ("C2", "D3/N")
    assert board.neighbours("C3/SW") == ("B3", "C2", "C4", "D3/S")
    assert board.neighbours("D3/N") == ("C3/NE", "D2")


@pytest.mark.parametrize(
    ("entry", "exit_", "sides"),
    [
        ("W", "E", ("N", "S")),
        ("E", "W", ("N", "S")),
        ("N", "S", ("E", "W")),
        ("N", "E", ("NE", "SW")),
        ("E", "S", ("NW", "SE")),
        ("S", "W", ("NE", "SW")),
        ("W", "N", ("NW", "SE")),
        ("N", "W", ("NW", "SE")),
    ],
)
def test_side_names_follow_the_full_edges_or_the_corner(entry, exit_, sides):
    assert side_names(entry, exit_) == sides


def test_a_bridge_square_joins_both_banks():
    board = tiny(SQUARE_5X5, [{**STRAIGHT, "bridges": ["C3"]}])
    assert board.sides("C3") == ("C3",)
    assert board.is_bridge("C3")
    assert board.neighbours("C3") == ("B3", "C2", "C4", "D3/N", "D3/S")
    assert distances(board, "D2", avoid=frozenset({"B3"}))["D4"] == 4  # D2 C2 C3 C4 D4


def test_the_source_square_is_whole_and_lets_pieces_walk_round():
    board = tiny(SQUARE_5X5, [STRAIGHT])
    assert board.sides("B3") == ("B3",)
    assert board.neighbours("B3") == ("B2", "B4", "C3/N", "C3/S")
    assert distances(board, "C3/N")["C3/S"] == 2  # C3/N, B3, C3/S
    assert distances(board, "D2")["D4"] == 6
    assert "D4" not in distances(board, "D2", avoid=frozenset({"B3"}))


def test_a_river_winding_back_beside_itself_keeps_its_banks_apart():
    # B2 (source) east to C2, south to C3, east to D3, north to D2, east to E2, out north.
    rows = ["......", ".pppp.", ".pppp.", ".pppp.", "......"]
    river = {"name": "Test", "squares": ["B2", "C2", "C3", "D3", "D2", "E2"], "mouth": "N"}
    board = tiny(rows, [river])
    assert board.sides("C2") == ("C2/NE", "C2/SW")
    assert board.sides("C3") == ("C3/NE", "C3/SW")
    assert board.sides("D3") == ("D3/NW", "D3/SE")
    assert board.sides("D2") == ("D2/NW", "D2/SE")
    assert board.sides("E2") == ("E2/NW", "E2/SE")
    # Inside the bend: C2 and D2 meet across an edge the river does not cross.
    assert board.neighbours("C2/NE") == ("B2", "C3/NE", "D2/NW")
    assert board.neighbours("D2/NW") == ("C2/NE", "D3/NW", "E2/NW")
    # Outside it, the far banks touch only their own side of the river.
    assert board.neighbours("C2/SW") == ("B2", "C3/SW")
    assert board.neighbours("D2/SE") == ("D3/SE", "E2/SE")


# ------------------------------------------------------------------- loading refuses errors


def refusal(data: dict[str, Any]) -> str:
    with pytest.raises(BoardError) as caught:
        Board.from_dict(data)
    return str(caught.value)


def tiny_data(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "name": "test",
        "legend": LEGEND,
        "terrain": list(SQUARE_5X5),
        "rivers": [copy.deepcopy(STRAIGHT)],
        "castles": [],
        "villages": [],
        "mystic_sites": [],
    }
    data.update(changes)
    return data


def test_from_dict_rejects_a_river_with_non_consecutive_squares():
    river = {"name": "Thames", "squares": ["B3", "D3"], "mouth": "E", "bridges": []}
    message = refusal(tiny_data(rivers=[river]))
    assert message == "board: river Thames: D3 is not orthogonally next to B3"


def test_from_dict_rejects_a_feature_on_the_sea():
    village = {"square": "A1", "name": "Atlantis", "commodity": "fish"}
    assert refusal(tiny_data(villages=[village])) == "board: village Atlantis: A1 is sea"


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        (
            {"rivers": [{**STRAIGHT, "squares": ["B3", "C3"]}]},
            "board: river Test: mouth E of C3 faces D3, which is not sea",
        ),
        (
            {"rivers": [{**STRAIGHT, "squares": ["B2", "A2"], "mouth": "W"}]},
            "board: river Test: A2 is sea",
        ),
        (
            {"rivers": [{**STRAIGHT, "bridges": ["B3"]}]},
            "board: river Test: bridge B3 is the source, which is not split",
        ),
        (
            {"rivers": [{**STRAIGHT, "bridges": ["C2"]}]},
            "board: river Test: bridge C2 is not on the river",
        ),
        (
            {"rivers": [{**STRAIGHT, "squares": ["B3", "C3", "B3", "C3", "D3"]}]},
            "board: river Test: B3 appears twice",
        ),
        (
            {"rivers": [{**STRAIGHT, "mouth": "X"}]},
            "board: river Test: mouth 'X' is not one of N, E, S, W",
        ),
        (
            {"villages": [{"square": "C3", "name": "Mill", "commodity": "wheat"}]},
            "board: village Mill: C3 is split by river Test",
        ),
        (
            {
                "castles": [{"square": "B2", "name": "Keep", "camelot": False}],
                "mystic_sites": [{"square": "B2", "name": "Stones"}],
            },
            "board: mystic site Stones: B2 already holds castle Keep",
        ),
        (
            {"villages": [{"square": "B2", "name": "Mine", "commodity": "tin"}]},
            "board: village Mine: 'tin' is not a commodity (gold, silver, iron, barley, wheat, "
            "fish, fruit, leather, pottery, textile)",
        ),
        (
            {"castles": [{"square": "Z9", "name": "Nowhere", "camelot": False}]},
            "board: castle Nowhere: Z9 is not on the board",
        ),
        (
            {"terrain": [".....", ".pp.", ".ppp.", ".ppp.", "....."]},
            "board: terrain row 2 has 4 squares, expected 5",
        ),
        (
            {"terrain": [".....", ".pxp.", ".ppp.", ".ppp.", "....."]},
            "board: terrain: 'x' at C2 is not in the legend",
        ),
        ({"colour": "red"}, "board: unknown key 'colour'"),
    ],
)
def test_from_dict_names_the_square_and_the_problem(changes, message):
    assert refusal(tiny_data(**changes)) == message


def test_a_board_built_directly_is_validated_too():
    with pytest.raises(BoardError, match=r"board: village Atlantis: A1 is sea"):
        Board(
            name="test",
            legend=tuple((c, Terrain(t)) for c, t in LEGEND.items()),
            terrain_map=tuple(SQUARE_5X5),
            rivers=(),
            castles=(),
            villages=(Village("A1", "Atlantis", "fish"),),
            mystic_sites=(),
        )


def test_unknown_nodes_and_squares_raise_board_errors():
    assert not BOARD.is_node("L21") and BOARD.is_node("L21/N") and BOARD.is_node("K14")
    assert not BOARD.is_node("A1")  # sea has no node
    with pytest.raises(BoardError, match="board: no node 'A1'"):
        BOARD.neighbours("A1")
    with pytest.raises(BoardError, match="board: no node 'K14/N'"):
        BOARD.node_square("K14/N")


# ----------------------------------------------------------------------------- purity


def test_the_board_module_imports_only_the_standard_library():
    code = (
        "import sys\n"
        "before = set(sys.modules)\n"
        "import kingdom.rules.board\n"
        "new = {m.split('.')[0] for m in set(sys.modules) - before}\n"
        "print(sorted(new - set(sys.stdlib_module_names) - {'kingdom'}))\n"
        "print('django' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert result.stdout.split("\n")[:2] == ["[]", "False"]
