"""The one validator of ruleset data (kingdom/rules/validation.py): every documented limit, each
class of edit a curator was once let through, and paths that name the field."""

import copy

import pytest

from kingdom.rules.ruleset import Ruleset, fixture_data
from kingdom.rules.validation import FORTUNE_EFFECTS, LIMITS, Problem, validate_ruleset

FIXTURES = fixture_data()


@pytest.fixture
def data():
    return copy.deepcopy(FIXTURES)


def paths(problems):
    return {problem.path for problem in problems}


def test_the_fixtures_have_no_problem():
    assert validate_ruleset(FIXTURES) == []


def test_junk_is_problems_never_an_exception():
    assert validate_ruleset([]) == [Problem("", "ruleset data: not a JSON object")]
    problems = validate_ruleset({"fortune": "none", "guardians": [3], "battle_tables": {}})
    assert Problem("fortune", "fortune deck: expected a list of cards") in problems
    assert Problem("guardians.#1", "guardian card #1: not a JSON object") in problems
    assert Problem("battle_tables.bands", "battle tables: no bands of scores") in problems


# --------------------------------------------------------------------- the guardians' numbers


@pytest.mark.parametrize(("name", "limit"), LIMITS["guardians"].items())
def test_each_guardian_number_is_refused_just_outside_its_limit(data, name, limit):
    low, high = limit
    for value in (low - 1, high + 1):
        data["guardians"][2][name] = value
        problems = validate_ruleset(data)
        assert problems == [
            Problem(
                f"guardians.G03.{name}",
                f"guardian card G03: {name} {value} is not {low}–{high} (docs/decks.md)",
            )
        ]
    for value in (low, high):
        data["guardians"][2][name] = value
        assert validate_ruleset(data) == []


def test_the_limits_found_accepted_once_are_refused(data):
    # guardian endurance 2 and 99, retreat endurance 0, retreat chivalry 50, slay chivalry 0
    cases = [
        ("endurance", 2),
        ("endurance", 99),
        ("retreat_endurance", 0),
        ("retreat_chivalry", 50),
        ("slay_chivalry", 0),
    ]
    for name, value in cases:
        card = {**FIXTURES["guardians"][0], name: value}
        problems = validate_ruleset({**data, "guardians": [card, *data["guardians"][1:]]})
        assert paths(problems) == {f"guardians.G01.{name}"}, (name, value)


def test_guardian_names_are_unique_whatever_the_case(data):
    data["guardians"][5]["name"] = data["guardians"][0]["name"].upper() + " "
    problems = validate_ruleset(data)
    assert paths(problems) == {"guardians.G01.name", "guardians.G06.name"}
    assert "another guardian is named" in problems[0].message


# ------------------------------------------------------------------------------ the riddles


def test_answers_equal_once_normalised_are_refused(data):
    data["riddles"][6]["answers"] = ["icicle", "An Icicle!"]
    [problem] = validate_ruleset(data)
    assert problem.path == "riddles.R07.answers"
    assert problem.message.startswith("riddle card R07: answers 'icicle', 'An Icicle!' are the")


def test_an_answer_in_its_own_question_is_refused_as_a_whole_word_only(data):
    riddle = data["riddles"][6]
    riddle["question"] = "What is an icicle, that lives in winter?"
    [problem] = validate_ruleset(data)
    assert problem == Problem(
        "riddles.R07.answers", "riddle card R07: the question gives away its answer 'icicle'"
    )
    riddle["question"] = "What do the icicles' cousins, the icicle-men, say?"  # 'icicles', a word
    assert paths(validate_ruleset(data)) == {"riddles.R07.answers"}
    riddle["question"] = "What grows downward from the eaves in the frost?"
    riddle["answers"] = ["eave"]  # a part of a word is no giveaway
    assert validate_ruleset(data) == []


def test_an_answer_empty_once_normalised_is_refused(data):
    data["riddles"][0]["answers"] = ["sovereignty", "?!"]
    assert paths(validate_ruleset(data)) == {"riddles.R01.answers"}


# ---------------------------------------------------------------------------- deck makeup


def test_an_empty_fortune_deck_lacks_the_joust_and_the_lance(data):
    data["fortune"] = []
    assert validate_ruleset(data) == [
        Problem("fortune", "fortune pack: needs one royal_joust card (rule 7), there is none"),
        Problem("fortune", "fortune pack: needs one magic_lance card (rule 7), there is none"),
        Problem("fortune", "fortune pack: 0 cards, not 24–200 (docs/decks.md; rule 3 prints 47)"),
    ]


def test_a_fortune_pack_thinner_than_half_the_printed_one_is_refused(data):
    kept = [c for c in data["fortune"] if c["effect"]["kind"] in ("royal_joust", "magic_lance")]
    data["fortune"] = [*kept, data["fortune"][2]]
    assert validate_ruleset(data) == [
        Problem("fortune", "fortune pack: 3 cards, not 24–200 (docs/decks.md; rule 3 prints 47)")
    ]
    data["fortune"] = [*kept, *[c for c in fixture_data()["fortune"] if c not in kept][:22]]
    assert validate_ruleset(data) == []


def test_the_only_magic_lance_cannot_go(data):
    data["fortune"] = [c for c in data["fortune"] if c["effect"]["kind"] != "magic_lance"]
    assert [p.message for p in validate_ruleset(data)] == [
        "fortune pack: needs one magic_lance card (rule 7), there is none"
    ]


def test_a_second_joust_is_refused(data):
    data["fortune"].append({**data["fortune"][0], "id": "F48"})
    assert [p.message for p in validate_ruleset(data)] == [
        "fortune pack: at most one royal_joust card"
    ]


@pytest.mark.parametrize("deck", ["guardians", "riddles"])
def test_a_deck_needs_a_card_for_each_mystic_site(data, deck):
    sites = len(data["board"]["mystic_sites"])
    data[deck] = data[deck][: sites - 1]
    [problem] = validate_ruleset(data)
    assert problem.path == deck
    assert problem.message.startswith(f"{deck} deck: {sites - 1} cards, fewer than the {sites}")
    data[deck] = FIXTURES[deck][:sites]
    assert validate_ruleset(data) == []
    data[deck] = []
    assert paths(validate_ruleset(data)) == {deck}


# ------------------------------------------------------------------------ the battle tables


def test_fewer_action_names_than_bands_is_refused(data):
    data["battle_tables"]["tables"][0]["attacker_actions"].pop()
    assert validate_ruleset(data) == [
        Problem(
            "battle_tables.tables.1.attacker_actions",
            "battle table 1: 2 attacker's actions for 3 bands: one name a band",
        )
    ]


def test_a_band_that_runs_backwards_is_refused(data):
    data["battle_tables"]["bands"][1] = [3, 2]
    problems = validate_ruleset(data)
    assert (
        Problem("battle_tables.bands.1.high", "battle band 2: 3–2 runs backwards (low above high)")
        in problems
    )


@pytest.mark.parametrize(
    ("bands", "path", "words"),
    [
        ([[1, 2], [4, 5], [6, 8]], "battle_tables.bands.1.low", "without gap or overlap"),
        ([[1, 3], [3, 5], [6, 8]], "battle_tables.bands.1.low", "without gap or overlap"),
        ([[2, 2], [3, 5], [6, 8]], "battle_tables.bands.0.low", "not 1 (the lowest throw)"),
        ([[1, 2], [3, 5], [6, 7]], "battle_tables.bands.2.high", "below the 8 of the widest"),
    ],
)
def test_bands_follow_each_other_and_cover_the_dice(data, bands, path, words):
    data["battle_tables"]["bands"] = bands
    [problem] = validate_ruleset(data)
    assert problem.path == path and words in problem.message


def test_a_missing_row_of_cells_is_refused(data):
    data["battle_tables"]["tables"][2]["cells"].pop()
    assert validate_ruleset(data) == [
        Problem("battle_tables.tables.3.cells", "battle table 3: needs 3×3 cells")
    ]


def test_a_missing_table_is_refused(data):
    data["battle_tables"]["tables"].pop()
    assert validate_ruleset(data) == [
        Problem("battle_tables.tables", "battle tables: need tables 1, 2 and 3, not [1, 2]")
    ]


# ------------------------------------------------------------------- the ruleset's numbers


@pytest.mark.parametrize(("name", "limit"), LIMITS["defaults"].items())
def test_each_ruleset_default_is_refused_just_outside_its_limit(data, name, limit):
    low, high = limit
    path = f"ruleset.defaults.{name}.value"
    for value in (low - 1, high + 1):
        if value < 0:
            continue  # the database holds no negative default (a PositiveIntegerField)
        data["ruleset"]["defaults"][name]["value"] = value
        assert Problem(
            path, f"ruleset default {name}: {value} is not {low}–{high} (docs/decks.md)"
        ) in validate_ruleset(data)
    for value in (low, high):
        data["ruleset"]["defaults"][name]["value"] = value
        assert path not in paths(validate_ruleset(data)), value


def test_a_starting_endurance_of_0_is_refused_though_the_engine_loads_it(data):
    data["ruleset"]["defaults"]["starting_endurance"]["value"] = 0
    Ruleset.from_dict(data)  # the loader alone lets it through: every challenger dead at once
    assert paths(validate_ruleset(data)) == {"ruleset.defaults.starting_endurance.value"}


def test_more_starting_knights_than_the_cap_is_refused(data):
    data["ruleset"]["defaults"]["max_knights"]["value"] = 1
    assert validate_ruleset(data) == [
        Problem(
            "ruleset.defaults.starting_knights.value",
            "ruleset default starting_knights: 2 is more than max_knights 1 (rule 22)",
        )
    ]


def test_taxes_and_chivalry_awards_are_within_their_limits(data):
    data["ruleset"]["taxes"]["commodities"]["gold"] = 21
    data["ruleset"]["chivalry"]["execute_prisoner"] = -11
    assert paths(validate_ruleset(data)) == {
        "ruleset.taxes.gold",
        "ruleset.chivalry.execute_prisoner",
    }


def test_a_fortune_problem_names_the_effect_parameter(data):
    data["fortune"][14]["effect"] = {"kind": "gain_gold", "scope": "drawer", "amount": 101}
    data["fortune"][14]["keep"] = False
    [problem] = validate_ruleset(data)
    assert problem.path == "fortune.F15.effect.amount"
    assert problem.message == (
        "fortune card F15: effect gain_gold: amount 101 is not a whole number 1–100"
    )


NUMERIC_PARAMS = [
    (kind, name, param)
    for kind, effect in FORTUNE_EFFECTS.items()
    for name, param in effect.params.items()
    if param.low is not None
]


@pytest.mark.parametrize(
    ("kind", "name", "param"), NUMERIC_PARAMS, ids=[f"{k}.{n}" for k, n, _ in NUMERIC_PARAMS]
)
def test_each_effect_parameter_is_refused_just_outside_its_documented_range(
    data, kind, name, param
):
    effect = FORTUNE_EFFECTS[kind]
    base = {"kind": kind, "scope": effect.scopes[0]}
    for other, p in effect.params.items():
        base[other] = p.high if p.low is not None else p.words[0]
    card = {"id": "F48", "title": "T", "text": "T.", "keep": effect.keep}
    for value in (param.low - 1, param.high + 1):
        problems = validate_ruleset(
            {**data, "fortune": [*data["fortune"], {**card, "effect": {**base, name: value}}]}
        )
        if kind in ("royal_joust", "magic_lance"):
            problems = [p for p in problems if p.path != "fortune"]  # a second one: its own rule
        assert [p.path for p in problems] == [f"fortune.F48.effect.{name}"], value
    for value in (param.low, param.high):
        if kind == "free_troops" and value == 0:
            continue  # neither knights nor footsoldiers: its own rule
        problems = validate_ruleset(
            {**data, "fortune": [*data["fortune"], {**card, "effect": {**base, name: value}}]}
        )
        assert [p for p in problems if p.path != "fortune"] == [], value
