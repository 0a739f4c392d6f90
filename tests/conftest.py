"""Suite-wide: every test starts with an empty cache (the throttles' counters, /healthz's
worker answer), and with the rate limits off unless the test sets them (tests/api/
test_hardening.py does), so that the suite's own traffic is never throttled.

`make test` runs the suite in parallel (pytest-xdist, scripts/check.sh). Each worker has its
own test database (pytest-django names it `test_kingdom_gw0`, `…_gw1`…) and its own pair of
Redis databases for Celery's broker and results, so that one worker's Celery worker never takes
another's task, purges its queue or answers its ping."""

import os
import re
import shutil
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.core.cache import cache

ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts"


def pytest_configure(config):
    worker = os.environ.get("PYTEST_XDIST_WORKER")  # "gw0", "gw1"… in an xdist worker
    if worker:
        _own_redis_databases(int(worker.removeprefix("gw")))
    else:  # the one process of a serial run, or xdist's controller before any worker starts
        shutil.rmtree(ARTIFACTS / "browser", ignore_errors=True)  # last run's screenshots


def _own_redis_databases(number: int) -> None:
    """Broker and results of xdist worker `number` on Redis databases 2n+2 and 2n+3 (of the
    services' 64; a serial run has 0 and 1), in this process's settings and Celery app, and in
    the environment that the worker and beat processes the tests start inherit."""
    from config.celery import app

    for name, offset in (("CELERY_BROKER_URL", 2), ("CELERY_RESULT_BACKEND", 3)):
        url = os.environ.get(name, "")
        if not url.startswith("redis://"):
            continue  # the filesystem broker of an ad-hoc run: nothing shared
        own = re.sub(r"/\d*$", "", url) + f"/{2 * number + offset}"
        os.environ[name] = own
        setattr(django_settings, name, own)
    app.conf.broker_url = django_settings.CELERY_BROKER_URL
    app.conf.result_backend = django_settings.CELERY_RESULT_BACKEND


@pytest.fixture(autouse=True)
def _fresh_cache_and_no_rate_limits(settings):
    cache.clear()
    rest = dict(settings.REST_FRAMEWORK)
    rest["DEFAULT_THROTTLE_RATES"] = dict.fromkeys(rest["DEFAULT_THROTTLE_RATES"])
    settings.REST_FRAMEWORK = rest
    yield
    cache.clear()
