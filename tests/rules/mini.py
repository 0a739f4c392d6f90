"""A small hand-made ruleset for narrative scenarios: every square of it is known by heart.

  A B C D E F G H
1 p p p p p p p p      F is the river Test: it rises at F1 and flows south to the sea,
2 p f p p p p p p      splitting F2, F4 and F5 into W and E sides; F3 is its bridge.
3 p p p h p p p p      Castles: Caerlon B1 (Arthur), Tintagel H1 (Mark), Dolorous
4 p p p p p p p p      Gard H5 (Mordred), Camelot D4. Mystic sites C3, E5. Forest B2,
5 p m p p p p p p      mountain D3, marsh B5. Row 6 is sea.
6 . . . . . . . .
"""

from __future__ import annotations

import copy
import json
from functools import cache

from kingdom.rules.ruleset import FIXTURES, Ruleset

BOARD = {
    "name": "Mini Britain",
    "legend": {".": "sea", "p": "plain", "f": "forest", "m": "marsh", "h": "mountain"},
    "terrain": ["pppppppp", "pfpppppp", "ppphpppp", "pppppppp", "pmpppppp", "........"],
    "rivers": [
        {"name": "Test", "squares": ["F1", "F2", "F3", "F4", "F5"], "mouth": "S", "bridges": ["F3"]}
    ],
    "castles": [
        {"square": "B1", "name": "Caerlon", "camelot": False},
        {"square": "H1", "name": "Tintagel", "camelot": False},
        {"square": "H5", "name": "Dolorous Gard", "camelot": False},
        {"square": "D4", "name": "Camelot", "camelot": True},
    ],
    "villages": [
        {"square": "A1", "name": "Usk", "commodity": "wheat"},
        {"square": "C1", "name": "Penarth", "commodity": "fish"},
        {"square": "A2", "name": "Blaenavon", "commodity": "iron"},
        {"square": "G1", "name": "Boscastle", "commodity": "pottery"},
        {"square": "H2", "name": "Camelford", "commodity": "textile"},
        {"square": "G2", "name": "Bodmin", "commodity": "fruit"},
        {"square": "H4", "name": "Alnwick", "commodity": "silver"},
        {"square": "G5", "name": "Rothbury", "commodity": "barley"},
        {"square": "H3", "name": "Wooler", "commodity": "leather"},
        {"square": "D1", "name": "Dolaucothi", "commodity": "gold"},
        {"square": "A4", "name": "Abergavenny", "commodity": "wheat"},
    ],
    "mystic_sites": [{"square": "C3", "name": "Stonehenge"}, {"square": "E5", "name": "Avebury"}],
}

CHALLENGERS = [
    {"key": "arthur", "name": "King Arthur", "colour": "#c8a400", "castle": "Caerlon",
     "villages": ["Usk", "Penarth", "Blaenavon"]},
    {"key": "mark", "name": "King Mark", "colour": "#2a6fb0", "castle": "Tintagel",
     "villages": ["Boscastle", "Camelford", "Bodmin"]},
    {"key": "mordred", "name": "Mordred", "colour": "#7a4a1f", "castle": "Dolorous Gard",
     "villages": ["Alnwick", "Rothbury", "Wooler"]},
]  # fmt: skip


@cache
def mini_ruleset() -> Ruleset:
    rules = json.loads((FIXTURES / "ruleset.json").read_text(encoding="utf-8"))
    rules["defaults"]["max_players"]["value"] = 3
    fortune = json.loads((FIXTURES / "fortune.json").read_text(encoding="utf-8"))
    data = {
        "board": copy.deepcopy(BOARD),
        "challengers": CHALLENGERS,
        "ruleset": rules,
        "fortune": fortune,
        "battle_tables": json.loads((FIXTURES / "battle_tables.json").read_text(encoding="utf-8")),
        "guardians": json.loads((FIXTURES / "guardians.json").read_text(encoding="utf-8")),
        "riddles": json.loads((FIXTURES / "riddles.json").read_text(encoding="utf-8")),
    }
    return Ruleset.from_dict(data)
