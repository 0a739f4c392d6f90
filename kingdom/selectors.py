"""Read paths: what a user may see of a game, with a bounded number of queries."""

from __future__ import annotations

import hashlib
import json
import secrets
from functools import lru_cache

from django.db.models import Q, prefetch_related_objects
from django.utils import timezone

from kingdom import notify
from kingdom.deadlines import leave_allowance
from kingdom.errors import Forbidden, IllegalMove, NotFound
from kingdom.models import Game, GameEvent, LedgerPosting, Profile, RecordEntry, Seat
from kingdom.rules import engine
from kingdom.rules.actions import Move
from kingdom.rules.errors import IllegalAction
from kingdom.rules.movement import Group, reachable
from kingdom.rules.odds import BattleOdds
from kingdom.rules.odds import battle_odds as odds_of_battle
from kingdom.rules.ruleset import Ruleset
from kingdom.rules.state import State
from kingdom.rules.turns import cards_for_move


# -- the frozen ruleset and the state of a game (read by the services too) ------------------------
@lru_cache(maxsize=64)
def _ruleset_for(digest: str, data: str) -> Ruleset:
    return Ruleset.from_dict(json.loads(data))


def game_ruleset(game: Game) -> Ruleset:
    """A game's ruleset, parsed once per process for all the games frozen with the same one
    (a Ruleset is immutable, so games may share it)."""
    data = json.dumps(game.ruleset, sort_keys=True)
    return _ruleset_for(hashlib.sha256(data.encode()).hexdigest(), data)


def game_state(game: Game) -> State:
    return State.from_json(game.state, game_ruleset(game))


def profile_of(*, user) -> Profile | None:
    """The user's notification settings and time zone (None: anonymous or never set)."""
    if not user.is_authenticated:
        return None
    return Profile.objects.filter(user=user).first()


def game_get(*, game_id: int) -> Game:
    if not 0 < game_id < 2**63:  # beyond the database's integers: no such game either
        raise NotFound(f"no game {game_id}")
    try:
        return Game.objects.select_related("host").get(pk=game_id)
    except Game.DoesNotExist:
        raise NotFound(f"no game {game_id}") from None


def game_for(*, game_id: int, user, code: str | None = None) -> Game:
    """A game the user may see. A listed game is everyone's to watch; an unlisted one only its
    seats' (the host's among them), staff's, and an invitation holder's: `code` is the game's
    invitation or a seat's replacement invitation. Anyone else is told there is no such game."""
    game = game_get(game_id=game_id)
    if game.listed:
        return game
    prefetch_related_objects([game], "seats")  # seat_of() reads these without a new query
    seats = game.seats.all()
    if user.is_authenticated and (user.is_staff or any(s.user_id == user.pk for s in seats)):
        return game
    if isinstance(code, str) and code:
        codes = [game.invite_code, *(s.invite_code for s in seats if s.invite_code)]
        if any(secrets.compare_digest(code.encode(), c.encode()) for c in codes):
            return game
    raise NotFound(f"no game {game_id}")


def seat_of(*, game: Game, user) -> int | None:
    """The user's seat in the game, or None for a spectator."""
    if not user.is_authenticated:
        return None
    for seat in game.seats.all():
        if seat.user_id == user.pk:
            return seat.index
    return None


def require_seat(*, game: Game, user) -> int:
    seat = seat_of(game=game, user=user)
    if seat is None:
        raise NotFound(f"no game {game.pk} of yours")
    return seat


def seat_entered_by_host(*, game: Game, user, seat: int) -> int:
    """At a physical table the host enters every seat's decisions: he may ask for theirs."""
    if game.mode != Game.Mode.TABLE or game.host_id != user.pk:
        raise Forbidden(f"seat {seat} is not yours", code="not_your_seat")
    if not any(s.index == seat for s in game.seats.all()):
        raise NotFound(f"no seat {seat} in this game")
    return seat


def game_games_for(*, user):
    """The user's games and the open ones."""
    return (
        Game.objects.filter(Q(seats__user=user) | Q(status=Game.Status.OPEN, listed=True))
        .distinct()
        .select_related("host")
        .prefetch_related("seats")
    )


def game_view(*, game: Game, seat: int | None, profile: Profile | None = None) -> dict:
    """What `seat` may see (the engine's `view` is the only filter of secrets); deadlines also
    in the viewer's own time zone (his `profile`)."""
    seats = list(game.seats.select_related("user"))
    hosting = seat is not None and any(s.index == seat and s.user_id == game.host_id for s in seats)
    data = {
        "id": game.pk,
        "name": game.name,
        "mode": game.mode,
        "status": game.status,
        "version": game.version,
        "host": game.host.get_username(),
        "seats": [
            {
                "index": s.index,
                "name": s.name,
                "bot": s.is_bot,
                "user": s.user.get_username() if s.user else None,
                **seat_absence(s, own=s.index == seat),
                # The host may show his replacement invitation again; nobody else sees it.
                **({"replacement_code": s.invite_code} if s.invite_code and hosting else {}),
            }
            for s in seats
        ],
        "paused_at": game.paused_at.isoformat() if game.paused_at else None,
        "seats_wanted": game.seats_wanted,
        "settings": game.settings,
        "your_seat": seat,
        "dice_commitment": game.dice_commitment,
        "dice_seed": game.dice_seed if game.status == Game.Status.FINISHED else None,
        "listed": game.listed,
        "invitation": (
            f"/api/games/{game.pk}/join/?code={game.invite_code}" if seat is not None else None
        ),
        "state": None,
    }
    if game.state is not None:
        data["state"] = engine.view(game_state(game), seat)
    data["deadlines"] = [_deadline(d, game, profile) for d in game.pending.all()]
    return data


def _deadline(d, game: Game, profile: Profile | None) -> dict:
    """A pending decision's deadline; while the game is paused none runs: `paused`, and the
    time it will have left when the game resumes, instead of a moment that will move."""
    line = {"seat": d.seat, "kind": d.kind}
    if game.status == Game.Status.PAUSED:
        left = (d.deadline - game.paused_at).total_seconds() if d.deadline else None
        return {**line, "paused": True, "deadline": None, "deadline_local": None, "left": left}
    return {
        **line,
        "paused": False,
        "deadline": d.deadline.isoformat() if d.deadline else None,
        "deadline_local": notify.local_text(d.deadline, profile),
    }


def seat_absence(seat: Seat, *, own: bool = True) -> dict:
    """A seat's absence as everyone sees it (on leave until, on autopilot, deadlines missed);
    the seat's own player also sees what is left of his leave."""
    now = timezone.now()
    data = {
        "autopilot": seat.autopilot,
        "missed_deadlines": seat.missed_deadlines,
        "on_leave_until": seat.leave_until.isoformat() if seat.on_leave(now) else None,
        "replacement_offered": bool(seat.invite_code),
    }
    if own:
        left = leave_allowance(seat.game) - seat.leave_used
        data["leave_days_left"] = round(left.total_seconds() / 86400, 2)
    return data


def game_events(
    *, game: Game, seat: int | None, after: int = 0, limit: int = 200
) -> list[GameEvent]:
    """The log as `seat` may see it: public events and those naming his seat."""
    visible = Q(public=True)
    if seat is not None:
        visible |= Q(seats__contains=f"|{seat}|")
    return list(
        GameEvent.objects.filter(visible, game=game, sequence__gt=after).order_by("sequence")[
            :limit
        ]
    )


def game_ledger(*, game: Game, seat: int) -> list[LedgerPosting]:
    """A seat's own postings (the ledger of his purse)."""
    return list(
        LedgerPosting.objects.filter(Q(payer=seat) | Q(payee=seat), game=game)
        .select_related("event")
        .order_by("event__sequence")
    )


PUBLIC_FIELDS = {
    RecordEntry.Field.CHALLENGER,
    RecordEntry.Field.TAX_DUE,
    RecordEntry.Field.COST_OF_ALLEGIANCE,
    RecordEntry.Field.CHIVALRY,
    RecordEntry.Field.ENDURANCE,
    RecordEntry.Field.BATTLE_SCORE,
    RecordEntry.Field.HOLDINGS,
}


def record_cards(*, game: Game, seat: int | None) -> list[dict]:
    """Each Royal Challenger's Record Card: the current values and every entry with the event
    that wrote it. Gold is public (house rule: the coins lie on the table, as the game view
    shows them): every card shows its seat's gold; the ledger's postings stay the seat's own."""
    state = game_state(game) if game.state else None
    entries = (
        RecordEntry.objects.filter(game=game)
        .select_related("event")
        .order_by("seat", "event__sequence")
    )
    by_seat: dict[int, list[dict]] = {}
    for entry in entries:
        by_seat.setdefault(entry.seat, []).append(
            {
                "field": entry.field,
                "value": entry.value,
                "rule": entry.rule,
                "event": entry.event.sequence,
                "at": entry.event.created_at,
                "author": entry.event.author,
            }
        )
    cards = []
    seats = list(Seat.objects.filter(game=game).order_by("index"))
    for s in seats:
        card = {"seat": s.index, "name": s.name, "entries": by_seat.get(s.index, [])}
        if state is not None:
            p = state.player(s.index)
            rs = game_ruleset(game)
            board = rs.board
            held = state.controlled(s.index)
            card.update(
                challenger=p.challenger,
                challenger_at=p.challenger_at,  # a prisoner's: his captor's castle (rule 21 iii a)
                prisoner_of=p.prisoner_of,
                villages=[sq for sq in held if board.village_at(sq)],
                castles=[sq for sq in held if board.castle_at(sq)],
                tax_due=state.tax_due(s.index),
                cost_of_allegiance=[
                    {"challenger": a.challenger, "cost": a.cost} for a in p.allegiances
                ],
                chivalry=p.chivalry,
                endurance=p.endurance,
                gold=p.gold,
                coins=coins(p.gold, rs.coins),
                eliminated=p.eliminated,
            )
        cards.append(card)
    return cards


def coins(gold: int, denominations: tuple[int, ...]) -> dict[str, int]:
    """Gold as the fewest coins of the box's denominations (rule 4 iii), for the table."""
    result = {}
    for coin in sorted(denominations, reverse=True):
        count, gold = divmod(gold, coin)
        if count:
            result[str(coin)] = count
    return result


# -- planning aids: what the pieces could do (the engine's answers for the game's ruleset) ---------
def reachable_squares(
    *,
    game: Game,
    seat: int,
    origin: str,
    knights: int,
    footsoldiers: int,
    challenger: bool,
    free_move: bool = False,
) -> tuple[dict[str, tuple[str, ...]], int]:
    """Every square or river side the pieces at `origin` can reach this move, each with its
    path (rule 9), and how many free-move cards the move spends (rule 10: one for each piece
    that has already moved; asked with `free_move`, or refused with the rule that forbids it)."""
    state = game_state(game)
    if not state.rs.board.is_node(origin):
        raise IllegalMove(f"{origin!r} is not a land square or river side", rule="rule 9")
    group = Group(knights, footsoldiers, challenger)
    if group.empty:
        raise IllegalMove("name the knights, footsoldiers or challenger that move", rule="rule 9")
    cards = 0
    if free_move:
        planned = Move(
            seat=seat,
            origin=origin,
            destination=origin,
            knights=knights,
            footsoldiers=footsoldiers,
            challenger=challenger,
            free_move=True,
        )
        try:
            cards = len(cards_for_move(state, planned))
        except IllegalAction as refused:
            raise IllegalMove(refused.detail, rule=refused.rule) from None
    return reachable(state, seat, origin, group), cards


def battle_odds(
    *,
    game: Game,
    attacker_knights: int,
    attacker_footsoldiers: int,
    defender_knights: int,
    defender_footsoldiers: int,
    holder: str | None = None,
    attacker_cards: int = 0,
    defender_cards: int = 0,
    attacker_guardian: bool = False,
    defender_guardian: bool = False,
    attacker_ally_knights: int = 0,
    attacker_ally_footsoldiers: int = 0,
    defender_ally_knights: int = 0,
    defender_ally_footsoldiers: int = 0,
) -> BattleOdds:
    """The exact odds of a planned battle under the game's frozen ruleset (its tables, dice and
    wages): a siege of a defended castle or village on table 3 (rules 18, 20), table 1
    otherwise (rule 14 iii) — the engine's own choice (`combat.first_table`); an ally's pieces
    fight on either side (rule 33)."""
    rs = game_ruleset(game)
    return odds_of_battle(
        rs.tables,
        (attacker_knights, attacker_footsoldiers),
        (defender_knights, defender_footsoldiers),
        holder=holder,
        attacker_cards=attacker_cards,
        defender_cards=defender_cards,
        attacker_guardian=attacker_guardian,
        defender_guardian=defender_guardian,
        red_faces=rs.defaults.red_die_faces,
        blue_faces=rs.defaults.blue_die_faces,
        knight_wage=rs.defaults.knight_wage,
        footsoldier_wage=rs.defaults.footsoldier_wage,
        attacker_ally=(attacker_ally_knights, attacker_ally_footsoldiers),
        defender_ally=(defender_ally_knights, defender_ally_footsoldiers),
    )
