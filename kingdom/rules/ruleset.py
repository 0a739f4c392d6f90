"""The ruleset: board, challengers, tables, decks and house numbers, frozen per game.

Built from the JSON in `fixtures/` (or from the copy a game froze at its creation). Every number
the rules use comes from here, with the rule it comes from (`rules["starting_gold"]` is
`"rule 4 iii"`), so an event can cite it.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from kingdom.rules.board import Board
from kingdom.rules.combat import BattleTables
from kingdom.rules.decks import validate_decks
from kingdom.rules.errors import RulesetError

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"


@dataclass(frozen=True, slots=True)
class Challenger:
    """A Royal Challenger: his home castle and the three villages in his colours (rule 4 v)."""

    key: str
    name: str
    colour: str
    castle: str  # square of the home castle
    villages: tuple[str, ...]  # squares of his three villages


@dataclass(frozen=True, slots=True)
class FortuneCard:
    """A card of fortune (rule 7); `effect` is one of the kinds documented in docs/decks.md."""

    id: str
    title: str
    text: str
    keep: bool
    effect: dict[str, Any]

    @property
    def kind(self) -> str:
        kind: str = self.effect["kind"]
        return kind


@dataclass(frozen=True, slots=True)
class GuardianCard:
    """A guardian of a mystic site (rule 28): its endurance, die and penalties."""

    id: str
    name: str
    text: str
    endurance: int
    die: str
    retreat_endurance: int
    retreat_chivalry: int
    slay_chivalry: int


@dataclass(frozen=True, slots=True)
class RiddleCard:
    """A riddle (rule 29) and the answers it accepts (RULES.md section 7)."""

    id: str
    question: str
    answers: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Defaults:
    """The numbers of the rules (see fixtures/ruleset.json for the rule each comes from)."""

    min_players: int
    max_players: int
    starting_gold: int
    starting_chivalry: int
    starting_endurance: int
    starting_knights: int
    starting_footsoldiers: int
    allegiance_knights: int
    allegiance_footsoldiers: int
    max_knights: int
    max_footsoldiers: int
    max_standards: int
    knight_price: int
    footsoldier_price: int
    challenger_moves: int
    knight_moves: int
    footsoldier_moves: int
    slow_terrain_moves: int
    red_die_faces: int
    blue_die_faces: int
    castle_tax: int
    camelot_income: int
    camelot_chivalry: int
    knight_wage: int
    footsoldier_wage: int
    ransom: int
    ransom_endurance: int
    prisoner_turns: int
    no_return_turns: int
    max_bid_is_purse: int
    joust_strike_points: int
    joust_both_points: int
    joust_blow_endurance: int
    joust_selections: int
    joust_lance_selections: int
    deals_any_time: int
    expert_iterations: int  # the expert bot's budget (docs/bots.md): not a rule of the game
    expert_milliseconds: int


@dataclass(frozen=True)
class Ruleset:
    board: Board
    challengers: tuple[Challenger, ...]
    defaults: Defaults
    rules: dict[str, str]  # default name -> the rule it comes from
    taxes: dict[str, int]  # commodity -> gold (rule 24)
    chivalry: dict[str, int]  # feat -> chivalry points (house 4)
    coins: tuple[int, ...]  # denominations, largest first (rule 4 iii)
    starting_purse: dict[int, int]  # denomination -> count
    fortune: dict[str, FortuneCard]  # id -> card, in the printed order
    tables: BattleTables  # battle tables 1–3 (rule 15)
    guardians: dict[str, GuardianCard]
    riddles: dict[str, RiddleCard]
    source: dict[str, Any] = field(repr=False, compare=False, default_factory=dict)

    # -- lookups ---------------------------------------------------------------------------
    def challenger(self, key: str) -> Challenger:
        try:
            return self._challengers_by_key[key]
        except (KeyError, TypeError):
            raise KeyError(key) from None

    @cached_property
    def _challengers_by_key(self) -> dict[str, Challenger]:
        return {challenger.key: challenger for challenger in self.challengers}

    @cached_property
    def challenger_keys(self) -> tuple[str, ...]:
        return tuple(c.key for c in self.challengers)  # once per ruleset: the engine asks often

    def cards_of_kind(self, kind: str) -> list[str]:
        """The fortune cards with this effect kind, in the printed order."""
        return list(self._fortune_by_kind.get(kind, ()))

    @cached_property
    def _fortune_by_kind(self) -> dict[str, tuple[str, ...]]:
        by_kind: dict[str, list[str]] = {}
        for card in self.fortune.values():
            by_kind.setdefault(card.kind, []).append(card.id)
        return {kind: tuple(ids) for kind, ids in by_kind.items()}

    def rule(self, name: str) -> str:
        return self.rules[name]

    def village_tax(self, square: str) -> int:
        village = self.board.village_at(square)
        if village is None:
            raise RulesetError(f"board: no village on {square!r} to tax (rule 24)")
        return self.taxes[village.commodity]

    def square_tax(self, square: str) -> int:
        """Tax of one controlled square (rule 24): its village's commodity, or a castle's levy.

        Camelot pays no castle tax: its challenger collects `camelot_income` instead (rule 19).
        """
        castle = self.board.castle_at(square)
        if castle is not None:
            return 0 if castle.camelot else self.defaults.castle_tax
        return self.village_tax(square)

    # -- loading ---------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The JSON a game freezes at its creation; `from_dict` rebuilds the same ruleset."""
        data: dict[str, Any] = json.loads(json.dumps(self.source))
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Ruleset:
        board = Board.from_dict(data["board"])
        rules = data["ruleset"]
        entries = {**_later_defaults(rules["defaults"]), **rules["defaults"]}
        values = {name: entry["value"] for name, entry in entries.items()}
        expected = {f.name for f in dataclasses.fields(Defaults)}
        missing, unknown = expected - values.keys(), values.keys() - expected
        if missing or unknown:
            raise RulesetError(
                f"ruleset defaults: missing {sorted(missing)}, unknown {sorted(unknown)}"
            )
        for name, value in values.items():
            if not isinstance(value, int) or value < 0:
                raise RulesetError(f"ruleset default {name}: {value!r} is not a whole number ≥ 0")
        defaults = Defaults(**values)
        citations = {name: entry["rule"] for name, entry in entries.items()}
        citations["taxes"] = rules["taxes"]["rule"]
        citations["chivalry"] = rules["chivalry"]["rule"]
        citations["coins"] = rules["coins"]["rule"]
        challengers = tuple(_challenger(board, c) for c in data["challengers"])
        ruleset = cls(
            board=board,
            challengers=challengers,
            defaults=defaults,
            rules=citations,
            taxes=dict(rules["taxes"]["commodities"]),
            chivalry={k: v for k, v in rules["chivalry"].items() if k != "rule"},
            coins=tuple(sorted(rules["coins"]["denominations"], reverse=True)),
            starting_purse={int(k): v for k, v in rules["coins"]["starting_purse"].items()},
            fortune={c["id"]: _fortune_card(c) for c in data.get("fortune", [])},
            tables=BattleTables.from_dict(data["battle_tables"]),
            guardians={g["id"]: _guardian(g) for g in data.get("guardians", [])},
            riddles={r["id"]: _riddle(r) for r in data.get("riddles", [])},
            source=data,
        )
        ruleset.validate()
        return ruleset

    def validate(self) -> None:
        """Refuse a ruleset the engine could not play, naming the item and the field."""
        d = self.defaults
        if not 2 <= d.min_players <= d.max_players <= len(self.challengers):
            raise RulesetError(
                f"ruleset: players {d.min_players}–{d.max_players} do not fit "
                f"{len(self.challengers)} challengers"
            )
        if sum(k * n for k, n in self.starting_purse.items()) != d.starting_gold:
            raise RulesetError("ruleset coins: the starting purse does not add up to starting_gold")
        for village in self.board.villages:
            if village.commodity not in self.taxes:
                raise RulesetError(
                    f"board village {village.name} ({village.square}): commodity "
                    f"{village.commodity!r} has no tax in ruleset taxes"
                )
        if d.red_die_faces < 2 or d.blue_die_faces < 2:
            raise RulesetError("ruleset dice: a die needs at least 2 faces")
        validate_decks(self)


def _fortune_card(data: dict[str, Any]) -> FortuneCard:
    try:
        return FortuneCard(
            id=data["id"],
            title=data["title"],
            text=data["text"],
            keep=bool(data["keep"]),
            effect=dict(data["effect"]),
        )
    except KeyError as missing:
        raise RulesetError(f"fortune card {data.get('id', '?')}: missing {missing}") from None


def _guardian(data: dict[str, Any]) -> GuardianCard:
    where = f"guardian card {data.get('id', '?')}"
    try:
        card = GuardianCard(**{k: data[k] for k in GuardianCard.__dataclass_fields__})
    except KeyError as missing:
        raise RulesetError(f"{where}: missing {missing}") from None
    if card.die not in ("red", "blue"):
        raise RulesetError(f"{where}: die must be red or blue, not {card.die!r}")
    for name in ("endurance", "retreat_endurance", "retreat_chivalry", "slay_chivalry"):
        value = getattr(card, name)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise RulesetError(f"{where}: {name} must be a whole number ≥ 0, not {value!r}")
    if card.endurance < 1:
        raise RulesetError(f"{where}: endurance must be at least 1")
    return card


def _riddle(data: dict[str, Any]) -> RiddleCard:
    where = f"riddle card {data.get('id', '?')}"
    answers = data.get("answers")
    if not data.get("question") or not isinstance(answers, list) or not answers:
        raise RulesetError(f"{where}: needs a question and at least one answer")
    return RiddleCard(id=data["id"], question=data["question"], answers=tuple(answers))


def _challenger(board: Board, data: dict[str, Any]) -> Challenger:
    castles = {c.name: c.square for c in board.castles}
    villages = {v.name: v.square for v in board.villages}
    key = data.get("key", "?")
    if data.get("castle") not in castles:
        raise RulesetError(f"challenger {key}: castle {data.get('castle')!r} is not on the board")
    unknown = [v for v in data.get("villages", []) if v not in villages]
    if unknown:
        raise RulesetError(f"challenger {key}: villages {unknown} are not on the board")
    return Challenger(
        key=key,
        name=data["name"],
        colour=data["colour"],
        castle=castles[data["castle"]],
        villages=tuple(villages[v] for v in data["villages"]),
    )


#: Numbers that became data after games were created: a ruleset frozen without them (a game
#: begun before, an admin's tables not yet loaded again) plays them as `fixtures/ruleset.json`
#: gives them, the printed rule's (rule 7 ii–iii: the joust's, issue 14).
LATER_DEFAULTS = (
    "joust_strike_points",
    "joust_both_points",
    "joust_blow_endurance",
    "joust_selections",
    "joust_lance_selections",
    "deals_any_time",
    "expert_iterations",
    "expert_milliseconds",
)


def _later_defaults(given: dict[str, Any]) -> dict[str, Any]:
    if all(name in given for name in LATER_DEFAULTS):
        return {}
    printed = json.loads((FIXTURES / "ruleset.json").read_text(encoding="utf-8"))["defaults"]
    return {name: printed[name] for name in LATER_DEFAULTS if name not in given}


def fixture_data(directory: Path = FIXTURES) -> dict[str, Any]:
    """The ruleset's JSON as the fixtures hold it today."""

    def load(name: str) -> Any:
        return json.loads((directory / name).read_text(encoding="utf-8"))

    return {
        "board": load("board.json"),
        "challengers": load("challengers.json"),
        "ruleset": load("ruleset.json"),
        "fortune": load("fortune.json"),
        "battle_tables": load("battle_tables.json"),
        "guardians": load("guardians.json"),
        "riddles": load("riddles.json"),
    }


def load_ruleset(directory: Path = FIXTURES) -> Ruleset:
    return Ruleset.from_dict(fixture_data(directory))
