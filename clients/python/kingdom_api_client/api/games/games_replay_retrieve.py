from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.replay import Replay
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: int,
    *,
    after: int | Unset = UNSET,
    code: str | Unset = UNSET,
    upto: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["code"] = code

    params["upto"] = upto

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/games/{game_id}/replay/".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Error | Replay | None:
    if response.status_code == 200:
        response_200 = Replay.from_dict(response.json())

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
) -> Response[Any | Error | Replay]:
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
    after: int | Unset = UNSET,
    code: str | Unset = UNSET,
    upto: int | Unset = UNSET,
) -> Response[Any | Error | Replay]:
    """The game's log replayed on the map as your seat sees it, versions after `after` up to
    `upto`: the frame before them, then each action as a step — its events (as GET events/ gives
    them to you), what changed on the board and the record cards, the paths moved and the
    battles fought. Default range: since your last visit (spectators and seats never marked:
    the whole game). A finished game's whole replay is `after=-1`. The host of a physical table
    sees every seat's; nobody sees what no seat's view shows.

    Args:
        game_id (int):
        after (int | Unset):
        code (str | Unset):
        upto (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | Replay]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        code=code,
        upto=upto,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    code: str | Unset = UNSET,
    upto: int | Unset = UNSET,
) -> Any | Error | Replay | None:
    """The game's log replayed on the map as your seat sees it, versions after `after` up to
    `upto`: the frame before them, then each action as a step — its events (as GET events/ gives
    them to you), what changed on the board and the record cards, the paths moved and the
    battles fought. Default range: since your last visit (spectators and seats never marked:
    the whole game). A finished game's whole replay is `after=-1`. The host of a physical table
    sees every seat's; nobody sees what no seat's view shows.

    Args:
        game_id (int):
        after (int | Unset):
        code (str | Unset):
        upto (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | Replay
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        code=code,
        upto=upto,
    ).parsed


async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    code: str | Unset = UNSET,
    upto: int | Unset = UNSET,
) -> Response[Any | Error | Replay]:
    """The game's log replayed on the map as your seat sees it, versions after `after` up to
    `upto`: the frame before them, then each action as a step — its events (as GET events/ gives
    them to you), what changed on the board and the record cards, the paths moved and the
    battles fought. Default range: since your last visit (spectators and seats never marked:
    the whole game). A finished game's whole replay is `after=-1`. The host of a physical table
    sees every seat's; nobody sees what no seat's view shows.

    Args:
        game_id (int):
        after (int | Unset):
        code (str | Unset):
        upto (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | Replay]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        code=code,
        upto=upto,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    code: str | Unset = UNSET,
    upto: int | Unset = UNSET,
) -> Any | Error | Replay | None:
    """The game's log replayed on the map as your seat sees it, versions after `after` up to
    `upto`: the frame before them, then each action as a step — its events (as GET events/ gives
    them to you), what changed on the board and the record cards, the paths moved and the
    battles fought. Default range: since your last visit (spectators and seats never marked:
    the whole game). A finished game's whole replay is `after=-1`. The host of a physical table
    sees every seat's; nobody sees what no seat's view shows.

    Args:
        game_id (int):
        after (int | Unset):
        code (str | Unset):
        upto (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | Replay
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            code=code,
            upto=upto,
        )
    ).parsed
