"""Accounts (issue 16): confirming an e-mail address with a signed link, and revoking a user's
API token. Mail goes only to a confirmed address (`VerifiedEmail`, checked when a mail is sent)."""

from __future__ import annotations

import logging

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core import signing
from django.core.mail import send_mail
from django.db import transaction
from django.urls import reverse
from rest_framework.authtoken.models import Token

from kingdom.errors import ServiceError
from kingdom.models import VerifiedEmail

log = logging.getLogger(__name__)

SALT = "kingdom.accounts.confirm-email"


def confirmation_link(user) -> str:
    """A link that proves its follower reads `user.email` (signed, valid EMAIL_CONFIRM_DAYS)."""
    token = signing.dumps({"user": user.pk, "email": user.email.lower()}, salt=SALT)
    return settings.SITE_URL.rstrip("/") + reverse("frontend:confirm-email", args=[token])


def send_confirmation(user) -> None:
    """Mail the confirmation link to the user's (new) address, after the transaction commits.
    A mail server that fails is logged: the user asks for another link."""
    if not user.email:
        return

    def send():
        try:
            send_mail(
                "[Kingdom] Confirm your e-mail address",
                "\n".join(
                    [
                        f"Hello {user.get_username()},",
                        "",
                        "Kingdom will mail this address when a decision is yours once you "
                        "confirm it with this link:",
                        "",
                        confirmation_link(user),
                        "",
                        "If you did not ask for it, ignore this mail: nothing will be sent here.",
                    ]
                ),
                None,
                [user.email],
            )
        except Exception as error:  # noqa: BLE001 - any mail failure: the user asks again
            log.warning("confirmation mail to user %s failed: %s", user.pk, error)

    transaction.on_commit(send)


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


def revoke_tokens(user) -> int:
    """Log out everywhere: every API token of the user stops working at once."""
    deleted, _ = Token.objects.filter(user=user).delete()
    return deleted
