"""Rate limits (DRF throttles): 429 with `Retry-After` beyond them.

The rates are `REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]`, read from the environment in
settings (THROTTLE_*). DRF's own classes read them once at import; these read them on each
request, so a changed setting takes effect at once.
"""

import math

from rest_framework import throttling
from rest_framework.settings import api_settings


class _Current(throttling.SimpleRateThrottle):
    """The rate read on each request, and counted exactly by the cache, however many requests
    arrive at once.

    DRF's own throttles keep each caller's recent request times as one list in the cache, read,
    appended to and written back: requests arriving together all read the same list, and 650
    requests from 8 parallel clients all passed a rate of 600/min. Here each caller has one
    counter per fixed window of the rate's period (a minute for "/min"), made with the cache's
    atomic `add` and raised with its atomic `incr` (Redis INCR; a lock in the local-memory
    cache): exactly the rate's number of requests pass in a window, the rest answer 429 with
    `Retry-After` the seconds to the window's end."""

    num_requests: int  # set by DRF from the rate (SimpleRateThrottle.__init__)
    duration: int

    def get_rate(self):
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope or "")

    def allow_request(self, request, view):
        if self.rate is None:
            return True
        self.key = self.get_cache_key(request, view)
        if self.key is None:
            return True
        now = self.timer()
        window = int(now // self.duration)
        self.window_ends = (window + 1) * self.duration
        key = f"{self.key}:{window}"
        timeout = self.duration + 60  # past the window's end, whatever the servers' clocks
        if self.cache.add(key, 1, timeout):
            return self.num_requests >= 1
        try:
            count = self.cache.incr(key)
        except ValueError:  # expired between add and incr: the window's first again
            self.cache.add(key, 1, timeout)
            count = 1
        return count <= self.num_requests

    def wait(self):
        return max(1, math.ceil(self.window_ends - self.timer()))


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
