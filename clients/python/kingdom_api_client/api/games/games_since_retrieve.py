from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.since_last_visit import SinceLastVisit
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: int,
    *,
    code: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["code"] = code

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/games/{game_id}/since/".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | SinceLastVisit | None:
    if response.status_code == 200:
        response_200 = SinceLastVisit.from_dict(response.json())

        return response_200

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
) -> Response[Error | SinceLastVisit]:
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
    code: str | Unset = UNSET,
) -> Response[Error | SinceLastVisit]:
    """What happened since your last visit (the last version your page showed, or your client
    marked with POST seen/), in words with the rules, and where on the map: for the banner on
    opening the game. `seen` null: never marked (nothing to tell yet).

    Args:
        game_id (int):
        code (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SinceLastVisit]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        code=code,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    code: str | Unset = UNSET,
) -> Error | SinceLastVisit | None:
    """What happened since your last visit (the last version your page showed, or your client
    marked with POST seen/), in words with the rules, and where on the map: for the banner on
    opening the game. `seen` null: never marked (nothing to tell yet).

    Args:
        game_id (int):
        code (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SinceLastVisit
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        code=code,
    ).parsed


async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    code: str | Unset = UNSET,
) -> Response[Error | SinceLastVisit]:
    """What happened since your last visit (the last version your page showed, or your client
    marked with POST seen/), in words with the rules, and where on the map: for the banner on
    opening the game. `seen` null: never marked (nothing to tell yet).

    Args:
        game_id (int):
        code (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SinceLastVisit]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        code=code,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    code: str | Unset = UNSET,
) -> Error | SinceLastVisit | None:
    """What happened since your last visit (the last version your page showed, or your client
    marked with POST seen/), in words with the rules, and where on the map: for the banner on
    opening the game. `seen` null: never marked (nothing to tell yet).

    Args:
        game_id (int):
        code (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SinceLastVisit
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            code=code,
        )
    ).parsed
