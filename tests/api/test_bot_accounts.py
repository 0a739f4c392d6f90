"""Bot accounts (issue 31, docs/bot-authors.md): an owner marks his account a bot account in
his settings (`PATCH /api/me/`), only while it has no seat in an unfinished game; a host
invites it by name to his open game (`POST /api/games/{id}/invite-bot/`); it never joins nor
hosts; every seat representation says `bot_account`; the invited bot plays with its own token."""

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from kingdom.models import Game, GameAction, Seat
from kingdom.rules import engine
from kingdom.rules.bot import Bot
from kingdom.services import game_state

pytestmark = pytest.mark.django_db


def client_for(name: str, *, bot: bool = False) -> APIClient:
    user = get_user_model().objects.create_user(name, password="a-long-secret-42")
    api = APIClient()
    api.force_authenticate(user)
    if bot:
        marked = api.patch("/api/me/", {"profile": {"bot_account": True}}, format="json")
        assert marked.status_code == 200, marked.content
        assert marked.json()["profile"]["bot_account"] is True
    return api


def open_game(host: APIClient, seats: int = 3, bots: int = 1) -> int:
    body = {"name": "Elsewhere", "seats": seats, "bots": bots, "order": "seating"}
    created = host.post("/api/games/", body, format="json")
    assert created.status_code == 201, created.content
    return created.json()["id"]


def invite(host: APIClient, game_id: int, name) -> object:
    return host.post(f"/api/games/{game_id}/invite-bot/", {"name": name}, format="json")


def test_an_account_is_a_persons_until_its_owner_marks_it_a_bot():
    ann = client_for("ann")
    assert ann.get("/api/me/").json()["profile"]["bot_account"] is False
    marked = ann.patch("/api/me/", {"profile": {"bot_account": True}}, format="json")
    assert marked.status_code == 200 and marked.json()["profile"]["bot_account"] is True
    back = ann.patch("/api/me/", {"profile": {"bot_account": False}}, format="json")
    assert back.json()["profile"]["bot_account"] is False


def test_a_host_invites_a_bot_by_its_name_and_every_seat_says_so():
    ann, rover = client_for("ann"), client_for("Rover", bot=True)
    game_id = open_game(ann)
    invited = invite(ann, game_id, "  rover ")  # any case, spaces trimmed
    assert invited.status_code == 201, invited.content
    assert invited.json() == {"game": game_id, "seat": 1}
    seat = Seat.objects.get(game_id=game_id, index=1)
    assert (seat.name, seat.bot_account, seat.is_bot) == ("Rover", True, False)

    view = ann.get(f"/api/games/{game_id}/").json()
    assert [(s["name"], s["bot"], s["bot_account"]) for s in view["seats"]] == [
        ("ann", False, False),
        ("Rover", False, True),
        ("Bot 1", True, False),
    ]
    listed = ann.get("/api/games/").json()["results"][0]["seats"]
    assert [s["bot_account"] for s in listed] == [False, True, False]
    # The bot sees its game among its own, and plays it with its own token.
    assert rover.get("/api/games/").json()["results"][0]["seats"][1]["yours"] is True
    assert ann.post(f"/api/games/{game_id}/start/").status_code == 200
    assert rover.get(f"/api/games/{game_id}/").json()["your_seat"] == 1
    cards = ann.get(f"/api/games/{game_id}/record-cards/").json()
    assert [(c["name"], c["bot_account"]) for c in cards] == [
        ("ann", False),
        ("Rover", True),
        ("Bot 1", False),
    ]


@pytest.mark.parametrize(
    ("name", "status", "code", "message"),
    [
        ("nobody", 400, "no_such_account", "there is no account named 'nobody'"),
        (
            "bors",
            400,
            "not_a_bot",
            "'bors' is not a bot account: a person joins by the game's link (its owner marks a "
            "bot account in his settings)",
        ),
        ("", 400, "invalid", "name: This field may not be blank."),
        ("r" * 61, 400, "invalid", "name: Ensure this field has no more than 60 characters."),
        (["rover"], 400, "invalid", "name: Not a valid string."),
    ],
)
def test_a_bad_name_is_refused_naming_the_problem(name, status, code, message):
    ann = client_for("ann")
    client_for("bors")
    client_for("rover", bot=True)
    game_id = open_game(ann)
    refused = invite(ann, game_id, name)
    assert refused.status_code == status, refused.content
    assert refused.json()["message"] == message
    assert refused.json()["code"] == code
    assert Seat.objects.filter(game_id=game_id).count() == 2


def test_only_the_host_invites_to_a_seat_free_in_an_open_game():
    ann, bors = client_for("ann"), client_for("bors")
    client_for("rover", bot=True)
    client_for("rex", bot=True)
    game_id = open_game(ann, seats=2, bots=0)
    not_host = invite(bors, game_id, "rover")
    assert (not_host.status_code, not_host.json()["code"]) == (403, "not_host")
    assert invite(ann, game_id, "rover").status_code == 201
    again = invite(ann, game_id, "ROVER")
    assert (again.status_code, again.json()["code"]) == (409, "already_seated")
    full = invite(ann, game_id, "rex")
    assert (full.status_code, full.json()["code"]) == (409, "game_full")
    assert ann.post(f"/api/games/{game_id}/start/").status_code == 200
    running = open_game(ann, seats=2, bots=1)
    assert ann.post(f"/api/games/{running}/start/").status_code == 200
    started = invite(ann, running, "rex")
    assert started.status_code == 409 and started.json()["code"] == "game_started"


def test_a_bot_account_neither_joins_nor_hosts():
    ann, rover = client_for("ann"), client_for("rover", bot=True)
    game_id = open_game(ann)
    joined = rover.post(f"/api/games/{game_id}/join/")
    assert joined.status_code == 403 and joined.json()["code"] == "bot_account"
    assert "only when a host invites it by name" in joined.json()["message"]
    hosted = rover.post("/api/games/", {"name": "Mine", "seats": 2, "bots": 1}, format="json")
    assert hosted.status_code == 403 and hosted.json()["code"] == "bot_account"


def test_the_mark_changes_only_while_seated_in_no_unfinished_game():
    ann, rover = client_for("ann"), client_for("rover", bot=True)
    game_id = open_game(ann, seats=4)
    assert invite(ann, game_id, "rover").status_code == 201
    refused = rover.patch("/api/me/", {"profile": {"bot_account": False}}, format="json")
    assert refused.status_code == 409 and refused.json()["code"] == "seated"
    assert f"(games #{game_id})" in refused.json()["message"]
    assert rover.get("/api/me/").json()["profile"]["bot_account"] is True
    # Nor does a seated person become a bot: the seat stays a person's.
    bors = client_for("bors")
    assert bors.post(f"/api/games/{game_id}/join/").status_code == 201
    marked = bors.patch(
        "/api/me/", {"profile": {"bot_account": True, "digest": True}}, format="json"
    )
    assert marked.status_code == 409 and marked.json()["code"] == "seated"
    assert bors.get("/api/me/").json()["profile"]["digest"] is False  # nothing changed


def test_an_invited_bot_plays_its_seat_with_its_own_token():
    ann, rover = client_for("ann"), client_for("rover", bot=True)
    game_id = open_game(ann, seats=2, bots=0)
    assert invite(ann, game_id, "rover").status_code == 201
    assert ann.post(f"/api/games/{game_id}/start/").status_code == 200
    bot, clients = Bot("invited"), {0: ann, 1: rover}
    for _ in range(60):  # each seat's decisions by its own client, until the bot's first
        state = game_state(Game.objects.get(pk=game_id))
        seat = engine.pending(state)[0].seat
        action = bot.choose(state, seat).to_dict()
        posted = clients[seat].post(
            f"/api/games/{game_id}/actions/", {"action": action}, format="json"
        )
        assert posted.status_code == 200, posted.content
        if seat == 1:
            break
    else:
        raise AssertionError("the bot's seat never had a decision")
    assert GameAction.objects.filter(game_id=game_id, seat=1, user__username="rover").exists()
    other = rover.post(
        f"/api/games/{game_id}/actions/",
        {"action": {"kind": "choose_challenger", "challenger": "arthur", "seat": 0}},
        format="json",
    )
    assert other.status_code == 403 and other.json()["code"] == "not_your_seat"
