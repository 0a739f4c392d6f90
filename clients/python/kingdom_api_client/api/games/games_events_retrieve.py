from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.event_page import EventPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: int,
    *,
    after: int | Unset = 0,
    limit: int | Unset = 200,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/games/{game_id}/events/".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Error | EventPage | None:
    if response.status_code == 200:
        response_200 = EventPage.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Error.from_dict(response.json())

        return response_405

    if response.status_code == 406:
        response_406 = Error.from_dict(response.json())

        return response_406

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | Error | EventPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 200,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Error | EventPage]:
    """The event log as your seat may see it, after the sequence number `after` (a cursor);
    `ETag`/`If-None-Match` for cheap polling. Each event has its time (`at`) and `author`:
    `player`, `host` (at a physical table, for another seat), `clock` (a deadline's default),
    `bot`, `autopilot`, `game` (its setup); the absence events (`leave_taken`, `leave_ended`,
    `game_paused`, `game_resumed`, `autopilot_changed`, `seat_taken_over`, `seat_claimed`) have
    the rule `absence`; an undo at a table is `undone` (rule `undo`), and the events it took back
    are no longer listed. The host of a physical table reads every seat's events (he enters them
    all); what no seat may read stays hidden.

    Args:
        game_id (int):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 200.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | EventPage]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        limit=limit,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 200,
    if_none_match: str | Unset = UNSET,
) -> Any | Error | EventPage | None:
    """The event log as your seat may see it, after the sequence number `after` (a cursor);
    `ETag`/`If-None-Match` for cheap polling. Each event has its time (`at`) and `author`:
    `player`, `host` (at a physical table, for another seat), `clock` (a deadline's default),
    `bot`, `autopilot`, `game` (its setup); the absence events (`leave_taken`, `leave_ended`,
    `game_paused`, `game_resumed`, `autopilot_changed`, `seat_taken_over`, `seat_claimed`) have
    the rule `absence`; an undo at a table is `undone` (rule `undo`), and the events it took back
    are no longer listed. The host of a physical table reads every seat's events (he enters them
    all); what no seat may read stays hidden.

    Args:
        game_id (int):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 200.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | EventPage
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        limit=limit,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 200,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Error | EventPage]:
    """The event log as your seat may see it, after the sequence number `after` (a cursor);
    `ETag`/`If-None-Match` for cheap polling. Each event has its time (`at`) and `author`:
    `player`, `host` (at a physical table, for another seat), `clock` (a deadline's default),
    `bot`, `autopilot`, `game` (its setup); the absence events (`leave_taken`, `leave_ended`,
    `game_paused`, `game_resumed`, `autopilot_changed`, `seat_taken_over`, `seat_claimed`) have
    the rule `absence`; an undo at a table is `undone` (rule `undo`), and the events it took back
    are no longer listed. The host of a physical table reads every seat's events (he enters them
    all); what no seat may read stays hidden.

    Args:
        game_id (int):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 200.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | EventPage]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        limit=limit,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 200,
    if_none_match: str | Unset = UNSET,
) -> Any | Error | EventPage | None:
    """The event log as your seat may see it, after the sequence number `after` (a cursor);
    `ETag`/`If-None-Match` for cheap polling. Each event has its time (`at`) and `author`:
    `player`, `host` (at a physical table, for another seat), `clock` (a deadline's default),
    `bot`, `autopilot`, `game` (its setup); the absence events (`leave_taken`, `leave_ended`,
    `game_paused`, `game_resumed`, `autopilot_changed`, `seat_taken_over`, `seat_claimed`) have
    the rule `absence`; an undo at a table is `undone` (rule `undo`), and the events it took back
    are no longer listed. The host of a physical table reads every seat's events (he enters them
    all); what no seat may read stays hidden.

    Args:
        game_id (int):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 200.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | EventPage
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            limit=limit,
            if_none_match=if_none_match,
        )
    ).parsed
