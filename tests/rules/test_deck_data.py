"""The fortune, guardian and riddle decks in fixtures/ against their reference, docs/decks.md.

Pure Python, no Django. The small validator below stands in until the engine has its own; it
encodes the closed set of effect kinds exactly as docs/decks.md documents them.
"""

import json
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "fixtures"
DOCS = ROOT / "docs" / "decks.md"

SIZES = {"fortune": 47, "guardians": 16, "riddles": 36}
ID_LETTERS = {"fortune": "F", "guardians": "G", "riddles": "R"}


def load(deck):
    return json.loads((FIXTURES / f"{deck}.json").read_text(encoding="utf-8"))


# --- The closed set of fortune effects (docs/decks.md, "The closed set of effect kinds") ---


def is_int(value, low, high):
    """A JSON integer in low..high; booleans and floats are not integers here."""
    return type(value) is int and low <= value <= high


def int_range(low, high):
    return lambda value: is_int(value, low, high)


def one_of(*choices):
    return lambda value: isinstance(value, str) and value in choices


def count_or_all(value):
    return value == "all" or is_int(value, 1, 3)


PIECES = ("knight", "footsoldier", "any")
PLACES = (
    "forest",
    "marsh",
    "mountain",
    "river",
    "bridge",
    "coast",
    "camelot_adjacent",
    "mystic_adjacent",
)
ANY_SCOPE = frozenset({"drawer", "all", "others"})
DRAWER_ONLY = frozenset({"drawer"})


@dataclass(frozen=True)
class Kind:
    params: dict
    scopes: frozenset = ANY_SCOPE
    keep: bool = False


KINDS = {
    "gain_gold": Kind({"amount": int_range(1, 100)}),
    "pay_gold": Kind({"amount": int_range(1, 100)}),
    "gain_per_village": Kind({"amount": int_range(1, 10)}),
    "pay_per_village": Kind({"amount": int_range(1, 10)}),
    "gain_per_castle": Kind({"amount": int_range(1, 25)}),
    "pay_per_castle": Kind({"amount": int_range(1, 25)}),
    "pay_per_piece": Kind({"amount": int_range(1, 5), "piece": one_of(*PIECES)}),
    "gain_chivalry": Kind({"amount": int_range(1, 3)}),
    "lose_chivalry": Kind({"amount": int_range(1, 3)}),
    "gain_endurance": Kind({"amount": int_range(1, 4)}),
    "lose_endurance": Kind({"amount": int_range(1, 4)}),
    "lose_pieces": Kind(
        {"where": one_of(*PLACES), "piece": one_of(*PIECES), "count": count_or_all}
    ),
    "free_troops": Kind({"knights": int_range(0, 3), "footsoldiers": int_range(0, 6)}, DRAWER_ONLY),
    "miss_turn": Kind({"turns": int_range(1, 2)}, DRAWER_ONLY),
    "free_move": Kind({}, DRAWER_ONLY, keep=True),
    "add_one": Kind({}, DRAWER_ONLY, keep=True),
    "magic_lance": Kind({}, DRAWER_ONLY, keep=True),
    "royal_joust": Kind(
        {
            "decline_chivalry": int_range(1, 3),
            "prize_gold": int_range(1, 100),
            "prize_chivalry": int_range(1, 3),
        },
        DRAWER_ONLY,
    ),
    "nothing": Kind({}, DRAWER_ONLY),
}

# From the drawer's side (docs/decks.md, "What the fortune deck must hold").
GOOD_KINDS = {
    "gain_gold",
    "gain_per_village",
    "gain_per_castle",
    "gain_chivalry",
    "gain_endurance",
    "free_troops",
    "free_move",
    "add_one",
    "magic_lance",
}
NEUTRAL_KINDS = {"royal_joust", "nothing"}

CARD_FIELDS = {"id", "title", "text", "keep", "effect"}
GUARDIAN_FIELDS = {
    "id",
    "name",
    "text",
    "endurance",
    "die",
    "retreat_endurance",
    "retreat_chivalry",
    "slay_chivalry",
}
RIDDLE_FIELDS = {"id", "question", "answers"}


def is_text(value):
    return isinstance(value, str) and value.strip() != ""


def fortune_card_errors(card):
    """Every way a fortune card breaks docs/decks.md; empty when it is playable."""
    if not isinstance(card, dict):
        return [f"not an object: {card!r}"]
    name = card.get("id", "?")
    errors = []
    if set(card) != CARD_FIELDS:
        errors.append(f"{name}: fields {sorted(card)}, expected {sorted(CARD_FIELDS)}")
    if not (isinstance(card.get("id"), str) and re.fullmatch(r"F\d\d", card["id"])):
        errors.append(f"{name}: id must look like F01")
    for field in ("title", "text"):
        if not is_text(card.get(field)):
            errors.append(f"{name}: {field} must be a non-empty string")
    if not isinstance(card.get("keep"), bool):
        errors.append(f"{name}: keep must be true or false")
    effect = card.get("effect")
    if not isinstance(effect, dict):
        return [*errors, f"{name}: effect must be an object"]
    kind = KINDS.get(effect.get("kind"))
    if kind is None:
        return [*errors, f"{name}: unknown effect kind {effect.get('kind')!r}"]
    if effect.get("scope") not in kind.scopes:
        errors.append(
            f"{name}: scope {effect.get('scope')!r} not allowed for {effect['kind']},"
            f" only {sorted(kind.scopes)}"
        )
    params = set(effect) - {"kind", "scope"}
    if params != set(kind.params):
        errors.append(
            f"{name}: {effect['kind']} takes {sorted(kind.params)}, card has {sorted(params)}"
        )
    for param, valid in kind.params.items():
        if param in effect and not valid(effect[param]):
            errors.append(f"{name}: {effect['kind']}.{param} = {effect[param]!r} not allowed")
    no_troops = {"knights": 0, "footsoldiers": 0}
    if effect["kind"] == "free_troops" and all(effect.get(k) == v for k, v in no_troops.items()):
        errors.append(f"{name}: free_troops gives no troops")
    if card.get("keep") is not kind.keep:
        errors.append(f"{name}: keep must be {str(kind.keep).lower()} for {effect['kind']}")
    return errors


def guardian_errors(card):
    name = card.get("id", "?")
    errors = []
    if set(card) != GUARDIAN_FIELDS:
        errors.append(f"{name}: fields {sorted(card)}, expected {sorted(GUARDIAN_FIELDS)}")
    if not (isinstance(card.get("id"), str) and re.fullmatch(r"G\d\d", card["id"])):
        errors.append(f"{name}: id must look like G01")
    for field in ("name", "text"):
        if not is_text(card.get(field)):
            errors.append(f"{name}: {field} must be a non-empty string")
    if card.get("die") not in ("red", "blue"):
        errors.append(f"{name}: die must be red or blue")
    for field, low, high in (
        ("endurance", 4, 14),
        ("retreat_endurance", 1, 3),
        ("retreat_chivalry", 1, 3),
        ("slay_chivalry", 1, 4),
    ):
        if not is_int(card.get(field), low, high):
            errors.append(f"{name}: {field} = {card.get(field)!r}, expected {low}..{high}")
    return errors


def normalise(answer):
    """The riddle answer's normal form (docs/decks.md, "Riddle cards")."""
    folded = answer.casefold()
    kept = "".join(ch for ch in folded if not unicodedata.category(ch).startswith("P"))
    words = kept.split()
    if len(words) > 1 and words[0] in ("a", "an", "the"):
        words = words[1:]
    return " ".join(words)


def riddle_errors(card):
    name = card.get("id", "?")
    errors = []
    if set(card) != RIDDLE_FIELDS:
        errors.append(f"{name}: fields {sorted(card)}, expected {sorted(RIDDLE_FIELDS)}")
    if not (isinstance(card.get("id"), str) and re.fullmatch(r"R\d\d", card["id"])):
        errors.append(f"{name}: id must look like R01")
    if not is_text(card.get("question")):
        errors.append(f"{name}: question must be a non-empty string")
    answers = card.get("answers")
    if not (isinstance(answers, list) and answers and all(is_text(a) for a in answers)):
        return [*errors, f"{name}: answers must be a non-empty list of strings"]
    forms = Counter(normalise(a) for a in answers)
    if "" in forms:
        errors.append(f"{name}: an answer is empty once normalised")
    doubles = sorted(form for form, n in forms.items() if n > 1)
    if doubles:
        errors.append(f"{name}: answers that normalise alike: {doubles}")
    return errors


# --- Guardian combat (rule 28): the chance that a fresh challenger dies fighting to the end ---

FACES = {"red": 6, "blue": 8}
START_ENDURANCE = 20  # house 1


@cache
def throw_differences(faces):
    """(challenger's throw - guardian's throw, probability), ties re-rolled."""
    differences = [a - b for a in range(1, faces + 1) for b in range(1, faces + 1) if a != b]
    return tuple((d, differences.count(d) / len(differences)) for d in sorted(set(differences)))


@cache
def death_chance(challenger, guardian, faces):
    if challenger <= 0:
        return 1.0
    if guardian <= 0:
        return 0.0
    return sum(
        p
        * (
            death_chance(challenger, guardian - d, faces)
            if d > 0
            else death_chance(challenger + d, guardian, faces)
        )
        for d, p in throw_differences(faces)
    )


def danger(guardian):
    return death_chance(START_ENDURANCE, guardian["endurance"], FACES[guardian["die"]])


# --- The data ---


@pytest.fixture(scope="module")
def fortune():
    return load("fortune")


@pytest.fixture(scope="module")
def guardians():
    return load("guardians")


@pytest.fixture(scope="module")
def riddles():
    return load("riddles")


@pytest.mark.parametrize(("deck", "size"), SIZES.items())
def test_each_deck_has_its_printed_size(deck, size):
    assert len(load(deck)) == size


@pytest.mark.parametrize("deck", SIZES)
def test_ids_are_unique_and_numbered_in_order(deck):
    ids = [card.get("id") for card in load(deck)]
    letter = ID_LETTERS[deck]
    assert ids == [f"{letter}{n:02d}" for n in range(1, SIZES[deck] + 1)]


def test_every_fortune_card_is_playable(fortune):
    assert [error for card in fortune for error in fortune_card_errors(card)] == []


def test_the_briefs_example_card_is_valid():
    card = {
        "id": "F01",
        "title": "Royal Jousting Tournament",
        "text": "You host a tournament.",
        "keep": False,
        "effect": {
            "kind": "royal_joust",
            "scope": "drawer",
            "decline_chivalry": 2,
            "prize_gold": 50,
            "prize_chivalry": 3,
        },
    }
    assert fortune_card_errors(card) == []


GOOD_CARD = {
    "id": "F99",
    "title": "Floods on the Severn",
    "text": "Every footsoldier on a river square is swept away.",
    "keep": False,
    "effect": {
        "kind": "lose_pieces",
        "scope": "all",
        "where": "river",
        "piece": "footsoldier",
        "count": 1,
    },
}


def changed(top=None, **effect):
    card = {**GOOD_CARD, **(top or {})}
    card["effect"] = {**GOOD_CARD["effect"], **effect}
    return card


@pytest.mark.parametrize(
    ("card", "complaint"),
    [
        (changed(kind="plague"), "unknown effect kind 'plague'"),
        (changed(where="swamp"), "lose_pieces.where = 'swamp' not allowed"),
        (changed(piece="challenger"), "lose_pieces.piece = 'challenger' not allowed"),
        (changed(count=0), "lose_pieces.count = 0 not allowed"),
        (changed(count=True), "lose_pieces.count = True not allowed"),
        (changed(count=1.0), "lose_pieces.count = 1.0 not allowed"),
        (changed(count="some"), "lose_pieces.count = 'some' not allowed"),
        (changed(scope="everyone"), "scope 'everyone' not allowed"),
        (changed(extra=1), "card has ['count', 'extra', 'piece', 'where']"),
        (changed(top={"keep": True}), "keep must be false for lose_pieces"),
        (changed(top={"id": "F1"}), "id must look like F01"),
        (changed(top={"text": " "}), "text must be a non-empty string"),
        (changed(top={"flavour": "x"}), "fields ['effect', 'flavour', 'id'"),
        (
            {**GOOD_CARD, "effect": {"kind": "gain_gold", "scope": "drawer"}},
            "gain_gold takes ['amount'], card has []",
        ),
        (
            {**GOOD_CARD, "effect": {"kind": "gain_gold", "scope": "all", "amount": 500}},
            "gain_gold.amount = 500 not allowed",
        ),
        (
            {**GOOD_CARD, "keep": True, "effect": {"kind": "free_move", "scope": "all"}},
            "scope 'all' not allowed for free_move",
        ),
        (
            {**GOOD_CARD, "effect": {"kind": "add_one", "scope": "drawer"}},
            "keep must be true for add_one",
        ),
        (
            {
                **GOOD_CARD,
                "effect": {
                    "kind": "free_troops",
                    "scope": "drawer",
                    "knights": 0,
                    "footsoldiers": 0,
                },
            },
            "free_troops gives no troops",
        ),
    ],
)
def test_the_validator_rejects_what_the_docs_do_not_allow(card, complaint):
    assert fortune_card_errors(GOOD_CARD) == []
    errors = fortune_card_errors(card)
    assert any(complaint in error for error in errors), errors


def test_the_required_fortune_cards_are_present(fortune):
    kinds = Counter(card["effect"]["kind"] for card in fortune)
    assert kinds["royal_joust"] == 1
    assert kinds["magic_lance"] == 1
    assert 5 <= kinds["free_move"] <= 7
    assert 5 <= kinds["add_one"] <= 7
    assert kinds["nothing"] <= 2


def test_every_documented_kind_is_played_by_some_card(fortune):
    assert {card["effect"]["kind"] for card in fortune} == set(KINDS)


def test_many_cards_affect_every_player_whose_pieces_match(fortune):
    # Rule 7: "acted upon by ALL players whose military pieces are affected".
    everyone = [card["effect"]["kind"] for card in fortune if card["effect"]["scope"] == "all"]
    assert len(everyone) >= 8
    assert len(set(everyone)) >= 4
    assert "lose_pieces" in everyone


def fortune_for_drawer(effect):
    if effect["kind"] in NEUTRAL_KINDS:
        return "neither"
    good = effect["kind"] in GOOD_KINDS
    if effect["scope"] == "others":
        good = not good
    return "good" if good else "bad"


def test_good_and_bad_fortune_are_roughly_balanced(fortune):
    balance = Counter(fortune_for_drawer(card["effect"]) for card in fortune)
    assert balance["neither"] <= 3
    assert abs(balance["good"] - balance["bad"]) <= 5, balance


def test_amounts_fit_the_scale_of_the_game(fortune):
    # 500 gold to start, 20-25 a turn in taxes; chivalry and endurance in the validator ranges.
    flat_gold = [
        card["effect"]["amount"]
        for card in fortune
        if card["effect"]["kind"] in ("gain_gold", "pay_gold")
    ]
    assert flat_gold
    assert all(5 <= amount <= 50 for amount in flat_gold)


NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def test_each_card_text_states_the_numbers_of_its_effect(fortune):
    missing = []
    for card in fortune:
        effect, text = card["effect"], card["text"].casefold()
        for param, value in effect.items():
            if param in ("kind", "scope") or value == 0:
                continue
            if value == "all":
                found = re.search(r"\b(every|all)\b", text)
            elif isinstance(value, int):
                words = [str(value), NUMBER_WORDS.get(value, str(value))]
                if param == "turns" and value == 1:
                    words.append("next turn")
                found = any(re.search(rf"\b{word}\b", text) for word in words)
            else:
                continue
            if not found:
                missing.append(f"{card['id']}: {param} = {value}")
    assert missing == []


def test_kept_cards_say_so(fortune):
    for card in fortune:
        assert ("keep this card" in card["text"].casefold()) is card["keep"], card["id"]


def test_the_docs_document_every_kind_and_parameter():
    docs = DOCS.read_text(encoding="utf-8")
    sections = re.split(r"^#### ", docs, flags=re.MULTILINE)[1:]
    documented = {}
    for section in sections:
        heading = re.match(r"`(\w+)`", section)
        assert heading, section[:60]
        documented[heading.group(1)] = section
    assert set(documented) == set(KINDS)
    for kind, spec in KINDS.items():
        for param in spec.params:
            assert f"`{param}`" in documented[kind], f"{kind}.{param} is not documented"
        summary = re.search(rf"^\| `{kind}` \|.*$", docs, flags=re.MULTILINE)
        assert summary, f"{kind} is missing from the summary table"
    for place in PLACES:
        assert f"| `{place}` |" in documented["lose_pieces"], place


# --- Guardians ---


def test_every_guardian_is_valid(guardians):
    assert [error for card in guardians for error in guardian_errors(card)] == []


def test_guardian_names_are_unique(guardians):
    names = Counter(card["name"] for card in guardians)
    assert [name for name, n in names.items() if n > 1] == []


def test_both_dice_are_used_and_blue_guardians_are_the_dangerous_ones(guardians):
    by_die = {die: [danger(g) for g in guardians if g["die"] == die] for die in FACES}
    assert by_die["red"]
    assert by_die["blue"]
    mean = {die: sum(values) / len(values) for die, values in by_die.items()}
    assert mean["blue"] > mean["red"]
    assert max(guardians, key=danger)["die"] == "blue"


def test_slaying_a_more_dangerous_guardian_never_pays_less_chivalry(guardians):
    wrong = [
        f"{a['id']} ({danger(a):.3f}, {a['slay_chivalry']}) pays more than"
        f" {b['id']} ({danger(b):.3f}, {b['slay_chivalry']})"
        for a in guardians
        for b in guardians
        if danger(a) < danger(b) and a["slay_chivalry"] > b["slay_chivalry"]
    ]
    assert wrong == []


def test_the_danger_calculation_matches_the_docs_table():
    assert round(death_chance(20, 4, 6), 2) == 0.02
    assert round(death_chance(20, 14, 8), 2) == 0.30
    assert death_chance(20, 20, 6) == pytest.approx(0.5)


# --- Riddles ---


def test_every_riddle_is_valid(riddles):
    assert [error for card in riddles for error in riddle_errors(card)] == []


def test_riddle_questions_are_unique(riddles):
    questions = Counter(normalise(card["question"]) for card in riddles)
    assert [q for q, n in questions.items() if n > 1] == []


def test_no_riddle_gives_its_answer_away(riddles):
    given_away = []
    for card in riddles:
        question = f" {normalise(card['question'])} "
        given_away += [
            f"{card['id']}: {answer}"
            for answer in card["answers"]
            if f" {normalise(answer)} " in question
        ]
    assert given_away == []


@pytest.mark.parametrize(
    ("typed", "form"),
    [
        ("A Shadow", "shadow"),
        ("  the   shadow! ", "shadow"),
        ("An echo.", "echo"),
        ("Hen's egg", "hens egg"),
        ("chimney-stack", "chimneystack"),
        ("The", "the"),
        ("Snow and the Sun", "snow and the sun"),
        ("THE SNOW AND THE SUN", "snow and the sun"),
    ],
)
def test_answers_are_normalised_as_documented(typed, form):
    assert normalise(typed) == form


def test_a_typed_answer_is_accepted_by_its_normal_form(riddles):
    shadow = next(card for card in riddles if "shadow" in card["answers"])
    accepted = {normalise(answer) for answer in shadow["answers"]}
    assert normalise("Your shadow.") in accepted
    assert normalise("A SHADOW") in accepted
    assert normalise("a ghost") not in accepted
