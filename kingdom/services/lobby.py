"""Creating, joining and starting a game: `game_create` (a web game, or a physical table's named
seats), `game_join`, `game_invite_bot` (a bot account by name, issue 31), `game_start` (rule 4)."""

from __future__ import annotations

import re
from typing import Any

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from kingdom import selectors
from kingdom.deadlines import (
    DEADLINE_RANGE,
    DEFAULT_AUTOPILOT_AFTER,
    DEFAULT_HOURS,
    DEFAULT_LEAVE_DAYS,
    MAX_AUTOPILOT_AFTER,
    MAX_DEADLINE_HOURS,
    MAX_LEAVE_DAYS,
    MIN_DEADLINE_HOURS,
)
from kingdom.errors import Conflict, Forbidden, IllegalMove, ServiceError
from kingdom.models import Author, Game, Profile, Seat
from kingdom.models.game import SEAT_NAME_LENGTH, new_invite_code
from kingdom.readings import with_readings
from kingdom.rules import engine
from kingdom.rules.bots import DEFAULT_LEVEL, LEVELS
from kingdom.rules.decisions import Clock
from kingdom.rules.dice import ServerDice
from kingdom.rules.errors import IllegalAction
from kingdom.rules.ruleset import Ruleset
from kingdom.rules.state import Mode, Order, Settings
from kingdom.selectors import game_ruleset
from kingdom.services.absence import _claim, _take_over
from kingdom.services.bots import _chosen_at_table, _play_bots
from kingdom.services.reading import _dice, _locked, _settings
from kingdom.services.saving import Write, _save

INVITE_CODE = re.compile(r"[A-Za-z0-9_-]{1,32}")  # secrets.token_urlsafe's alphabet


# A bot account's seats come from a host's invitation by name only (issue 31): never by a
# join (a link, a code) nor by hosting, so it never holds a human's seat by accident.
BOT_SEATED_BY_NAME = (
    "a bot account takes a seat only when a host invites it by name "
    "(POST /api/games/{id}/invite-bot/): it neither joins nor hosts a game"
)


def game_create(
    *,
    host: User,
    name: str,
    mode: str = Game.Mode.SERVER,
    seats: int | None = None,
    bots: int = 0,
    bot_levels: list[str] | None = None,
    order: str = Order.ROLL,
    auction_order: list[str] | None = None,
    round_limit: int | None = None,
    listed: bool = True,
    turn_hours: float | None = DEFAULT_HOURS[Clock.TURN],
    reply_hours: float | None = DEFAULT_HOURS[Clock.REPLY],
    leave_days: float = DEFAULT_LEAVE_DAYS,
    autopilot_after: int | None = DEFAULT_AUTOPILOT_AFTER,
    players: list[dict[str, Any]] | None = None,
    readings: list[dict[str, Any]] | None = None,
) -> Game:
    """A new game, open for players; the host takes the first seat, bots the last ones, each
    at its level in `bot_levels` (`sound` when not given; docs/bots.md), `seats` None:
    selectors.default_seats. An unlisted game is joined with its invitation code only.

    A physical table's `players` (each a `name`, and the `challenger` chosen at the table or
    none) are its seats, with no account: the host takes the first and enters every seat's
    decisions; the others can be claimed later with their claim codes. Such a game is unlisted,
    its seats all taken, and it has no clock (nothing at a table runs on one). Its host may
    give his own `readings` of the battle-table cells reconstructed from the illegible print
    (kingdom.readings, issue 34): the game freezes them in its ruleset."""
    if Profile.objects.filter(user=host, bot_account=True).exists():
        raise Forbidden(BOT_SEATED_BY_NAME, code="bot_account")
    ruleset = selectors.new_game_ruleset()
    if readings and players is None:
        raise ServiceError(
            "only the host of a physical table reads the reconstructed cells off his own print",
            code="bad_readings",
        )
    ruleset = with_readings(ruleset, readings or [])
    d = ruleset.defaults
    if players is not None:
        named = _table_players(ruleset, mode, players, bots)
        seats, listed = len(named), False
        turn_hours = reply_hours = autopilot_after = None
    elif seats is None:
        seats = selectors.default_seats(ruleset)
    if not d.min_players <= seats <= d.max_players:
        raise ServiceError(
            f"a game needs {d.min_players}–{d.max_players} seats, not {seats}",
            code="bad_seats",
            rule=ruleset.rule("min_players" if seats < d.min_players else "max_players"),
        )
    if not 0 <= bots < seats:
        raise ServiceError(f"bots fill 0 to {seats - 1} seats, not {bots}", code="bad_bots")
    levels = list(bot_levels) if bot_levels is not None else [DEFAULT_LEVEL] * bots
    if len(levels) != bots or any(level not in LEVELS for level in levels):
        raise ServiceError(
            f"bot_levels names one level ({', '.join(LEVELS)}) for each of the {bots} bots, "
            f"not {levels}",
            code="bad_bot_levels",
        )
    if mode not in Game.Mode.values:
        raise ServiceError(f"mode must be one of {Game.Mode.values}", code="bad_mode")
    unknown = [k for k in auction_order or [] if k not in ruleset.challenger_keys]
    if unknown:
        raise ServiceError(
            f"auction order names unknown challengers {unknown}",
            code="bad_settings",
            rule="rule 5 i",
        )
    if round_limit is not None and round_limit < 1:
        raise ServiceError(
            "the round limit must be at least 1", code="bad_settings", rule="rule 38"
        )
    settings = Settings(
        order=Order(order), auction_order=tuple(auction_order or ()), round_limit=round_limit
    )
    for setting, hours in (("turn_hours", turn_hours), ("reply_hours", reply_hours)):
        if hours is not None and not MIN_DEADLINE_HOURS <= hours <= MAX_DEADLINE_HOURS:
            raise ServiceError(f"{setting} is {hours:g}: {DEADLINE_RANGE}", code="bad_settings")
    if not 0 <= leave_days <= MAX_LEAVE_DAYS:
        raise ServiceError(f"the leave allowance is 0–{MAX_LEAVE_DAYS} days", code="bad_settings")
    if autopilot_after is not None and not 1 <= autopilot_after <= MAX_AUTOPILOT_AFTER:
        raise ServiceError(
            f"autopilot comes after 1–{MAX_AUTOPILOT_AFTER} missed deadlines, or never (null)",
            code="bad_settings",
        )
    deadlines = (
        None
        if turn_hours is None and reply_hours is None
        else {
            "turn": turn_hours,
            "reply": reply_hours,
        }
    )
    seed = ServerDice.new_seed()
    game = Game.objects.create(
        name=name[:100] or "Kingdom",
        host=host,
        mode=mode,
        seats_wanted=seats,
        listed=listed,
        settings={
            "order": settings.order.value,
            "auction_order": list(settings.auction_order),
            "round_limit": round_limit,
            "deadlines": deadlines,
            "leave_days": leave_days,
            "autopilot_after": autopilot_after,
            **(_preset_challengers(named) if players is not None else {}),
        },
        ruleset=ruleset.source,
        dice_seed=seed,
        dice_commitment=ServerDice.commitment(seed),
    )
    if players is not None:
        Seat.objects.bulk_create(
            Seat(
                game=game,
                index=i,
                user=host if i == 0 else None,
                name=p["name"],
                claim_code="" if i == 0 else new_invite_code(),
            )
            for i, p in enumerate(named)
        )
        return game
    Seat.objects.bulk_create(
        [
            Seat(game=game, index=0, user=host, name=host.get_username()),
            *(
                Seat(
                    game=game,
                    index=seats - bots + n,
                    name=f"Bot {n + 1}",
                    is_bot=True,
                    bot_level=levels[n],
                )
                for n in range(bots)
            ),
        ]
    )
    return game


def _table_players(
    ruleset: Ruleset, mode: str, players: list[dict[str, Any]], bots: int
) -> list[dict[str, Any]]:
    """A physical table's named seats, checked: as many as the ruleset allows (house 26,
    rule 3 i), each name given once, each challenger the ruleset's and chosen once (rule 4 v)."""
    d = ruleset.defaults
    if mode != Game.Mode.TABLE:
        raise ServiceError("named seats are for a game at a table (mode table)", code="bad_mode")
    if bots:
        raise ServiceError("a table's seats are its players: no bots", code="bad_bots")
    if not d.min_players <= len(players) <= d.max_players:
        raise ServiceError(
            f"a table seats {d.min_players}–{d.max_players} players, not {len(players)}",
            code="bad_seats",
            rule=ruleset.rule("min_players" if len(players) < d.min_players else "max_players"),
        )
    named: list[dict[str, Any]] = [
        {"name": " ".join(str(p.get("name") or "").split()), "challenger": p.get("challenger")}
        for p in players
    ]
    names = [p["name"].casefold() for p in named]
    blank = [i + 1 for i, n in enumerate(names) if not n]
    if blank:
        raise ServiceError(f"player {blank[0]} has no name", code="bad_players")
    long = [p["name"] for p in named if len(p["name"]) > SEAT_NAME_LENGTH]
    if long:
        raise ServiceError(
            f"a player's name is at most {SEAT_NAME_LENGTH} characters: {long[0][:20]!r}…",
            code="bad_players",
        )
    twice = sorted({p["name"] for p, n in zip(named, names, strict=True) if names.count(n) > 1})
    if twice:
        raise ServiceError(f"two players are named {twice[0]!r}", code="bad_players")
    chosen = [p["challenger"] for p in named if p["challenger"]]
    unknown = [c for c in chosen if c not in ruleset.challenger_keys]
    if unknown:
        raise ServiceError(
            f"there is no Royal Challenger {unknown[0]!r}", code="bad_players", rule="rule 4 v"
        )
    doubled = sorted({c for c in chosen if chosen.count(c) > 1})
    if doubled:
        raise ServiceError(
            f"two players chose {doubled[0]!r}: each Royal Challenger has one player",
            code="bad_players",
            rule="rule 4 v",
        )
    return named


def _preset_challengers(named: list[dict[str, Any]]) -> dict[str, Any]:
    """The challengers chosen at the table, by seat, for the game's settings."""
    chosen = {str(i): p["challenger"] for i, p in enumerate(named) if p["challenger"]}
    return {"table_challengers": chosen} if chosen else {}


@transaction.atomic
def game_join(*, game_id: int, user: User, code: str | None = None) -> Seat:
    """Take the lowest free seat of an open game (an unlisted one needs its invitation), or
    the seat the host offers with a replacement invitation (`code`), even in a running game."""
    game = _locked(game_id)
    if Profile.objects.filter(user=user, bot_account=True).exists():
        raise Forbidden(BOT_SEATED_BY_NAME, code="bot_account")
    if code is not None and not INVITE_CODE.fullmatch(code):
        code = None  # not a code this server ever made: no invitation
    offered = Seat.objects.filter(game=game, invite_code=code).first() if code else None
    if offered is not None:
        return _take_over(game, offered, user)
    named = Seat.objects.filter(game=game, claim_code=code).first() if code else None
    if named is not None:
        return _claim(game, named, user)
    if not game.listed and code != game.invite_code:
        raise Forbidden(
            "this game is joined by invitation: ask its host for the link", code="invitation"
        )
    if game.status != Game.Status.OPEN:
        raise Conflict("the game has started: no seat is free", code="game_started")
    taken = {s.index: s for s in game.seats.all()}
    if any(s.user_id == user.pk for s in taken.values()):
        raise Conflict("you already have a seat in this game", code="already_seated")
    free = [i for i in range(game.seats_wanted) if i not in taken]
    if not free:
        raise Conflict("every seat is taken", code="game_full")
    return Seat.objects.create(game=game, index=free[0], user=user, name=user.get_username())


@transaction.atomic
def game_invite_bot(*, game_id: int, user: User, name: str) -> Seat:
    """The host seats a bot account (issue 31, docs/bot-authors.md) by its name (any case) in
    the lowest free seat of his open game; its program then plays it with its own token. The
    game's row and the bot's profile are locked, so the bot's owner cannot unmark it meanwhile
    (`accounts.account_set_bot` locks the same profile)."""
    game = _locked(game_id)
    if game.host_id != user.pk:
        raise Forbidden("only the host invites a bot to his game", code="not_host")
    if game.status != Game.Status.OPEN:
        raise Conflict("the game has started: no seat is free", code="game_started")
    name = " ".join(name.split())
    profile = (
        Profile.objects.select_for_update(of=("self",))
        .select_related("user")
        .filter(user__username__iexact=name)
        .first()
    )
    if profile is None and not _any_account_named(name):
        raise ServiceError(f"there is no account named {name!r}", code="no_such_account")
    if profile is None or not profile.bot_account:
        raise ServiceError(
            f"{name!r} is not a bot account: a person joins by the game's link (its owner marks "
            "a bot account in his settings)",
            code="not_a_bot",
        )
    bot = profile.user
    taken = {s.index: s for s in game.seats.all()}
    if any(s.user_id == bot.pk for s in taken.values()):
        raise Conflict(
            f"{bot.get_username()} already has a seat in this game", code="already_seated"
        )
    free = [i for i in range(game.seats_wanted) if i not in taken]
    if not free:
        raise Conflict("every seat is taken", code="game_full")
    return Seat.objects.create(
        game=game, index=free[0], user=bot, name=bot.get_username(), bot_account=True
    )


def _any_account_named(name: str) -> bool:
    return User.objects.filter(username__iexact=name).exists()


@transaction.atomic
def game_start(*, game_id: int, user: User) -> Game:
    """The host starts the game once every seat is filled (rule 4)."""
    game = _locked(game_id, digest=True)
    if game.host_id != user.pk:
        raise Forbidden("only the host starts the game", code="not_host")
    if game.status != Game.Status.OPEN:
        raise Conflict("the game has already started", code="game_started")
    seats = list(game.seats.select_related("user", "user__profile").order_by("index"))
    if len(seats) != game.seats_wanted:
        raise Conflict(
            f"{len(seats)} of {game.seats_wanted} seats are taken", code="seats_free", rule="rule 5"
        )
    ruleset = game_ruleset(game, game.ruleset_digest)  # type: ignore[attr-defined]  # _locked's
    settings = _settings(game)
    dice = _dice(game, faces=None)
    try:
        state, events = engine.start_game(
            ruleset,
            [s.name for s in seats],
            mode=Mode(game.mode),
            settings=settings,
            dice=dice,
            dice_commitment=game.dice_commitment,
        )
    except IllegalAction as error:
        raise IllegalMove(error.detail, rule=error.rule) from None
    game.status = Game.Status.ACTIVE
    game.started_at = timezone.now()
    # written with the bots' answers (`_save`): one statement for the whole log
    write = Write(game, seats, log=[(None, (0, events, {}, Author.GAME, game.started_at))])
    write.reached(state)
    _chosen_at_table(write)
    _play_bots(write)
    _save(write, started=True)
    return game
