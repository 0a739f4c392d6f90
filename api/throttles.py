"""Rate limits (DRF throttles): 429 with `Retry-After` beyond them.

The rates are `REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]`, read from the environment in
settings (THROTTLE_*). DRF's own classes read them once at import; these read them on each
request, so a changed setting takes effect at once.
"""

from rest_framework import throttling
from rest_framework.settings import api_settings


class _Current:
    def get_rate(self):
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)


class AnonThrottle(_Current, throttling.AnonRateThrottle):
    """Anonymous callers, by address."""


class UserThrottle(_Current, throttling.UserRateThrottle):
    """Logged-in users (session or token), by user."""


class LoginThrottle(_Current, throttling.AnonRateThrottle):
    """Password guesses on the token endpoint, by address."""

    scope = "login"


class SignUpThrottle(_Current, throttling.AnonRateThrottle):
    """New accounts, by address."""

    scope = "signup"


class CreateGameThrottle(_Current, throttling.UserRateThrottle):
    """New games, by user (only POST counts)."""

    scope = "create_game"

    def allow_request(self, request, view):
        if request.method != "POST":
            return True
        return super().allow_request(request, view)
