"""Same game, same log: the golden games replay to the very events and final state they had.

`apply` never changes the state it is given: each step checks the input is as it was.

`golden/games.json.gz` holds 210 seeded bot games (2–6 seats, server dice and typed faces, both
orders) recorded by `golden/record.py`, with battles, sieges, jousts, quests and riddles among
them. Any change to the engine must replay every one identically; a change of rule regenerates
the file and says why in `golden/CHANGES.md`.
"""

from __future__ import annotations

import gzip
import json
from functools import cache

import pytest

from kingdom.rules.actions import Action
from kingdom.rules.dice import TableDice
from kingdom.rules.engine import apply, start_game
from kingdom.rules.state import Mode, Order, Settings

from .golden.record import GOLDEN, NAMES, plans
from .helpers import ruleset


@cache
def golden_games() -> list[dict]:
    return json.loads(gzip.decompress(GOLDEN.read_bytes()))


def recorded_dice(events: list[dict], action: dict | None = None) -> TableDice:
    """The faces and hidden draws the recorded events show (a `roll` action brings its own)."""
    faces = [e["face"] for e in events if e["type"] == "die_rolled"]
    if action is not None and action["kind"] == "roll":
        faces = faces[1:]
    return TableDice(faces, [e["value"] for e in events if e["type"] == "hidden_draw"])


def as_json(value):
    return json.loads(json.dumps(value))


def test_the_golden_file_covers_the_plans():
    assert [{k: g[k] for k in plans()[0]} for g in golden_games()] == plans()


@pytest.mark.parametrize("number", range(len(plans())))
def test_golden_game_replays_identically(number):
    game = golden_games()[number]
    settings = Settings(order=Order(game["order"]), round_limit=game["round_limit"])
    state, events = start_game(
        ruleset(),
        NAMES[: game["players"]],
        mode=Mode(game["mode"]),
        settings=settings,
        dice=recorded_dice(game["start_events"]),
    )
    assert as_json([e.to_dict() for e in events]) == game["start_events"]
    for step, (action, recorded) in enumerate(zip(game["actions"], game["events"], strict=True)):
        before = state.to_json_bytes()
        given = state
        state, events = apply(given, Action.from_dict(action), recorded_dice(recorded, action))
        assert as_json([e.to_dict() for e in events]) == recorded, f"action {step}: {action}"
        assert given.to_json_bytes() == before, f"action {step} changed the state it was given"
    assert as_json(state.to_json()) == game["final"]


def test_an_illegal_action_leaves_the_state_as_it_was():
    """A refused action raises and changes nothing, even when the rules got part-way."""
    from kingdom.rules.actions import Move
    from kingdom.rules.errors import IllegalAction

    game = golden_games()[7]
    settings = Settings(order=Order(game["order"]), round_limit=game["round_limit"])
    state, _ = start_game(
        ruleset(),
        NAMES[: game["players"]],
        mode=Mode(game["mode"]),
        settings=settings,
        dice=recorded_dice(game["start_events"]),
    )
    for step, (action, recorded) in enumerate(zip(game["actions"], game["events"], strict=True)):
        if action["kind"] == "move":
            before = state.to_json_bytes()
            far = Move(seat=action["seat"], origin=action["origin"], destination="A1", knights=1)
            with pytest.raises(IllegalAction):
                apply(state, far, recorded_dice(recorded, action))
            assert state.to_json_bytes() == before, f"step {step}"
        state, _ = apply(state, Action.from_dict(action), recorded_dice(recorded, action))
