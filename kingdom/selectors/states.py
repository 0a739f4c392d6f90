"""A game's frozen ruleset and the parsed state of each of its versions, each parsed once per
process and cached only once the database has committed it (`RecentCache`); the decisions a
state asks (`pending_of`). The services read them too."""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable, Hashable
from functools import lru_cache, partial
from typing import Any

from cachetools import LRUCache
from django.db import transaction
from django.db.models import F, TextField, Value
from django.db.models.functions import MD5, Cast, Coalesce, NullIf

from kingdom.models import Game
from kingdom.rules import engine
from kingdom.rules.decisions import Decision
from kingdom.rules.ruleset import Ruleset
from kingdom.rules.state import State
from kingdom.selectors.new_games import _NEW_GAME_RULESETS, _checked_ruleset


@lru_cache(maxsize=64)
def _ruleset_for(digest: str, data: str) -> Ruleset:
    return Ruleset.from_dict(json.loads(data))


class RecentCache:
    """A small LRU map for one process: cachetools' LRUCache under a lock (the web workers'
    threads share it; cachetools' caches are not thread-safe by themselves). It never fills
    itself: callers `put` from `transaction.on_commit` (`_after_commit`), so only what the
    database has committed is kept — which is why this is a map, not `cachetools.cached`."""

    def __init__(self, size: int):
        self.items: LRUCache = LRUCache(maxsize=size)
        self.lock = threading.Lock()

    def get(self, key: Hashable) -> Any:
        with self.lock:
            return self.items.get(key)  # a hit is the most recent again

    def put(self, key: Hashable, value: Any) -> None:
        with self.lock:
            self.items[key] = value

    def clear(self) -> None:
        with self.lock:
            self.items.clear()


# A game's ruleset never changes once frozen (house: running games keep theirs; no form edits
# the column), and is cached from its first read, by the game's start; a state is
# that of one version of one game: a version bump is a new key, so neither is ever stale.
_RULESETS = RecentCache(256)  # (game id, created_at) -> Ruleset


_BY_DIGEST = RecentCache(16)  # the database's MD5 of a frozen ruleset (Game.ruleset_md5) -> Ruleset


_STATES = RecentCache(512)  # (game id, created_at, version) -> State (never changed: apply copies)
# The decisions each state asks, by the state itself (`pending_of`): each entry holds its state,
# so an id is never another state's while the entry is kept.
_ASKED = RecentCache(512)  # id(state) -> (state, engine.pending(state))


# The rows that read a game leave these big columns out: the caches above answer for them.
HEAVY_COLUMNS = ("state", "ruleset")


def clear_read_caches() -> None:
    """Forget every parsed ruleset and state (tests; a process never needs it)."""
    _RULESETS.clear()
    _BY_DIGEST.clear()
    _STATES.clear()
    _ASKED.clear()
    _ruleset_for.cache_clear()
    _checked_ruleset.cache_clear()
    _NEW_GAME_RULESETS.clear()


def _after_commit(remember: Callable[[], None]) -> None:
    """Cache only what the database has committed: a write rolled back (a stale version, an
    Idempotency-Key taken meanwhile) leaves nothing behind that another version could meet."""
    transaction.on_commit(remember)


def frozen_digest() -> Coalesce:
    """The digest of a game's frozen ruleset, from the database: games frozen with the same
    ruleset share one parsed Ruleset without this process reading each one's column. Kept in
    `Game.ruleset_md5` on PostgreSQL (migration 0020's trigger); computed here where empty."""
    stored = NullIf(F("ruleset_md5"), Value(""))
    return Coalesce(stored, MD5(Cast("ruleset", TextField())), output_field=TextField())


def game_ruleset(game: Game, digest: str | None = None) -> Ruleset:
    """A game's ruleset, parsed once per process (a Ruleset is immutable: games frozen with the
    same one share it). A game read without its ruleset column asks the database for the
    column's digest (or is given it) and reads the column only for a ruleset new here."""
    key = (game.pk, game.created_at)
    ruleset = _RULESETS.get(key)
    if ruleset is not None:
        return ruleset
    if digest is None and "ruleset" in game.get_deferred_fields():
        digest = Game.objects.filter(pk=game.pk).values_list(frozen_digest(), flat=True).get()
    ruleset = _BY_DIGEST.get(digest) if digest else None
    if ruleset is None:
        data = json.dumps(game.ruleset, sort_keys=True)
        ruleset = _ruleset_for(hashlib.sha256(data.encode()).hexdigest(), data)
        if digest:
            _BY_DIGEST.put(digest, ruleset)
    if game.pk is not None:
        _RULESETS.put(key, ruleset)
    return ruleset


def game_state(game: Game) -> State:
    """The game's state at its version, parsed once per process and version. A game read with
    its `state` column left out (HEAVY_COLUMNS) reads it, as text decoded by msgspec in C, only
    when this process has not parsed this version yet. Callers never change the state they are
    given (the engine's `apply` works on a copy)."""
    key = (game.pk, game.created_at, game.version)
    state = _STATES.get(key)
    if state is not None:
        return state
    deferred = game.get_deferred_fields()
    if "state" in deferred:
        # One query for the state, and the frozen ruleset's digest when this process needs it.
        with_digest = "ruleset" in deferred and _RULESETS.get((game.pk, game.created_at)) is None
        columns = [Cast("state", TextField()), *([frozen_digest()] if with_digest else [])]
        row = Game.objects.filter(pk=game.pk).values_list(*columns).get()
        ruleset = game_ruleset(game, row[1] if with_digest else None)
        state = State.from_json_bytes(row[0].encode(), ruleset)
    else:
        assert game.state is not None  # a game that has started (has_started)
        state = State.from_json(game.state, game_ruleset(game))
    _after_commit(partial(_STATES.put, key, state))
    return state


def state_from_text(game: Game, text: str, digest: str, *, shared: bool = True) -> State:
    """`game_state` for a game read with its state as text and its frozen ruleset's digest
    (the sweep reads a batch of games so, in one query): parsed once per process and version.
    Not `shared`: parsed for the caller alone, neither taken from nor kept in the cache (the
    sweep changes it in place into the next version's: issue 28)."""
    if not shared:
        return State.from_json_bytes(text.encode(), game_ruleset(game, digest))
    key = (game.pk, game.created_at, game.version)
    state = _STATES.get(key)
    if state is None:
        state = State.from_json_bytes(text.encode(), game_ruleset(game, digest))
        _after_commit(partial(_STATES.put, key, state))
    return state


def pending_of(state: State) -> list[Decision]:
    """The decisions the game waits for in `state` (`engine.pending`), for the reads: computed
    once per state and process (issue 28: an action's answer asked for them again and again),
    or as the write path computed them for the state it saved (`remember_state`). A state given
    here is never changed (`apply` works on a copy; the sweep's own states, changed in place,
    are never given here), so they stay true. Callers only read the list."""
    known = _ASKED.get(id(state))
    if known is not None and known[0] is state:
        return known[1]
    asked = engine.pending(state)
    _ASKED.put(id(state), (state, asked))
    return asked


def remember_state(game: Game, state: State, asked: list[Decision] | None = None) -> None:
    """The state the write door made for the game's new version, kept once it commits; the
    decisions it asks (`asked`, as the write computed them) for `pending_of` at once (the
    answer to the action is read before the commit)."""
    if asked is not None:
        _ASKED.put(id(state), (state, asked))
    _after_commit(partial(_STATES.put, (game.pk, game.created_at, game.version), state))
