"""The messages API (issue 19): exact payloads and errors, the cursor pages, ETag polling,
unread counts, mutes, the host's moderation, reports, and the list's query count."""

import pytest
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from kingdom.models import Game, Mail, Message
from kingdom.models.messages import MESSAGE_MAX_LENGTH

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fast_passwords(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def client(name: str) -> APIClient:
    user = get_user_model().objects.create_user(name, password="a-long-secret-42")
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return api


@pytest.fixture
def table():
    """A started three-seat game: Ann (the host, seat 0), Bors (1), Carl (2); Dora watches."""
    ann, bors, carl, dora = (client(n) for n in ("ann", "bors", "carl", "dora"))
    game_id = ann.post("/api/games/", {"name": "Camlann", "seats": 3, "order": "seating"}).json()[
        "id"
    ]
    for api in (bors, carl):
        assert api.post(f"/api/games/{game_id}/join/").status_code == 201
    assert ann.post(f"/api/games/{game_id}/start/").status_code == 200
    return game_id, ann, bors, carl, dora


def url(game_id, tail=""):
    return f"/api/games/{game_id}/messages/{tail}"


def post(api, game_id, text, to=None):
    body = {"text": text} if to is None else {"text": text, "to": to}
    return api.post(url(game_id), body, format="json")


def texts(api, game_id, **query) -> list:
    response = api.get(url(game_id), query)
    assert response.status_code == 200, response.content
    return [m["text"] for m in response.json()["results"]]


def test_a_message_written_and_read_back(table):
    game_id, ann, bors, _, _ = table
    response = post(ann, game_id, "Bors, hold the ford.", to=1)
    assert response.status_code == 201
    body = response.json()
    assert body == {
        "id": body["id"],
        "sender": 0,
        "sender_name": "ann",
        "to": 1,
        "to_name": "bors",
        "private": True,
        "text": "Bors, hold the ford.",
        "hidden": False,
        "at": body["at"],
        "mine": True,
    }
    listed = bors.get(url(game_id)).json()
    assert listed["results"] == [{**body, "mine": False}]
    assert listed["unread"] == {"table": 0, "0": 1, "2": 0}
    assert (listed["next"], listed["previous"], listed["last_read"]) == (None, None, 0)
    assert listed["muted"] == []


def test_private_messages_are_read_by_their_two_players_only(table):
    game_id, ann, bors, carl, dora = table
    post(ann, game_id, "To all.")
    private = post(ann, game_id, "Only Bors.", to=1).json()
    assert texts(bors, game_id) == ["Only Bors.", "To all."]  # newest first
    assert texts(carl, game_id) == ["To all."]
    assert texts(carl, game_id, channel=0) == []
    assert texts(ann, game_id, channel="table") == ["To all."]
    assert texts(ann, game_id, channel=1) == ["Only Bors."]
    for api in (carl, dora):
        answer = api.post(url(game_id, f"{private['id']}/report/"), {}, format="json")
        assert answer.status_code in (403, 404)
        assert "Only Bors." not in answer.content.decode()
    refused = dora.get(url(game_id))
    assert refused.status_code == 403
    assert refused.json() == {
        "code": "talk_private",
        "message": "the table talk is the players' own until the game ends",
        "rule": None,
    }
    Game.objects.filter(pk=game_id).update(status=Game.Status.FINISHED)
    assert texts(dora, game_id) == ["To all."]
    assert texts(carl, game_id) == ["To all."]  # private for ever


@pytest.mark.parametrize(
    ("body", "status", "payload"),
    [
        (
            {"text": ""},
            400,
            {"code": "empty_message", "message": "a message needs some text", "rule": None},
        ),
        (
            {"text": "x" * (MESSAGE_MAX_LENGTH + 1)},
            400,
            {
                "code": "message_too_long",
                "message": f"a message is at most {MESSAGE_MAX_LENGTH} characters; this one has "
                f"{MESSAGE_MAX_LENGTH + 1}",
                "rule": None,
            },
        ),
        (
            {"text": "hi", "to": 0},
            400,
            {
                "code": "to_yourself",
                "message": "a private message goes to another seat",
                "rule": None,
            },
        ),
        (
            {"text": "hi", "to": 3},
            400,
            {"code": "no_such_seat", "message": "no player sits at seat 3", "rule": None},
        ),
        (
            {"text": "a\x07b"},
            400,
            {
                "code": "bad_message",
                "message": "a message may not hold control characters",
                "rule": None,
            },
        ),
        (
            {"text": "hi", "to": 9},
            400,
            # No seat limit in the API: the game's own seats say (one place per fact).
            {"code": "no_such_seat", "message": "no player sits at seat 9", "rule": None},
        ),
        (
            {"text": ["a", "list"]},
            400,
            {
                "code": "invalid",
                "message": "text: Not a valid string.",
                "rule": None,
                "fields": {"text": ["Not a valid string."]},
            },
        ),
    ],
)
def test_what_may_not_be_written(table, body, status, payload):
    game_id, ann, *_ = table
    response = ann.post(url(game_id), body, format="json")
    assert (response.status_code, response.json()) == (status, payload)
    assert not Message.objects.exists()


def test_a_spectator_writes_nothing(table):
    game_id, *_, dora = table
    response = post(dora, game_id, "Let me in.")
    assert (response.status_code, response.json()) == (
        403,
        {
            "code": "not_a_player",
            "message": "only the players of this game write in it",
            "rule": None,
        },
    )


def test_bad_queries_are_named(table):
    game_id, ann, *_ = table
    response = ann.get(url(game_id), {"channel": "everyone"})
    assert (response.status_code, response.json()) == (
        400,
        {
            "code": "bad_query",
            "message": 'channel: "table", "all" or a seat of the game (0–2), not \'everyone\'',
            "rule": None,
        },
    )
    assert ann.get(url(game_id), {"cursor": "nonsense"}).status_code == 400
    gone = ann.post(url(game_id, f"{2**70}/hide/"))
    assert gone.status_code == 404 and gone.json()["code"] == "no_message"


def test_the_list_is_paged_by_a_cursor_newest_first(table):
    game_id, ann, bors, *_ = table
    for n in range(5):
        post(ann if n % 2 else bors, game_id, f"m{n}")
    first = bors.get(url(game_id), {"page_size": 2}).json()
    assert [m["text"] for m in first["results"]] == ["m4", "m3"]
    second = bors.get(first["next"]).json()
    assert [m["text"] for m in second["results"]] == ["m2", "m1"]
    third = bors.get(second["next"]).json()
    assert [m["text"] for m in third["results"]] == ["m0"] and third["next"] is None
    post(ann, game_id, "m5")  # a new message does not shift the older pages
    assert [m["text"] for m in bors.get(first["next"]).json()["results"]] == ["m2", "m1"]


def test_etag_polling_sees_new_messages_hiding_and_reading(table):
    game_id, ann, bors, *_ = table
    first = post(bors, game_id, "Hail.").json()
    response = ann.get(url(game_id))
    etag = response["ETag"]
    assert ann.get(url(game_id), HTTP_IF_NONE_MATCH=etag).status_code == 304
    assert bors.get(url(game_id), HTTP_IF_NONE_MATCH=etag).status_code == 200  # another reader
    post(bors, game_id, "Again.")
    changed = ann.get(url(game_id), HTTP_IF_NONE_MATCH=etag)
    assert changed.status_code == 200 and changed["ETag"] != etag
    etag = changed["ETag"]
    assert ann.post(url(game_id, f"{first['id']}/hide/")).status_code == 200
    hidden = ann.get(url(game_id), HTTP_IF_NONE_MATCH=etag)
    assert hidden.status_code == 200 and hidden.json()["results"][1]["hidden"] is True
    etag = hidden["ETag"]
    assert ann.post(url(game_id, "read/"), {"up_to": first["id"]}, format="json").status_code == 200
    assert ann.get(url(game_id), HTTP_IF_NONE_MATCH=etag).status_code == 200  # unread changed


def test_reading_marks_and_unread_counts(table):
    game_id, ann, bors, carl, _ = table
    post(ann, game_id, "One.")
    two = post(carl, game_id, "Two.", to=1).json()
    assert bors.get(url(game_id)).json()["unread"] == {"table": 1, "0": 0, "2": 1}
    response = bors.post(url(game_id, "read/"), {"up_to": two["id"]}, format="json")
    assert response.json() == {"last_read": two["id"], "unread": {"table": 0, "0": 0, "2": 0}}
    assert bors.get(url(game_id)).json()["last_read"] == two["id"]
    bad = bors.post(url(game_id, "read/"), {"up_to": -1}, format="json")
    assert bad.status_code == 400 and bad.json()["fields"] == {
        "up_to": ["Ensure this value is greater than or equal to 0."]
    }


def test_muting_a_seat(table):
    game_id, ann, bors, *_ = table
    post(ann, game_id, "Loud.")
    assert bors.post(f"/api/games/{game_id}/seats/0/mute/").json() == {"muted": [0]}
    listed = bors.get(url(game_id)).json()
    assert (listed["results"], listed["unread"]["table"], listed["muted"]) == ([], 0, [0])
    refused = bors.post(f"/api/games/{game_id}/seats/1/mute/")
    assert (refused.status_code, refused.json()) == (
        400,
        {"code": "mute_yourself", "message": "you cannot mute yourself", "rule": None},
    )
    missing = bors.post(f"/api/games/{game_id}/seats/4/mute/")
    assert missing.json() == {
        "code": "no_such_seat",
        "message": "no seat 4 in this game",
        "rule": None,
    }
    assert bors.delete(f"/api/games/{game_id}/seats/0/mute/").json() == {"muted": []}
    assert texts(bors, game_id) == ["Loud."]


def test_the_host_hides_table_talk_and_the_fact_stays(table):
    game_id, ann, bors, carl, _ = table
    rude = post(bors, game_id, "Rude words.").json()
    private = post(bors, game_id, "To Ann.", to=0).json()
    refused = carl.post(url(game_id, f"{rude['id']}/hide/"))
    assert (refused.status_code, refused.json()) == (
        403,
        {"code": "not_host", "message": "only the host hides table talk", "rule": None},
    )
    assert ann.post(url(game_id, f"{private['id']}/hide/")).json() == {
        "code": "private_message",
        "message": "a private message is its two players' own",
        "rule": None,
    }
    hidden = ann.post(url(game_id, f"{rude['id']}/hide/")).json()
    assert (hidden["text"], hidden["hidden"], hidden["sender_name"]) == (None, True, "bors")
    for api in (ann, bors, carl):
        shown = api.get(url(game_id), {"channel": "table"})
        assert "Rude words." not in shown.content.decode()
        assert shown.json()["results"][0]["hidden"] is True
    again = ann.post(url(game_id, f"{rude['id']}/hide/"))
    assert (again.status_code, again.json()["code"]) == (409, "already_hidden")
    assert ann.delete(url(game_id, f"{rude['id']}/hide/")).json()["text"] == "Rude words."


def test_a_report_and_what_the_admin_reads(table, admin_client):
    game_id, ann, bors, carl, _ = table
    get_user_model().objects.update(email="someone@example.org")  # so the outbox has mails
    reported = post(ann, game_id, "cnry-reported threat", to=1).json()
    post(ann, game_id, "cnry-unreported words", to=1)
    post(carl, game_id, "cnry-table talk")
    response = bors.post(url(game_id, f"{reported['id']}/report/"), {"reason": "a threat"})
    assert (response.status_code, response.json()) == (201, {"message": reported["id"]})
    again = bors.post(url(game_id, f"{reported['id']}/report/"))
    assert again.json() == {
        "code": "already_reported",
        "message": f"you have already reported message {reported['id']}",
        "rule": None,
    }
    own = ann.post(url(game_id, f"{reported['id']}/report/"))
    assert own.json()["code"] == "own_message"
    reports = admin_client.get("/admin/kingdom/messagereport/").content.decode()
    assert "cnry-reported threat" in reports and "a threat" in reports
    assert "cnry-unreported" not in reports and "cnry-table" not in reports
    # The admin's game pages and his API reads never show a message.
    for page in (f"/admin/kingdom/game/{game_id}/change/", "/admin/kingdom/game/"):
        shown = admin_client.get(page)
        assert shown.status_code == 200 and "cnry-" not in shown.content.decode()
    assert admin_client.get("/admin/kingdom/message/").status_code == 404
    mails = Mail.objects.filter(kind="message")
    assert mails.count() == 4  # Bors twice, Ann and Bors for Carl's table talk
    for mail in mails:  # the outbox, kept as history, shows no message's text
        shown = admin_client.get(f"/admin/kingdom/mail/{mail.pk}/change/")
        assert shown.status_code == 200 and "cnry-" not in shown.content.decode()
    staff_api = admin_client.get(url(game_id))
    assert staff_api.status_code == 403  # staff without a seat: a spectator


def test_the_list_costs_a_fixed_number_of_queries(table, django_assert_num_queries):
    game_id, ann, bors, carl, _ = table
    for n in range(3):
        post(ann, game_id, f"to all {n}")
        post(carl, game_id, f"to Bors {n}", to=1)
    bors.get(url(game_id))  # warm: the content types and the like
    # token, game, seats, mutes, marker, the summary (counts and ETag), the page
    with django_assert_num_queries(7):
        response = bors.get(url(game_id))
    assert len(response.json()["results"]) == 6
    for n in range(20):
        post(ann, game_id, f"more {n}")
    with django_assert_num_queries(7):
        assert len(bors.get(url(game_id), {"page_size": 30}).json()["results"]) == 26
    with django_assert_num_queries(8):  # a channel adds its own count
        bors.get(url(game_id), {"channel": "table"})
    etag = bors.get(url(game_id))["ETag"]
    with django_assert_num_queries(6):  # nothing new: no page is read
        assert bors.get(url(game_id), HTTP_IF_NONE_MATCH=etag).status_code == 304


def test_message_mail_setting_in_me(table):
    _, ann, *_ = table
    assert ann.get("/api/me/").json()["profile"]["message_mail_minutes"] == 60
    changed = ann.patch("/api/me/", {"profile": {"message_mail_minutes": None}}, format="json")
    assert changed.json()["profile"]["message_mail_minutes"] is None
    bad = ann.patch("/api/me/", {"profile": {"message_mail_minutes": -5}}, format="json")
    assert bad.status_code == 400
