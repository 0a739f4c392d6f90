"""Play by mail (issue 32): answer a decision by replying to its mail.

Out: every mail about a pending decision (its decision mail, a reminder, a moved deadline, the
answer to a reply) goes out with a reply address unique to that mail and that decision
instance, and lists the codes it may be answered with (`reply_codes.menu`, from the engine's
legal actions). `reply_part` is called by `notify.deliver` as the mail is sent (the hook is
set here: the outbox sits below the services and may not import them).

In: `receive` is the one door for a reply, whichever way it came — an e-mail service's inbound
webhook (django-anymail checks its signature and sends the `inbound` signal) or an MTA's pipe
(`manage.py receive_mail`, one RFC 822 message on standard input). It checks, in order: the
Message-ID not seen before (a message delivered twice acts once), not an automatic reply, the
sender's rate, the provider's spam and authentication verdicts, the token's signature and
expiry, the sender is the token's seat's confirmed address, reply-to-play on for the player
and the game, the token not spent, its decision still pending. Then each answering line goes
through the service door (`services.game_submit_action`), as a web action does, with the same
checks and the same messages, and the player gets a mail back saying what was applied or why
it was refused. A reply that fails an early check (forged, spam, wrong sender) gets no mail:
nobody learns anything about a seat by writing to the server.

The token (its form, its signature): kingdom.reply_tokens.
"""

from __future__ import annotations

import hashlib
import html
import logging
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone
from django.utils.html import strip_tags

from kingdom import notify, reply_codes, services
from kingdom.errors import Forbidden, NotFound, ServiceError
from kingdom.models import (
    Game,
    InboundMail,
    Mail,
    PendingDecision,
    Profile,
    Seat,
    VerifiedEmail,
)
from kingdom.projections import store_service_event
from kingdom.reply_tokens import (
    BadToken,
    Token,
    key_digest,
    read_token,
    reply_address,
    token_for,
    token_text_in,
)
from kingdom.rules import engine
from kingdom.rules.decisions import Decision
from kingdom.selectors import game_state, pending_of

log = logging.getLogger(__name__)

BY_MAIL_RULE = "by mail"  # docs/play-by-mail.md: the service's event, not the engine's
MAILED_KINDS = ("decision", "reminder", "deadline", "mail_answer")
Outcome = InboundMail.Outcome


# -- out: the reply part of a mail about a decision ----------------------------------------------
@dataclass
class ReplyPart:
    reply_to: str
    text: str
    html: str
    headers: dict[str, str] = field(default_factory=dict)


def _enabled() -> bool:
    return bool(settings.MAIL_REPLY_ADDRESS) and "@" in settings.MAIL_REPLY_ADDRESS


def _engine_decision(game: Game, row: PendingDecision) -> tuple[Any, Decision] | None:
    state = game_state(game)
    for decision in pending_of(state):
        if decision.key == row.key and decision.seat == row.seat:
            return state, decision
    return None


def reply_part(mail: Mail) -> ReplyPart | None:
    """The reply address and the codes of a mail about a pending decision of its reader, when
    reply-to-play is on (site, game, player) and the decision may be answered by mail."""
    if not _enabled() or mail.kind not in MAILED_KINDS or mail.decision_id is None:
        return None
    row = mail.decision
    game = mail.game
    if row is None or game is None or row.seat is None:
        return None
    if not game.mail_replies or row.kind not in {k.value for k in reply_codes.MAILABLE}:
        return None
    profile = Profile.objects.filter(user=mail.user_id).first()
    if profile is not None and not profile.reply_by_mail:
        return None
    if not Seat.objects.filter(game=game, index=row.seat, user=mail.user_id).exists():
        return None
    found = _engine_decision(game, row)
    if found is None:
        return None
    state, decision = found
    lines = reply_codes.menu(state, decision)
    many = decision.kind in (reply_codes.K.MOVE, reply_codes.K.PURCHASE)
    token = token_for(row, mail.pk, timezone.now())
    context = {
        "lines": lines,
        "many": many,
        "what": notify.what(row.kind),
        "links": _click_links(token, state, decision),
    }
    return ReplyPart(
        reply_to=reply_address(token),
        text=render_to_string("kingdom/mail/_reply.txt", context),
        html=render_to_string("kingdom/mail/_reply.html", context),
        headers={"Auto-Submitted": "auto-generated"},
    )


CLICK_MOST = 6  # a choice of at most this many answers gets a link for each (one safe click)


def _click_links(token: Token, state, decision: Decision) -> list[dict[str, str]]:
    """One link per answer of a small choice (yes or no, a ransom, a refuge): each opens a
    confirmation page whose button answers (a GET never acts: mail scanners follow links)."""
    listed = reply_codes.choices(state, decision)
    if not listed or len(listed) > CLICK_MOST:
        return []
    base = settings.SITE_URL.rstrip("/")
    return [
        {"code": c.code, "url": base + reverse("frontend:mail-answer", args=[token.text, c.number])}
        for c in listed
    ]


notify.hooks.reply_part = reply_part  # the outbox calls it as it sends (see the module's docstring)


# -- in: reading a message ------------------------------------------------------------------------
_QUOTE_HEAD = re.compile(
    r"^(on .{0,200} wrote:|le .{0,200} a écrit\s?:|am .{0,200} schrieb .{0,100}:|"
    r"el .{0,200} escribió:|il .{0,200} ha scritto:|op .{0,200} schreef .{0,100}:|"
    r"-+\s*original message\s*-+|-+\s*ursprüngliche nachricht\s*-+|"
    r"-+\s*message d'origine\s*-+|_{5,}|from:\s.*|de\s?:\s.*|von:\s.*|sent from my .*)$",
    re.IGNORECASE,
)


def answer_text(message) -> str:
    """What the player wrote above the quoted mail: the plain part (or the HTML part made
    plain), cut at the first quotation, quoted line or signature, in any common client's
    words (English, French, German, Spanish, Italian, Dutch)."""
    text = message.text
    if not text and message.html:
        without = re.sub(r"(?is)<(blockquote|style|script|head)\b.*?</\1>", "\n", message.html)
        without = re.sub(r"(?i)<br\s*/?>|</p>|</div>|</li>", "\n", without)
        text = html.unescape(strip_tags(without))
    kept = []
    for line in (text or "").replace("\r\n", "\n").split("\n"):
        stripped = line.strip().replace("\u00a0", " ")
        if stripped.startswith(">") or stripped in ("--", "-- ") or _QUOTE_HEAD.match(stripped):
            break
        kept.append(stripped)
    return "\n".join(kept).strip()[: settings.MAIL_REPLY_MAX_CHARS]


def _spam(message) -> bool:
    """The provider's or the MTA's verdict: spam flagged, or the sender's domain failing its
    authentication (DMARC fail; SPF fail without a passing DKIM signature)."""
    if getattr(message, "spam_detected", None):
        return True
    if (message.get("X-Spam-Flag") or "").strip().lower() == "yes":
        return True
    if (message.get("X-Spam-Status") or "").strip().lower().startswith("yes"):
        return True
    for result in message.get_all("Authentication-Results") or []:
        said = str(result).lower()
        if "dmarc=fail" in said or ("spf=fail" in said and "dkim=pass" not in said):
            return True
    return False


def _automatic(message) -> bool:
    """An out-of-office or a bounce: never answered (no loop of mails between robots)."""
    auto = (message.get("Auto-Submitted") or "no").strip().lower()
    precedence = (message.get("Precedence") or "").strip().lower()
    return auto != "no" or precedence in ("bulk", "junk", "list", "auto_reply")


def _message_id(message, sender: str, text: str) -> str:
    found = (message.get("Message-ID") or "").strip()
    if found:
        return found[:250]
    digest = hashlib.sha256(f"{sender}\n{message.get('Date')}\n{text}".encode()).hexdigest()
    return f"<sha256-{digest}>"


def _recipients(message, recipient: str | None) -> list[str]:
    said = [recipient or "", getattr(message, "envelope_recipient", None) or ""]
    for header in ("Delivered-To", "X-Original-To", "To", "Cc"):
        said += [str(value) for value in message.get_all(header) or []]
    return said


# -- in: the one door ----------------------------------------------------------------------------
def receive(message, *, via: str, recipient: str | None = None) -> InboundMail:
    """Take one reply (an `anymail.inbound.AnymailInboundMessage`, from a webhook or parsed
    from an MTA's pipe) and act on it once. Returns its row, whose `outcome` says what came of
    it. Never raises for a bad message: every refusal is an outcome."""
    now = timezone.now()
    sender_address = message.from_email.addr_spec if message.from_email else ""
    sender = (sender_address or "")[:254].lower()
    text = answer_text(message)
    try:
        with transaction.atomic():
            row = InboundMail.objects.create(
                message_id=_message_id(message, sender, text), sender=sender, via=via, text=text
            )
    except IntegrityError:  # delivered before: it acted then
        return InboundMail.objects.get(message_id=_message_id(message, sender, text))
    try:
        outcome, detail = _check(message, row, recipient, now)
        if outcome is not None:
            return _close(row, outcome, detail)
        return _answer(row, now)
    except Exception:
        row.delete()  # the server failed, not the message: a retry (the MTA's, the provider's)
        raise  # finds no row under its Message-ID, and acts


def _close(row: InboundMail, outcome: str, detail: str = "") -> InboundMail:
    row.outcome, row.detail = outcome, detail[:2000]
    row.save(update_fields=["outcome", "detail", "user", "game", "seat", "decision_key", "token"])
    return row


def _check(message, row: InboundMail, recipient: str | None, now: datetime):
    """The checks before the game is touched: (outcome, detail) to stop, or (None, "")."""
    if _automatic(message):
        return Outcome.AUTOMATIC, "an automatic reply"
    hour_ago = now - timedelta(hours=1)
    recent = InboundMail.objects.filter(sender=row.sender, received_at__gte=hour_ago)
    if recent.count() > settings.MAIL_REPLY_PER_HOUR:
        return Outcome.RATE_LIMITED, f"more than {settings.MAIL_REPLY_PER_HOUR} in an hour"
    if _spam(message):
        return Outcome.SPAM, "flagged as spam or failing authentication"
    found = token_text_in(_recipients(message, recipient))
    if found is None:
        return Outcome.BAD_TOKEN, "no reply token among the recipients"
    try:
        token = read_token(found, now)
    except BadToken as error:
        return Outcome.BAD_TOKEN, str(error)
    row.token = found
    seat = Seat.objects.select_related("user").filter(game=token.game, index=token.seat).first()
    user = seat.user if seat is not None else None
    if user is None or not VerifiedEmail.holds(user) or user.email.lower() != row.sender:
        return Outcome.UNKNOWN_SENDER, "the sender is not the seat's confirmed address"
    row.user, row.game_id, row.seat = user, token.game, token.seat
    return None, ""


def _answer(row: InboundMail, now: datetime) -> InboundMail:
    """The token is the seat's and the sender its player: act, then answer by mail."""
    token = read_token(row.token, now)  # as the checks read it (no stash on the row)
    game = Game.objects.get(pk=token.game)
    profile = Profile.objects.filter(user=row.user).first()
    if not game.mail_replies or (profile is not None and not profile.reply_by_mail):
        _close(row, Outcome.OFF, "reply-to-play is turned off for this game or this player")
        return _mail_back(row, game, "off")
    pending = PendingDecision.objects.filter(pk=token.decision, game=game, seat=token.seat).first()
    if pending is None or key_digest(pending.key) != token.key_digest:
        _close(row, Outcome.STALE, "the decision is no longer pending")
        return _mail_back(row, game, "stale")
    row.decision_key = pending.key
    try:
        with transaction.atomic():
            applied, refusal = _submit(row, game, pending)
            row.outcome = Outcome.APPLIED if applied else Outcome.REFUSED
            _close(row, row.outcome, refusal)
    except IntegrityError:  # the same token spent by another message meanwhile: undone
        _close(row, Outcome.SPENT, "this reply address was used before")
        return _mail_back(row, game, "spent")
    return _mail_back(row, game, "answer", applied=applied, refusal=refusal)


def _spent(row: InboundMail) -> bool:
    return InboundMail.objects.filter(
        token=row.token, outcome__in=[Outcome.APPLIED, Outcome.REFUSED]
    ).exists()


def _submit(row: InboundMail, game: Game, pending: PendingDecision) -> tuple[list[dict], str]:
    """Each answering line through the service door, in order, until one is refused. Returns
    what was applied (the line, and the events the player may see with their rules) and the
    refusal ('' when none)."""
    if _spent(row):
        raise IntegrityError("spent")
    assert row.user is not None  # the seat's confirmed player sent it (`_sender`)
    state = game_state(game)
    decision = next((d for d in pending_of(state) if d.key == pending.key), None)
    if decision is None:
        return [], "the decision is no longer pending"
    applied: list[dict] = []
    lines = reply_codes.answer_lines(row.text, decision)
    if not lines:
        return [], "the reply holds no answer: write one of the codes on its first line"
    for line in lines:
        try:
            action = reply_codes.parse_line(line, state, decision)
            submitted = services.game_submit_action(
                game_id=game.pk, user=row.user, action=action, seat=row.seat
            )
        except reply_codes.ReplyError as error:
            return applied, f"{line!r}: {error}"
        except ServiceError as error:
            rule = f" ({error.rule})" if error.rule else ""
            return applied, f"{line!r}: {error.message}{rule}"
        seen = engine.view_events(submitted.events, row.seat)
        applied.append({"line": line, "events": [_event_text(e) for e in seen if _event_text(e)]})
        _log_by_mail(game.pk, row, action["kind"])
        state = submitted.state or game_state(submitted.game)
        decision = next((d for d in pending_of(state) if d.key == pending.key), None)
        if decision is None:
            break  # answered for good (END MOVEMENT): the rest of the lines are not for it
    return applied, ""


def _event_text(event) -> str:
    """An event as the answer mail says it: 'bid sealed (rule 5 ii)'."""
    return f"{event.type.replace('_', ' ')} ({event.rule})"


def _log_by_mail(game_id: int, row: InboundMail, kind: str) -> None:
    """The log says the answer came by mail (a service event: replays skip it)."""
    game = Game.objects.select_for_update().get(pk=game_id)
    store_service_event(
        game,
        "answered_by_mail",
        rule=BY_MAIL_RULE,
        author="player",
        at=timezone.now(),
        seat=row.seat,
        action=kind,
    )


# -- the mail back --------------------------------------------------------------------------------
def _mail_back(row: InboundMail, game: Game, why: str, **context) -> InboundMail:
    """The answer to a reply: what was applied, or why not, and the player's decision now (its
    codes and a fresh reply address come with it, `reply_part`)."""
    assert row.seat is not None  # a reply read from a seat's token (`_sender`)
    seat = Seat.objects.get(game=game, index=row.seat)
    now_pending = (
        PendingDecision.objects.filter(game=game, seat=row.seat)
        .order_by("created_at", "pk")
        .first()
    )
    body = {
        "why": why,
        "seat_name": seat.name,
        "game_name": game.name,
        "url": notify.game_url(game.pk),
        "version": Game.objects.filter(pk=game.pk).values_list("version", flat=True).get(),
        "next": notify.what(now_pending.kind) if now_pending else None,
        "next_deadline": notify.local_text(
            now_pending.deadline if now_pending else None,
            notify.profiles_of({row.user})[row.user_id],
        ),
        **context,
    }
    subject = " ".join(render_to_string("kingdom/mail/mail_answer_subject.txt", body).split())
    notify.queue(
        [
            Mail(
                user=row.user,
                game=game,
                kind="mail_answer",
                key=f"answer:{row.pk}",
                subject=f"[Kingdom] {subject}"[:200],
                body=render_to_string("kingdom/mail/mail_answer.txt", body).strip() + "\n",
                html=render_to_string("kingdom/mail/mail_answer.html", body),
                not_before=timezone.now(),
                decision=now_pending,
            )
        ]
    )
    return row


# -- the host's switch ---------------------------------------------------------------------------
def game_set_mail_replies(*, game_id: int, user, on: bool) -> Game:
    """The host lets the players of his game answer by mail, or not (issue 32, on by
    default): off, its mails carry no reply address and a reply is answered "turned off"."""
    with transaction.atomic():
        game = Game.objects.select_for_update().filter(pk=game_id).first()
        if game is None:
            raise NotFound(f"no game {game_id}")
        if game.host_id != user.pk:
            raise Forbidden("only the host turns answers by mail on or off", code="not_host")
        game.mail_replies = on
        game.save(update_fields=["mail_replies", "updated_at"])
        return game


# -- the e-mail services' webhooks ---------------------------------------------------------------
def _on_inbound(sender, event, esp_name: str, **kwargs) -> None:
    """django-anymail checked the post's signature and parsed the message: take it in."""
    receive(event.message, via=esp_name.lower()[:20])


def _listen() -> None:
    from anymail.signals import inbound

    inbound.connect(_on_inbound, dispatch_uid="kingdom.inbound.receive")


_listen()


# -- one safe click -------------------------------------------------------------------------------
@dataclass
class Click:
    """What a click link's page shows: the decision and the answer it offers, or why not."""

    game_name: str = ""
    seat_name: str = ""
    what: str = ""
    choice: str = ""
    game_url: str = ""
    problem: str = ""
    row: InboundMail | None = None


def click_preview(token_text: str, number: int) -> Click:
    """The confirmation page of a click link (GET: reads only, acts never)."""
    now = timezone.now()
    try:
        token = read_token(token_text, now)
    except BadToken as error:
        return Click(problem=f"This link does not answer anything: {error}.")
    seat = Seat.objects.select_related("game").filter(game=token.game, index=token.seat).first()
    if seat is None:
        return Click(problem="This link does not answer anything: no such seat.")
    game = seat.game
    click = Click(game.name, seat.name, game_url=notify.game_url(game.pk))
    pending = PendingDecision.objects.filter(pk=token.decision, game=game, seat=token.seat).first()
    if pending is None or key_digest(pending.key) != token.key_digest:
        click.problem = "Too late: this decision is no longer pending."
        return click
    if InboundMail.objects.filter(token=token_text.lower(), outcome__in=SPENDING).exists():
        click.problem = "This decision was answered from this mail already."
        return click
    click.what = notify.what(pending.kind)
    found = _engine_decision(game, pending)
    listed = reply_codes.choices(*found) if found else []
    chosen = next((c for c in listed if c.number == number), None)
    if chosen is None:
        click.problem = "This link names no answer of the decision."
        return click
    click.choice = chosen.code
    return click


SPENDING = (Outcome.APPLIED, Outcome.REFUSED)


def click_answer(token_text: str, number: int) -> Click:
    """The confirmation page's button (POST): the answer goes through `receive`'s own checks
    after the sender's (the signed, single-use link stands for the seat's player) and through
    the service door, once; the player gets the same answer mail as for a reply."""
    click = click_preview(token_text, number)
    if click.problem:
        return click
    now = timezone.now()
    token = read_token(token_text, now)
    seat = Seat.objects.select_related("user").get(game=token.game, index=token.seat)
    if seat.user is None:
        click.problem = "This seat has no player."
        return click
    try:
        with transaction.atomic():
            row = InboundMail.objects.create(
                message_id=f"click:{token_text.lower()}",
                sender=(seat.user.email or "")[:254].lower(),
                via="click",
                text=str(number),
            )
    except IntegrityError:
        click.problem = "This decision was answered from this mail already."
        return click
    row.token, row.user, row.game_id, row.seat = (
        token_text.lower(),
        seat.user,
        token.game,
        token.seat,
    )
    click.row = _answer(row, now)
    if click.row.outcome != Outcome.APPLIED:
        click.problem = click.row.detail or "Not applied."
    return click
