"""One validator of ruleset data: every reason a new game could not be played with it.

`validate_ruleset(data)` takes the JSON `Ruleset.from_dict` takes (the shape of
`fixture_data()`) and returns every problem it finds as a `Problem(path, message)`: the path
names the item and the field (`"guardians.G03.endurance"`), the message says it in words
(`"guardian card G03: endurance 2 is not 4–14"`). It never stops at the first problem, so that
an admin sees them all; it never raises on malformed data.

What it checks (docs/decks.md, RULES.md):

- every card of the three decks, field by field, against docs/decks.md: the closed set of
  fortune effect kinds with the range of every parameter, the guardians' numbers, the
  riddles' answers (distinct after the engine's normalisation, none in its own question);
- the decks' makeup: exactly one `royal_joust` and one `magic_lance` (rule 7), and guardians
  and riddles enough for every mystic site of the board (rules 27–29);
- the battle tables (rule 15): bands ordered, each low ≤ high, from 1 up to the widest die,
  one action name per band on both sides, a cell per band pair, tables 1, 2 and 3;
- every ruleset number within its documented limit (`fixtures/limits.json`).

Pure: no Django, no database (the limits are read once from the fixtures, as the ruleset is).
The board's own properties are `kingdom.rules.board.check_properties`.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypeGuard, cast

from kingdom.rules.decks import EFFECTS
from kingdom.rules.quest import normalise
from kingdom.rules.ruleset import FIXTURES

__all__ = [
    "DECK_FIELDS",
    "FORTUNE_EFFECTS",
    "LIMITS",
    "Problem",
    "deck_problems",
    "fortune_card_problems",
    "validate_ruleset",
]


class Problem(NamedTuple):
    """One reason the ruleset cannot be played: where (a dotted path) and why (in words)."""

    path: str
    message: str


#: The documented limits of every number (docs/decks.md, "The limits").
LIMITS: dict[str, Any] = json.loads((FIXTURES / "limits.json").read_text(encoding="utf-8"))

DECK_LETTERS = {"fortune": "F", "guardians": "G", "riddles": "R"}
DECK_ITEM = {"fortune": "fortune card", "guardians": "guardian card", "riddles": "riddle card"}
DECK_FIELDS = {
    "fortune": ("id", "title", "text", "keep", "effect"),
    "guardians": (
        "id",
        "name",
        "text",
        "endurance",
        "die",
        "retreat_endurance",
        "retreat_chivalry",
        "slay_chivalry",
    ),
    "riddles": ("id", "question", "answers"),
}
ONE_OF_A_KIND = ("royal_joust", "magic_lance")  # rule 7: exactly one card each


# -------------------------------------------------------------------------- fortune effects


@dataclass(frozen=True, slots=True)
class Param:
    """What one parameter of a fortune effect accepts: a whole number in a range, or words."""

    low: int | None = None
    high: int | None = None
    words: tuple[str, ...] = ()

    def accepts(self, value: object) -> bool:
        if isinstance(value, str):
            return value in self.words
        return (
            type(value) is int
            and self.low is not None
            and self.high is not None
            and self.low <= value <= self.high
        )

    def describe(self) -> str:
        choices = [f"a whole number {self.low}–{self.high}"] if self.low is not None else []
        return " or ".join([*choices, *(repr(word) for word in self.words)])


@dataclass(frozen=True, slots=True)
class Effect:
    params: dict[str, Param] = field(default_factory=dict)
    scopes: tuple[str, ...] = ("drawer", "all", "others")
    keep: bool = False


def _param(allowed: object) -> Param:
    if allowed == "count":
        return Param(1, 3, words=("all",))
    if isinstance(allowed, tuple) and allowed and isinstance(allowed[0], str):
        return Param(words=allowed)
    low, high = cast(tuple[int, int], allowed)
    return Param(low, high)


#: The engine's closed set of effect kinds (kingdom.rules.decks.EFFECTS), as docs/decks.md
#: documents them.
FORTUNE_EFFECTS: dict[str, Effect] = {
    kind: Effect({name: _param(a) for name, a in params.items()}, scopes, keep)
    for kind, (params, scopes, keep) in EFFECTS.items()
}


# ------------------------------------------------------------------------------ the whole


def validate_ruleset(data: object) -> list[Problem]:
    """Every reason a new game could not be played with `data`; empty when it can."""
    if not isinstance(data, Mapping):
        return [Problem("", "ruleset data: not a JSON object")]
    problems: list[Problem] = []
    for deck in DECK_FIELDS:
        problems += deck_problems(deck, data.get(deck, []))[0]
    problems += _makeup_problems(data)
    problems += _default_problems(data.get("ruleset"))
    problems += _battle_table_problems(data.get("battle_tables"), _dice_faces(data))
    return list({p.message: p for p in problems}.values())


def deck_problems(deck: str, cards: object) -> tuple[list[Problem], list[Any]]:
    """The problems of a deck, card by card, and the cards that have none."""
    if not isinstance(cards, list):
        return [Problem(deck, f"{deck} deck: expected a list of cards")], []
    problems: list[Problem] = []
    playable = []
    seen: set[str] = set()
    names: Counter[str] = Counter(
        card["name"].strip().casefold()
        for card in cards
        if deck == "guardians" and isinstance(card, Mapping) and _is_text(card.get("name"))
    )
    for number, card in enumerate(cards, start=1):
        code = card.get("id") if isinstance(card, Mapping) else None
        label = code if isinstance(code, str) else f"#{number}"
        where = f"{DECK_ITEM[deck]} {label}"
        path = f"{deck}.{label}"
        if deck == "fortune":
            found = fortune_card_problems(card, where=where, path=path)
        elif deck == "guardians":
            found = _guardian_problems(card, where, path, names)
        else:
            found = _riddle_problems(card, where, path)
        if isinstance(code, str):
            if code in seen:
                message = f"{where}: the id is used twice in the {deck} deck"
                found.append(Problem(f"{path}.id", message))
            seen.add(code)
        problems += found
        if not found:
            playable.append(card)
    return problems, playable


# ------------------------------------------------------------------------------- the decks


def fortune_card_problems(
    card: object, *, where: str | None = None, path: str | None = None
) -> list[Problem]:
    """Why a fortune card breaks docs/decks.md ("The closed set of effect kinds")."""
    if not isinstance(card, Mapping):
        return [Problem(path or "fortune", f"{where or 'fortune card'}: not a JSON object")]
    where = where or f"fortune card {card.get('id', '?')}"
    path = path or f"fortune.{card.get('id', '?')}"
    problems = _field_problems("fortune", card, where, path)
    for name in ("title", "text"):
        if name in card and not _is_text(card[name]):
            problems.append(Problem(f"{path}.{name}", f"{where}: {name} must be a non-empty text"))
    if "keep" in card and not isinstance(card["keep"], bool):
        problems.append(
            Problem(f"{path}.keep", f"{where}: keep must be true or false, not {card['keep']!r}")
        )
    effect = card.get("effect")
    if "effect" not in card:
        return problems
    if not isinstance(effect, Mapping):
        return [*problems, Problem(f"{path}.effect", f"{where}: effect must be an object")]
    kind = effect.get("kind")
    spec = FORTUNE_EFFECTS.get(kind) if isinstance(kind, str) else None
    if spec is None:
        known = ", ".join(FORTUNE_EFFECTS)
        message = f"{where}: effect kind {kind!r} is not one of {known}"
        return [*problems, Problem(f"{path}.effect.kind", message)]
    if effect.get("scope") not in spec.scopes:
        message = f"{where}: effect {kind}: scope {effect.get('scope')!r} is not " + " or ".join(
            spec.scopes
        )
        problems.append(Problem(f"{path}.effect.scope", message))
    given = set(effect) - {"kind", "scope"}
    for name, param in spec.params.items():
        if name not in given:
            message = f"{where}: effect {kind}: missing parameter {name}"
            problems.append(Problem(f"{path}.effect.{name}", message))
        elif not param.accepts(effect[name]):
            message = f"{where}: effect {kind}: {name} {effect[name]!r} is not {param.describe()}"
            problems.append(Problem(f"{path}.effect.{name}", message))
    for name in sorted(str(n) for n in given - set(spec.params)):
        message = f"{where}: effect {kind}: unknown parameter {name}"
        problems.append(Problem(f"{path}.effect.{name}", message))
    if kind == "free_troops" and effect.get("knights") == 0 and effect.get("footsoldiers") == 0:
        message = f"{where}: effect free_troops: gives no knight and no footsoldier"
        problems.append(Problem(f"{path}.effect.knights", message))
    if isinstance(card.get("keep"), bool) and card["keep"] is not spec.keep:
        message = f"{where}: keep must be {str(spec.keep).lower()} for {kind}"
        problems.append(Problem(f"{path}.keep", message))
    return problems


def _guardian_problems(card: object, where: str, path: str, names: Counter[str]) -> list[Problem]:
    """A guardian card (rule 28) against docs/decks.md, "Guardian cards"."""
    if not isinstance(card, Mapping):
        return [Problem(path, f"{where}: not a JSON object")]
    problems = _field_problems("guardians", card, where, path)
    for name in ("name", "text"):
        if name in card and not _is_text(card[name]):
            problems.append(Problem(f"{path}.{name}", f"{where}: {name} must be a non-empty text"))
    if _is_text(card.get("name")) and names[card["name"].strip().casefold()] > 1:
        message = f"{where}: another guardian is named {card['name'].strip()!r}; names are unique"
        problems.append(Problem(f"{path}.name", message))
    if "die" in card and card["die"] not in ("red", "blue"):
        message = f"{where}: die must be red or blue, not {card['die']!r}"
        problems.append(Problem(f"{path}.die", message))
    for name, (low, high) in LIMITS["guardians"].items():
        if name not in card:
            continue
        value = card[name]
        if type(value) is not int or value < 0:
            message = f"{where}: {name} must be a whole number ≥ 0, not {value!r}"
            problems.append(Problem(f"{path}.{name}", message))
        elif not low <= value <= high:
            message = f"{where}: {name} {value} is not {low}–{high} (docs/decks.md)"
            problems.append(Problem(f"{path}.{name}", message))
    return problems


def _riddle_problems(card: object, where: str, path: str) -> list[Problem]:
    """A riddle card (rule 29): answers distinct once normalised, none in its own question."""
    if not isinstance(card, Mapping):
        return [Problem(path, f"{where}: not a JSON object")]
    problems = _field_problems("riddles", card, where, path)
    question = card.get("question")
    if "question" in card and not _is_text(question):
        problems.append(Problem(f"{path}.question", f"{where}: question must be a non-empty text"))
    answers = card.get("answers")
    if "answers" not in card:
        return problems
    if not isinstance(answers, list) or not answers or not all(_is_text(a) for a in answers):
        message = f"{where}: answers must be a non-empty list of non-empty texts"
        return [*problems, Problem(f"{path}.answers", message)]
    forms = [normalise(answer) for answer in answers]
    if not all(forms):
        message = f"{where}: an answer is empty once normalised (RULES.md section 7)"
        problems.append(Problem(f"{path}.answers", message))
    doubles = [a for a, form in zip(answers, forms, strict=True) if form and forms.count(form) > 1]
    if doubles:
        message = (
            f"{where}: answers {', '.join(repr(a) for a in doubles)} are the same answer once "
            "normalised (case, punctuation, a leading article)"
        )
        problems.append(Problem(f"{path}.answers", message))
    if _is_text(question):
        asked = f" {normalise(question)} "
        given = [a for a, form in zip(answers, forms, strict=True) if form and f" {form} " in asked]
        if given:
            message = (
                f"{where}: the question gives away its answer {', '.join(repr(a) for a in given)}"
            )
            problems.append(Problem(f"{path}.answers", message))
    return problems


def _field_problems(deck: str, card: Mapping[str, Any], where: str, path: str) -> list[Problem]:
    """Missing and unknown fields, and the id: the deck's letter and two digits (F01)."""
    expected = DECK_FIELDS[deck]
    problems = []
    missing = [name for name in expected if name not in card]
    if missing:
        problems.append(Problem(f"{path}.{missing[0]}", f"{where}: missing {', '.join(missing)}"))
    unknown = sorted(str(name) for name in card if name not in expected)
    if unknown:
        message = f"{where}: unknown field {', '.join(unknown)}"
        problems.append(Problem(f"{path}.{unknown[0]}", message))
    code = card.get("id")
    letter = DECK_LETTERS[deck]
    if "id" in card and not (isinstance(code, str) and re.fullmatch(rf"{letter}\d{{2,4}}", code)):
        message = f"{where}: id must be {letter} and two digits, like {letter}01"
        problems.append(Problem(f"{path}.id", message))
    return problems


def _makeup_problems(data: Mapping[str, Any]) -> list[Problem]:
    """Rule 7: one Royal Jousting Tournament and one magic lance, in a pack of a sane size
    (`fixtures/limits.json` "fortune_cards": at least half the printed 47, so that a three-card
    import, the export of a selection imported by mistake, is refused); rules 27–29: a guardian
    and a riddle for every mystic site (their cards return to the pack, so that is enough)."""
    problems = []
    fortune = data.get("fortune")
    if isinstance(fortune, list):
        kinds = Counter(
            card["effect"].get("kind")
            for card in fortune
            if isinstance(card, Mapping) and isinstance(card.get("effect"), Mapping)
        )
        for kind in ONE_OF_A_KIND:
            if kinds[kind] == 0:
                message = f"fortune pack: needs one {kind} card (rule 7), there is none"
                problems.append(Problem("fortune", message))
            elif kinds[kind] > 1:
                problems.append(Problem("fortune", f"fortune pack: at most one {kind} card"))
        low, high = LIMITS["fortune_cards"]
        if not low <= len(fortune) <= high:
            message = (
                f"fortune pack: {len(fortune)} cards, not {low}–{high} (docs/decks.md; "
                "rule 3 prints 47)"
            )
            problems.append(Problem("fortune", message))
    board = data.get("board")
    sites = board.get("mystic_sites") if isinstance(board, Mapping) else None
    if isinstance(sites, list):
        for deck, rule in (("guardians", "rule 28"), ("riddles", "rule 29")):
            cards = data.get(deck)
            if isinstance(cards, list) and len(cards) < len(sites):
                message = (
                    f"{deck} deck: {len(cards)} cards, fewer than the {len(sites)} mystic sites "
                    f"({rule}): at least {len(sites)}"
                )
                problems.append(Problem(deck, message))
    return problems


# ---------------------------------------------------------------------------- the numbers


def _default_problems(ruleset: object) -> list[Problem]:
    """Every number of `ruleset.json` within its limit (fixtures/limits.json)."""
    if not isinstance(ruleset, Mapping):
        return []  # Ruleset.from_dict says what is missing
    problems = []
    defaults = ruleset.get("defaults")
    values: dict[str, Any] = {}
    if isinstance(defaults, Mapping):
        for name, (low, high) in LIMITS["defaults"].items():
            entry = defaults.get(name)
            if not isinstance(entry, Mapping) or "value" not in entry:
                continue
            value = values[name] = entry["value"]
            if type(value) is int and not low <= value <= high:
                message = f"ruleset default {name}: {value} is not {low}–{high} (docs/decks.md)"
                problems.append(Problem(f"ruleset.defaults.{name}.value", message))
        for piece, cap in (("knights", "max_knights"), ("footsoldiers", "max_footsoldiers")):
            start = values.get(f"starting_{piece}")
            if type(start) is int and type(values.get(cap)) is int and start > values[cap]:
                message = (
                    f"ruleset default starting_{piece}: {start} is more than {cap} "
                    f"{values[cap]} (rule 22)"
                )
                problems.append(Problem(f"ruleset.defaults.starting_{piece}.value", message))
    taxes = ruleset.get("taxes")
    commodities = taxes.get("commodities") if isinstance(taxes, Mapping) else None
    if isinstance(commodities, Mapping):
        low, high = LIMITS["taxes"]
        for commodity, gold in commodities.items():
            if type(gold) is not int or not low <= gold <= high:
                message = f"ruleset tax for {commodity}: {gold!r} is not {low}–{high} gold"
                problems.append(Problem(f"ruleset.taxes.{commodity}", message))
    chivalry = ruleset.get("chivalry")
    if isinstance(chivalry, Mapping):
        low, high = LIMITS["chivalry"]
        for feat, points in chivalry.items():
            if feat != "rule" and (type(points) is not int or not low <= points <= high):
                message = f"ruleset chivalry for {feat}: {points!r} is not {low}–{high} points"
                problems.append(Problem(f"ruleset.chivalry.{feat}", message))
    return problems


def _dice_faces(data: Mapping[str, Any]) -> int | None:
    """The widest die of the ruleset (house 2), when its defaults can be read."""
    try:
        defaults = data["ruleset"]["defaults"]
        faces = [defaults[name]["value"] for name in ("red_die_faces", "blue_die_faces")]
    except (KeyError, TypeError):
        return None
    return max(faces) if all(type(f) is int for f in faces) else None


def _battle_table_problems(tables: object, faces: int | None) -> list[Problem]:
    """Rule 15: the bands, and each table's action names and cells, by band."""
    if not isinstance(tables, Mapping):
        return [Problem("battle_tables", "battle tables: missing")]
    problems = []
    bands = tables.get("bands")
    if not isinstance(bands, list) or not bands:
        return [Problem("battle_tables.bands", "battle tables: no bands of scores")]
    read: list[tuple[int, int]] = []
    for index, band in enumerate(bands):
        path = f"battle_tables.bands.{index}"
        if (
            not isinstance(band, list | tuple)
            or len(band) != 2
            or not all(type(n) is int for n in band)
        ):
            problems.append(Problem(path, f"battle band {index + 1}: {band!r} is not two numbers"))
            continue
        low, high = band
        if low > high:
            message = f"battle band {index + 1}: {low}–{high} runs backwards (low above high)"
            problems.append(Problem(f"{path}.high", message))
        read.append((low, high))
    if len(read) == len(bands):
        for index in range(1, len(read)):
            if read[index][0] != read[index - 1][1] + 1:
                message = (
                    f"battle band {index + 1}: starts at {read[index][0]}, the band below ends "
                    f"at {read[index - 1][1]}: bands must follow each other without gap or overlap"
                )
                problems.append(Problem(f"battle_tables.bands.{index}.low", message))
        if read[0][0] != 1:
            message = f"battle band 1: starts at {read[0][0]}, not 1 (the lowest throw)"
            problems.append(Problem("battle_tables.bands.0.low", message))
        if faces is not None and read[-1][1] < faces:
            message = (
                f"battle band {len(read)}: ends at {read[-1][1]}, below the {faces} of the "
                "widest die (house 2)"
            )
            problems.append(Problem(f"battle_tables.bands.{len(read) - 1}.high", message))
    items = tables.get("tables")
    if not isinstance(items, list):
        return [*problems, Problem("battle_tables.tables", "battle tables: no tables")]
    for item in items:
        if not isinstance(item, Mapping):
            continue
        number = item.get("number")
        path = f"battle_tables.tables.{number}"
        for side in ("attacker", "defender"):
            actions = item.get(f"{side}_actions")
            if not isinstance(actions, list) or not all(_is_text(a) for a in actions):
                message = f"battle table {number}: {side}'s actions must be a list of names"
                problems.append(Problem(f"{path}.{side}_actions", message))
            elif len(actions) != len(bands):
                message = (
                    f"battle table {number}: {len(actions)} {side}'s actions for "
                    f"{len(bands)} bands: one name a band"
                )
                problems.append(Problem(f"{path}.{side}_actions", message))
        rows = item.get("cells")
        if (
            not isinstance(rows, list)
            or len(rows) != len(bands)
            or any(not isinstance(row, list) or len(row) != len(bands) for row in rows)
        ):
            message = f"battle table {number}: needs {len(bands)}×{len(bands)} cells"
            problems.append(Problem(f"{path}.cells", message))
    numbers = sorted((item.get("number") for item in items if isinstance(item, Mapping)), key=repr)
    if numbers != [1, 2, 3]:
        message = f"battle tables: need tables 1, 2 and 3, not {numbers}"
        problems.append(Problem("battle_tables.tables", message))
    return problems


def _is_text(value: object) -> TypeGuard[str]:
    return isinstance(value, str) and value.strip() != ""
