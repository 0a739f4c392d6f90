"""GET /healthz: is the service able to work? Database, broker, beat and, on request, a
worker.

Anyone may ask whether the service is up; only staff (logged in) or a caller with the
HEALTHZ_TOKEN (`Authorization: Bearer …`) see why it is not (the errors name hosts and ports)
and may ask for the worker round trip, whose answer is kept WORKER_CACHE_SECONDS so that
repeated calls neither hold a web process nor queue a task each.
"""

import secrets
import uuid

from django.conf import settings
from django.core.cache import cache
from django.db import DatabaseError, connection
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

WORKER_TIMEOUT_SECONDS = 10
WORKER_CACHE_SECONDS = 15
WORKER_CACHE_KEY = "kingdom:healthz:worker"


def _database() -> dict:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as exc:  # noqa: BLE001 - any failure means "down", reported as text
        return {"ok": False, "vendor": connection.vendor, "error": str(exc)[:200]}
    return {"ok": True, "vendor": connection.vendor}


def _broker() -> dict:
    from config.celery import app

    try:
        with app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, interval_start=0, timeout=2)
            transport = conn.transport_cls
    except Exception as exc:  # noqa: BLE001
        return {"ok": False, "error": str(exc)[:200]}
    return {"ok": True, "transport": str(transport)}


def _worker() -> dict:
    """Send a ping task and wait for a worker's answer: the broker and result round trip.
    The answer is kept a few seconds: callers in that time share it."""
    from kingdom.tasks import ping

    cached = cache.get(WORKER_CACHE_KEY)
    if cached is not None:
        return {**cached, "cached": True}
    token = uuid.uuid4().hex
    try:
        answer = ping.delay(token).get(timeout=WORKER_TIMEOUT_SECONDS)
    except Exception as exc:  # noqa: BLE001
        result = {"ok": False, "error": f"no worker answered: {exc!r}"[:200]}
    else:
        result = {"ok": answer == f"pong:{token}", "answer": answer}
    cache.set(WORKER_CACHE_KEY, result, WORKER_CACHE_SECONDS)
    return result


def _trusted(request) -> bool:
    """Staff logged in, or the operator's HEALTHZ_TOKEN as a bearer token; anyone in DEBUG
    (the local demo of `make run`)."""
    if settings.DEBUG:
        return True
    expected = settings.HEALTHZ_TOKEN
    given = request.headers.get("Authorization", "")
    bearer = given.removeprefix("Bearer ").encode()
    if (
        expected
        and given.startswith("Bearer ")
        and secrets.compare_digest(bearer, expected.encode())
    ):
        return True
    try:
        user = getattr(request, "user", None)
        return bool(user is not None and user.is_authenticated and user.is_staff)
    except DatabaseError:  # the session cannot be read while the database is down
        return False


def _beat() -> dict:
    """Has beat's deadline sweep run within two of its periods? (Its start is a heartbeat.)"""
    from kingdom.models import Heartbeat

    limit = 2 * settings.SWEEP_SECONDS
    try:
        beat = Heartbeat.objects.filter(name="expire_deadlines").first()
    except Exception:  # noqa: BLE001 - the database check reports the cause (to operators)
        return {"ok": False, "error": "its heartbeat cannot be read: see database"}
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
    down. `?worker=1` (staff or HEALTHZ_TOKEN only) also sends a task through the broker and
    waits for a worker to answer it.
    """
    yes = {"1", "true", "yes"}
    trusted = _trusted(request)
    if request.GET.get("worker") in yes and not trusted:
        return JsonResponse(
            {
                "code": "forbidden",
                "message": "the worker round trip is for staff or the HEALTHZ_TOKEN only",
                "rule": None,
            },
            status=403,
        )
    checks = {"database": _database(), "broker": _broker()}
    beat = _beat()
    if request.GET.get("worker") in yes:
        checks["worker"] = _worker()
    counted = dict(checks)
    if request.GET.get("beat") in yes:
        counted["beat"] = beat
    checks["beat"] = beat
    ok = all(check["ok"] for check in counted.values())
    if not trusted:  # these errors name hosts, ports and users: for the operators only
        for name in ("database", "broker", "worker"):
            if "error" in checks.get(name, {}):
                checks[name]["error"] = "unavailable"
    response = JsonResponse(
        {"status": "ok" if ok else "unavailable", **checks}, status=200 if ok else 503
    )
    if not ok:
        response["Retry-After"] = "30"
    return response
