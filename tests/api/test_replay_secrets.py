"""Issue 30: a replay never shows a seat another seat's secrets. The canary game of
tests/api/test_secrets.py (marker card ids, riddle answers and dice seed; bots playing every
seat through the API; a quest that turns the grail's token) is played again with the replay
reads among everything each seat and a spectator read at every look: no canary card in another
seat's hand, no riddle answer, no pack order, no dice seed before the end and no grail site
before its token is turned may appear in a replay of any range, nor in "since your last
visit"; and every step's events are the events GET events/ gives that viewer."""

import json

import pytest

from kingdom.models import Game
from kingdom.rules.bot import Bot
from tests.api import test_secrets
from tests.api.test_secrets import check_events, new_game, play

pytestmark = pytest.mark.django_db

REPLAY_READS = ("replay/?after=-1", "replay/?after=40&upto=90", "replay/", "since/")


def every_event(api, base: str) -> list[dict]:
    """The whole log as GET events/ gives it to the viewer, page by page."""
    found, after = [], 0
    while page := api.get(f"{base}events/?after={after}&limit=500").json()["events"]:
        found += page
        after = page[-1]["sequence"]
    return found


@pytest.mark.timeout(600)  # a whole game, every view of every seat read at every step
def test_no_replay_shows_a_seat_anothers_secret(monkeypatch):
    monkeypatch.setattr(test_secrets, "READS", test_secrets.READS + REPLAY_READS)
    table = new_game(341, 3, round_limit=8)
    for api in table.seats.values():  # each seat's visit marked early: "since" has steps
        api.post(f"/api/games/{table.game_id}/seen/", {"version": 0}, format="json")
    covered = play(table, Bot(341))
    assert {"cards in hand", "grail turned", "riddle known"} <= covered
    assert Game.objects.get(pk=table.game_id).status == Game.Status.FINISHED
    base = f"/api/games/{table.game_id}/"
    for viewer, api in table.viewers():
        body = api.get(base + "replay/?after=-1").json()
        events = [e for step in body["steps"] for e in step["events"]]
        check_events(events, viewer)
        logged = every_event(api, base)
        engine_logged = [e["sequence"] for e in logged if e["rule"] not in ("absence", "undo")]
        assert [e["sequence"] for e in events] == engine_logged
        text = json.dumps(body)
        assert '"hand"' not in text and "grail_site" not in text and "hidden_draw" not in text
