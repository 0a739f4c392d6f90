"""A real worker consumes the real broker: the round trip the health page offers."""

import pytest
from celery.result import AsyncResult
from django.db import transaction
from rest_framework.test import APIClient

from config.celery import app as celery_app
from kingdom.tasks import ping

pytestmark = [pytest.mark.celery, pytest.mark.timeout(240)]  # a worker for each test


def test_a_task_round_trips_through_redis_and_a_worker(celery_worker):
    assert ping.delay("grail").get(timeout=20) == "pong:grail"


def test_the_health_page_reports_a_worker_round_trip(celery_worker, settings):
    # The round trip is the operators' (HEALTHZ_TOKEN or staff): issue 16.
    settings.HEALTHZ_TOKEN = "operators-only-token"
    response = APIClient().get(
        "/healthz?worker=1", HTTP_AUTHORIZATION="Bearer operators-only-token"
    )
    assert response.status_code == 200, response.content
    assert response.json()["worker"]["ok"] is True


def test_a_task_is_enqueued_only_when_the_transaction_commits(celery_worker):
    rolled_back, committed = "ping-rolled-back", "ping-committed"
    with pytest.raises(RuntimeError), transaction.atomic():
        ping.apply_async_on_commit(args=["never"], task_id=rolled_back)
        raise RuntimeError("roll back")
    with transaction.atomic():
        ping.apply_async_on_commit(args=["after-commit"], task_id=committed)
    assert AsyncResult(committed).get(timeout=20) == "pong:after-commit"
    assert AsyncResult(rolled_back).state == "PENDING"
    with celery_app.connection_for_read() as conn:
        assert conn.default_channel.client.llen("celery") == 0
