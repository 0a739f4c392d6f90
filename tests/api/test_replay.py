"""Issue 30: since your last visit, and replays of the log as a seat may see them (api/replay.py,
kingdom/replay.py, docs/replay.md)."""

import itertools
import json
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone
from rest_framework.test import APIClient

from kingdom import replay, services, visits
from kingdom.models import Game, GameEvent, Seat, SeatVisit
from kingdom.rules import engine
from kingdom.rules.bot import Bot
from kingdom.rules.dice import ServerDice
from kingdom.selectors import views

pytestmark = pytest.mark.django_db


def make_user(name: str):
    return get_user_model().objects.create_user(name, password="a-long-secret-42")


def client(user) -> APIClient:
    api = APIClient()
    api.force_authenticate(user)
    return api


def forget() -> None:
    """A fresh process: no parsed ruleset, state, view or timeline."""
    services.clear_caches()
    views._VIEWS.clear()
    replay.clear_cache()


def bot_game(seats: int, rounds: int, *, name: str = "Replay", listed: bool = True, until=None):
    """A game of `seats` (the host's seat played by a bot through the service, the others the
    service's bots), played to the end of `rounds` rounds or until `until(game)`; its bot seats
    are then handed to players: (game, users by seat)."""
    host = make_user(f"{name}-host")
    game = services.game_create(
        host=host, name=name, seats=seats, bots=seats - 1, order="seating", round_limit=rounds,
        listed=listed, turn_hours=None, reply_hours=None, autopilot_after=None,
    )  # fmt: skip
    game.dice_seed = f"{name}-dice"  # the same game at every run
    game.dice_commitment = ServerDice.commitment(game.dice_seed)
    game.save()
    services.game_start(game_id=game.pk, user=host)
    bot = Bot(name)
    game.refresh_from_db()
    while game.status == Game.Status.ACTIVE and not (until and until(game)):
        action = bot.choose(services.game_state(game), 0)
        services.game_submit_action(game_id=game.pk, user=host, action=action.to_dict())
        game.refresh_from_db()
    users = {0: host}
    for seat in Seat.objects.filter(game=game, is_bot=True):
        users[seat.index] = make_user(f"{name}-{seat.index}")
        seat.user, seat.is_bot = users[seat.index], False
        seat.save()
    return game, users


def frame(view: dict) -> dict:
    """The frame the replay should show for a seat's live view (GET game/), JSON-shaped."""
    return json.loads(json.dumps(replay.frame_of(view["state"])))


def live_changes(before: dict, after: dict) -> list[str]:
    """The nodes whose pieces or holder differ between two live views, computed here from the
    views alone (not by kingdom.replay)."""

    def pieces(view):
        found = {}
        for p in view["state"]["players"]:
            if p["eliminated"]:
                continue
            for node, st in p["stacks"].items():
                if st["knights"] + st["footsoldiers"]:
                    found.setdefault(node, set()).add(
                        (p["seat"], st["knights"], st["footsoldiers"])
                    )
            if p["challenger_at"]:
                found.setdefault(p["challenger_at"], set()).add((p["seat"], "R"))
        return found

    a, b = pieces(before), pieces(after)
    ca, cb = before["state"]["control"], after["state"]["control"]
    nodes = {n for n in a.keys() | b.keys() if a.get(n) != b.get(n)}
    return sorted(nodes | {sq for sq in ca.keys() | cb.keys() if ca.get(sq) != cb.get(sq)})


def play_on(game: Game, users: dict, actions: int) -> None:
    """Every seat's next decisions chosen by a bot, through the service, `actions` of them."""
    bot = Bot("on")
    for _ in range(actions):
        game.refresh_from_db()
        state = services.game_state(game)
        decisions = engine.pending(state)
        if game.status != Game.Status.ACTIVE or not decisions:
            return
        seat = decisions[0].seat
        action = bot.choose(state, seat)
        services.game_submit_action(game_id=game.pk, user=users[seat], action=action.to_dict())


def in_play(game: Game) -> bool:
    """Past the set-up: the challengers' turns have begun."""
    return services.game_state(game).turn is not None and game.version > 40


# -- the mark of a visit ---------------------------------------------------------------------------
def test_a_visit_mark_moves_forward_only_and_never_past_the_game():
    game, users = bot_game(2, 1, until=lambda g: g.version >= 10)
    api = client(users[1])
    seen = f"/api/games/{game.pk}/seen/"
    assert api.get(seen).json() == {"version": None}  # never marked
    assert api.post(seen, {"version": 5}, format="json").json() == {"version": 5}
    assert api.get(seen).json() == {"version": 5}
    assert api.post(seen, {"version": 3}, format="json").status_code == 200
    assert SeatVisit.objects.get(game=game, seat=1).version == 5  # an old tab: no step back
    assert api.post(seen, {"version": 10**6}, format="json").json() == {"version": game.version}
    assert SeatVisit.objects.get(game=game, seat=1).version == game.version
    assert not SeatVisit.objects.filter(game=game, seat=0).exists()  # each seat its own


def test_a_mark_of_the_game_now_records_the_look_and_an_older_one_does_not():
    """The one mark of a look (issues 30, 35): the outbox reads its time (docs/messages.md)."""
    game, users = bot_game(2, 1, until=lambda g: g.version >= 10)
    api = client(users[1])
    seen = f"/api/games/{game.pk}/seen/"
    long_ago = timezone.now() - timedelta(hours=1)
    assert api.post(seen, {"version": game.version}, format="json").status_code == 200
    SeatVisit.objects.filter(game=game, seat=1).update(version=5, at=long_ago)
    assert api.post(seen, {"version": 8}, format="json").status_code == 200  # an old tab
    assert SeatVisit.objects.values_list("version", "at").get() == (8, long_ago)
    assert not visits.looked_since(game_id=game.pk, seat=1, moment=long_ago + timedelta(minutes=1))
    for _ in range(2):  # the page again, the game unchanged: the time moves, not the version
        assert api.post(seen, {"version": game.version}, format="json").status_code == 200
        visit = SeatVisit.objects.get()
        assert visit.version == game.version and visit.at > long_ago + timedelta(minutes=59)
    assert visits.looked_since(game_id=game.pk, seat=1, moment=long_ago + timedelta(minutes=59))


@pytest.mark.parametrize(
    ("body", "field"),
    [({"version": -1}, "version"), ({"version": "soon"}, "version"), ({}, "version"),
     ({"version": 2**64}, "version")],
)  # fmt: skip
def test_a_bad_mark_is_a_400_naming_the_field(body, field):
    game, users = bot_game(2, 1, until=lambda g: g.version >= 2)
    response = client(users[1]).post(f"/api/games/{game.pk}/seen/", body, format="json")
    assert response.status_code == 400
    assert field in response.content.decode()
    assert not SeatVisit.objects.exists()


def test_only_a_seat_marks_a_visit_or_asks_what_happened_since():
    game, _ = bot_game(2, 1, until=lambda g: g.version >= 2)
    stranger = client(make_user("stranger"))
    assert stranger.post(f"/api/games/{game.pk}/seen/", {"version": 1}).status_code == 404
    assert stranger.get(f"/api/games/{game.pk}/since/").status_code == 404
    assert stranger.get(f"/api/games/{game.pk}/replay/?after=-1").status_code == 200  # listed


# -- since your last visit -------------------------------------------------------------------------
def test_since_your_last_visit_tells_and_marks_exactly_what_changed(
    django_capture_on_commit_callbacks,
):
    """Bors looks at the game (his page marks the version), goes away while the others play
    on, and comes back: the summary counts the moves and battles of the events he may see, the
    marked squares are exactly those whose pieces or holder differ between his two views, and
    the replay starts from his first view and ends at his view now."""
    game, users = bot_game(3, 6, until=in_play)
    bors = client(users[1])
    path = f"/api/games/{game.pk}/"
    assert bors.get(f"{path}since/").json()["seen"] is None  # never marked: nothing to tell
    before = bors.get(path).json()
    bors.post(f"{path}seen/", {"version": before["version"]}, format="json")
    play_on(game, users, 60)
    game.refresh_from_db()
    after = bors.get(path).json()
    with django_capture_on_commit_callbacks(execute=True):
        since = bors.get(f"{path}since/").json()
    assert since["seen"]["version"] == before["version"]
    assert since["version"] == after["version"] > before["version"]
    assert since["squares"] == live_changes(before, after)
    assert since["squares"]  # sixty actions of play changed something

    events = bors.get(f"{path}events/?after=0&limit=500").json()["events"]
    unseen = [e for e in events if e["version"] > before["version"] and e["rule"] != "absence"]
    moves = sum(e["type"] == "pieces_moved" for e in unseen)
    battles = sum(e["type"] == "battle_started" for e in unseen)
    words = {line["kind"]: line["text"] for line in since["summary"]}
    if moves:
        assert words["moves"].startswith(f"{moves} move")
    if battles:
        assert words["battles"].startswith(f"{battles} battle")
    assert since["first_sequence"] == unseen[0]["sequence"]
    assert since["paths"] == [e["path"] for e in unseen if e["type"] == "pieces_moved"]
    assert since["text"] == ", ".join(line["text"] for line in since["summary"])
    # The same words without a replay, for a mail, with the link's query to the stepper.
    words_only = replay.since_summary(game=game, seat=1)
    assert words_only["text"] == since["text"] and words_only["lines"] == since["summary"]
    assert words_only["query"] == f"?replay={before['version']}"
    assert words_only["first_sequence"] == since["first_sequence"]

    body = bors.get(f"{path}replay/").json()  # by default: since his last visit
    assert body["after"] == before["version"] and body["upto"] == after["version"]
    assert body["start"] == frame(before)
    frames = [body["start"]]
    for step in body["steps"]:
        frames.append(apply(frames[-1], step["changes"]))
    assert frames[-1] == frame(after)
    shown = [e["sequence"] for step in body["steps"] for e in step["events"]]
    assert shown == [e["sequence"] for e in unseen]  # the log as his seat may see it, in order


def apply(frame: dict, changes: dict) -> dict:
    """What the stepper does with a step's changes (replay.js `applyChanges`)."""
    next_frame = {**frame, "players": {**frame["players"], **changes.get("players", {})}}
    control = dict(frame["control"])
    for square, seat in changes.get("control", {}).items():
        if seat is None:
            control.pop(square, None)
        else:
            control[square] = seat
    next_frame["control"] = control
    for part in ("alliances", "sieges", "tokens"):
        if part in changes:
            next_frame[part] = changes[part]
    return next_frame


# -- a finished game's replay ----------------------------------------------------------------------
def test_a_finished_games_whole_replay_from_the_set_up_to_the_end(
    django_capture_on_commit_callbacks,
):
    game, users = bot_game(3, 2, listed=False)
    assert game.status == Game.Status.FINISHED
    path = f"/api/games/{game.pk}/replay/?after=-1"
    assert client(make_user("stranger")).get(path).status_code == 404  # unlisted: its players'
    cai = client(users[2])
    with django_capture_on_commit_callbacks(execute=True):
        response = cai.get(path)
    body = response.json()
    assert body["after"] == -1 and body["upto"] == game.version
    assert body["steps"][0]["kind"] == "start" and body["steps"][0]["version"] == 0
    assert "game_ended" in [e["type"] for e in body["steps"][-1]["events"]]
    assert body["dice"] == f"/games/{game.pk}/dice/"
    frames = [body["start"]]
    for step in body["steps"]:
        frames.append(apply(frames[-1], step["changes"]))
    assert frames[-1] == frame(cai.get(f"/api/games/{game.pk}/").json())
    # Each record card figure that a step changed is the one its frames show.
    for step, (old, new) in zip(body["steps"], itertools.pairwise(frames), strict=True):
        for f in step["figures"]:
            assert old["players"][str(f["seat"])].get(f["figure"]) == f["before"]
            assert new["players"][str(f["seat"])][f["figure"]] == f["after"]
    # The same again: its ETag answers 304; indented (DRF's own encoder), the same answer.
    again = cai.get(path, HTTP_IF_NONE_MATCH=response["ETag"])
    assert again.status_code == 304
    assert cai.get(path, HTTP_ACCEPT="application/json; indent=2").json() == body


def test_a_range_of_the_log_is_its_steps_only():
    game, users = bot_game(2, 6, until=lambda g: g.version >= 60)
    api = client(users[1])
    body = api.get(f"/api/games/{game.pk}/replay/?after=20&upto=30").json()
    assert body["after"] == 20 and body["upto"] == 30
    assert body["steps"] and all(20 < s["version"] <= 30 for s in body["steps"])
    bad = api.get(f"/api/games/{game.pk}/replay/?after=-2")
    assert bad.status_code == 400 and "after" in bad.json()["message"]


def test_the_host_of_a_table_replays_every_seats_own_events():
    """At a physical table the host enters every seat's decisions: his replay shows what his
    log does (each seat's events, a sealed bid only once all are in: issue 34); a player's
    replay shows what his own log does."""
    from tests.api.tables import enter, started_table

    game_id, ann, bors = started_table()
    for _ in range(12):
        enter(ann, game_id)
    host = [
        e["sequence"]
        for s in ann.get(f"/api/games/{game_id}/replay/?after=-1").json()["steps"]
        for e in s["events"]
    ]
    logged = [
        e["sequence"]
        for e in ann.get(f"/api/games/{game_id}/events/?limit=500").json()["events"]
        if e["rule"] != "undo"
    ]
    assert host == [s for s in logged if GameEvent.objects.get(game_id=game_id, sequence=s).engine]
    player = [
        e["sequence"]
        for s in bors.get(f"/api/games/{game_id}/replay/?after=-1").json()["steps"]
        for e in s["events"]
    ]
    his_log = [
        e["sequence"]
        for e in bors.get(f"/api/games/{game_id}/events/?limit=500").json()["events"]
        if e["rule"] != "undo"
        and GameEvent.objects.get(game_id=game_id, sequence=e["sequence"]).engine
    ]
    assert player == his_log and set(player) != set(host)


# -- queries ---------------------------------------------------------------------------------------
# A fresh process: the game (with your seat), the events your seat may see, the frozen
# ruleset's digest and column, the log's events and actions (the replay), the seats (names).
REPLAY_COLD = 7
REPLAY_WARM = 2  # the timeline is kept: the game (with your seat), the seats
SINCE_WARM = 4  # the game, your visit, the seats, your profile (the time in your zone)
SEEN_QUERIES = 2


def test_replays_cost_a_fixed_number_of_queries(
    django_assert_num_queries, django_capture_on_commit_callbacks
):
    game, users = bot_game(3, 3, until=in_play)
    bors = client(users[1])
    path = f"/api/games/{game.pk}/"
    bors.post(f"{path}seen/", {"version": 20}, format="json")
    forget()
    with (
        django_assert_num_queries(REPLAY_COLD),
        django_capture_on_commit_callbacks(execute=True),
    ):
        assert bors.get(f"{path}replay/?after=-1").status_code == 200
    with django_assert_num_queries(REPLAY_WARM):
        assert bors.get(f"{path}replay/?after=5&upto=30").status_code == 200
    with django_assert_num_queries(SINCE_WARM):
        assert bors.get(f"{path}since/").json()["steps"]
    with django_assert_num_queries(SEEN_QUERIES):  # the game, then the mark moved
        assert bors.post(f"{path}seen/", {"version": 30}, format="json").status_code == 200


def test_a_game_whose_log_does_not_replay_has_no_replay_but_still_its_summary():
    """A log edited by hand (as staff, or a test that sets a position, may) no longer replays to
    the game: its replay is a 409 naming why, never a 500, and "since your
    last visit" falls back to the summary read from the log alone, with nothing on the map."""
    game, users = bot_game(2, 3, name="Edited", until=in_play)
    bors = client(users[1])
    path = f"/api/games/{game.pk}/"
    bors.post(f"{path}seen/", {"version": 1}, format="json")
    play_on(game, users, 6)
    edited = GameEvent.objects.filter(game=game, engine=True, version__gt=1).last()
    edited.data = {**edited.data, "rule": "written by hand"}  # not what the engine did
    edited.save()
    forget()
    refused = bors.get(f"{path}replay/?after=-1")
    assert refused.status_code == 409 and refused.json()["code"] == "not_replayable"
    since = bors.get(f"{path}since/")
    assert since.status_code == 200, since.content
    body = since.json()
    assert body["text"] and body["summary"] and body["squares"] == [] and body["paths"] == []
