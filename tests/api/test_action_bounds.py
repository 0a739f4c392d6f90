"""Bounded actions (issue 26): no value a client sends can poison a game."""

import pytest
from rest_framework.test import APIClient

from kingdom.models import Game
from kingdom.rules.actions import ACTIONS, MAX_FACE, MAX_GOLD
from kingdom.services import game_check_replay

from .test_alliances import two_at_war  # noqa: F401 (a fixture)
from .test_games import act

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "action",
    [
        {"kind": "propose_deal", "to_seat": 1, "for_gold": 10**30},
        {"kind": "propose_deal", "to_seat": 1, "gold": 10**30},
    ],
)
def test_a_fortune_in_gold_is_refused_and_the_game_plays_on(two_at_war, action):  # noqa: F811
    game_id, ann, bors = two_at_war
    version = Game.objects.get(pk=game_id).version
    refused = act(ann, game_id, action)
    assert refused.status_code == 400, refused.content
    assert Game.objects.get(pk=game_id).version == version
    fair = act(ann, game_id, {"kind": "propose_deal", "to_seat": 1, "for_gold": 5})
    assert fair.status_code == 200, fair.content
    assert game_check_replay(game=Game.objects.get(pk=game_id))


# -- the bounds in the OpenAPI document -----------------------------------------------------------
def unbounded(schema, where, components):
    """The places under `schema` where an integer has no minimum or maximum, a text no
    maxLength (an enum is bounded by its values), or a list no maxItems."""
    if "$ref" in schema:
        return unbounded(components[schema["$ref"].rsplit("/", 1)[1]], where, components)
    if "anyOf" in schema or "oneOf" in schema:
        options = schema.get("anyOf", schema.get("oneOf"))
        return [p for option in options for p in unbounded(option, where, components)]
    kind = schema.get("type")
    if isinstance(kind, list):  # OpenAPI 3.1's nullable: ["integer", "null"]
        (kind,) = [k for k in kind if k != "null"]
    if "enum" in schema or "const" in schema or kind in ("boolean", "null"):
        return []
    if kind == "integer":
        return [] if "minimum" in schema and "maximum" in schema else [where]
    if kind == "string":
        return [] if "maxLength" in schema else [where]
    if kind == "array":
        found = [] if "maxItems" in schema else [where]
        return found + unbounded(schema.get("items", {}), f"{where}[]", components)
    if kind == "object":
        return [
            p
            for name, field in schema.get("properties", {}).items()
            for p in unbounded(field, f"{where}.{name}", components)
        ]
    return [where]  # a type this test does not know is no bounded one


def test_every_field_an_action_request_sends_is_bounded_in_the_schema():
    """Every integer, text and list of every action kind (`ACTIONS`: a new kind or field
    without bounds fails here) and of the request around it (`faces`, `seat`,
    `expected_version`) shows its bounds in the OpenAPI document."""
    schema = APIClient().get("/api/schema/?format=json").json()
    components = schema["components"]["schemas"]
    problems = []
    for kind in ACTIONS:
        posted = components[f"PostedAction_{kind}"]
        assert posted["properties"]["kind"]["enum"] == [kind]
        problems += unbounded(posted, kind, components)
    request = components["ActionRequest"]
    assert {"action", "faces", "seat", "expected_version"} <= set(request["properties"])
    problems += unbounded(
        {
            **request,
            "properties": {k: v for k, v in request["properties"].items() if k != "action"},
        },
        "request",
        components,
    )
    assert problems == []
    faces = components["PostedAction_pick_numbers"]["properties"]["numbers"]
    assert (faces["maxItems"], faces["items"]["minimum"], faces["items"]["maximum"]) == (
        MAX_FACE,
        1,
        MAX_FACE,
    )
    for_gold = components["PostedAction_propose_deal"]["properties"]["for_gold"]
    assert (for_gold["minimum"], for_gold["maximum"]) == (0, MAX_GOLD)
