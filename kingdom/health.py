"""GET /healthz: is the service able to work? Database, broker, beat and, on request, a
worker."""

import uuid

from django.conf import settings
from django.db import connection
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

WORKER_TIMEOUT_SECONDS = 10


def _database() -> dict:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as exc:  # noqa: BLE001 - any failure means "down", reported as text
        return {"ok": False, "vendor": connection.vendor, "error": str(exc)[:200]}
    return {"ok": True, "vendor": connection.vendor}


def _broker() -> dict:
    from kingdom.celery import app

    try:
        with app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, interval_start=0, timeout=2)
            transport = conn.transport_cls
    except Exception as exc:  # noqa: BLE001
        return {"ok": False, "error": str(exc)[:200]}
    return {"ok": True, "transport": str(transport)}


def _worker() -> dict:
    """Send a ping task and wait for a worker's answer: the broker and result round trip."""
    from kingdom.tasks import ping

    token = uuid.uuid4().hex
    try:
        answer = ping.delay(token).get(timeout=WORKER_TIMEOUT_SECONDS)
    except Exception as exc:  # noqa: BLE001
        return {"ok": False, "error": f"no worker answered: {exc!r}"[:200]}
    return {"ok": answer == f"pong:{token}", "answer": answer}


def _beat() -> dict:
    """Has beat's deadline sweep run within two of its periods? (Its start is a heartbeat.)"""
    from kingdom.models import Heartbeat

    limit = 2 * settings.SWEEP_SECONDS
    try:
        beat = Heartbeat.objects.filter(name="expire_deadlines").first()
    except Exception as exc:  # noqa: BLE001 - the database check reports the cause
        return {"ok": False, "error": str(exc)[:200]}
    if beat is None:
        return {"ok": False, "error": "no sweep has run yet", "limit_seconds": limit}
    age = (timezone.now() - beat.at).total_seconds()
    return {
        "ok": age <= limit,
        "last_sweep": beat.at.isoformat(),
        "age_seconds": round(age, 1),
        "limit_seconds": limit,
    }


@never_cache
@require_GET
def healthz(request):
    """200 when the database and the broker answer, 503 otherwise.

    `beat` says whether a deadline sweep ran within two of beat's periods; it counts toward the
    status only when asked (`?beat=1`), so that a web process stays in service while beat is
    down. `?worker=1` also sends a task through the broker and waits for a
    worker to answer it.
    """
    yes = {"1", "true", "yes"}
    checks = {"database": _database(), "broker": _broker()}
    beat = _beat()
    if request.GET.get("worker") in yes:
        checks["worker"] = _worker()
    counted = dict(checks)
    if request.GET.get("beat") in yes:
        counted["beat"] = beat
    checks["beat"] = beat
    ok = all(check["ok"] for check in counted.values())
    return JsonResponse(
        {"status": "ok" if ok else "unavailable", **checks}, status=200 if ok else 503
    )
