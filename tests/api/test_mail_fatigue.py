"""Fewer mails (issue 35 item 6): one mail for a player's turn, none while he is on the game's
page (the page's mark of his visit, `POST seen/`: kingdom.visits), the daily digest offered to
a player mailed often, and an offer's mail that names who makes it and on what terms (item 4)."""

import re
from datetime import timedelta

import pytest
from django.core import mail as outbox
from django.db.models import F
from django.utils import timezone

from kingdom import notify
from kingdom.models import Game, Mail, PendingDecision, Profile, SeatVisit
from kingdom.rules.bot import Bot
from kingdom.services import game_state

from .test_alliances import mail_to, pass_turns, two_at_war  # noqa: F401 - a fixture
from .test_games import act

pytestmark = pytest.mark.django_db


def look(client, game_id: int, version: int | None = None):
    """What the game's page does while its tab is visible: it marks the version it shows (by
    default the game's current one)."""
    version = Game.objects.get(pk=game_id).version if version is None else version
    return client.post(f"/api/games/{game_id}/seen/", {"version": version}, format="json")


@pytest.fixture
def delayed(settings):
    settings.DECISION_MAIL_DELAY_SECONDS = 120
    return timedelta(seconds=120)


def mover(game_id: int) -> int:
    return game_state(Game.objects.get(pk=game_id)).turn.seat


def end_turn(game_id: int, clients) -> int:
    """The player whose turn it is ends his movement, then his turn; what a new round asks
    first (the order, allegiances: the dice are the server's, so it varies) is answered by a
    bot, up to the next player's move. Returns the seat whose move it is."""
    seat = mover(game_id)
    for kind in ("end_movement", "end_turn"):
        assert act(clients[seat], game_id, {"kind": kind}).status_code == 200
    bot = Bot("to the next move")
    for _ in range(100):
        rows = PendingDecision.objects.filter(game_id=game_id)
        if rows.filter(kind="move").exists():
            return mover(game_id)
        row = rows.exclude(kind__in=("alliance_reply", "deal_reply")).order_by("id").first()
        action = bot.choose(game_state(Game.objects.get(pk=game_id)), row.seat).to_dict()
        assert act(clients[row.seat], game_id, action).status_code == 200
    raise AssertionError("no next move")


def turn_mails(game_id: int, seat: int) -> list[Mail]:
    mails = Mail.objects.filter(game_id=game_id, key__startswith=f"turn:{game_id}:{seat}:")
    return list(mails.order_by("id"))


def turn_mail(game_id: int, seat: int, kind: str = "move") -> Mail:
    """The mail of the seat's turn, which follows his pending `kind` (a round that came round
    may have mailed him of an earlier turn's decision, or of a challenger to choose)."""
    return Mail.objects.get(
        game_id=game_id, kind="decision", decision__seat=seat, decision__kind=kind
    )


def deliver_all(at) -> list[str]:
    """Send every mail written so far as if `at` had come; the subjects sent."""
    for key in Mail.objects.filter(sent_at__isnull=True, moot="").values_list("key", flat=True):
        notify.deliver(key, now=at)
    return [m.subject for m in outbox.outbox]


def test_a_turn_is_one_mail_which_tells_of_its_newest_decision(two_at_war, delayed):  # noqa: F811
    game_id, ann, bors = two_at_war
    clients = [ann, bors]
    mail_to(game_id, 0)
    mail_to(game_id, 1)
    end_turn(game_id, clients)  # the next player's move becomes his: his turn's mail
    seat = mover(game_id)
    letter = turn_mail(game_id, seat)
    assert letter.key.startswith(f"turn:{game_id}:{seat}:") and letter.sent_at is None
    assert timedelta(seconds=115) < letter.not_before - timezone.now() <= delayed
    # He ends his movement through the API, without the page: the purchase takes the mail over.
    assert act(clients[seat], game_id, {"kind": "end_movement"}).status_code == 200
    assert turn_mail(game_id, seat, "purchase") == letter  # the same mail
    letter = turn_mail(game_id, seat, "purchase")
    assert "a decision is yours: buy troops or end the turn (rule 6 v)." in letter.body
    sent = deliver_all(timezone.now() + delayed)
    assert [s for s in sent if notify.kind_label("purchase") in s] == [letter.subject]
    # A decision of the same turn after the mail went gets none: he was told of this turn.
    turn = letter.key.rsplit(":", 1)[1]
    before = turn_mails(game_id, seat)
    assert act(clients[seat], game_id, {"kind": "end_turn"}).status_code == 200
    while not PendingDecision.objects.filter(game_id=game_id, seat=seat, kind="move").exists():
        pass_turns(game_id, clients, 1)  # to his next turn: a mail again
    assert [m.key for m in turn_mails(game_id, seat)].count(letter.key) == 1
    assert turn_mail(game_id, seat).key.rsplit(":", 1)[1] != turn  # his next turn: a mail again
    assert turn_mail(game_id, seat) not in before


def test_no_mail_for_a_decision_the_player_saw_on_the_page(two_at_war, delayed):  # noqa: F811
    game_id, ann, bors = two_at_war
    clients = [ann, bors]
    mail_to(game_id, 0)
    mail_to(game_id, 1)
    end_turn(game_id, clients)
    seat = mover(game_id)
    letter = turn_mail(game_id, seat)
    # The page marks what it shows while its tab is visible; a hidden tab's poll does not.
    assert look(clients[seat], game_id).status_code == 200
    assert letter.subject not in deliver_all(timezone.now() + delayed)
    letter.refresh_from_db()
    assert (letter.sent_at, letter.moot) == (None, "he saw it on the game's page")


def test_a_hidden_page_or_a_look_before_the_decision_does_not_stop_the_mail(
    two_at_war,  # noqa: F811
    delayed,
):
    game_id, ann, bors = two_at_war
    clients = [ann, bors]
    mail_to(game_id, 0)
    mail_to(game_id, 1)
    before = Game.objects.get(pk=game_id).version
    for client in clients:  # both look before the turn ends, whoever moves next
        assert look(client, game_id).status_code == 200
    nxt = end_turn(game_id, clients)
    assert clients[nxt].get(f"/api/games/{game_id}/").status_code == 200  # a hidden tab
    # A tab that still shows the game before his move (its poll not yet back) marks that
    # version: he has not seen his decision.
    assert look(clients[nxt], game_id, before).status_code == 200
    letter = turn_mail(game_id, nxt)
    assert letter.subject in deliver_all(timezone.now() + delayed)


def test_a_short_clock_mails_within_a_quarter_of_its_time(delayed):
    now = timezone.now()
    six_minutes = PendingDecision(deadline=now + timedelta(minutes=6))
    assert notify.decision_mail_delay(six_minutes, now) == now + timedelta(seconds=90)
    assert notify.decision_mail_delay(PendingDecision(deadline=None), now) == now + delayed
    late = PendingDecision(deadline=now - timedelta(minutes=1))  # a clock already run out
    assert notify.decision_mail_delay(late, now) == now


@pytest.mark.parametrize(
    ("ago", "moot"),
    [(timedelta(0), "he is on the game's page"), (notify.ON_THE_PAGE + timedelta(seconds=1), "")],
)
def test_no_reminder_while_the_player_is_on_the_page(two_at_war, ago, moot):  # noqa: F811
    game_id, ann, bors = two_at_war
    clients = [ann, bors]
    seat = mover(game_id)
    mail_to(game_id, seat)
    user = Game.objects.get(pk=game_id).seats.get(index=seat).user
    Profile.objects.update_or_create(user=user, defaults={"reminder_hours": [1]})
    row = PendingDecision.objects.get(game_id=game_id, seat=seat, kind="move")
    assert notify.queue_reminders(now=row.deadline - timedelta(minutes=30)) == 1
    assert look(clients[seat], game_id).status_code == 200
    SeatVisit.objects.filter(game_id=game_id, seat=seat).update(at=F("at") - ago)
    sent = deliver_all(timezone.now())  # a look a minute ago no longer stops it
    (reminder,) = Mail.objects.filter(user=user, kind="reminder")
    assert (reminder.moot, sent) == (moot, [reminder.subject] if not moot else [])


def test_a_player_mailed_often_is_offered_the_digest(two_at_war):  # noqa: F811
    game_id, ann, bors = two_at_war
    clients = [ann, bors]
    mail_to(game_id, 0)
    mail_to(game_id, 1)
    day = timezone.now() - timedelta(hours=20)
    users = [s.user for s in Game.objects.get(pk=game_id).seats.order_by("index")]
    Mail.objects.bulk_create(
        Mail(user=u, kind="message", key=f"old:{u.pk}:{i}", subject="s", body="b", not_before=day)
        for u in users
        for i in range(notify.DIGEST_OFFERED_AFTER)
    )
    nxt = end_turn(game_id, clients)
    letter = turn_mail(game_id, nxt)
    offer = re.search(r"You have had (\d+) mails from Kingdom in a day\.", letter.body)
    assert offer and int(offer[1]) >= notify.DIGEST_OFFERED_AFTER and "/settings/" in letter.body
    assert "Choose the daily digest</a>" in letter.html
    # Once on the digest, he is not offered it again.
    user = users[nxt]
    on_digest, _ = Profile.objects.update_or_create(user=user, defaults={"digest": True})
    assert notify._mailed_often({user.pk}, {user.pk: on_digest}, timezone.now()) == {}


def test_an_offer_of_a_deal_is_mailed_with_who_offers_and_the_terms(two_at_war):  # noqa: F811
    game_id, ann, bors = two_at_war
    mail_to(game_id, 1)
    deal = {"kind": "propose_deal", "to_seat": 1, "gold": 5, "promise": "no war till Easter"}
    assert act(ann, game_id, deal).status_code == 200
    (letter,) = Mail.objects.filter(game_id=game_id, kind="decision", user__username="bors")
    assert letter.subject.startswith("[Kingdom] Badon: answer ann's offer of a deal — by ")
    assert "The deal: ann gives 5 gold; you give nothing; his promise: “no war till Easter”." in (
        letter.body
    )


def test_the_mail_of_his_turn_and_his_digest_say_what_happened_since_his_last_visit(
    two_at_war,  # noqa: F811
):
    """Issue 30 item 4: the "your move" mail opens with the summary since his last visit and a
    link to the stepper at the first unseen event; his digest carries the same."""
    game_id, ann, bors = two_at_war
    clients = [ann, bors]
    mail_to(game_id, 0)
    mail_to(game_id, 1)
    seen = Game.objects.get(pk=game_id).version
    for client in clients:  # both look now, whoever moves next
        marked = client.post(f"/api/games/{game_id}/seen/", {"version": seen}, format="json")
        assert marked.status_code == 200, marked.content
    nxt = end_turn(game_id, clients)  # the next turn (the same seat's, when a round came round)
    letter = turn_mail(game_id, nxt)
    others = Mail.objects.filter(game_id=game_id).exclude(pk=letter.pk)
    others.update(sent_at=timezone.now())  # mails of other decisions, gone before
    deliver_all(timezone.now())
    (sent,) = [m for m in outbox.outbox if m.subject == letter.subject]
    first = sent.body.splitlines()[0]
    assert first.startswith("Since your last visit (") and f"?replay={seen}" in first
    ((html, _),) = sent.alternatives
    assert f'/games/{game_id}/?replay={seen}">Step through it</a>' in html
    user = Game.objects.get(pk=game_id).seats.get(index=nxt).user
    Profile.objects.update_or_create(user=user, defaults={"digest": True, "digest_hour": 0})
    assert notify.queue_digests() == 1
    digest = Mail.objects.get(user=user, kind="digest")
    assert "since your last visit (" in digest.body and f"?replay={seen}" in digest.body
