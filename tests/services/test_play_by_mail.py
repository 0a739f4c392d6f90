"""Play by mail (issue 32): a decision mail carries a reply address unique to it and the codes
to answer with; a reply comes back through an MTA's pipe (`manage.py receive_mail`, a raw RFC
822 message on standard input) or an e-mail service's webhook (django-anymail, signed), into
one service function that answers through the same door as the page. Hostile mail: forged,
expired and spent tokens, the wrong sender, a replay, spam verdicts, a mail bomb, a 10 MB
attachment. Mails are Django's locmem outbox."""

from __future__ import annotations

import base64
import email.utils
import hashlib
import hmac
import io
import time
from datetime import timedelta
from email.message import EmailMessage

import pytest
from django.core import mail as outbox
from django.core.management import call_command
from django.utils import timezone

from kingdom import inbound
from kingdom.models import (
    Game,
    GameAction,
    GameEvent,
    InboundMail,
    PendingDecision,
    Profile,
)
from kingdom.rules.decisions import spec
from kingdom.selectors import game_state, pending_of
from kingdom.services import game_submit_action
from kingdom.tasks import send_due_mail

from .test_absence import decision, players, started

pytestmark = pytest.mark.django_db
REPLY = "play@kingdom.test"


@pytest.fixture(autouse=True)
def _replies_on(settings):
    settings.MAIL_REPLY_ADDRESS = REPLY
    settings.MAIL_REPLY_PER_HOUR = 30
    settings.ANYMAIL = {"MAILGUN_WEBHOOK_SIGNING_KEY": "key-mailgun-test"}
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"


def letters_to(name: str) -> list:
    return [m for m in outbox.outbox if m.to == [f"{name}@example.org"]]


def last_letter(name: str):
    send_due_mail()
    return letters_to(name)[-1]


def reply_to(letter) -> str:
    (address,) = letter.reply_to
    return address


def raw_reply(
    letter,
    body: str,
    *,
    sender: str | None = None,
    to: str | None = None,
    message_id: str | None = None,
    headers: dict | None = None,
    html: str | None = None,
    charset: str = "utf-8",
    cte: str | None = None,
    attachment: bytes | None = None,
) -> bytes:
    """A reply as a mail client writes it: the answer above the quoted mail."""
    message = EmailMessage()
    message["From"] = sender or letter.to[0]
    message["To"] = to or reply_to(letter)
    message["Subject"] = f"Re: {letter.subject}"
    message["Date"] = email.utils.formatdate()
    message["Message-ID"] = message_id or email.utils.make_msgid(domain="client.test")
    for name, value in (headers or {}).items():
        message[name] = value
    quoted = "\n".join(f"> {line}" for line in letter.body.splitlines())
    text = f"{body}\n\nOn Fri, 27 Nov 2026 at 08:00, Kingdom <kingdom@localhost> wrote:\n{quoted}\n"
    if html is not None:
        message.set_content(html, subtype="html", charset=charset, cte=cte)
    else:
        message.set_content(text, charset=charset, cte=cte)
    if attachment is not None:
        message.add_attachment(
            attachment, maintype="application", subtype="octet-stream", filename="big.bin"
        )
    return message.as_bytes()


def pipe(raw: bytes, monkeypatch) -> str:
    """`manage.py receive_mail`, the message on its standard input (as Postfix's pipe)."""
    stdin = io.TextIOWrapper(io.BytesIO(raw))
    monkeypatch.setattr("sys.stdin", stdin)
    out = io.StringIO()
    call_command("receive_mail", stdout=out)
    return out.getvalue().strip()


def challenger_game():
    ann, bors = players("ann", "bors")
    game = started([ann, bors], reply_hours=24, turn_hours=24)
    return game, ann, bors


# -- the mail out ---------------------------------------------------------------------------------
def test_a_decision_mail_has_a_reply_address_of_its_own_and_the_codes_from_the_legal_actions():
    game, ann, bors = challenger_game()
    letter = last_letter("ann")
    address = reply_to(letter)
    local = address.split("@")[0]
    assert address.startswith("play+") and address.endswith("@kingdom.test")
    assert len(local) <= 64 and local == local.lower()  # an address's local part, any case
    options = decision(game, 0).detail["options"]
    assert "Reply to this mail to choose your Royal Challenger" in letter.body
    for number, key in enumerate(options, start=1):
        assert f"{number}  {key.replace('_', ' ').title()}" in letter.body
    assert letter.extra_headers["Auto-Submitted"] == "auto-generated"
    ((html, _),) = letter.alternatives
    assert "Answer by mail" in html and html.index("Answer by mail") < html.index("</body>")
    token = inbound.read_token(inbound.token_text_in([address]), timezone.now())
    row = decision(game, 0)
    assert (token.game, token.seat, token.decision) == (game.pk, 0, row.pk)
    assert token.key_digest == inbound.key_digest(row.key)


def test_no_reply_address_when_the_player_or_the_host_turned_it_off(settings):
    ann, bors = players("ann", "bors")
    Profile.objects.create(user=ann, reply_by_mail=False)
    game = started([ann, bors], reply_hours=24)
    send_due_mail()
    assert (
        letters_to("ann")[-1].reply_to == [] and "Answer by mail" not in letters_to("ann")[-1].body
    )
    Game.objects.filter(pk=game.pk).update(mail_replies=False)
    game_submit_action(
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    send_due_mail()
    assert letters_to("bors")[-1].reply_to == []


# -- a reply through the pipe ---------------------------------------------------------------------
def test_a_reply_by_pipe_answers_the_decision_through_the_service_door(monkeypatch):
    game, ann, bors = challenger_game()
    letter = last_letter("ann")
    first = decision(game, 0).detail["options"][0]
    said = pipe(raw_reply(letter, "1"), monkeypatch)
    assert said == "applied: ok"
    (action,) = GameAction.objects.filter(game=game, kind="choose_challenger")
    assert (action.seat, action.data["challenger"], action.author) == (0, first, "player")
    by_mail = GameEvent.objects.get(game=game, type="answered_by_mail")
    assert by_mail.data["seat"] == 0 and by_mail.engine is False
    answer = last_letter("ann")
    assert answer.subject.startswith("[Kingdom] Done")
    assert "Applied by mail: 1" in answer.body and "(rule 4" in answer.body
    assert answer.reply_to == []  # nothing waits for Ann now: no codes, no address


def test_the_same_message_delivered_twice_acts_once(monkeypatch):
    game, ann, bors = challenger_game()
    raw = raw_reply(last_letter("ann"), "2", message_id="<twice@client.test>")
    assert pipe(raw, monkeypatch) == "applied: ok"
    assert pipe(raw, monkeypatch) == "applied: ok"  # the first one's outcome, nothing more
    assert GameAction.objects.filter(game=game, kind="choose_challenger").count() == 1
    assert InboundMail.objects.count() == 1


def test_a_token_works_once_and_a_stale_reply_is_told_what_happened(monkeypatch):
    game, ann, bors = challenger_game()
    letter = last_letter("ann")
    assert pipe(raw_reply(letter, "1"), monkeypatch) == "applied: ok"
    said = pipe(raw_reply(letter, "2"), monkeypatch)
    assert said.startswith("stale:")  # its decision was answered: gone
    answer = last_letter("ann")
    assert answer.subject.startswith("[Kingdom] Too late") and "no longer pending" in answer.body
    assert GameAction.objects.filter(game=game, kind="choose_challenger").count() == 1


def test_an_answer_the_engine_refuses_gets_its_message_and_the_choices_again(monkeypatch):
    game, ann, bors = challenger_game()
    said = pipe(raw_reply(last_letter("ann"), "7"), monkeypatch)
    assert said.startswith("refused:") and "there is no choice 7" in said
    answer = last_letter("ann")
    assert answer.subject.startswith("[Kingdom] Not applied")
    assert "there is no choice 7" in answer.body
    assert "1  " in answer.body and reply_to(answer) != reply_to(letters_to("ann")[0])
    assert pipe(raw_reply(answer, "1"), monkeypatch) == "applied: ok"  # the fresh address


def test_hostile_senders_and_tokens_change_nothing_and_get_no_mail(monkeypatch, settings):
    game, ann, bors = challenger_game()
    letter = last_letter("ann")
    before = len(outbox.outbox)
    good = reply_to(letter)
    local, domain = good.split("@")
    *body, signature = local.split("+")[1].split(".")
    forged_seat = ".".join([body[0], "1", *body[2:]])  # Bors's seat in Ann's token
    cases = {
        "sender": raw_reply(letter, "1", sender="mallory@example.org"),
        "bors": raw_reply(letter, "1", sender="bors@example.org"),  # someone else's decision
        "forged": raw_reply(letter, "1", to=f"play+{forged_seat}.{signature}@{domain}"),
        "no token": raw_reply(letter, "1", to=REPLY),
        "spam": raw_reply(letter, "1", headers={"X-Spam-Flag": "YES"}),
        "dmarc": raw_reply(
            letter, "1", headers={"Authentication-Results": "mx.test; spf=fail; dmarc=fail"}
        ),
        "auto": raw_reply(letter, "1", headers={"Auto-Submitted": "auto-replied"}),
    }
    said = {name: pipe(raw, monkeypatch).split(":")[0] for name, raw in cases.items()}
    assert said == {
        "sender": "sender",
        "bors": "sender",
        "forged": "token",
        "no token": "token",
        "spam": "spam",
        "dmarc": "spam",
        "auto": "auto",
    }
    send_due_mail()
    assert len(outbox.outbox) == before  # nobody learns anything by writing
    assert not GameAction.objects.filter(game=game, kind="choose_challenger").exists()


def test_an_expired_token_is_refused(monkeypatch):
    game, ann, bors = challenger_game()
    letter = last_letter("ann")
    later = timezone.now() + timedelta(days=3)  # past the deadline and its day of grace
    monkeypatch.setattr(inbound.timezone, "now", lambda: later)
    assert pipe(raw_reply(letter, "1"), monkeypatch) == "token: an expired reply token"


def test_a_mail_bomb_is_rate_limited(monkeypatch, settings):
    settings.MAIL_REPLY_PER_HOUR = 5
    game, ann, bors = challenger_game()
    letter = last_letter("ann")
    before = len(outbox.outbox)
    outcomes = [pipe(raw_reply(letter, "PASS"), monkeypatch).split(":")[0] for _ in range(1000)]
    # PASS is no challenger: refused, which spends the address; the next four are told so;
    # the rest are not read at all (more than 5 from one sender in an hour).
    assert outcomes == ["refused"] + ["spent"] * 4 + ["rate"] * 995
    send_due_mail()
    assert len(outbox.outbox) - before == 5  # one answer a reply read, none to the rest
    assert not GameAction.objects.filter(game=game, kind="choose_challenger").exists()


def test_html_only_quoted_printable_and_a_foreign_client_are_read(monkeypatch):
    game, ann, bors = challenger_game()
    letter = last_letter("ann")
    html = (
        "<html><body><div dir='ltr'>ACCEPT&nbsp;</div><div>2<br></div>"
        "<blockquote>1 Arthur</blockquote></body></html>"
    )
    assert inbound.answer_text(_parsed(raw_reply(letter, "", html=html))).splitlines()[:2] == [
        "ACCEPT",
        "2",
    ]
    options = decision(game, 0).detail["options"]
    french = (
        "Deux, s'il vous plaît : 2 — merci !\n\nLe ven. 27 nov. 2026 à 08:00, Kingdom a écrit :"
    )
    qp = raw_reply(letter, f"2\n{french}", cte="quoted-printable")
    assert b"quoted-printable" in qp and "à".encode() not in qp
    assert pipe(qp, monkeypatch) == "applied: ok"  # the first line answers; the rest is words
    chosen = GameAction.objects.get(game=game, kind="choose_challenger").data["challenger"]
    assert chosen == options[1]


def test_a_ten_megabyte_attachment_is_no_harm(monkeypatch):
    game, ann, bors = challenger_game()
    raw = raw_reply(last_letter("ann"), "1", attachment=b"\0" * (10 * 1024 * 1024))
    assert len(raw) > 10 * 1024 * 1024
    assert pipe(raw, monkeypatch) == "applied: ok"


def _parsed(raw: bytes):
    from anymail.inbound import AnymailInboundMessage

    return AnymailInboundMessage.parse_raw_mime_bytes(raw)


# -- a reply through a provider's webhook -------------------------------------------------------
def mailgun_post(client, raw: bytes, key: str = "key-mailgun-test", recipient: str = ""):
    """Mailgun's documented inbound post (store-and-notify "body-mime"), signed as Mailgun signs
    it: HMAC-SHA256 of timestamp + token under the webhook signing key."""
    timestamp, token = str(int(time.time())), "a" * 50
    signature = hmac.new(key.encode(), f"{timestamp}{token}".encode(), hashlib.sha256).hexdigest()
    return client.post(
        "/mail/anymail/mailgun/inbound_mime/",
        {
            "body-mime": raw.decode(),
            "recipient": recipient,
            "sender": "ann@example.org",
            "timestamp": timestamp,
            "token": token,
            "signature": signature,
        },
    )


def test_a_signed_mailgun_webhook_answers_and_a_bad_signature_is_refused(client):
    game, ann, bors = challenger_game()
    letter = last_letter("ann")
    bad = mailgun_post(client, raw_reply(letter, "1"), key="not-the-key")
    assert bad.status_code == 400 and not InboundMail.objects.exists()
    good = mailgun_post(client, raw_reply(letter, "1"), recipient=reply_to(letter))
    assert good.status_code == 200
    row = InboundMail.objects.get()
    assert (row.via, row.outcome) == ("mailgun", "applied")
    assert GameAction.objects.filter(game=game, kind="choose_challenger", seat=0).exists()


def test_mailgun_spam_verdict_is_honoured(client):
    game, ann, bors = challenger_game()
    letter = last_letter("ann")
    raw = raw_reply(letter, "1", headers={"X-Mailgun-Sflag": "Yes"})
    assert mailgun_post(client, raw).status_code == 200
    assert InboundMail.objects.get().outcome == "spam"


# -- one safe click -------------------------------------------------------------------------------
def alliance_offered():
    """Bors offers Ann an alliance once the challengers are chosen (rule 33)."""
    ann, bors = players("ann", "bors")
    game = started([ann, bors], reply_hours=24)
    while game_state(Game.objects.get(pk=game.pk)).turn is None:  # challengers, auctions
        state = game_state(Game.objects.get(pk=game.pk))
        first = pending_of(state)[0]
        action = spec(first.kind).default(state, first).to_dict()
        who = (ann, bors)[action.pop("seat")]
        game_submit_action(game_id=game.pk, user=who, action=action)
    game_submit_action(
        game_id=game.pk, user=bors, action={"kind": "propose_alliance", "to_seat": 0}
    )
    return game, ann, bors


def click_links(letter) -> dict[str, str]:
    lines = letter.body.split("Or answer with one click")[1].splitlines()[1:]
    return dict(line.strip().split(": ", 1) for line in lines if ": http" in line)


def test_one_safe_click_asks_first_acts_on_the_button_once_and_needs_no_password(client):
    game, ann, bors = alliance_offered()
    send_due_mail()
    (letter,) = [m for m in letters_to("ann") if "offer of alliance" in m.subject]
    links = click_links(letter)
    assert set(links) == {"ACCEPT", "REFUSE"}
    accept = links["ACCEPT"].removeprefix("http://localhost:8000")
    page = client.get(accept)  # what a mail scanner does: nothing happens
    assert page.status_code == 200 and b"ACCEPT" in page.content and b"<form" in page.content
    assert not GameAction.objects.filter(game=game, kind="answer_alliance").exists()
    done = client.post(accept)
    assert done.status_code == 200 and b"Done" in done.content
    (answer,) = GameAction.objects.filter(game=game, kind="answer_alliance")
    assert (answer.seat, answer.data["accept"], answer.data["from_seat"]) == (0, True, 1)
    again = client.post(links["REFUSE"].removeprefix("http://localhost:8000"))
    assert again.status_code == 409  # the decision is gone (and the link was spent)
    assert GameAction.objects.filter(game=game, kind="answer_alliance").count() == 1
    row = InboundMail.objects.get(via="click")
    assert (row.outcome, row.seat, row.user_id) == ("applied", 0, ann.pk)


def test_a_forged_click_link_is_refused(client):
    game, ann, bors = alliance_offered()
    send_due_mail()
    (letter,) = [m for m in letters_to("ann") if "offer of alliance" in m.subject]
    accept = click_links(letter)["ACCEPT"].removeprefix("http://localhost:8000")
    forged = accept.replace("/1/", "/9/") if "/1/" in accept else accept[:-3] + "0/"
    tampered = accept.replace(accept.split("/")[3][:3], "999", 1)
    assert client.post(tampered).status_code == 400
    assert client.post(forged).status_code in (400, 409)
    assert not GameAction.objects.filter(game=game, kind="answer_alliance").exists()


def test_a_server_failure_exits_75_and_the_mtas_retry_acts(monkeypatch):
    game, ann, bors = challenger_game()
    raw = raw_reply(last_letter("ann"), "1", message_id="<retry@client.test>")

    def down(**kwargs):
        raise RuntimeError("the database is down")

    monkeypatch.setattr(inbound.services, "game_submit_action", down)
    with pytest.raises(SystemExit) as exit_code:
        pipe(raw, monkeypatch)
    assert exit_code.value.code == 75 and not InboundMail.objects.exists()
    monkeypatch.undo()
    assert pipe(raw, monkeypatch) == "applied: ok"  # the MTA's retry


def test_a_postmark_webhook_needs_its_basic_authentication(client, settings):
    """Postmark signs nothing: anymail's shared secret (basic authentication) guards it."""
    settings.ANYMAIL = {"WEBHOOK_SECRET": "postmark:s3cret-hook"}
    game, ann, bors = challenger_game()
    letter = last_letter("ann")
    payload = {
        "RecordType": "Inbound",
        "RawEmail": raw_reply(letter, "accept\n1").decode(),
        "OriginalRecipient": reply_to(letter),
        "Headers": [],
    }
    url = "/mail/anymail/postmark/inbound/"
    assert client.post(url, payload, content_type="application/json").status_code == 400
    wrong = "Basic " + base64.b64encode(b"postmark:guess").decode()
    response = client.post(url, payload, content_type="application/json", HTTP_AUTHORIZATION=wrong)
    assert response.status_code == 400 and not InboundMail.objects.exists()
    right = "Basic " + base64.b64encode(b"postmark:s3cret-hook").decode()
    response = client.post(url, payload, content_type="application/json", HTTP_AUTHORIZATION=right)
    assert response.status_code == 200
    row = InboundMail.objects.get()
    # "accept" is no challenger: the first line answers, and the engine's door refuses it
    assert (row.via, row.outcome) == ("postmark", "refused") and "none of the choices" in row.detail


def test_the_answer_mail_quotes_only_what_its_reader_may_see(monkeypatch):
    """Sealed bids (rule 5 ii): Bors's amount is his own until the bids are revealed; Ann's
    answer mail says her bid was recorded, and nothing of his."""
    ann, bors, carl = players("ann", "bors", "carl")
    game = started([ann, bors, carl], reply_hours=24)
    users = (ann, bors, carl)
    while not PendingDecision.objects.filter(game=game, kind="bid", seat=0).exists():
        state = game_state(Game.objects.get(pk=game.pk))
        first = pending_of(state)[0]
        action = spec(first.kind).default(state, first).to_dict()
        game_submit_action(game_id=game.pk, user=users[action.pop("seat")], action=action)
    game_submit_action(game_id=game.pk, user=bors, action={"kind": "bid", "amount": 17})
    send_due_mail()
    letter = next(m for m in reversed(outbox.outbox) if m.to == ["ann@example.org"] and m.reply_to)
    assert "BID <gold>" in letter.body and "PASS" in letter.body
    assert pipe(raw_reply(letter, "bid 10"), monkeypatch) == "applied: ok"
    answer = last_letter("ann")
    assert "Applied by mail: bid 10" in answer.body and "bid recorded (rule 5 ii)" in answer.body
    assert "17" not in answer.body.split("Your decision now")[0]
    assert answer.body.count("bid recorded") == 1  # hers; not Bors's
