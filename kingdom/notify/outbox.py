"""The outbox (`Mail`): a mail written from its templates and stored in the game's transaction
(`queue`, announced by `mails_written`), sent after commit by a task (`deliver`) outside its
reader's quiet hours, or found moot and kept with the reason; beat's sweep sends what is due
again (`due_keys`)."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from datetime import datetime, timedelta

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.db import transaction
from django.dispatch import Signal
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.html import format_html

from kingdom import visits
from kingdom.models import (
    Game,
    Mail,
    Message,
    MessageReader,
    Mute,
    PendingDecision,
    Profile,
    Seat,
    VerifiedEmail,
)
from kingdom.notify import hooks
from kingdom.notify.clock import game_url, quiet_until

log = logging.getLogger(__package__)  # "kingdom.notify", as before the package

# Sent with the keys of the mails `queue` stored, inside the transaction that stored them.
# kingdom.tasks receives it and enqueues their delivery on commit: the domain never imports
# the tasks (which import the services), so services → notify → tasks → services is no cycle.
mails_written = Signal()


MAX_ATTEMPTS = 6  # then the mail is given up (its error stays on the row, in the admin)
RETRY_AFTER = timedelta(minutes=2)  # doubled at each failed attempt
ON_THE_PAGE = timedelta(minutes=1)  # a visible page marks its visit every 30 s (replay.js)


def queue(mails: Iterable[Mail]) -> list[Mail]:
    """Store new mails (a key already stored is left alone) and announce them
    (`mails_written`): kingdom.tasks sends them after commit. Returns the new ones."""
    mails = [m for m in mails if m.user.email]
    if mails:
        known = set(
            Mail.objects.filter(key__in=[m.key for m in mails]).values_list("key", flat=True)
        )
        mails = [m for m in mails if m.key not in known]
    if not mails:
        return []
    Mail.objects.bulk_create(mails, ignore_conflicts=True)  # a sweep beside this one: no harm
    mails_written.send(sender=Mail, keys=[m.key for m in mails])
    return mails


def new_mail(user, game: Game | None, kind: str, key: str, context: dict, **extra) -> Mail:
    """A mail from the templates of `kind` (its subject, text and HTML bodies)."""
    context = {"url": game_url(game.pk) if game else settings.SITE_URL, **context}
    subject = " ".join(render_to_string(f"kingdom/mail/{kind}_subject.txt", context).split())
    body = re.sub(r"\n{3,}", "\n\n", render_to_string(f"kingdom/mail/{kind}.txt", context))
    return Mail(
        user=user,
        game=game,
        kind=kind,
        key=key,
        subject=f"[Kingdom] {subject}"[:200],
        body=body.strip() + "\n",
        html=render_to_string(f"kingdom/mail/{kind}.html", context),
        not_before=extra.pop("not_before", None) or timezone.now(),
        **extra,
    )


def deliver(key: str, now: datetime | None = None) -> bool:
    """Send one mail if it is due and outside its player's quiet hours. The row is locked
    (`skip_locked`), so two workers never send it twice. True when it was sent."""
    now = now or timezone.now()
    with transaction.atomic():
        mail = (
            Mail.objects.select_for_update(skip_locked=True, of=("self",))
            .select_related("user", "game", "decision")
            .filter(key=key, sent_at__isnull=True, moot="", attempts__lt=MAX_ATTEMPTS)
            .first()
        )
        if mail is None or mail.not_before > now:
            return False
        reason = moot(mail)
        if reason:
            mail.moot = reason
            mail.save(update_fields=["moot"])
            return False
        if not VerifiedEmail.holds(mail.user):  # issue 16: only to a confirmed address
            mail.moot = "the address is not confirmed"  # kept, visibly, in the outbox
            mail.last_error = "the address is not verified"
            mail.save(update_fields=["moot", "last_error"])
            return False
        later = quiet_until(Profile.objects.filter(user=mail.user).first(), now)
        if later is not None:
            mail.not_before = later
            mail.save(update_fields=["not_before"])
            return False
        try:
            message = EmailMultiAlternatives(mail.subject, mail.body, None, [mail.user.email])
            _add_since_part(mail, message)
            _add_reply_part(mail, message)
            if mail.html:
                message.attach_alternative(mail.html, "text/html")
            message.send()
        except Exception as error:  # noqa: BLE001 - any mail failure: retry later
            mail.attempts += 1
            mail.last_error = f"{type(error).__name__}: {error}"[:200]
            mail.not_before = now + RETRY_AFTER * 2 ** (mail.attempts - 1)
            mail.save(update_fields=["attempts", "last_error", "not_before"])
            log.warning("mail %s: attempt %d failed: %s", key, mail.attempts, error)
            return False
        mail.sent_at = now
        mail.attempts += 1
        mail.save(update_fields=["sent_at", "attempts", "body", "html"])  # the body as sent
        return True


def _add_since_part(mail: Mail, message: EmailMultiAlternatives) -> None:
    """Issue 30: the mail of his turn (his move) opens with what happened since he last
    looked, and a link that opens the page's stepper at the first of it."""
    if mail.kind != "decision" or hooks.since_summary is None or mail.decision is None:
        return
    if mail.decision.kind != "move" or mail.decision.seat is None or mail.game is None:
        return
    profile = Profile.objects.filter(user=mail.user_id).first()
    since = hooks.since_summary(mail.game, mail.decision.seat, profile)
    if since is None:
        return
    line = f"Since your last visit ({since['since']}): {since['text']}."
    line += f" Step through it: {since['url']}"
    mail.body = message.body = f"{line}\n\n{mail.body}"
    if mail.html:
        at = mail.html.find("<p>")
        at = at if at >= 0 else 0
        para = format_html(
            '<p>Since your last visit ({}): {}. <a href="{}">Step through it</a>.</p>\n',
            since["since"],
            since["text"],
            since["url"],
        )
        mail.html = mail.html[:at] + para + mail.html[at:]


def _add_reply_part(mail: Mail, message: EmailMultiAlternatives) -> None:
    """Issue 32: a mail about a pending decision carries its reply address and codes."""
    part = hooks.reply_part(mail) if hooks.reply_part is not None and mail.decision_id else None
    if part is None:
        return
    mail.body = message.body = f"{mail.body.rstrip()}\n\n{part.text.strip()}\n"
    if mail.html:
        at = mail.html.rfind("</body>")
        at = at if at >= 0 else len(mail.html)
        mail.html = mail.html[:at] + part.html + mail.html[at:]
    message.reply_to = [part.reply_to]
    message.extra_headers.update(part.headers)


def moot(mail: Mail) -> str:
    """Why a mail not yet sent need not be sent any more ('' when it still must): its game is
    over (but for the news of the end itself), or its decision is gone (answered, expired)."""
    over = mail.game is not None and mail.game.status == Game.Status.FINISHED
    if over and mail.kind != "game_over":
        return "the game is over"
    decision, now = mail.decision, timezone.now  # no query when it is gone
    if mail.kind in ("decision", "reminder", "deadline") and decision is None:
        return "the decision is no longer pending"
    if mail.kind == "decision" and decision and _looked_since(decision, decision.created_at):
        return "he saw it on the game's page"
    if mail.kind == "reminder" and decision and _looked_since(decision, now() - ON_THE_PAGE):
        return "he is on the game's page"
    if mail.kind == "message":
        return _message_moot(mail)
    return ""


def _message_moot(mail: Mail) -> str:
    """A message's mail is moot once its reader has read it, or it was hidden, or he muted its
    writer, or he is no longer a player of the game."""
    message_id = int(mail.key.split(":")[1])
    message = Message.objects.filter(pk=message_id).first()
    if message is None:
        return "the message is gone"
    if message.hidden_at is not None:
        return "the host hid the message"
    marker = MessageReader.objects.filter(game=message.game_id, user=mail.user_id).first()
    if marker is not None and marker.last_read >= message.pk:
        return "read on the page"
    if Mute.objects.filter(game=message.game_id, user=mail.user_id, seat=message.sender).exists():
        return "its writer is muted"
    if not Seat.objects.filter(game=message.game_id, user=mail.user_id).exists():
        return "no longer a player of the game"
    return ""


def _looked_since(decision: PendingDecision, moment: datetime) -> bool:
    """Has the player of the mail's decision seen his game as it was since `moment` (the mark
    of his visit, kingdom.visits: his page marks it while its tab is visible)?"""
    seat = decision.seat
    return seat is not None and visits.looked_since(
        game_id=decision.game_id, seat=seat, moment=moment
    )


def due_keys(now: datetime | None = None, limit: int = 500) -> list[str]:
    now = now or timezone.now()
    return list(
        Mail.objects.filter(
            sent_at__isnull=True, moot="", not_before__lte=now, attempts__lt=MAX_ATTEMPTS
        )
        .order_by("not_before")
        .values_list("key", flat=True)[:limit]
    )
