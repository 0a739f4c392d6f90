"""Suite-wide: every test starts with an empty cache (the throttles' counters, /healthz's
worker answer), and with the rate limits off unless the test sets them (tests/api/
test_hardening.py does), so that the suite's own traffic is never throttled, and with a cheap
password hasher.

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


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """Under pytest-xdist, the long tests first in every worker's share (issue 13).

    worksteal hands each of the N workers a contiguous 1/N of the collection at first, then
    lets an idle worker take the second half of a busy one's queue. So the long tests (those
    marked with a longer `timeout`, the browsers', the Celery workers' and the fuzzers') are
    dealt out longest first to the share with the least of them (by their timeouts), each share
    starting with its own; the other tests fill the shares in their order, and are what is left
    to steal at the end, when a long test would leave one worker running alone."""
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    if workers < 2 or len(items) < 2 * workers:
        return
    long = sorted((i for i in items if _timeout(i)), key=_timeout, reverse=True)
    short = [i for i in items if not _timeout(i)]
    shares: list[list[pytest.Item]] = [[] for _ in range(workers)]
    for item in long:
        min(shares, key=lambda share: sum(map(_timeout, share))).append(item)
    sizes, left = [], len(items)
    for remaining in range(workers, 0, -1):  # as worksteal's first distribution cuts it
        sizes.append(left // remaining)
        left -= sizes[-1]
    if any(len(share) > size for share, size in zip(shares, sizes, strict=True)):
        items[:] = long + short
        return
    ordered = []
    for share, size in zip(shares, sizes, strict=True):
        cut = size - len(share)
        ordered += share + short[:cut]
        short = short[cut:]
    items[:] = ordered


def _timeout(item: pytest.Item) -> float:
    """The test's own `pytest.mark.timeout`, the suite's hint of a long test; for a browser or
    Celery test without one, the suite's default timeout; 0 for any other test."""
    marker = item.get_closest_marker("timeout")
    if marker and marker.args:
        return float(marker.args[0])
    if item.get_closest_marker("browser") or item.get_closest_marker("celery"):
        return float(item.config.getini("timeout") or 180)
    return 0.0


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
    # A cheap hasher first: the default (PBKDF2, a million rounds) costs about 0.3 s of CPU a
    # password, for every user a test makes and every log-in (issue 13). No test is about the
    # hasher; the default stays listed, so a hash made with it still verifies.
    settings.PASSWORD_HASHERS = [
        "django.contrib.auth.hashers.MD5PasswordHasher",
        *settings.PASSWORD_HASHERS,
    ]
    rest = dict(settings.REST_FRAMEWORK)
    rest["DEFAULT_THROTTLE_RATES"] = dict.fromkeys(rest["DEFAULT_THROTTLE_RATES"])
    settings.REST_FRAMEWORK = rest
    # A decision's mail waits two minutes in production, for a player on the page to answer
    # first (issue 35); the tests of that delay set it back (tests/services/test_mail_fatigue.py).
    settings.DECISION_MAIL_DELAY_SECONDS = 0
    yield
    cache.clear()
