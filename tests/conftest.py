"""Suite-wide: every test starts with an empty cache (the throttles' counters, /healthz's
worker answer), and with the rate limits off unless the test sets them (tests/api/
test_hardening.py does), so that the suite's own traffic is never throttled."""

import pytest
from django.core.cache import cache


@pytest.fixture(autouse=True)
def _fresh_cache_and_no_rate_limits(settings):
    cache.clear()
    rest = dict(settings.REST_FRAMEWORK)
    rest["DEFAULT_THROTTLE_RATES"] = dict.fromkeys(rest["DEFAULT_THROTTLE_RATES"])
    settings.REST_FRAMEWORK = rest
    yield
    cache.clear()
