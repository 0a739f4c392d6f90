from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.battle_odds import BattleOdds
from ...models.error import Error
from ...models.games_odds_retrieve_holder_type_1 import GamesOddsRetrieveHolderType1
from ...models.games_odds_retrieve_holder_type_2_type_1 import (
    GamesOddsRetrieveHolderType2Type1,
)
from ...models.games_odds_retrieve_holder_type_3_type_1 import (
    GamesOddsRetrieveHolderType3Type1,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: int,
    *,
    attacker_ally_footsoldiers: int | Unset = 0,
    attacker_ally_knights: int | Unset = 0,
    attacker_cards: int | Unset = 0,
    attacker_footsoldiers: int,
    attacker_guardian: bool | Unset = False,
    attacker_knights: int,
    defender_ally_footsoldiers: int | Unset = 0,
    defender_ally_knights: int | Unset = 0,
    defender_cards: int | Unset = 0,
    defender_footsoldiers: int,
    defender_guardian: bool | Unset = False,
    defender_knights: int,
    holder: GamesOddsRetrieveHolderType1
    | GamesOddsRetrieveHolderType2Type1
    | GamesOddsRetrieveHolderType3Type1
    | None
    | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["attacker_ally_footsoldiers"] = attacker_ally_footsoldiers

    params["attacker_ally_knights"] = attacker_ally_knights

    params["attacker_cards"] = attacker_cards

    params["attacker_footsoldiers"] = attacker_footsoldiers

    params["attacker_guardian"] = attacker_guardian

    params["attacker_knights"] = attacker_knights

    params["defender_ally_footsoldiers"] = defender_ally_footsoldiers

    params["defender_ally_knights"] = defender_ally_knights

    params["defender_cards"] = defender_cards

    params["defender_footsoldiers"] = defender_footsoldiers

    params["defender_guardian"] = defender_guardian

    params["defender_knights"] = defender_knights

    json_holder: None | str | Unset
    if isinstance(holder, Unset):
        json_holder = UNSET
    elif (
        isinstance(holder, GamesOddsRetrieveHolderType1)
        or isinstance(holder, GamesOddsRetrieveHolderType2Type1)
        or isinstance(holder, GamesOddsRetrieveHolderType3Type1)
    ):
        json_holder = holder.value
    else:
        json_holder = holder
    params["holder"] = json_holder

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/games/{game_id}/odds/".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BattleOdds | Error | None:
    if response.status_code == 200:
        response_200 = BattleOdds.from_dict(response.json())

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
) -> Response[BattleOdds | Error]:
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
    attacker_ally_footsoldiers: int | Unset = 0,
    attacker_ally_knights: int | Unset = 0,
    attacker_cards: int | Unset = 0,
    attacker_footsoldiers: int,
    attacker_guardian: bool | Unset = False,
    attacker_knights: int,
    defender_ally_footsoldiers: int | Unset = 0,
    defender_ally_knights: int | Unset = 0,
    defender_cards: int | Unset = 0,
    defender_footsoldiers: int,
    defender_guardian: bool | Unset = False,
    defender_knights: int,
    holder: GamesOddsRetrieveHolderType1
    | GamesOddsRetrieveHolderType2Type1
    | GamesOddsRetrieveHolderType3Type1
    | None
    | Unset = UNSET,
) -> Response[BattleOdds | Error]:
    """The exact odds of a planned battle (tables, modifiers and add-one cards as given; an
    ally's pieces fighting on either side, rule 33).

    Args:
        game_id (int):
        attacker_ally_footsoldiers (int | Unset):  Default: 0.
        attacker_ally_knights (int | Unset):  Default: 0.
        attacker_cards (int | Unset):  Default: 0.
        attacker_footsoldiers (int):
        attacker_guardian (bool | Unset):  Default: False.
        attacker_knights (int):
        defender_ally_footsoldiers (int | Unset):  Default: 0.
        defender_ally_knights (int | Unset):  Default: 0.
        defender_cards (int | Unset):  Default: 0.
        defender_footsoldiers (int):
        defender_guardian (bool | Unset):  Default: False.
        defender_knights (int):
        holder (GamesOddsRetrieveHolderType1 | GamesOddsRetrieveHolderType2Type1 |
            GamesOddsRetrieveHolderType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BattleOdds | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        attacker_ally_footsoldiers=attacker_ally_footsoldiers,
        attacker_ally_knights=attacker_ally_knights,
        attacker_cards=attacker_cards,
        attacker_footsoldiers=attacker_footsoldiers,
        attacker_guardian=attacker_guardian,
        attacker_knights=attacker_knights,
        defender_ally_footsoldiers=defender_ally_footsoldiers,
        defender_ally_knights=defender_ally_knights,
        defender_cards=defender_cards,
        defender_footsoldiers=defender_footsoldiers,
        defender_guardian=defender_guardian,
        defender_knights=defender_knights,
        holder=holder,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    attacker_ally_footsoldiers: int | Unset = 0,
    attacker_ally_knights: int | Unset = 0,
    attacker_cards: int | Unset = 0,
    attacker_footsoldiers: int,
    attacker_guardian: bool | Unset = False,
    attacker_knights: int,
    defender_ally_footsoldiers: int | Unset = 0,
    defender_ally_knights: int | Unset = 0,
    defender_cards: int | Unset = 0,
    defender_footsoldiers: int,
    defender_guardian: bool | Unset = False,
    defender_knights: int,
    holder: GamesOddsRetrieveHolderType1
    | GamesOddsRetrieveHolderType2Type1
    | GamesOddsRetrieveHolderType3Type1
    | None
    | Unset = UNSET,
) -> BattleOdds | Error | None:
    """The exact odds of a planned battle (tables, modifiers and add-one cards as given; an
    ally's pieces fighting on either side, rule 33).

    Args:
        game_id (int):
        attacker_ally_footsoldiers (int | Unset):  Default: 0.
        attacker_ally_knights (int | Unset):  Default: 0.
        attacker_cards (int | Unset):  Default: 0.
        attacker_footsoldiers (int):
        attacker_guardian (bool | Unset):  Default: False.
        attacker_knights (int):
        defender_ally_footsoldiers (int | Unset):  Default: 0.
        defender_ally_knights (int | Unset):  Default: 0.
        defender_cards (int | Unset):  Default: 0.
        defender_footsoldiers (int):
        defender_guardian (bool | Unset):  Default: False.
        defender_knights (int):
        holder (GamesOddsRetrieveHolderType1 | GamesOddsRetrieveHolderType2Type1 |
            GamesOddsRetrieveHolderType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BattleOdds | Error
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        attacker_ally_footsoldiers=attacker_ally_footsoldiers,
        attacker_ally_knights=attacker_ally_knights,
        attacker_cards=attacker_cards,
        attacker_footsoldiers=attacker_footsoldiers,
        attacker_guardian=attacker_guardian,
        attacker_knights=attacker_knights,
        defender_ally_footsoldiers=defender_ally_footsoldiers,
        defender_ally_knights=defender_ally_knights,
        defender_cards=defender_cards,
        defender_footsoldiers=defender_footsoldiers,
        defender_guardian=defender_guardian,
        defender_knights=defender_knights,
        holder=holder,
    ).parsed


async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    attacker_ally_footsoldiers: int | Unset = 0,
    attacker_ally_knights: int | Unset = 0,
    attacker_cards: int | Unset = 0,
    attacker_footsoldiers: int,
    attacker_guardian: bool | Unset = False,
    attacker_knights: int,
    defender_ally_footsoldiers: int | Unset = 0,
    defender_ally_knights: int | Unset = 0,
    defender_cards: int | Unset = 0,
    defender_footsoldiers: int,
    defender_guardian: bool | Unset = False,
    defender_knights: int,
    holder: GamesOddsRetrieveHolderType1
    | GamesOddsRetrieveHolderType2Type1
    | GamesOddsRetrieveHolderType3Type1
    | None
    | Unset = UNSET,
) -> Response[BattleOdds | Error]:
    """The exact odds of a planned battle (tables, modifiers and add-one cards as given; an
    ally's pieces fighting on either side, rule 33).

    Args:
        game_id (int):
        attacker_ally_footsoldiers (int | Unset):  Default: 0.
        attacker_ally_knights (int | Unset):  Default: 0.
        attacker_cards (int | Unset):  Default: 0.
        attacker_footsoldiers (int):
        attacker_guardian (bool | Unset):  Default: False.
        attacker_knights (int):
        defender_ally_footsoldiers (int | Unset):  Default: 0.
        defender_ally_knights (int | Unset):  Default: 0.
        defender_cards (int | Unset):  Default: 0.
        defender_footsoldiers (int):
        defender_guardian (bool | Unset):  Default: False.
        defender_knights (int):
        holder (GamesOddsRetrieveHolderType1 | GamesOddsRetrieveHolderType2Type1 |
            GamesOddsRetrieveHolderType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BattleOdds | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        attacker_ally_footsoldiers=attacker_ally_footsoldiers,
        attacker_ally_knights=attacker_ally_knights,
        attacker_cards=attacker_cards,
        attacker_footsoldiers=attacker_footsoldiers,
        attacker_guardian=attacker_guardian,
        attacker_knights=attacker_knights,
        defender_ally_footsoldiers=defender_ally_footsoldiers,
        defender_ally_knights=defender_ally_knights,
        defender_cards=defender_cards,
        defender_footsoldiers=defender_footsoldiers,
        defender_guardian=defender_guardian,
        defender_knights=defender_knights,
        holder=holder,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    attacker_ally_footsoldiers: int | Unset = 0,
    attacker_ally_knights: int | Unset = 0,
    attacker_cards: int | Unset = 0,
    attacker_footsoldiers: int,
    attacker_guardian: bool | Unset = False,
    attacker_knights: int,
    defender_ally_footsoldiers: int | Unset = 0,
    defender_ally_knights: int | Unset = 0,
    defender_cards: int | Unset = 0,
    defender_footsoldiers: int,
    defender_guardian: bool | Unset = False,
    defender_knights: int,
    holder: GamesOddsRetrieveHolderType1
    | GamesOddsRetrieveHolderType2Type1
    | GamesOddsRetrieveHolderType3Type1
    | None
    | Unset = UNSET,
) -> BattleOdds | Error | None:
    """The exact odds of a planned battle (tables, modifiers and add-one cards as given; an
    ally's pieces fighting on either side, rule 33).

    Args:
        game_id (int):
        attacker_ally_footsoldiers (int | Unset):  Default: 0.
        attacker_ally_knights (int | Unset):  Default: 0.
        attacker_cards (int | Unset):  Default: 0.
        attacker_footsoldiers (int):
        attacker_guardian (bool | Unset):  Default: False.
        attacker_knights (int):
        defender_ally_footsoldiers (int | Unset):  Default: 0.
        defender_ally_knights (int | Unset):  Default: 0.
        defender_cards (int | Unset):  Default: 0.
        defender_footsoldiers (int):
        defender_guardian (bool | Unset):  Default: False.
        defender_knights (int):
        holder (GamesOddsRetrieveHolderType1 | GamesOddsRetrieveHolderType2Type1 |
            GamesOddsRetrieveHolderType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BattleOdds | Error
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            attacker_ally_footsoldiers=attacker_ally_footsoldiers,
            attacker_ally_knights=attacker_ally_knights,
            attacker_cards=attacker_cards,
            attacker_footsoldiers=attacker_footsoldiers,
            attacker_guardian=attacker_guardian,
            attacker_knights=attacker_knights,
            defender_ally_footsoldiers=defender_ally_footsoldiers,
            defender_ally_knights=defender_ally_knights,
            defender_cards=defender_cards,
            defender_footsoldiers=defender_footsoldiers,
            defender_guardian=defender_guardian,
            defender_knights=defender_knights,
            holder=holder,
        )
    ).parsed
