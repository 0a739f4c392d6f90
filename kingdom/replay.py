"""Issue 30: what happened in a game, step by step, as one seat may see it — since his last
visit, over any range of the log, or the whole of a finished game (docs/replay.md).

The log is replayed by the engine (`engine.replaying`) and each state it passes through is read
by the engine's own `view(state, seat)`, the one filter of secrets: a step shows what that view
shows (pieces, standards, alliances, sieges, the record card's figures) and the events the log
shows that seat (`selectors.game_events`). Nothing here filters a secret by itself.

A seat's timeline is built once per process for each length of the log (`Game.event_count`:
the log only grows, and an undo or a revert adds an event too), so the stepper and the banner
ask it again at no cost until the game moves on."""

from __future__ import annotations

import logging
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from typing import Any

from kingdom import notify, selectors
from kingdom.errors import Conflict
from kingdom.models import Game, GameAction, GameEvent, Profile, SeatVisit
from kingdom.notify import game_url, local_text
from kingdom.rules import engine
from kingdom.rules.actions import Action
from kingdom.rules.events import Event, GameStarted
from kingdom.rules.ruleset import Ruleset
from kingdom.rules.state import Mode, Order, Settings
from kingdom.selectors.states import _after_commit

log = logging.getLogger(__name__)

# The figures of a Royal Challenger's Record Card a step may change (rule 4 vi), as the view
# gives them; `cards`: how many fortune cards he holds (their faces are his alone).
# The set-up's rules that hand out each challenger's starting holdings (rules 4 v and 5 iv): a
# summary tells them in one line, not square by square.
SETUP_RULES = ("rule 4 ", "rule 5 ")
FIGURES = ("gold", "chivalry", "endurance", "tax_due", "cost_of_allegiance", "cards")


@dataclass
class Step:
    """One action of the log as a seat saw it: its visible events, what changed on the board
    and on the record cards, and where to look (the nodes changed, the paths moved, the battles
    fought)."""

    version: int
    at: datetime | None
    seat: int | None
    author: str
    kind: str
    events: list[dict[str, Any]]
    changes: dict[str, Any]
    figures: list[dict[str, Any]]
    squares: list[str]
    paths: list[list[str]]
    battles: list[str]


@dataclass
class Timeline:
    """A seat's whole replay: the frame after the start, and each step after it (an action
    that showed the seat nothing and changed nothing it sees is left out)."""

    frames: dict[int, dict[str, Any]]  # version -> frame (kept for every version)
    steps: list[Step] = field(default_factory=list)


_TIMELINES = selectors.RecentCache(64)  # (game, created_at, event_count, seat, every) -> Timeline


def clear_cache() -> None:
    _TIMELINES.clear()


# -- a frame: what the view shows of the board and the record cards --------------------------------
def frame_of(view: dict[str, Any]) -> dict[str, Any]:
    """The part of a seat's view (`engine.view`) a replay draws: standards, alliances, sieges,
    the mystic sites' tokens, and each player's pieces and record card figures."""
    return {
        "control": dict(view["control"]),
        "alliances": [list(pair) for pair in view["alliances"]],
        "sieges": dict(view["sieges"]),
        "tokens": dict(view["tokens"]),
        "players": {p["seat"]: _player(p) for p in view["players"]},
    }


def _player(p: dict[str, Any]) -> dict[str, Any]:
    hand = p["hand"]
    return {
        "seat": p["seat"],
        "challenger": p["challenger"],
        "challenger_at": p["challenger_at"],
        "prisoner_of": p["prisoner_of"],
        "eliminated": p["eliminated"],
        "stacks": {
            node: {"knights": s["knights"], "footsoldiers": s["footsoldiers"]}
            for node, s in p["stacks"].items()
            if s["knights"] + s["footsoldiers"]
        },
        "gold": p["gold"],
        "chivalry": p["chivalry"],
        "endurance": p["endurance"],
        "tax_due": p["tax_due"],
        "cost_of_allegiance": p["cost_of_allegiance"],
        "cards": hand["count"] if isinstance(hand, dict) else len(hand),
    }


def _pieces(player: dict[str, Any] | None) -> dict[str, tuple]:
    """What a player has on each node: (knights, footsoldiers, his Royal Challenger there);
    nothing once he is out (his pieces leave the board)."""
    if player is None or player["eliminated"]:
        return {}
    found = {node: (s["knights"], s["footsoldiers"], False) for node, s in player["stacks"].items()}
    if player["challenger_at"]:
        knights, footsoldiers, _ = found.get(player["challenger_at"], (0, 0, False))
        found[player["challenger_at"]] = (knights, footsoldiers, True)
    return found


def changed_nodes(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    """The nodes whose pieces or whose holder differ between two frames, in board order: where
    any player's pieces differ, and where the standard does."""
    nodes = set()
    pa, pb = before["players"], after["players"]
    for seat in pa.keys() | pb.keys():
        if pa.get(seat) is pb.get(seat):
            continue  # the same part of both frames (`_shared`)
        a, b = _pieces(pa.get(seat)), _pieces(pb.get(seat))
        nodes |= {n for n in a.keys() | b.keys() if a.get(n) != b.get(n)}
    ca, cb = before["control"], after["control"]
    if ca is not cb:
        nodes |= {sq for sq in ca.keys() | cb.keys() if ca.get(sq) != cb.get(sq)}
    return sorted(nodes)


def frame_changes(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """What the client applies to `before` to draw `after`: the standards that changed (null:
    taken down), each player changed (whole), and the alliances, sieges and tokens when they
    changed."""
    changes: dict[str, Any] = {}
    ca, cb = before["control"], after["control"]
    control = (
        {}
        if ca is cb
        else {sq: cb.get(sq) for sq in ca.keys() | cb.keys() if ca.get(sq) != cb.get(sq)}
    )
    if control:
        changes["control"] = control
    old = before["players"]
    players = {s: p for s, p in after["players"].items() if old.get(s) is not p and old.get(s) != p}
    if players:
        changes["players"] = players
    for part in ("alliances", "sieges", "tokens"):
        if before[part] != after[part]:
            changes[part] = after[part]
    return changes


def figure_changes(before: dict[str, Any], after: dict[str, Any]) -> list[dict[str, Any]]:
    """The record card figures a step changed: seat, figure, before, after."""
    found = []
    for seat, p in after["players"].items():
        old = before["players"].get(seat, {})
        if old is p:
            continue
        for name in FIGURES:
            if old.get(name) != p[name]:
                found.append(
                    {"seat": seat, "figure": name, "before": old.get(name), "after": p[name]}
                )
    return found


# -- building a seat's timeline --------------------------------------------------------------------
def _log(
    game: Game, ruleset: Ruleset
) -> tuple[list[Event], list[tuple[GameAction, Action, list[Event]]]]:
    """The start's events and each action that counts with its events: the replay's input, as
    `services.game_replay` reads it (two queries)."""
    by_version: dict[int, list[Event]] = {}
    rows = GameEvent.objects.filter(game=game, engine=True, undone=False).order_by("sequence")
    for version, data in rows.values_list("version", "data"):
        by_version.setdefault(version, []).append(Event.from_dict(data))
    actions = game.actions.filter(undone=False).order_by("version")
    log = [(a, Action.from_log(a.data), by_version.get(a.version, [])) for a in actions]
    return by_version.get(0, []), log


def _views(game: Game, seat: int | None, also: tuple[int, ...]):
    """The seat's view of the game after its start and after each action: (action row or None,
    frame)."""
    ruleset = selectors.game_ruleset(game)
    start_events, log = _log(game, ruleset)
    names = next((list(e.seats) for e in start_events if isinstance(e, GameStarted)), None)
    states = engine.replaying(
        ruleset,
        names or [s.name for s in game.seats.order_by("index")],
        mode=Mode(game.mode),
        settings=_settings(game),
        start_events=start_events,
        log=[(action, events) for _, action, events in log],
        dice_commitment=game.dice_commitment,
    )
    rows = [None, *(row for row, _, _ in log)]
    for row, state in zip(rows, states, strict=True):
        yield row, frame_of(engine.view(state, seat, also=also, decisions=[]))


def _settings(game: Game) -> Settings:
    """The engine's settings of the game, as the write door gives them
    (services.reading._settings)."""
    s = game.settings
    return Settings(
        order=Order(s.get("order", "roll")),
        auction_order=tuple(s.get("auction_order") or ()),
        round_limit=s.get("round_limit"),
    )


class NotReplayable(Conflict):
    """A game whose log does not replay to its state (a position written into the database
    by hand, as staff or a test may): it plays on, but has no step-by-step replay (409)."""


def timeline(*, game: Game, seat: int | None, every_seat: bool = False) -> Timeline:
    """The seat's replay of the whole log (`every_seat`: the host of a physical table, who sees
    every seat as its player does), built once per process and length of the log."""
    key = (game.pk, game.created_at, game.event_count, seat, every_seat)
    found = _TIMELINES.get(key)
    if found is not None:
        return found
    also = tuple(s.index for s in game.seats.all()) if every_seat else ()
    shown: dict[int, list[dict[str, Any]]] = {}
    for e in selectors.game_events(game=game, seat=seat, limit=10**7, every_seat=every_seat):
        if e.engine:
            line = {
                "sequence": e.sequence,
                "version": e.version,
                "at": e.created_at,
                "author": e.author,
            }
            shown.setdefault(e.version, []).append({**line, **e.data})
    try:
        built = build_timeline(_views(game, seat, also), shown)
    except Exception as mismatch:  # the log gives another game, or none at all
        log.warning("game %s: its log does not replay", game.pk, exc_info=True)
        raise NotReplayable(
            f"this game's log does not replay to the game as it stands ({mismatch}): a "
            "position set by hand, not through the game; its replay cannot be shown",
            code="not_replayable",
        ) from mismatch
    _after_commit(partial(_TIMELINES.put, key, built))  # what the database holds
    return built


def build_timeline(views, shown: dict[int, list[dict[str, Any]]]) -> Timeline:
    """A timeline from the seat's view of each step ((action row or None for the start, its
    frame), in order) and the events its log shows it, by version."""
    built = Timeline(frames={})
    before: dict[str, Any] | None = None
    for row, seen in views:
        frame = _shared(before, seen)
        version = 0 if row is None else row.version
        built.frames[version] = frame
        events = shown.get(version, [])
        changes = frame_changes(before, frame) if before is not None else {}
        if events or changes or row is None:
            built.steps.append(_step(row, version, events, before or frame, frame, changes))
        before = frame
    return built


def _shared(before: dict[str, Any] | None, frame: dict[str, Any]) -> dict[str, Any]:
    """`frame`, holding the previous frame's own parts wherever they are equal: a timeline of
    hundreds of frames keeps each unchanged part once."""
    if before is None:
        return frame
    for part in ("control", "alliances", "sieges", "tokens"):
        if frame[part] == before[part]:
            frame[part] = before[part]
    players = frame["players"]
    for seat, player in players.items():
        if before["players"].get(seat) == player:
            players[seat] = before["players"][seat]
    return frame


def _step(row, version, events, before, after, changes) -> Step:
    return Step(
        version=version,
        at=row.created_at if row is not None else (events[0]["at"] if events else None),
        seat=row.seat if row is not None else None,
        author=row.author if row is not None else "game",
        kind=row.kind if row is not None else "start",
        events=events,
        changes=changes,
        figures=figure_changes(before, after),
        squares=changed_nodes(before, after),
        paths=[list(e["path"]) for e in events if e["type"] == "pieces_moved"],
        battles=sorted({e["node"] for e in events if e["type"] == "battle_started"}),
    )


# -- a range of it, and its summary in words -------------------------------------------------------
@dataclass
class Replay:
    """The steps of a range of the log (versions after `after`, up to `upto`), the frame before
    them, and what the range changed in all: its summary in words and the map's marks."""

    after: int
    upto: int
    start: dict[str, Any]
    steps: list[Step]
    summary: list[dict[str, Any]]
    squares: list[str]
    paths: list[list[str]]
    battles: list[str]


def replay_range(
    *, game: Game, seat: int | None, after: int, upto: int, every_seat: bool = False
) -> Replay:
    """The steps of versions after `after` up to `upto` (both within the game's; `after` -1:
    from the start of the game, its set-up included), as `seat` may see them."""
    line = timeline(game=game, seat=seat, every_seat=every_seat)
    upto = min(upto, game.version)
    after = max(min(after, upto), -1)
    start = _frame_at(line, max(after, 0))
    end = _frame_at(line, upto)
    steps = [s for s in line.steps if after < s.version <= upto]
    names = {s.index: s.name for s in game.seats.all()}
    return Replay(
        after=after,
        upto=upto,
        start=start,
        steps=steps,
        summary=summary_lines(
            [e for s in steps for e in s.events], names, selectors.game_ruleset(game)
        ),
        squares=changed_nodes(start, end),
        paths=[p for s in steps for p in s.paths],
        battles=sorted({b for s in steps for b in s.battles}),
    )


def _frame_at(line: Timeline, version: int) -> dict[str, Any]:
    """The frame at `version` (the last one at or before it)."""
    known = [v for v in line.frames if v <= version]
    return line.frames[max(known)] if known else line.frames[min(line.frames)]


def summary_lines(events: list[dict], names: dict[int, str], ruleset: Ruleset) -> list[dict]:
    """What a range of steps did, in words with names from the game, each with its rule: the
    moves and battles counted, then each castle or village taken, each alliance made or ended,
    each challenger captured or freed, each player out, the grail found, the end."""
    name = lambda seat: names.get(seat, f"seat {seat}") if seat is not None else "nobody"  # noqa: E731
    counts = Counter(e["type"] for e in events)
    lines: list[dict[str, Any]] = []
    if counts["pieces_moved"]:
        lines.append(_line(_count(counts["pieces_moved"], "move"), "rule 9", "moves"))
    battles = [e for e in events if e["type"] == "battle_started"]
    sieges = sum(1 for e in battles if e["table"] == 3)
    if battles:
        text = _count(len(battles), "battle")
        if sieges:
            text += f" ({_count(sieges, 'siege')})"
        lines.append(_line(text, "rule 14", "battles"))
    board = ruleset.board
    villages: dict[int, list[str]] = {}
    setup_rules: list[str] = []
    for e in events:
        kind = e["type"]
        if kind == "control_changed" and e["seat"] is not None:
            castle, village = board.castle_at(e["square"]), board.village_at(e["square"])
            if e["rule"].startswith(SETUP_RULES):
                setup_rules += [e["rule"]] if e["rule"] not in setup_rules else []
            elif castle is not None:
                what = f"{castle.name} ({e['square']}) taken by {name(e['seat'])}"
                if e["previous"] is not None:
                    what += f" from {name(e['previous'])}"
                lines.append(_line(what, e["rule"], "holder", e["square"]))
            elif village is not None:
                held = villages.setdefault(e["seat"], [])
                held += [village.name] if village.name not in held else []
        elif kind == "alliance_formed":
            pair = f"{name(e['proposer'])}–{name(e['seat'])}"
            lines.append(_line(f"an alliance {pair}", e["rule"], "alliance"))
        elif kind == "alliance_ended":
            pair = f"{name(e['seat'])}–{name(e['ally'])}"
            lines.append(_line(f"the alliance {pair} ended", e["rule"], "alliance"))
        elif kind == "challenger_captured":
            text = f"{name(e['seat'])}’s Royal Challenger captured by {name(e['captor'])}"
            lines.append(_line(text, e["rule"], "capture", e["node"]))
        elif kind == "challenger_released":
            lines.append(
                _line(f"{name(e['seat'])}’s Royal Challenger released", e["rule"], "capture")
            )
        elif kind == "player_eliminated":
            lines.append(_line(f"{name(e['seat'])} out of the game", e["rule"], "out"))
        elif kind == "token_turned" and e["grail"]:
            text = f"the Holy Grail found by {name(e['seat'])} at {e['site']}"
            lines.append(_line(text, e["rule"], "grail", e["site"]))
        elif kind == "tournament_won":
            lines.append(_line(f"a tournament won by {name(e['seat'])}", e["rule"], "tournament"))
        elif kind == "game_ended":
            who = name(e["winner"]) if e["winner"] is not None else "nobody"
            lines.append(_line(f"the game ended: {who} won", e["rule"], "end"))
    for seat, held in villages.items():
        text = f"{_count(len(held), 'village')} taken by {name(seat)} ({', '.join(held)})"
        lines.append(_line(text, "rule 20", "holder"))
    for rule in setup_rules:
        lines.insert(0, _line("the starting holdings given out", rule, "setup"))
    return lines


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _line(text: str, rule: str, kind: str, where: str | None = None) -> dict[str, Any]:
    return {"text": text, "rule": rule, "kind": kind, "where": where}


def summary_text(summary: list[dict[str, Any]]) -> str:
    """The summary in one sentence: "14 moves, 2 battles, Carlisle (F3) taken by Bors"."""
    return ", ".join(line["text"] for line in summary)


# -- since the last visit --------------------------------------------------------------------------
def visit_of(*, game: Game, seat: int) -> SeatVisit | None:
    """The seat's last visit (None: never marked)."""
    return SeatVisit.objects.filter(game=game, seat=seat).first()


def since_text(visit: SeatVisit | None, profile: Profile | None) -> str | None:
    """When the last visit was, in the player's own time zone."""
    return local_text(visit.at, profile) if visit is not None else None


def since_summary(*, game: Game, seat: int) -> dict[str, Any] | None:
    """What happened since the seat's last visit, in words, without replaying the game: the
    summary of the events its log shows it after the version of its visit (for a mail: the
    daily digest, "your move"), and the link's query that opens the page's stepper at the
    first of them. None: never marked, or nothing new. Three queries: the visit, the log, the
    seats (the ruleset is the game's, parsed once per process)."""
    visit = visit_of(game=game, seat=seat)
    if visit is None or visit.version >= game.version:
        return None
    events = [
        {"sequence": e.sequence, **e.data}
        for e in selectors.game_events(game=game, seat=seat, limit=10**7)
        if e.engine and e.version > visit.version
    ]
    if not events:
        return None
    names = {s.index: s.name for s in game.seats.all()}
    lines = summary_lines(events, names, selectors.game_ruleset(game))
    return {
        "since": visit.at,
        "lines": lines,
        "text": summary_text(lines),
        "first_sequence": events[0]["sequence"],
        "query": f"?replay={visit.version}",
    }


def mail_summary(game: Game, seat: int, profile: Profile | None) -> dict[str, Any] | None:
    """`since_summary` for a mail (issue 30 item 4): since when in the reader's own time, the
    summary in words, and the link that opens the page's stepper at the first unseen event."""
    since = since_summary(game=game, seat=seat)
    if since is None:
        return None
    return {
        "since": local_text(since["since"], profile),
        "text": since["text"],
        "url": game_url(game.pk) + since["query"],
    }


# The outbox asks it as it writes a digest, sends a turn's mail.
notify.hooks.since_summary = mail_summary
