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


def _flatten(errors) -> str:
    if isinstance(errors, list):
        return "; ".join(str(e) for e in errors)
    parts = []
    for field, messages in errors.items():
        text = "; ".join(str(m) for m in messages) if isinstance(messages, list) else str(messages)
        parts.append(text if field == "non_field_errors" else f"{field}: {text}")
    return " · ".join(parts)
