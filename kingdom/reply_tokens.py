"""The reply token of play by mail (issue 32, kingdom.inbound): the part of a reply address that
names one mail about one decision instance.

The token: `<game>.<seat>.<decision>.<mail>.<expiry>.<key digest>.<signature>`, signed by
Django's salted HMAC (`django.utils.crypto.salted_hmac`, what `django.core.signing` signs with)
under the SECRET_KEY, in lower-case hexadecimal: an address's local part holds 64 characters at
most and some mail systems fold its case, which base64 signatures (`signing.dumps`) do not
survive.

The salt keeps the value it was first signed with (`kingdom.inbound.reply`): a token already
mailed stays good.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.utils.crypto import constant_time_compare, salted_hmac

from kingdom.models import PendingDecision

SALT = "kingdom.inbound.reply"
SIGNATURE_HEX = 24  # 96 bits


class BadToken(ValueError):
    pass


@dataclass(frozen=True)
class Token:
    game: int
    seat: int
    decision: int
    mail: int
    expiry: int  # seconds since the epoch
    key_digest: str

    @property
    def text(self) -> str:
        body = self._body()
        return f"{body}.{_signature(body)}"

    def _body(self) -> str:
        return ".".join(
            [
                str(self.game),
                str(self.seat),
                str(self.decision),
                str(self.mail),
                _base36(self.expiry),
                self.key_digest,
            ]
        )


def _signature(body: str) -> str:
    return salted_hmac(SALT, body, algorithm="sha256").hexdigest()[:SIGNATURE_HEX]


def _base36(number: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    text = ""
    while True:
        number, rest = divmod(number, 36)
        text = digits[rest] + text
        if not number:
            return text


def key_digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()[:8]


def token_for(row: PendingDecision, mail_id: int, now: datetime) -> Token:
    """The token of one mail about one decision instance. It expires a day after the
    decision's deadline (MAIL_REPLY_GRACE_HOURS), or MAIL_REPLY_DAYS after the mail when the
    decision has none; it works only while its decision is pending, whatever its expiry."""
    if row.deadline is not None:
        expiry = row.deadline + timedelta(hours=settings.MAIL_REPLY_GRACE_HOURS)
    else:
        expiry = now + timedelta(days=settings.MAIL_REPLY_DAYS)
    return Token(
        game=row.game_id,
        seat=row.seat or 0,
        decision=row.pk,
        mail=mail_id,
        expiry=int(expiry.timestamp()),
        key_digest=key_digest(row.key),
    )


def read_token(text: str, now: datetime) -> Token:
    """The token of a reply address, its signature and expiry checked (BadToken otherwise)."""
    parts = text.lower().split(".")
    if len(parts) != 7 or not all(parts):
        raise BadToken("not a reply token")
    *body, signature = parts
    if not constant_time_compare(_signature(".".join(body)), signature):
        raise BadToken("a forged or damaged reply token")
    game, seat, decision, mail, expiry, digest = body
    try:
        token = Token(int(game), int(seat), int(decision), int(mail), int(expiry, 36), digest)
    except ValueError:
        raise BadToken("not a reply token") from None
    if token.expiry < now.timestamp():
        raise BadToken("an expired reply token")
    return token


def reply_address(token: Token) -> str:
    local, _, domain = settings.MAIL_REPLY_ADDRESS.partition("@")
    return f"{local}+{token.text}@{domain}"


_TOKEN_IN = re.compile(r"\+([0-9a-z]+(?:\.[0-9a-z]+){6})@", re.IGNORECASE)


def token_text_in(addresses: list[str]) -> str | None:
    """The first reply token among a message's recipients (To, Cc, the envelope's)."""
    for address in addresses:
        found = _TOKEN_IN.search(address or "")
        if found:
            return found[1].lower()
    return None
