"""The bots' answers, in the transaction that made the decision theirs (`_play_bots`), the
challengers chosen at a table entered for their seats (`_chosen_at_table`), and the expert bot's
thought-over decision applied by the worker (`game_play_expert`, docs/bots.md)."""

from __future__ import annotations

from collections.abc import Callable

from django.db import transaction
from django.dispatch import Signal

from kingdom.models import Author, Game, Seat
from kingdom.rules import engine
from kingdom.rules.actions import Action
from kingdom.rules.bots import EXPERT, bot_for
from kingdom.rules.bots.expert import ExpertBot
from kingdom.rules.state import Mode, State
from kingdom.selectors import game_state, pending_of
from kingdom.services.reading import _dice, _locked
from kingdom.services.saving import Before, Write, _record, _save

# Bots answer at once, within the same transaction, up to this many actions; in the sweep's
# batches (many games in one transaction) up to `clock.SWEEP_BOT_ACTIONS` a game. A bot's decision
# left at the limit is due at once (deadlines.deadline_for): the next sweep carries on.
MAX_BOT_ACTIONS = 2000


# An expert bot's decision that needs thought is never taken in a request or the sweep: it is
# announced (after the commit, by kingdom.tasks) to the worker's `kingdom.play_expert` task,
# which thinks outside any lock and then applies it (`game_play_expert`, docs/bots.md).
expert_waiting = Signal()


def _chosen_at_table(write: Write) -> None:
    """The Royal Challengers chosen at the table when the game was created are entered for
    their seats as soon as their choice is asked (rule 4 v); one another seat took meanwhile is
    left to the host to choose again. Like a bot's answer, such a choice is no entry of its own
    (author `game`): an undo takes it back with the entry that led to it, and that entry,
    entered again, brings it back. From the write's state on (`Write.reached`), as each step."""
    game = write.game
    chosen = game.settings.get("table_challengers") or {}
    if not chosen:
        return
    dice = _dice(game, None)
    for _ in range(len(chosen)):
        state, asked = write.made, write.asked
        due = [
            d
            for d in asked
            if d.kind == "choose_challenger" and chosen.get(str(d.seat)) in d.detail["options"]
        ]
        if not due:
            break
        action = Action.from_dict(
            {
                "kind": "choose_challenger",
                "challenger": chosen[str(due[0].seat)],
                "seat": due[0].seat,
            }
        )
        new_state, events = engine.apply(state, action, dice, decisions=asked)
        _record(write, Before.of(state, asked), action, events, user=game.host, author=Author.GAME)
        write.reached(new_state)


def _play_bots(write: Write, limit: int | None = None) -> None:
    """Bots, and seats on autopilot, answer their decisions at once, in the transaction that
    made the decision theirs (so exactly once), through the same engine; each bot action is
    logged like a player's, with no user, by `bot` (a bot's seat) or `autopilot`. At most
    `limit` actions (MAX_BOT_ACTIONS): what the bots still owe then is due at once. From the
    write's state on (`Write.reached`), each bot's action moving it on."""
    game, seats = write.game, write.seats
    bots = {s.index: Author.BOT if s.is_bot else Author.AUTOPILOT for s in seats if s.played_by_bot}
    if not bots:
        return
    seed = f"{game.pk}:{game.version}"  # reproducible from the log: the version it starts at
    players = {s.index: bot_for(s.bot_level, seed) for s in seats if s.index in bots}
    dice = _dice(game, None)
    for _ in range(limit or MAX_BOT_ACTIONS):
        state, asked = write.made, write.asked
        waiting = [d.seat for d in asked if d.seat is not None and d.seat in bots]
        if not waiting or (state.mode == Mode.TABLE and asked[0].kind == "roll"):
            return
        seat, player = waiting[0], players[waiting[0]]
        if isinstance(player, ExpertBot):
            action = player.answer_at_once(state, seat)
            if action is None:  # it needs thought: the worker's task (expert_waiting)
                expert_waiting.send(sender=Game, game_id=game.pk)
                return
        else:
            action = player.choose(state, seat)
        assert action is not None  # a bot has an action for a seat that is asked
        new_state, events = engine.apply(state, action, dice, decisions=asked)
        _record(write, Before.of(state, asked), action, events, user=None, author=bots[seat])
        write.reached(new_state)


def game_play_expert(*, game_id: int, out_of_time: Callable[[], bool] | None = None) -> bool:
    """The decision an expert bot's seat is asked, thought over (issue 33) and applied, with
    the bots' answers after it. The thinking reads the game unlocked and takes no lock (it
    takes the ruleset's `expert_milliseconds`; the sweep and players go on meanwhile); its
    action is then applied under the lock if the game has not moved since, like any bot's
    (author `bot`). False when no expert is asked, or the game moved on (whatever moved it
    asked its bots again)."""
    game = Game.objects.filter(pk=game_id, status=Game.Status.ACTIVE).first()
    if game is None:
        return False
    seats = list(game.seats.all())
    state = game_state(game)
    seat = _expert_asked(state, seats)
    if seat is None:
        return False
    bot = bot_for(EXPERT, f"{game.pk}:{game.version}", out_of_time=out_of_time)
    action = bot.choose(state, seat)
    if action is None:
        return False
    with transaction.atomic():
        locked = _locked(game_id)
        if locked.version != game.version or locked.status != Game.Status.ACTIVE:
            return False
        write = Write(locked, list(locked.seats.select_related("user")))
        asked = pending_of(state)
        new_state, events = engine.apply(state, action, _dice(locked, None), decisions=asked)
        _record(write, Before.of(state, asked), action, events, user=None, author=Author.BOT)
        write.reached(new_state)
        _play_bots(write)
        _save(write)
    return True


def _expert_asked(state: State, seats: list[Seat]) -> int | None:
    """The expert bot's seat the bots would answer for next (as `_play_bots` picks it)."""
    bots = {s.index: s for s in seats if s.played_by_bot}
    asked = pending_of(state)
    waiting = [d.seat for d in asked if d.seat in bots]
    if not waiting or (state.mode == Mode.TABLE and asked[0].kind == "roll"):
        return None
    first = bots[waiting[0]]
    return first.index if first.bot_level == EXPERT else None
