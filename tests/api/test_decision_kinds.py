"""The decision kinds the API publishes (issue 12): the pages name decisions from here and keep
no list of their own; the schema gives the kinds as an enum."""

import pytest
from django.core.exceptions import ImproperlyConfigured
from rest_framework.test import APIClient

from kingdom.deadlines import check_clocks, hours_for
from kingdom.rules.decisions import SPECS, DecisionKind

pytestmark = pytest.mark.django_db


def test_every_kind_is_published_with_its_label_help_clock_actions_and_default():
    response = APIClient().get("/api/decision-kinds/")  # no login needed
    assert response.status_code == 200
    kinds = {k["kind"]: k for k in response.json()}
    assert list(kinds) == [k.value for k in DecisionKind]
    bid = kinds["bid"]
    assert bid == {
        "kind": "bid",
        "label": "seal a bid for an allegiance",
        "help": SPECS["bid"].help,
        "who": "every player who has not bid yet",
        "clock": "reply",
        "actions": ["bid"],
        "default": "no bid (0)",
    }
    assert kinds["move"]["clock"] == "turn" and kinds["move"]["actions"] == [
        "move",
        "end_movement",
    ]
    assert kinds["roll"]["clock"] == "table"
    assert all(k["label"] and k["help"] and k["default"] for k in kinds.values())


def test_the_schema_gives_the_kinds_and_clocks_as_enums():
    schema = APIClient().get("/api/schema/?format=json").json()
    assert "/api/decision-kinds/" in schema["paths"]
    enums = [c.get("enum") for c in schema["components"]["schemas"].values()]
    assert [k.value for k in DecisionKind] in enums
    assert ["turn", "reply", "table"] in enums
    legal = schema["paths"]["/api/games/{game_id}/legal-actions/"]["get"]["responses"]["200"]
    assert legal["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/LegalActions"
    }


def test_each_kind_runs_on_its_declared_clock():
    settings = {"deadlines": {"turn": 48, "reply": 24}}
    assert {kind: hours_for(settings, kind) for kind in ("move", "bid", "roll")} == {
        "move": 48,
        "bid": 24,
        "roll": None,
    }
    assert hours_for({"deadlines": None}, "move") is None


def test_a_clock_without_default_hours_stops_the_start():
    check_clocks({"turn": 48, "reply": 24})
    with pytest.raises(ImproperlyConfigured, match=r"without default hours: \['reply'\]"):
        check_clocks({"turn": 48})
