from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.undo_answer import UndoAnswer
from ...models.undo_request_request import UndoRequestRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: int,
    *,
    body: UndoRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/games/{game_id}/undo/".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UndoAnswer | None:
    if response.status_code == 200:
        response_200 = UndoAnswer.from_dict(response.json())

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
) -> Response[Error | UndoAnswer]:
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
    body: UndoRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | UndoAnswer]:
    """Undo at a physical table (issue 17). GET: the last entry typed in — what an undo would
    take back now — and whether you may (`allowed`, else the `refusal` it would answer). POST:
    take it back (send the `expected_version` you saw it at: 409 when the game has moved on).
    The game is rebuilt by replaying its log without the entry (and the bots' answers after
    it); its version moves on, and the log gets an `undone` event (who, when, what). Only the
    host, or a seat's own player for his own entry while it is the last; a game played by web
    is refused (409 `undo_not_at_table`).

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (UndoRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UndoAnswer]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: UndoRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | UndoAnswer | None:
    """Undo at a physical table (issue 17). GET: the last entry typed in — what an undo would
    take back now — and whether you may (`allowed`, else the `refusal` it would answer). POST:
    take it back (send the `expected_version` you saw it at: 409 when the game has moved on).
    The game is rebuilt by replaying its log without the entry (and the bots' answers after
    it); its version moves on, and the log gets an `undone` event (who, when, what). Only the
    host, or a seat's own player for his own entry while it is the last; a game played by web
    is refused (409 `undo_not_at_table`).

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (UndoRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UndoAnswer
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: UndoRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | UndoAnswer]:
    """Undo at a physical table (issue 17). GET: the last entry typed in — what an undo would
    take back now — and whether you may (`allowed`, else the `refusal` it would answer). POST:
    take it back (send the `expected_version` you saw it at: 409 when the game has moved on).
    The game is rebuilt by replaying its log without the entry (and the bots' answers after
    it); its version moves on, and the log gets an `undone` event (who, when, what). Only the
    host, or a seat's own player for his own entry while it is the last; a game played by web
    is refused (409 `undo_not_at_table`).

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (UndoRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UndoAnswer]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: UndoRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | UndoAnswer | None:
    """Undo at a physical table (issue 17). GET: the last entry typed in — what an undo would
    take back now — and whether you may (`allowed`, else the `refusal` it would answer). POST:
    take it back (send the `expected_version` you saw it at: 409 when the game has moved on).
    The game is rebuilt by replaying its log without the entry (and the bots' answers after
    it); its version moves on, and the log gets an `undone` event (who, when, what). Only the
    host, or a seat's own player for his own entry while it is the last; a game played by web
    is refused (409 `undo_not_at_table`).

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (UndoRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UndoAnswer
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
