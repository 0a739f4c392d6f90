"""API tokens that expire (TOKEN_TTL_DAYS after they were issued) and can be revoked
(DELETE /api/auth/token/: log out everywhere)."""

from datetime import timedelta

from django.conf import settings
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from rest_framework import exceptions
from rest_framework.authentication import TokenAuthentication

from kingdom import selectors


def token_expired(token) -> bool:
    days = settings.TOKEN_TTL_DAYS
    return bool(days) and token.created < timezone.now() - timedelta(days=days)


class ExpiringTokenAuthentication(TokenAuthentication):
    def authenticate_credentials(self, key):
        """DRF's checks and messages, the token read by `selectors.token_with_user` (its
        SELECT compiled once per connection, issue 28: not for every request)."""
        if len(key) > 40:  # no token is longer: no need to ask the database
            raise exceptions.AuthenticationFailed("Invalid token.")
        token = selectors.token_with_user(key)
        if token is None:
            raise exceptions.AuthenticationFailed(_("Invalid token."))
        if not token.user.is_active:
            raise exceptions.AuthenticationFailed(_("User inactive or deleted."))
        if token_expired(token):
            raise exceptions.AuthenticationFailed(
                "this token has expired: ask /api/auth/token/ for a new one"
            )
        return token.user, token
