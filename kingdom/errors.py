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


class StateNotStored(Unprocessable):
    """The write door refused to commit a new state that does not read back as it is (issue
    26): encoded as the snapshot keeps it and decoded again, it is not the same state, or the
    engine could not copy it. Nothing was written. It carries what a hook needs to record the
    game's last error: the game, the version it stays at, and the action kinds refused."""

    code = "state_not_stored"

    def __init__(self, message: str, *, game_id: int, version: int, kinds: tuple[str, ...]):
        super().__init__(message)
        self.game_id = game_id
        self.version = version
        self.kinds = kinds
