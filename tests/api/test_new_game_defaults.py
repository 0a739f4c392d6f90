"""A new game's defaults and bounds come from one place each (issue 13): the seats from the
ruleset a new game freezes, the clock's from kingdom.deadlines; the API serves them
(`GET /api/games/defaults/`) and the lobby draws its form from that answer. The odds' and
reachable squares' piece counts are capped by the game's own ruleset."""

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from kingdom.deadlines import (
    DEFAULT_AUTOPILOT_AFTER,
    DEFAULT_HOURS,
    DEFAULT_LEAVE_DAYS,
    MAX_AUTOPILOT_AFTER,
    MAX_LEAVE_DAYS,
)
from kingdom.models import Game, RulesetDefault
from kingdom.reference import reference_load_fixtures
from kingdom.rules.ruleset import load_ruleset

pytestmark = pytest.mark.django_db


def client_for(name):
    user = get_user_model().objects.create_user(name, password="a-long-secret-42")
    api = APIClient()
    api.force_authenticate(user)
    return api


def test_the_defaults_of_a_new_game_are_the_rulesets_and_the_clocks():
    rs = load_ruleset()
    answer = APIClient().get("/api/games/defaults/")
    assert answer.status_code == 200, answer.content
    d = answer.json()
    assert d["seats"] == {
        "min": rs.defaults.min_players,
        "max": rs.defaults.max_players,
        "default": 4,
        "min_rule": rs.rule("min_players"),
        "max_rule": rs.rule("max_players"),
    }
    assert d["bots"] == {"min": 0, "max": rs.defaults.max_players - 1, "default": 0}
    assert d["turn_hours"]["default"] == DEFAULT_HOURS["turn"]
    assert d["reply_hours"]["default"] == DEFAULT_HOURS["reply"]
    assert d["leave_days"] == {"min": 0, "max": MAX_LEAVE_DAYS, "default": DEFAULT_LEAVE_DAYS}
    assert d["autopilot_after"] == {
        "min": 1,
        "max": MAX_AUTOPILOT_AFTER,
        "default": DEFAULT_AUTOPILOT_AFTER,
    }
    assert [c["value"] for c in d["mode"]["choices"]] == ["server", "table"]
    assert [c["value"] for c in d["order"]["choices"]] == ["roll", "seating"]
    assert (d["mode"]["default"], d["order"]["default"]) == ("server", "roll")
    assert [c["value"] for c in d["bot_level"]["choices"]] == ["sound", "random", "expert"]
    assert d["bot_level"]["default"] == "sound"


def test_a_game_created_with_nothing_but_a_name_has_the_served_defaults():
    api = client_for("ann")
    d = api.get("/api/games/defaults/").json()
    created = api.post("/api/games/", {"name": "Camlann"}, format="json")
    assert created.status_code == 201, created.content
    game = Game.objects.get()
    assert (game.seats_wanted, game.mode) == (d["seats"]["default"], d["mode"]["default"])
    assert game.settings["deadlines"] == {
        "turn": d["turn_hours"]["default"],
        "reply": d["reply_hours"]["default"],
    }
    assert game.settings["leave_days"] == d["leave_days"]["default"]
    assert game.settings["autopilot_after"] == d["autopilot_after"]["default"]
    assert game.settings["order"] == d["order"]["default"]


def test_an_admins_player_limits_reach_the_defaults_and_the_refusal():
    """Edit `max_players` in the admin's tables: the served bounds follow, and a game beyond
    them is refused with the ruleset's rule."""
    reference_load_fixtures()
    RulesetDefault.objects.filter(name="max_players").update(value=3)
    RulesetDefault.objects.filter(name="min_players").update(value=3)
    api = client_for("ann")
    d = api.get("/api/games/defaults/").json()
    assert (d["seats"]["min"], d["seats"]["max"], d["seats"]["default"]) == (3, 3, 3)
    assert d["bots"]["max"] == 2
    refused = api.post("/api/games/", {"name": "Camlann", "seats": 4}, format="json")
    assert refused.status_code == 400
    assert (refused.json()["code"], refused.json()["rule"]) == ("bad_seats", d["seats"]["max_rule"])
    assert api.post("/api/games/", {"name": "Camlann"}, format="json").status_code == 201


@pytest.fixture
def game_id():
    ann, bors = client_for("ann"), client_for("bors")
    game = ann.post("/api/games/", {"name": "Camlann", "seats": 2}, format="json").json()["id"]
    bors.post(f"/api/games/{game}/join/")
    assert ann.post(f"/api/games/{game}/start/").status_code == 200
    return game, ann


def test_the_odds_are_capped_by_the_games_ruleset_naming_its_rule(game_id):
    game, ann = game_id
    rs = load_ruleset()
    most = rs.defaults.max_footsoldiers
    none = "attacker_footsoldiers=0&defender_footsoldiers=0"
    base = f"/api/games/{game}/odds/?attacker_knights=1&defender_knights=1&{none}"
    assert ann.get(f"{base}&attacker_ally_footsoldiers={most}").status_code == 200
    refused = ann.get(f"{base}&attacker_ally_footsoldiers={most + 1}")
    assert refused.status_code == 400
    assert refused.json()["fields"]["attacker_ally_footsoldiers"] == [
        f"at most {most} footsoldiers ({rs.rule('max_footsoldiers')})"
    ]
    knights = rs.defaults.max_knights
    refused = ann.get(
        f"/api/games/{game}/odds/?attacker_knights={knights + 1}&defender_knights=1&{none}"
    )
    assert refused.json()["fields"]["attacker_knights"] == [
        f"at most {knights} knights ({rs.rule('max_knights')})"
    ]
    cards = len(rs.cards_of_kind("add_one"))
    assert ann.get(f"{base}&attacker_cards={cards}").status_code == 200
    refused = ann.get(f"{base}&attacker_cards={cards + 1}")
    assert refused.status_code == 400 and "(rule 13)" in refused.json()["message"]


def test_reachable_squares_are_capped_by_the_games_ruleset(game_id):
    game, ann = game_id
    rs = load_ruleset()
    refused = ann.get(
        f"/api/games/{game}/reachable/?origin=K14&knights={rs.defaults.max_knights + 1}"
    )
    assert refused.status_code == 400
    assert "knights" in refused.json()["fields"]
