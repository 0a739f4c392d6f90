"""Conditional GETs with Django's `condition` (django.views.decorators.http): it compares the
ETag with `If-None-Match` (lists, weak tags and `*` as RFC 9110 says), answers 304 with the
ETag, and adds the ETag to a full answer.

`conditional(read)` decorates an APIView's handler. `read(request, *args, **kwargs)` reads what
both the ETag and the answer need (the game, the caller's seat, …) and returns it as a dict
holding the `etag`; it is left on the request (`request.read`) for the handler. So an unchanged
poll costs the queries of its ETag alone, and a changed one reads nothing twice: the exact query
counts of tests/api/test_server_path.py hold. The ETag is the caller's own (it names his seat),
so one seat's view never answers another's poll.

`unchanged(request, *args, **kwargs)`, if given, comes first: the ETag the client sent if it is
still current (found more cheaply than by `read`), else None. A current one is the 304's ETag,
and `read` is never called."""

from collections.abc import Callable
from typing import Any

from django.utils.decorators import method_decorator
from django.views.decorators.http import condition

Read = Callable[..., dict[str, Any]]
Unchanged = Callable[..., str | None]


def conditional(read: Read, *, unchanged: Unchanged | None = None):
    def etag(request, *args, **kwargs) -> str:
        current = unchanged(request, *args, **kwargs) if unchanged is not None else None
        if current is not None:
            return current
        request.read = read(request, *args, **kwargs)
        return request.read["etag"]

    return method_decorator(condition(etag_func=etag))
