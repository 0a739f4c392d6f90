"""Accounts: signing up (one service for the API and the web page, issue 13), confirming an
e-mail address with a signed link, and revoking a user's API token (issue 16). Mail goes only to
a confirmed address (`VerifiedEmail`, checked when a mail is sent)."""

from __future__ import annotations

import functools
import logging
import zoneinfo

from django.conf import settings
from django.contrib.auth import get_user_model, password_validation
from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.validators import UnicodeUsernameValidator
from django.core import signing
from django.core.exceptions import ValidationError
from django.core.mail import send_mail
from django.core.validators import EmailValidator, MaxLengthValidator
from django.db import IntegrityError, transaction
from django.db.models import Value
from django.db.models.functions import Lower
from django.db.models.lookups import Exact
from django.dispatch import Signal
from django.template.loader import render_to_string
from django.urls import reverse
from rest_framework.authtoken.models import Token

from kingdom.errors import Conflict, ServiceError
from kingdom.models import Game, Profile, Seat, VerifiedEmail
from kingdom.models.game import SEAT_NAME_LENGTH

log = logging.getLogger(__name__)

SALT = "kingdom.accounts.confirm-email"
# A confirmation mail the server could not send: kingdom.tasks tries it again (issue 35).
confirmation_failed = Signal()
NAME_TAKEN = "this name is taken"
NAME_CHECKS = (MaxLengthValidator(SEAT_NAME_LENGTH), UnicodeUsernameValidator())
EMAIL_CHECKS = (MaxLengthValidator(254), EmailValidator())


@functools.cache
def _time_zones() -> frozenset[str]:
    """Every name in the zone database (tzdata), read once."""
    return frozenset(zoneinfo.available_timezones())


def user_signup(*, username: str, password: str, email: str = "", time_zone: str = ""):
    """A new account, from the API or the sign-up page: the one set of checks. The name becomes
    the user's seat name in every game (Seat.name: at most SEAT_NAME_LENGTH characters, letters,
    digits and @.+-_), unique whatever its case; the password passes AUTH_PASSWORD_VALIDATORS;
    an e-mail address given is mailed a confirmation link once the account is committed.
    `time_zone`: the browser's (the sign-up page sends it, issue 27), his profile's from the
    start; a name the zone database does not know is a hint ignored (he keeps UTC and may
    choose in his settings).

    Raises ValidationError with every problem by field (`username`, `password`, `email`).
    """
    user_model = get_user_model()
    username = user_model.normalize_username(username)  # stored NFKC-normalised: compare that
    problems = {
        "username": _problems(username, NAME_CHECKS),
        "email": _problems(email, EMAIL_CHECKS) if email else [],
    }
    if not problems["username"] and user_model.objects.filter(username__iexact=username).exists():
        problems["username"].append(NAME_TAKEN)
    try:
        password_validation.validate_password(password, user_model(username=username, email=email))
    except ValidationError as weak:
        problems["password"] = weak.messages
    problems = {field: messages for field, messages in problems.items() if messages}
    if problems:
        raise ValidationError(problems)
    try:
        with transaction.atomic():
            user = user_model.objects.create_user(username, email=email, password=password)
            if time_zone in _time_zones():
                Profile.objects.create(user=user, time_zone=time_zone)
    except IntegrityError:  # the same name (in any case) signed up a moment ago
        raise ValidationError({"username": [NAME_TAKEN]}) from None
    send_confirmation(user)
    return user


def _problems(value: str, checks) -> list[str]:
    messages = []
    for check in checks:
        try:
            check(value)
        except ValidationError as problem:
            messages.extend(problem.messages)
    return messages


def confirmation_link(user) -> str:
    """A link that proves its follower reads `user.email` (signed, valid EMAIL_CONFIRM_DAYS)."""
    token = signing.dumps({"user": user.pk, "email": user.email.lower()}, salt=SALT)
    return settings.SITE_URL.rstrip("/") + reverse("frontend:confirm-email", args=[token])


def send_confirmation(user) -> None:
    """Mail the confirmation link to the user's (new) address, after the transaction commits.
    A mail server that fails is logged and the mail tried again later by a worker
    (`confirmation_failed`, received by kingdom.tasks; issue 35), never lost in silence."""
    if not user.email:
        return
    user_id, email = user.pk, user.email

    def send():
        try:
            mail_confirmation(user_id=user_id, email=email)
        except Exception as error:  # noqa: BLE001 - any mail failure: a worker tries again
            log.warning("confirmation mail to user %s failed: %s", user_id, error)
            confirmation_failed.send(sender=None, user_id=user_id, email=email)

    transaction.on_commit(send)


def mail_confirmation(*, user_id: int, email: str) -> bool:
    """Send the link to `email` if it is still the user's address (a later change mails its
    own); raises when the mail server fails. Whether a mail was sent."""
    user = get_user_model().objects.filter(pk=user_id).first()
    if user is None or user.email != email:
        return False
    context = {"username": user.get_username(), "link": confirmation_link(user)}
    subject = render_to_string("kingdom/mail/confirm_email_subject.txt", context).strip()
    body = render_to_string("kingdom/mail/confirm_email.txt", context)
    send_mail(f"[Kingdom] {subject}", body, None, [email])
    return True


def confirm_email(token: str):
    """Follow a confirmation link: the user's current address becomes his verified one."""
    try:
        data = signing.loads(token, salt=SALT, max_age=settings.EMAIL_CONFIRM_DAYS * 86400)
    except signing.SignatureExpired:
        raise ServiceError(
            "this confirmation link has expired: ask for a new one in your settings",
            code="link_expired",
        ) from None
    except signing.BadSignature:
        raise ServiceError("this is no confirmation link of ours", code="bad_link") from None
    user = get_user_model().objects.filter(pk=data.get("user")).first()
    if user is None or user.email.lower() != data.get("email"):
        raise ServiceError(
            "this link confirms an address that is no longer yours: ask for a new one",
            code="bad_link",
        )
    VerifiedEmail.objects.update_or_create(user=user, defaults={"email": user.email})
    return user


@transaction.atomic
def account_set_bot(*, user, on: bool) -> Profile:
    """The owner marks his account a bot account, or a person's again (issue 31, like
    Lichess's BOT accounts; docs/bot-authors.md). Only while it holds no seat in a game that
    has not finished: a seat is a person's or a bot's for its whole life (`Seat.bot_account`).
    The profile's row is locked, as a host's invitation by name locks it
    (`services.game_invite_bot`)."""
    profile, _ = Profile.objects.get_or_create(user=user)
    profile = Profile.objects.select_for_update().get(pk=profile.pk)
    if profile.bot_account == on:
        return profile
    seated = list(
        Seat.objects.filter(user=user)
        .exclude(game__status=Game.Status.FINISHED)
        .order_by("game_id")
        .values_list("game_id", flat=True)[:5]
    )
    if seated:
        games = ", ".join(f"#{game_id}" for game_id in seated)
        raise Conflict(
            f"an account becomes a bot account, or a person's again, only while it has no seat in "
            f"a game that has not finished (games {games})",
            code="seated",
        )
    profile.bot_account = on
    profile.save(update_fields=["bot_account"])
    return profile


def revoke_tokens(user) -> int:
    """Log out everywhere: every API token of the user stops working at once."""
    deleted, _ = Token.objects.filter(user=user).delete()
    return deleted


class AnyCaseNameBackend(ModelBackend):
    """Log-in by a name typed in any case ("Ann" is the account "ann"), as names are unique
    whatever their case (the unique index on lower(username), which this lookup reads): on
    every path that authenticates — the log-in page, the admin's, the token endpoint.
    django-axes stays first in AUTHENTICATION_BACKENDS and counts a name's failures whatever
    its case too (config.outage.client_username)."""

    def authenticate(self, request, username=None, password=None, **kwargs):
        user_model = get_user_model()
        if username is None:
            username = kwargs.get(user_model.USERNAME_FIELD)
        if not isinstance(username, str) or password is None:
            return None
        field = user_model.USERNAME_FIELD
        user = (
            user_model._default_manager.filter(Exact(Lower(field), Lower(Value(username))))
            .order_by("pk")
            .first()
        )
        if user is None:
            user_model().set_password(password)  # as long as a wrong password (Django's #20760)
            return None
        if user.check_password(password) and self.user_can_authenticate(user):
            return user
        return None
