"""A reference bot from elsewhere (issue 31, docs/bot-authors.md): it plays one seat of a game
through the generated client alone (`kingdom_api_client`), with the account's token, as any
program written against the OpenAPI document would.

    PYTHONPATH=clients/python python -m kingdom_bot --url http://localhost:8000 \\
        --token KEY --game 12

Without `--game` it waits for a host to invite its account (a bot account, invited by name:
docs/bot-authors.md) and plays that game.

It polls the game (`If-None-Match`: a 304 costs the server one column), and when the game waits
for its seat it reads its legal actions and answers one: with `expected_version` (a 409 means
the game moved on: it reads again) and a fresh `Idempotency-Key` (a repeat after a lost answer
is answered once). A 429 or 503 waits `Retry-After` seconds. It knows no rule: it chooses from
what the API lists, by kind (`PREFERENCE`), the cheapest bid the `forecast` of its decision
says its purse pays for ten turns.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from typing import Any

from kingdom_api_client.api.games import (
    games_actions_create,
    games_legal_actions_retrieve,
    games_list,
    games_retrieve,
)
from kingdom_api_client.client import AuthenticatedClient
from kingdom_api_client.models import (
    ActionAnswer,
    ActionRequestRequest,
    GamePage,
    GameView,
    LegalActions,
)
from kingdom_api_client.types import UNSET

# Lower first; a kind not listed ranks 5. It never gives up, ends a game nor proposes anything;
# it declares bankruptcy only when a due it cannot pay asks it to (nothing else answers it).
PREFERENCE = {
    "roll": 0,
    "choose_challenger": 0,
    "answer_alliance": 1,
    "answer_deal": 1,
    "answer_joust": 1,
    "end_movement": 2,
    "end_turn": 3,
    "move": 7,
    "buy": 7,
    "declare_bankrupt": 8,  # listed only to answer `raise_funds`: a due it cannot pay
    "propose_alliance": 9,
    "propose_deal": 9,
    "offer_deal": 9,
    "withdraw_deal": 9,
    "end_alliance": 9,
    "resign": 10,
    "end_by_time_limit": 10,
}


NEVER = 9  # a kind ranked so is never chosen: nothing that the game does not wait for


def choose(
    seat: int, actions: list[dict[str, Any]], pending: list[dict[str, Any]]
) -> dict[str, Any] | None:
    """One of the legal actions (as `legal-actions` lists them) when the game waits for `seat`
    (a pending decision is its), else None: an offer or a move out of turn is never made."""
    if not any(decision["seat"] == seat for decision in pending):
        return None
    ranked = sorted(
        (a for a in actions if PREFERENCE.get(a["kind"], 5) < NEVER),
        key=lambda a: PREFERENCE.get(a["kind"], 5),
    )
    if not ranked:
        return None
    best = ranked[0]
    if best["kind"] == "bid":
        best = min((a for a in actions if a["kind"] == "bid"), key=lambda a: a.get("amount", 0))
    if best["kind"] in ("answer_alliance", "answer_deal"):
        best = {**best, "accept": False}
    return {k: v for k, v in best.items() if k != "seat"}


class Seat:
    """One seat played through the generated client."""

    def __init__(
        self,
        client: AuthenticatedClient,
        game_id: int,
        *,
        chooser: Callable[..., dict[str, Any] | None] | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.client, self.game_id = client, game_id
        self.choose = chooser or choose
        self.sleep = sleep
        self.etag: str | None = None
        self.game: GameView | None = None
        self.actions = 0

    def poll(self) -> GameView:
        """The game; read again only when its ETag changed (else the last one kept)."""
        answer = games_retrieve.sync_detailed(
            self.game_id, client=self.client, if_none_match=self.etag or UNSET
        )
        if answer.status_code == 304 and self.game is not None:
            return self.game
        self._raise_for(answer)
        assert isinstance(answer.parsed, GameView)
        self.etag, self.game = answer.headers.get("ETag"), answer.parsed
        return self.game

    def step(self) -> bool:
        """Answer one decision of this seat if the game waits for one; True if it acted."""
        game = self.poll()
        if game.status != "active" or not isinstance(game.your_seat, int):
            return False
        legal = games_legal_actions_retrieve.sync_detailed(self.game_id, client=self.client)
        self._raise_for(legal)
        assert isinstance(legal.parsed, LegalActions)
        listed = legal.parsed.to_dict()
        action = self.choose(game.your_seat, listed["actions"], listed["pending"])
        if action is None:
            return False
        body = ActionRequestRequest.from_dict({"action": action, "expected_version": game.version})
        answer = games_actions_create.sync_detailed(
            self.game_id, client=self.client, body=body, idempotency_key=str(uuid.uuid4())
        )
        if answer.status_code == 409:  # the game moved on meanwhile: look again
            return False
        self._raise_for(answer)
        assert isinstance(answer.parsed, ActionAnswer)
        self.actions += 1
        return True

    def _raise_for(self, answer: Any) -> None:
        if answer.status_code in (429, 503):
            self.sleep(float(answer.headers.get("Retry-After", "1")))
            raise Busy(answer.status_code)
        if answer.status_code >= 400:
            raise RuntimeError(f"{answer.status_code}: {answer.content.decode()[:500]}")


class Busy(Exception):
    """The server asked to wait (429, 503): waited; try again."""


def invited(
    client: AuthenticatedClient,
    *,
    idle: float = 2.0,
    sleep: Callable[[float], None] = time.sleep,
    limit: int = 100_000,
) -> int:
    """The id of the newest game not finished in which this account has a seat, once it has
    one: a bot account is seated by a host's invitation by name (docs/bot-authors.md), and
    `GET /api/games/` lists its games first, each seat saying `yours`."""
    for _ in range(limit):
        page = games_list.sync_detailed(client=client)
        if page.status_code in (429, 503):
            sleep(float(page.headers.get("Retry-After", "1")))
            continue
        if page.status_code >= 400 or not isinstance(page.parsed, GamePage):
            raise RuntimeError(f"{page.status_code}: {page.content.decode()[:500]}")
        for game in page.parsed.results:
            if game.status != "finished" and any(seat.yours for seat in game.seats):
                return game.id
        sleep(idle)
    raise RuntimeError("no invitation came")


def play(seat: Seat, *, idle: float = 2.0, limit: int = 100_000) -> int:
    """Play until the game has ended (or `limit` polls); the actions taken."""
    for _ in range(limit):
        try:
            acted = seat.step()
        except Busy:
            continue
        if seat.game is not None and seat.game.status == "finished":
            break
        if not acted:
            seat.sleep(idle)
    return seat.actions
