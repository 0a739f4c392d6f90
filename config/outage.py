"""Answers for when the service cannot work: a database outage is a 503 with `Retry-After`
(JSON for the API, a short page otherwise), never Django's HTML 500; a locked-out log-in
(django-axes) is a 429 with `Retry-After`."""

from __future__ import annotations

import logging
import math
import sys

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.db import DatabaseError, InterfaceError, OperationalError
from django.http import HttpResponse, JsonResponse
from django.template.defaultfilters import filesizeformat
from django.views import defaults
from rest_framework.throttling import BaseThrottle

log = logging.getLogger(__name__)

RETRY_AFTER_SECONDS = 30


def unavailable(request, message: str, *, retry_after: int = RETRY_AFTER_SECONDS):
    if request.path.startswith("/api/") or request.path.startswith("/healthz"):
        response = JsonResponse(
            {"code": "unavailable", "message": message, "rule": None}, status=503
        )
    else:
        response = HttpResponse(
            f"<!doctype html><title>Kingdom: unavailable</title><p>{message}</p>",
            status=503,
        )
    response["Retry-After"] = str(retry_after)
    return response


def is_outage(exc: BaseException) -> bool:
    """The database cannot be reached (down, restarting, refusing connections)."""
    if isinstance(exc, OperationalError | InterfaceError):
        return True
    cause = exc.__cause__ or exc.__context__
    return isinstance(exc, DatabaseError) and isinstance(cause, OperationalError)


class DatabaseOutageMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exc):
        """A view (or DRF's authentication in it) could not reach the database."""
        if is_outage(exc):
            log.error("database unavailable: %s", exc)
            return unavailable(request, "the database is unavailable: try again shortly")
        return None


def server_error(request):
    """handler500: an outage met outside a view (a middleware) is a 503 too; any other error
    is a 500 in the API's error shape for the API, a short page otherwise."""
    exc = sys.exc_info()[1]
    if exc is not None and is_outage(exc):
        return unavailable(request, "the database is unavailable: try again shortly")
    if request.path.startswith("/api/"):
        return JsonResponse(
            {"code": "server_error", "message": "the server failed", "rule": None}, status=500
        )
    return HttpResponse(
        "<!doctype html><title>Kingdom: server error</title><p>The server failed.</p>",
        status=500,
    )


def bad_request(request, exception):
    """handler400: a request Django refuses before any view (a body beyond
    DATA_UPLOAD_MAX_MEMORY_SIZE, too many fields) is an error in the API's shape for the API —
    an oversized body a 413 `too_large` saying the limit —, Django's page for the rest."""
    if not request.path.startswith("/api/"):
        return defaults.bad_request(request, exception)
    if isinstance(exception, RequestDataTooBig):
        limit = filesizeformat(settings.DATA_UPLOAD_MAX_MEMORY_SIZE).replace("\xa0", " ")
        return JsonResponse(
            {"code": "too_large", "message": f"the body is larger than {limit}", "rule": None},
            status=413,
        )
    return JsonResponse(
        {"code": "bad_request", "message": str(exception) or "bad request", "rule": None},
        status=400,
    )


def not_found(request, exception):
    """handler404: a path the API has not (`/api/games/-1/…`) is a 404 in the API's error
    shape, as its schema says; Django's page for the rest."""
    if request.path.startswith("/api/"):
        return JsonResponse(
            {"code": "not_found", "message": f"no such path: {request.path}", "rule": None},
            status=404,
        )
    return defaults.page_not_found(request, exception)


def client_ip(request) -> str:
    """The caller's address for django-axes: DRF's own rule (`NUM_PROXIES`, from PROXY_COUNT),
    the same the API's throttles use — the address the nearest trusted proxy saw."""
    return BaseThrottle().get_ident(request)


AXES_NAME_LENGTH = 255  # django-axes' AccessAttempt.username (and its other logs') column


def client_username(request, credentials=None) -> str | None:
    """The name django-axes records and locks (AXES_USERNAME_CALLABLE): the name typed, in
    lower case — a name logs in whatever its case (kingdom.accounts.AnyCaseNameBackend), so
    "Ann" and "ANN" count towards one lock —, cut to the 255 characters of axes' column.
    Longer, it was a DataError and a 500 on every log-in path (django-axes issue 1381); no
    user has such a name, so the log-in fails as any other wrong name does, and still counts
    towards the address's lock."""
    field = settings.AXES_USERNAME_FORM_FIELD
    if credentials:
        name = credentials.get(field)
    else:
        name = getattr(request, "data", request.POST).get(field)
    return name.lower()[:AXES_NAME_LENGTH] if isinstance(name, str) else name


def locked_out(request, original_response=None, credentials=None):
    """django-axes' answer to a name or address locked out after too many wrong passwords."""
    minutes = settings.AXES_COOLOFF_TIME * 60
    retry_after = max(1, math.ceil(minutes * 60))
    message = (
        f"too many failed log-ins: try again in {math.ceil(minutes)} minutes"
        if minutes
        else "too many failed log-ins"
    )
    if request.path.startswith("/api/"):
        response = JsonResponse({"code": "throttled", "message": message, "rule": None}, status=429)
    else:
        response = HttpResponse(
            f"<!doctype html><title>Kingdom: log-in locked</title><p>{message}</p>",
            status=429,
        )
    response["Retry-After"] = str(retry_after)
    return response
