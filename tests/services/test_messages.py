"""Messages (issue 19) through the services: who writes, who reads, mutes, the host hiding
table talk, reports, and the mail about a message not read in time (after the reader's delay,
never in his quiet hours, counted in his digest instead when he has one)."""

from datetime import UTC, datetime, time, timedelta

import pytest
from django.core import mail as outbox
from django.utils import timezone

from kingdom import message_selectors as talk
from kingdom import messaging, notify
from kingdom.errors import Conflict, Forbidden, IllegalMove, NotFound
from kingdom.models import Game, Mail, Message, MessageReport, Profile
from kingdom.models.messages import MESSAGE_MAX_LENGTH

from .test_absence import players, started

pytestmark = pytest.mark.django_db


@pytest.fixture
def table():
    ann, bors, carl = players("ann", "bors", "carl")
    game = started([ann, bors, carl])
    return game, ann, bors, carl


def read(game, user, channel=None) -> list[str | None]:
    reader = talk.reader_of(game=game, user=user)
    return [m.text for m in talk.messages_for(reader=reader, channel=channel).order_by("pk")]


def deliver_all(now) -> list[str]:
    """Send every message mail due at `now`; the keys of those sent."""
    keys = [k for k in notify.due_keys(now=now) if k.startswith("message:")]
    return [key for key in keys if notify.deliver(key, now=now)]


# -- who reads what -------------------------------------------------------------------------------
def test_table_talk_reaches_every_seat_and_a_private_message_only_its_two_players(table):
    game, ann, bors, carl = table
    messaging.message_post(game=game, user=ann, text="Hail, all.")
    messaging.message_post(game=game, user=ann, text="Bors: the ford at dawn?", to_seat=1)
    messaging.message_post(game=game, user=bors, text="Agreed.", to_seat=0)
    assert read(game, ann) == ["Hail, all.", "Bors: the ford at dawn?", "Agreed."]
    assert read(game, bors) == ["Hail, all.", "Bors: the ford at dawn?", "Agreed."]
    assert read(game, carl) == ["Hail, all."]
    assert read(game, carl, channel=0) == []  # his conversation with Ann is empty
    assert read(game, ann, channel=1) == ["Bors: the ford at dawn?", "Agreed."]
    assert read(game, ann, channel="table") == ["Hail, all."]


def test_spectators_read_the_table_talk_only_once_the_game_has_finished(table, django_user_model):
    game, ann, bors, _ = table
    messaging.message_post(game=game, user=ann, text="Hail, all.")
    messaging.message_post(game=game, user=ann, text="Just us two.", to_seat=1)
    dora = django_user_model.objects.create_user("dora", password="x-secret-91")
    with pytest.raises(Forbidden) as refused:
        read(game, dora)
    assert refused.value.payload() == {
        "code": "talk_private",
        "message": "the table talk is the players' own until the game ends",
        "rule": None,
    }
    Game.objects.filter(pk=game.pk).update(status=Game.Status.FINISHED)
    game.refresh_from_db()
    assert read(game, dora) == ["Hail, all."]  # private for ever


def test_a_player_who_takes_a_seat_over_reads_none_of_the_private_messages_before_him(table):
    game, ann, bors, carl = table
    messaging.message_post(game=game, user=ann, text="Our secret.", to_seat=1)
    (newcomer,) = players("erec")
    game.seats.filter(index=1).update(user=newcomer)
    game = Game.objects.get(pk=game.pk)
    assert read(game, newcomer) == []
    assert read(game, ann) == ["Our secret."]


# -- what may be written --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "to", "code", "message"),
    [
        ("   \n ", None, "empty_message", "a message needs some text"),
        (
            "x" * (MESSAGE_MAX_LENGTH + 1),
            None,
            "message_too_long",
            f"a message is at most {MESSAGE_MAX_LENGTH} characters; this one has "
            f"{MESSAGE_MAX_LENGTH + 1}",
        ),
        ("nul\x00", None, "bad_message", "a message may not hold control characters"),
        ("me", 0, "to_yourself", "a private message goes to another seat"),
        ("who?", 5, "no_such_seat", "no player sits at seat 5"),
    ],
)
def test_what_may_not_be_written(table, text, to, code, message):
    game, ann, _, _ = table
    with pytest.raises(IllegalMove) as refused:
        messaging.message_post(game=game, user=ann, text=text, to_seat=to)
    assert refused.value.payload() == {"code": code, "message": message, "rule": None}
    assert not Message.objects.exists()


def test_a_message_is_trimmed_and_its_newlines_made_plain_and_the_limit_is_inclusive(table):
    game, ann, _, _ = table
    message = messaging.message_post(game=game, user=ann, text="  one\r\ntwo\r  ")
    assert message.text == "one\ntwo"
    longest = messaging.message_post(game=game, user=ann, text="é" * MESSAGE_MAX_LENGTH)
    assert len(longest.text) == MESSAGE_MAX_LENGTH


def test_a_bot_is_written_no_private_message_and_a_spectator_writes_nothing(django_user_model):
    (ann,) = players("ann")
    from kingdom.services import game_create, game_start

    game = game_create(host=ann, name="Bots", seats=2, bots=1, order="seating")
    game = game_start(game_id=game.pk, user=ann)
    with pytest.raises(IllegalMove, match="Bot 1 is a bot: it reads no messages"):
        messaging.message_post(game=game, user=ann, text="hello?", to_seat=1)
    dora = django_user_model.objects.create_user("dora", password="x-secret-91")
    with pytest.raises(Forbidden, match="only the players of this game write in it"):
        messaging.message_post(game=game, user=dora, text="hello")


# -- read markers, mutes --------------------------------------------------------------------------
def test_unread_counts_by_channel_and_the_marker_that_never_goes_back(table):
    game, ann, bors, carl = table
    first = messaging.message_post(game=game, user=ann, text="Hail.")
    messaging.message_post(game=game, user=ann, text="Psst.", to_seat=1)
    messaging.message_post(game=game, user=carl, text="Hail back.")
    bors_reader = talk.reader_of(game=game, user=bors)
    assert talk.unread_counts(reader=bors_reader) == {"table": 2, "0": 1, "2": 0}
    messaging.messages_mark_read(game=game, user=bors, up_to=first.pk)
    assert talk.unread_counts(reader=bors_reader) == {"table": 1, "0": 1, "2": 0}
    messaging.messages_mark_read(game=game, user=bors, up_to=0)  # never back
    assert talk.unread_counts(reader=bors_reader) == {"table": 1, "0": 1, "2": 0}
    marker = messaging.messages_mark_read(game=game, user=bors, up_to=10**9)
    assert marker.last_read == Message.objects.latest("pk").pk  # never beyond the newest
    assert talk.unread_counts(reader=bors_reader) == {"table": 0, "0": 0, "2": 0}
    # Carl may not move his marker past a private message he cannot read... it stops at his.
    carl_marker = messaging.messages_mark_read(game=game, user=carl, up_to=10**9)
    assert carl_marker.last_read == Message.objects.latest("pk").pk


def test_a_muted_seat_is_no_longer_read_nor_counted_until_unmuted(table):
    game, ann, bors, _ = table
    messaging.message_post(game=game, user=ann, text="Loud.")
    assert messaging.seat_mute(game=game, user=bors, seat=0) == {0}
    assert read(game, bors) == []
    assert talk.unread_counts(reader=talk.reader_of(game=game, user=bors))["table"] == 0
    assert read(game, ann) == ["Loud."]  # Ann is not told
    with pytest.raises(IllegalMove, match="you cannot mute yourself"):
        messaging.seat_mute(game=game, user=bors, seat=1)
    assert messaging.seat_mute(game=game, user=bors, seat=0, muted=False) == set()
    assert read(game, bors) == ["Loud."]


# -- moderation -----------------------------------------------------------------------------------
def test_the_host_hides_table_talk_whose_place_stays_and_whose_text_is_shown_to_nobody(table):
    game, ann, bors, carl = table
    rude = messaging.message_post(game=game, user=bors, text="Rude words.")
    private = messaging.message_post(game=game, user=bors, text="To Ann.", to_seat=0)
    with pytest.raises(Forbidden, match="only the host hides table talk"):
        messaging.message_hide(game=game, user=carl, message_id=rude.pk)
    with pytest.raises(Forbidden, match="a private message is its two players' own"):
        messaging.message_hide(game=game, user=ann, message_id=private.pk)
    hidden = messaging.message_hide(game=game, user=ann, message_id=rude.pk)
    for user in (ann, bors, carl):
        reader = talk.reader_of(game=game, user=user)
        data = talk.message_data(talk.message_for(reader=reader, message_id=rude.pk), reader)
        assert (data["text"], data["hidden"], data["sender_name"]) == (None, True, "bors")
    with pytest.raises(Conflict, match=f"message {rude.pk} is already hidden"):
        messaging.message_hide(game=game, user=ann, message_id=rude.pk)
    shown = messaging.message_hide(game=game, user=ann, message_id=rude.pk, hidden=False)
    assert (hidden.pk, shown.hidden_at) == (rude.pk, None)


def test_a_reader_reports_a_message_he_may_read_once(table):
    game, ann, bors, carl = table
    private = messaging.message_post(game=game, user=ann, text="A threat.", to_seat=1)
    with pytest.raises(NotFound, match=f"no message {private.pk} in this game"):
        messaging.message_report(game=game, user=carl, message_id=private.pk)  # not his
    with pytest.raises(IllegalMove, match="you cannot report your own message"):
        messaging.message_report(game=game, user=ann, message_id=private.pk)
    report = messaging.message_report(game=game, user=bors, message_id=private.pk, reason="!")
    assert (report.message_id, report.reason) == (private.pk, "!")
    with pytest.raises(Conflict, match=f"you have already reported message {private.pk}"):
        messaging.message_report(game=game, user=bors, message_id=private.pk)
    assert MessageReport.objects.count() == 1


# -- mail -----------------------------------------------------------------------------------------
def mails_of(message) -> dict:
    return {m.user_id: m for m in Mail.objects.filter(key__startswith=f"message:{message.pk}:")}


def test_a_message_not_read_within_the_readers_delay_is_mailed_with_a_reply_link(table):
    game, ann, bors, carl = table
    Profile.objects.create(user=bors, message_mail_minutes=30, time_zone="Europe/Paris")
    text = "See https://x.test/a?b=1 <b>now</b>"
    message = messaging.message_post(game=game, user=ann, text=text)
    mails = mails_of(message)
    assert set(mails) == {bors.pk, carl.pk}  # not the writer
    assert mails[bors.pk].not_before == message.created_at + timedelta(minutes=30)
    assert mails[carl.pk].not_before == message.created_at + timedelta(minutes=60)  # default
    assert deliver_all(message.created_at + timedelta(minutes=29)) == []
    assert deliver_all(message.created_at + timedelta(minutes=31)) == [mails[bors.pk].key]
    (letter,) = outbox.outbox
    assert letter.to == ["bors@example.org"]
    assert letter.subject == "[Kingdom] Long war: ann wrote to the table"
    reply = f"/games/{game.pk}/?reply={message.pk}#talk"
    assert text in letter.body and reply in letter.body and "30 minutes" in letter.body
    ((html, _),) = letter.alternatives
    assert '<a href="https://x.test/a?b=1"' in html  # the link made clickable
    assert "&lt;b&gt;now&lt;/b&gt;" in html and "<b>now" not in html  # and the rest escaped


def test_a_private_message_is_mailed_to_its_one_reader_and_no_mail_once_read(table):
    game, ann, bors, carl = table
    message = messaging.message_post(game=game, user=ann, text="Just you.", to_seat=1)
    assert set(mails_of(message)) == {bors.pk}
    later = message.created_at + timedelta(hours=2)
    messaging.messages_mark_read(game=game, user=bors, up_to=message.pk)
    assert deliver_all(later) == []
    assert mails_of(message)[bors.pk].moot == "read on the page"
    assert outbox.outbox == []


@pytest.mark.parametrize(
    ("setting", "why"),
    [
        ({"message_mail_minutes": None}, None),  # never: no mail written
        ({"digest": True}, None),  # the digest counts it instead
    ],
)
def test_no_message_mail_for_who_asked_for_none_or_has_a_digest(table, setting, why):
    game, ann, bors, _ = table
    Profile.objects.create(user=bors, **setting)
    message = messaging.message_post(game=game, user=ann, text="Hail.")
    assert bors.pk not in mails_of(message)


def test_a_muted_writer_and_a_hidden_message_are_not_mailed(table):
    game, ann, bors, carl = table
    messaging.seat_mute(game=game, user=bors, seat=0)
    message = messaging.message_post(game=game, user=ann, text="Rude.")
    assert set(mails_of(message)) == {carl.pk}
    messaging.message_hide(game=game, user=ann, message_id=message.pk)
    assert deliver_all(message.created_at + timedelta(hours=2)) == []
    assert mails_of(message)[carl.pk].moot == "the host hid the message"


def test_a_message_mail_waits_for_the_end_of_the_readers_quiet_hours(table):
    game, ann, bors, _ = table
    Profile.objects.create(
        user=bors, message_mail_minutes=0, quiet_start=time(22), quiet_end=time(7)
    )
    message = messaging.message_post(game=game, user=ann, text="Late.", to_seat=1)
    night = datetime(2026, 11, 24, 23, 30, tzinfo=UTC)
    Mail.objects.filter(kind="message").update(not_before=night)
    assert deliver_all(night) == []
    mail = mails_of(message)[bors.pk]
    mail.refresh_from_db()
    assert mail.not_before == datetime(2026, 11, 25, 7, 0, tzinfo=UTC)
    assert deliver_all(mail.not_before) == [mail.key]


def test_the_digest_counts_the_messages_not_read(table):
    game, ann, bors, carl = table
    Profile.objects.create(user=bors, digest=True, digest_hour=8)
    messaging.message_post(game=game, user=ann, text="One secret text.", to_seat=1)
    messaging.message_post(game=game, user=carl, text="Two.")
    messaging.message_post(game=game, user=bors, text="Mine: not counted.")
    now = timezone.now().replace(hour=9)
    assert notify.queue_digests(now=now) == 1
    (digest,) = Mail.objects.filter(user=bors, kind="digest")
    assert "2 messages you have not read" in digest.body
    assert "One secret text." not in digest.body  # counted, never quoted


def test_a_mail_already_queued_is_moot_once_its_writer_is_muted_or_its_reader_has_left(table):
    game, ann, bors, carl = table
    message = messaging.message_post(game=game, user=ann, text="Hail.")
    messaging.seat_mute(game=game, user=bors, seat=0)
    (newcomer,) = players("erec")
    game.seats.filter(index=2).update(user=newcomer)  # Carl's seat is taken over
    assert deliver_all(message.created_at + timedelta(hours=2)) == []
    mails = mails_of(message)
    for mail in mails.values():
        mail.refresh_from_db()
    assert mails[bors.pk].moot == "its writer is muted"
    assert mails[carl.pk].moot == "no longer a player of the game"
