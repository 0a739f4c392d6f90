"""One exception handler: every error is `{"code", "message", "rule"}` (STYLE.md); domain
errors come from the services, the rest from DRF (validation, authentication)."""

import json

from axes.exceptions import AxesBackendPermissionDenied
from axes.helpers import get_lockout_response
from rest_framework.response import Response
from rest_framework.views import exception_handler

from kingdom.errors import ServiceError


def handle(exc, context):
    if isinstance(exc, ServiceError):
        return Response(exc.payload(), status=exc.status)
    if isinstance(exc, AxesBackendPermissionDenied):  # too many wrong passwords (django-axes)
        return _locked_out(context["request"])
    response = exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    codes = exc.get_codes() if hasattr(exc, "get_codes") else "error"
    body = {"code": codes if isinstance(codes, str) else "invalid", "rule": None}
    if isinstance(data, dict) and set(data) == {"detail"}:
        body["message"] = str(data["detail"])
    else:
        body["message"] = _flatten(data)
        body["fields"] = data
    response.data = body
    return response


def _locked_out(request) -> Response:
    """The answer of the project's AXES_LOCKOUT_CALLABLE (config.outage), in DRF's shape."""
    answer = get_lockout_response(request)
    body = json.loads(answer.content)
    return Response(body, status=answer.status_code, headers={"Retry-After": answer["Retry-After"]})


def _flatten(errors, field: str = "") -> str:
    """DRF's errors as one line a person reads: each field's messages after its name
    ("time_zone: …"), a nested serializer's fields by their own names, a list's item by its
    place ("reminder_hours, item 2: …"); never a dump of DRF's ErrorDetail objects."""
    if isinstance(errors, dict):
        parts = []
        for key, messages in errors.items():
            if key == "non_field_errors":
                name = ""
            elif isinstance(key, int) or str(key).isdigit():
                name = f"{field}, item {int(key) + 1}" if field else f"item {int(key) + 1}"
            else:
                name = str(key)
            parts.append(_flatten(messages, name))
        return " · ".join(p for p in parts if p)
    if isinstance(errors, list):
        if any(isinstance(e, dict | list) for e in errors):
            return " · ".join(_flatten(e, field) for e in errors if e)
        text = "; ".join(str(e) for e in errors)
    else:
        text = str(errors)
    return f"{field}: {text}" if field else text
