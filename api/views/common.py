"""What the API's views share: the headers the document names for cheap polling, and the 404
of a game the caller may not see (api/views/__init__.py lists the modules)."""

import functools
from collections.abc import Callable
from typing import Any

from django.contrib.auth.models import User
from drf_spectacular.utils import OpenApiParameter
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.visible import visible_game
from kingdom.errors import NotFound, ServiceError

INVITATION_CODE = OpenApiParameter(
    "code", str, description="an unlisted game's invitation code (for a player not yet seated)"
)
# Cheap polling (api.conditional): the answer's ETag, sent back as If-None-Match: a 304 while
# nothing changed (issue 31: in the document, so in a generated client).
IF_NONE_MATCH = OpenApiParameter(
    "If-None-Match",
    str,
    OpenApiParameter.HEADER,
    description="the ETag of your last answer: 304 (no body) while it is still current",
)
ETAG = OpenApiParameter(
    "ETag",
    str,
    OpenApiParameter.HEADER,
    response=[200, 304],
    description="this answer's version, for If-None-Match",
)


class Polled(Request):
    """For the type checker only (never made): a request with what `api.conditional` read for
    its handler (`read`)."""

    read: dict[str, Any]  # type: ignore[assignment]


class SignedIn(Polled):
    """For the type checker only (never made): a request past `IsAuthenticated`, the API's
    default permission, so its user is signed in."""

    user: User


# A view's handler: (the view, the request, the game's id, …) → its answer.
Handler = Callable[..., Response]


def unseen_is_no_game(write: Handler) -> Handler:
    """A write the service refuses, to a caller who may not see the game (an outsider of an
    unlisted one), is the 404 of a game that does not exist: why it was refused (not the
    host, no seat…) would tell that it exists. Costs a query only on the refusal's path."""

    @functools.wraps(write)
    def checked(
        self: APIView, request: SignedIn, game_id: int, *args: Any, **kwargs: Any
    ) -> Response:
        try:
            return write(self, request, game_id, *args, **kwargs)
        except NotFound:
            raise
        except ServiceError:
            visible_game(request, game_id)  # NotFound when the caller may not see the game
            raise

    return checked
