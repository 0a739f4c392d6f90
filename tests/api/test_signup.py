"""One sign-up (issue 13): the API and the page call `kingdom.accounts.user_signup`, so the same
input meets the same checks and the same words, every problem at once."""

import pytest
from django.contrib.auth import get_user_model
from django.core import mail as outbox
from django.core.exceptions import ValidationError
from rest_framework.test import APIClient

from kingdom.accounts import user_signup

pytestmark = pytest.mark.django_db

PASSWORD = "green-knight-77"


def web_errors(client, username: str, password: str) -> str:
    page = client.post(
        "/signup/", {"username": username, "password1": password, "password2": password}
    )
    assert page.status_code == 200  # the form again, with its errors
    return page.content.decode()


def api_fields(username: str, password: str) -> dict:
    answer = APIClient().post("/api/auth/signup/", {"username": username, "password": password})
    assert answer.status_code == 400
    return answer.json()["fields"]


@pytest.mark.parametrize(
    ("username", "password", "field"),
    [
        ("Gawain", PASSWORD, "username"),  # taken, whatever its case
        ("g" * 61, PASSWORD, "username"),  # longer than a seat's name
        ("gawain the green", PASSWORD, "username"),  # a space: no seat name
        ("bors", "12345678", "password"),  # all digits, and common
    ],
)
def test_the_api_and_the_page_refuse_the_same_sign_up_in_the_same_words(
    client, username, password, field
):
    get_user_model().objects.create_user("gawain", password=PASSWORD)
    with pytest.raises(ValidationError) as refused:
        user_signup(username=username, password=password)
    messages = refused.value.message_dict[field]
    assert api_fields(username, password)[field] == messages
    page = web_errors(client, username, password)
    for message in messages:
        assert message.replace("’", "&#x27;").replace("'", "&#x27;") in page or message in page
    assert get_user_model().objects.count() == 1


def test_every_problem_is_named_at_once():
    with pytest.raises(ValidationError) as refused:
        user_signup(username="a b", password="1", email="not-an-address")
    assert set(refused.value.message_dict) == {"username", "password", "email"}


def test_a_sign_up_with_an_address_mails_its_confirmation_once_committed(
    django_capture_on_commit_callbacks,
):
    with django_capture_on_commit_callbacks(execute=True):
        user = user_signup(username="gawain", password=PASSWORD, email="gawain@example.org")
        assert outbox.outbox == []  # not before the commit
    (letter,) = outbox.outbox
    assert letter.to == ["gawain@example.org"]
    assert letter.subject == "[Kingdom] Confirm your e-mail address"
    assert f"Hello {user.username}," in letter.body and "/confirm-email/" in letter.body


@pytest.mark.parametrize(
    ("sent", "kept"),
    [
        ("America/Chicago", "America/Chicago"),  # the browser's, sent by the page's script
        ("Europe", "UTC"),  # not a zone: a hint ignored, the account is made all the same
        ("x" * 64, "UTC"),
        ("Europe/London" * 100, "UTC"),  # longer than any zone's name
        ("", "UTC"),  # no script ran
    ],
)
def test_the_page_takes_the_browsers_time_zone_at_sign_up(client, sent, kept):
    """Issue 27: a new player's dates are in his own time zone from the start."""
    page = client.post(
        "/signup/",
        {"username": "lynette", "password1": PASSWORD, "password2": PASSWORD, "time_zone": sent},
    )
    assert page.status_code == 302
    user = get_user_model().objects.get(username="lynette")
    zone = getattr(getattr(user, "profile", None), "time_zone", "UTC")
    assert zone == kept


def test_a_confirmation_mail_that_fails_is_tried_again_by_a_worker(
    django_capture_on_commit_callbacks, monkeypatch
):
    """Issue 35: the mail server fails at sign-up; the mail is queued again for a worker, a
    minute later, which sends it — to the address still the user's, never to an old one."""
    from kingdom import accounts, tasks

    def down(*args, **kwargs):
        raise ConnectionRefusedError("the mail server is down")

    queued = []
    monkeypatch.setattr(accounts, "send_mail", down)
    monkeypatch.setattr(
        tasks.retry_confirmation, "apply_async", lambda args, **kw: queued.append((args, kw))
    )
    with django_capture_on_commit_callbacks(execute=True):
        user = user_signup(username="gawain", password=PASSWORD, email="gawain@example.org")
    assert outbox.outbox == []
    assert queued == [((user.pk, "gawain@example.org"), {"countdown": 60})]
    monkeypatch.undo()
    assert tasks.retry_confirmation.apply(args=queued[0][0]).get() is True
    (letter,) = outbox.outbox
    assert letter.to == ["gawain@example.org"] and "/confirm-email/" in letter.body
    user.email = "gawain@camelot.example"
    user.save()
    assert tasks.retry_confirmation.apply(args=queued[0][0]).get() is False
    assert len(outbox.outbox) == 1
