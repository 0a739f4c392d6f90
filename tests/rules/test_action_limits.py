"""The actions' sanity limits (kingdom/rules/actions.py, issue 26) stay above anything a ruleset
within fixtures/limits.json lets a game reach, and within what the state can hold (msgpack's
64-bit integers, State.copy)."""

import json
from pathlib import Path

import pytest

from kingdom.rules import actions
from kingdom.rules.actions import MAX_ANSWER_CHARS, Action
from kingdom.rules.errors import IllegalAction
from kingdom.rules.ruleset import load_ruleset

LIMITS = json.loads((Path(__file__).parents[2] / "fixtures" / "limits.json").read_text())


def test_the_limits_are_above_every_number_a_ruleset_may_hold():
    high = {name: bounds[1] for name, bounds in LIMITS["defaults"].items()}
    assert high["max_players"] <= actions.MAX_SEATS
    assert max(high["red_die_faces"], high["blue_die_faces"]) <= actions.MAX_FACE
    assert max(high["max_knights"], high["max_footsoldiers"]) <= actions.MAX_PIECES
    # six purses at their largest, and 5,000 rounds of the largest income one player could
    # collect (every village at the highest tax, every castle, Camelot: 1,090 gold a round)
    ruleset = load_ruleset()
    villages, castles = len(ruleset.board.villages), len(ruleset.board.castles)
    income = villages * LIMITS["taxes"][1] + castles * high["castle_tax"] + high["camelot_income"]
    assert high["max_players"] * high["starting_gold"] + 5_000 * income <= actions.MAX_GOLD


def test_the_limits_hold_every_name_and_deck_of_the_fixtures():
    ruleset = load_ruleset()
    names = [
        *ruleset.board.nodes,
        *ruleset.challenger_keys,
        *(castle.name for castle in ruleset.board.castles),
        *(castle.square for castle in ruleset.board.castles),
        *ruleset.fortune,
        *ruleset.guardians,
        *ruleset.riddles,
    ]
    assert max(len(name) for name in names) <= actions.MAX_NAME_CHARS
    assert len(ruleset.board.nodes) <= actions.MAX_PATH
    assert len(ruleset.fortune) <= actions.MAX_CARDS


def test_no_limit_passes_what_the_state_can_hold():
    limits = [value for name, value in vars(actions).items() if name.startswith("MAX_")]
    assert len(limits) >= 10
    assert all(0 < value < 2**63 for value in limits)


@pytest.mark.parametrize(
    ("data", "field", "most"),
    [
        ({"kind": "answer_riddle", "answer": "the grail " * 30}, "answer", MAX_ANSWER_CHARS),
        ({"kind": "offer_deal", "to_seat": 1, "gold": 5, "promise": "p" * 900}, "promise", 500),
    ],
)
def test_a_log_written_before_the_bounds_still_replays(data, field, most):
    """Before issue 26 the engine took a longer answer or promise and cut it to this length;
    the log holds it whole: the API refuses it now, the log's reader cuts it as the engine did."""
    logged = {**data, "seat": 0}
    with pytest.raises(IllegalAction, match=f"{field} must be text of at most {most}"):
        Action.from_dict(logged)
    action = Action.from_log(logged)
    assert getattr(action, field) == data[field][:most]
    assert Action.from_log({**logged, field: "short"}) == Action.from_dict(
        {**logged, field: "short"}
    )


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "propose_deal", "seat": 0, "to_seat": 1, "promise": "a\x00b"},
        {"kind": "move", "seat": 0, "origin": "K\x00", "destination": "K16"},
        {"kind": "answer_riddle", "seat": 0, "answer": "\x00"},
    ],
)
def test_a_nul_character_in_a_text_is_refused_naming_the_field(data):
    """PostgreSQL's JSON refuses a NUL: it was a 500 when the action was logged (issue 26)."""
    with pytest.raises(IllegalAction, match="without a NUL character"):
        Action.from_dict(data)
