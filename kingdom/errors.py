"""Domain errors of the services. The API turns each into `{"code", "message", "rule"}` with
its HTTP status; services never raise DRF exceptions (STYLE.md)."""

from __future__ import annotations


class ServiceError(Exception):
    status = 400
    code = "invalid"

    def __init__(self, message: str, *, code: str | None = None, rule: str | None = None):
        super().__init__(message)
        self.message = message
        self.rule = rule
        if code:
            self.code = code

    def payload(self) -> dict:
        return {"code": self.code, "message": self.message, "rule": self.rule}


class IllegalMove(ServiceError):
    status = 400
    code = "illegal_action"


class NotFound(ServiceError):
    status = 404
    code = "not_found"


class Forbidden(ServiceError):
    status = 403
    code = "forbidden"


class Conflict(ServiceError):
    status = 409
    code = "conflict"


class Unprocessable(ServiceError):
    status = 422
    code = "unprocessable"
