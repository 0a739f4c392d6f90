"""API tokens that expire (TOKEN_TTL_DAYS after they were issued) and can be revoked
(DELETE /api/auth/token/: log out everywhere)."""

from datetime import timedelta

from django.conf import settings
from django.utils import timezone
from rest_framework import exceptions
from rest_framework.authentication import TokenAuthentication


def token_expired(token) -> bool:
    days = settings.TOKEN_TTL_DAYS
    return bool(days) and token.created < timezone.now() - timedelta(days=days)


class ExpiringTokenAuthentication(TokenAuthentication):
    def authenticate_credentials(self, key):
        if len(key) > 40:  # no token is longer: no need to ask the database
            raise exceptions.AuthenticationFailed("Invalid token.")
        user, token = super().authenticate_credentials(key)
        if token_expired(token):
            raise exceptions.AuthenticationFailed(
                "this token has expired: ask /api/auth/token/ for a new one"
            )
        return user, token
