"""The clock's settings and a paused game as the API shows them, and the outbox in the admin
(issue 22): deadlines between 6 minutes and 60 days (or none), a clear 400 otherwise; a paused
game shows "paused" instead of deadlines and offers no action; sent mails stay, read-only."""

import pytest
from django.contrib.auth import get_user_model
from django.core import mail as outbox
from django.urls import reverse
from rest_framework.test import APIClient

from kingdom.errors import ServiceError
from kingdom.models import Mail, PendingDecision
from kingdom.services import game_create, game_pause, game_resume, game_submit_action
from kingdom.tasks import send_due_mail
from tests.services.test_absence import players, started

pytestmark = pytest.mark.django_db


def client(user) -> APIClient:
    api = APIClient()
    api.force_authenticate(user)
    return api


@pytest.mark.parametrize(
    ("field", "hours"),
    [("turn_hours", 1e-300), ("turn_hours", 0.05), ("reply_hours", 0), ("reply_hours", 1441)],
)
def test_a_deadline_outside_6_minutes_to_60_days_is_a_clear_400(field, hours):
    (ann,) = players("ann")
    response = client(ann).post("/api/games/", {"name": "Quick", field: hours}, format="json")
    assert response.status_code == 400, response.content
    body = response.json()
    assert body["message"] == (
        f"{field}: a deadline is 0.1–1440 hours (6 minutes to 60 days), or none (null)"
    )
    assert not ann.hosted_games.exists()


def test_the_bounds_and_no_deadline_at_all_are_accepted():
    (ann,) = players("ann")
    for body in (
        {"turn_hours": 0.1, "reply_hours": 1440},
        {"turn_hours": None, "reply_hours": None},
    ):
        response = client(ann).post("/api/games/", {"name": "Bounds", **body}, format="json")
        assert response.status_code == 201, response.content


def test_the_service_refuses_the_same_values_with_the_range_in_its_message():
    (ann,) = players("ann")
    for hours in (1e-300, float("nan"), 1e9):
        with pytest.raises(ServiceError, match=r"turn_hours is .*: a deadline is 0\.1–1440 hours"):
            game_create(host=ann, name="Quick", seats=2, turn_hours=hours)


def test_a_paused_game_shows_paused_instead_of_its_deadlines_and_offers_no_action():
    ann, bors = players("ann", "bors")
    game = started([ann, bors], turn_hours=48)
    deadline = PendingDecision.objects.get(game=game).deadline
    legal = client(ann).get(f"/api/games/{game.pk}/legal-actions/").json()
    assert legal["status"] == "active" and legal["actions"]

    paused = game_pause(game_id=game.pk, user=ann)
    view = client(ann).get(f"/api/games/{game.pk}/").json()
    ((line,),) = [view["deadlines"]]
    assert line["paused"] is True
    assert line["deadline"] is None and line["deadline_local"] is None
    assert line["left"] == (deadline - paused.paused_at).total_seconds()
    legal = client(ann).get(f"/api/games/{game.pk}/legal-actions/").json()
    assert legal["status"] == "paused" and legal["actions"] == []
    assert [d["kind"] for d in legal["pending"]] == ["choose_challenger"]  # what will wait

    game_resume(game_id=game.pk, user=ann)
    view = client(ann).get(f"/api/games/{game.pk}/").json()
    ((line,),) = [view["deadlines"]]
    assert line["paused"] is False and line["deadline"] is not None
    assert client(ann).get(f"/api/games/{game.pk}/legal-actions/").json()["actions"]


def test_sent_mails_stay_in_the_outbox_which_the_admin_shows_read_only():
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    assert send_due_mail() == 1  # Ann's decision
    sent = Mail.objects.get(user=ann, kind="decision")
    game_submit_action(  # her decision goes; its mail stays, as history
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    sent.refresh_from_db()
    assert sent.sent_at is not None and sent.decision_id is None and len(outbox.outbox) == 1

    admin = get_user_model().objects.create_superuser("root", "root@example.org", "x-secret-91")
    site = APIClient()
    site.force_login(admin)
    listing = site.get(reverse("admin:kingdom_mail_changelist"))
    assert listing.status_code == 200 and sent.subject in listing.content.decode()
    page = site.get(reverse("admin:kingdom_mail_change", args=[sent.pk]))
    assert page.status_code == 200
    assert 'name="_save"' not in page.content.decode()  # nothing to save: read only
    assert site.post(reverse("admin:kingdom_mail_delete", args=[sent.pk])).status_code == 403
    assert site.post(reverse("admin:kingdom_mail_add")).status_code == 403
    assert Mail.objects.filter(pk=sent.pk).exists()
