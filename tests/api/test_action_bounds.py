"""Bounded actions (issue 26): no value a client sends can poison a game.

Every field of every action kind (`ACTIONS`, so a new kind is covered at once) is tried at and
beyond its bounds (huge and negative integers, 10**30 and -1, long lists and texts, wrong
types, null): the decoder takes what fits and refuses the rest naming the field and its range;
through the API, into running games in several phases, every answer is a 2xx or a 4xx naming
the field (or the rule), and the game still acts, replays and round-trips after each."""

import msgspec
import pytest
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rest_framework.test import APIClient

from kingdom.models import Game
from kingdom.rules import engine
from kingdom.rules.actions import ACTIONS, MAX_FACE, MAX_GOLD, MAX_SEATS, Action
from kingdom.rules.bot import Bot
from kingdom.rules.dice import ServerDice
from kingdom.rules.errors import IllegalAction
from kingdom.rules.state import State
from kingdom.selectors import game_ruleset
from kingdom.services import game_check_replay, game_state

from .tables import started_table
from .test_alliances import to_first_movement, two_at_war  # noqa: F401 (a fixture)
from .test_games import act, client_for

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "action",
    [
        {"kind": "propose_deal", "to_seat": 1, "for_gold": 10**30},
        {"kind": "propose_deal", "to_seat": 1, "gold": 10**30},
    ],
)
def test_a_fortune_in_gold_is_refused_and_the_game_plays_on(two_at_war, action):  # noqa: F811
    game_id, ann, bors = two_at_war
    version = Game.objects.get(pk=game_id).version
    refused = act(ann, game_id, action)
    assert refused.status_code == 400, refused.content
    assert Game.objects.get(pk=game_id).version == version
    fair = act(ann, game_id, {"kind": "propose_deal", "to_seat": 1, "for_gold": 5})
    assert fair.status_code == 200, fair.content
    assert game_check_replay(game=Game.objects.get(pk=game_id))


# -- the bounds in the OpenAPI document -----------------------------------------------------------
def unbounded(schema, where, components):
    """The places under `schema` where an integer has no minimum or maximum, a text no
    maxLength (an enum is bounded by its values), or a list no maxItems."""
    if "$ref" in schema:
        return unbounded(components[schema["$ref"].rsplit("/", 1)[1]], where, components)
    if "anyOf" in schema or "oneOf" in schema:
        options = schema.get("anyOf", schema.get("oneOf"))
        return [p for option in options for p in unbounded(option, where, components)]
    kind = schema.get("type")
    if isinstance(kind, list):  # OpenAPI 3.1's nullable: ["integer", "null"]
        (kind,) = [k for k in kind if k != "null"]
    if "enum" in schema or "const" in schema or kind in ("boolean", "null"):
        return []
    if kind == "integer":
        return [] if "minimum" in schema and "maximum" in schema else [where]
    if kind == "string":
        return [] if "maxLength" in schema else [where]
    if kind == "array":
        found = [] if "maxItems" in schema else [where]
        return found + unbounded(schema.get("items", {}), f"{where}[]", components)
    if kind == "object":
        return [
            p
            for name, field in schema.get("properties", {}).items()
            for p in unbounded(field, f"{where}.{name}", components)
        ]
    return [where]  # a type this test does not know is no bounded one


def test_every_field_an_action_request_sends_is_bounded_in_the_schema():
    """Every integer, text and list of every action kind (`ACTIONS`: a new kind or field
    without bounds fails here) and of the request around it (`faces`, `seat`,
    `expected_version`) shows its bounds in the OpenAPI document."""
    schema = APIClient().get("/api/schema/?format=json").json()
    components = schema["components"]["schemas"]
    problems = []
    for kind in ACTIONS:
        posted = components[f"PostedAction_{kind}"]
        assert posted["properties"]["kind"]["enum"] == [kind]
        problems += unbounded(posted, kind, components)
    request = components["ActionRequestRequest"]  # the request's own (COMPONENT_SPLIT_REQUEST)
    assert {"action", "faces", "seat", "expected_version"} <= set(request["properties"])
    problems += unbounded(
        {
            **request,
            "properties": {k: v for k, v in request["properties"].items() if k != "action"},
        },
        "request",
        components,
    )
    assert problems == []
    faces = components["PostedAction_pick_numbers"]["properties"]["numbers"]
    assert (faces["maxItems"], faces["items"]["minimum"], faces["items"]["maximum"]) == (
        MAX_FACE,
        1,
        MAX_FACE,
    )
    for_gold = components["PostedAction_propose_deal"]["properties"]["for_gold"]
    assert (for_gold["minimum"], for_gold["maximum"]) == (0, MAX_GOLD)


# -- values at and beyond every bound -------------------------------------------------------------
MI = msgspec.inspect
WRONG = [None, "1", 1.5, True, [1], {"a": 1}]  # null and wrong types, for any field
ITEM = {MI.StrType: "F01", MI.IntType: 1}  # a short item that fits, to fill a list


def fits(value, kind: MI.Type) -> bool:
    """Whether `value` is one `kind` (msgspec's type, with its bounds) takes."""
    if isinstance(kind, MI.UnionType):
        return any(fits(value, option) for option in kind.types)
    if isinstance(kind, MI.NoneType):
        return value is None
    if isinstance(kind, MI.BoolType):
        return isinstance(value, bool)
    if isinstance(kind, MI.IntType):
        return type(value) is int and kind.ge <= value <= kind.le
    if isinstance(kind, MI.StrType):
        return isinstance(value, str) and len(value) <= kind.max_length
    if isinstance(kind, MI.VarTupleType):
        return (
            isinstance(value, list)
            and len(value) <= kind.max_length
            and all(fits(item, kind.item_type) for item in value)
        )
    raise AssertionError(f"a field type this test does not know: {kind}")


def hostile(kind: MI.Type) -> list:
    """Values at and just beyond the bounds of `kind`, far beyond them, and of wrong types."""
    if isinstance(kind, MI.UnionType):
        (kind,) = [option for option in kind.types if not isinstance(option, MI.NoneType)]
    if isinstance(kind, MI.IntType):
        low, high = kind.ge, kind.le
        return [low, high, low - 1, high + 1, -1, 10**30, -(10**30), 2**63, 2**64, *WRONG]
    if isinstance(kind, MI.StrType):
        most = kind.max_length
        return ["", "K14", "x" * most, "x" * (most + 1), "é" * 100_000, 7, *WRONG]
    if isinstance(kind, MI.VarTupleType):
        most, item = kind.max_length, ITEM[type(kind.item_type)]
        inner = [[value] for value in hostile(kind.item_type)]
        return [[], [item], [item] * most, [item] * (most + 1), *inner, "F01", *WRONG]
    return [True, False, 0, 1, "true", *WRONG[:1], *WRONG[2:]]  # a bool


def cases() -> list[tuple[str, str | None, object]]:
    """(kind, field, value) for every field of every action kind; (kind, None, None): the kind
    alone, for kinds without fields too; a field no kind has; kinds that are none."""
    found: list[tuple[str, str | None, object]] = []
    for kind, cls in ACTIONS.items():
        found.append((kind, None, None))
        found.append((kind, "colour", "red"))
        for field in msgspec.inspect.type_info(cls).fields:
            if field.name != "seat":  # the server's to set
                found += [(kind, field.name, value) for value in hostile(field.type)]
    found += [(value, "kind", value) for value in ["fly", "", "x" * 10_000, 7, None, ["move"]]]
    return found


CASES = cases()
FIELDS = {
    kind: {f.name: f.type for f in msgspec.inspect.type_info(cls).fields}
    for kind, cls in ACTIONS.items()
}


def body(kind, field, value) -> dict:
    action = {"kind": kind} if field != "kind" else {"kind": value}
    if field not in (None, "kind"):
        action[field] = value
    return action


def test_the_decoder_takes_what_fits_and_refuses_the_rest_naming_the_field():
    """Every case, exhaustively, against the action's declared bounds (no game needed)."""
    wrong = []
    for kind, field, value in CASES:
        data = {**body(kind, field, value), "seat": 0}
        beyond = field in ("kind", "colour") or (field and not fits(value, FIELDS[kind][field]))
        try:
            action = Action.from_dict(data)
        except IllegalAction as refused:
            named = refused.code == "bad_action" and str(field) in refused.detail
            if not beyond or not named:
                wrong.append((kind, field, repr(value)[:40], refused.detail))
            continue
        if beyond or (field and action.to_dict()[field] != value):
            wrong.append((kind, field, repr(value)[:40], "taken"))
    assert wrong == []
    assert len(CASES) > 20 * len(ACTIONS)  # every kind, every field, every value


# -- through the API, into running games ----------------------------------------------------------
PHASES = [
    "choosing",
    "bidding",
    "moving",
    "answering",
    "rolling at a table",
    "battling",
    "purchasing",
    "over",
    "questing or jousting",
]
QUESTS = {"quest", "answer_riddle", "judge_riddle", "leave_site", "joust_reply", "joust_pick"}
#: The phases reached by bots playing on until the state shows them (`reach`).
PLAYED_TO = {
    "battling": lambda game, state: state.battle is not None,
    "purchasing": lambda game, state: "purchase" in {d.kind for d in engine.pending(state)},
    "over": lambda game, state: game.status == Game.Status.FINISHED,
    "questing or jousting": lambda game, state: bool(
        QUESTS & {d.kind for d in engine.pending(state)}
    ),
}


def pending_kinds(game_id) -> set[str]:
    return {d.kind for d in engine.pending(game_state(Game.objects.get(pk=game_id)))}


def play_on(game_id, clients) -> bool:
    """The game's next decision, as a bot would answer it, listed by legal-actions and
    accepted through the API (False: the game waits for no one). At a physical table the host
    (seat 0) enters it, for its seat."""
    game = Game.objects.get(pk=game_id)
    state = game_state(game)
    decisions = [d for d in engine.pending(state) if d.seat is not None]
    if not decisions:
        return False
    seat = decisions[0].seat
    table = game.mode == Game.Mode.TABLE
    api = clients[0] if table else clients[seat]
    listed = api.get(f"/api/games/{game_id}/legal-actions/" + (f"?seat={seat}" if table else ""))
    assert listed.status_code == 200, listed.content
    action = Bot(f"bounds:{game.version}").choose(state, seat).to_dict()
    action = {k: v for k, v in action.items() if k != "seat"}
    played = act(api, game_id, action, **({"seat": seat} if table else {}))
    assert played.status_code == 200, played.content
    return True


def reach(phase: str):
    """A started two-seat game (ann in seat 0, bors in seat 1) in `phase`."""
    if phase == "rolling at a table":  # ann hosts; the faces rolled are typed in (`faces`)
        game_id, ann, bors = started_table()
        clients = {0: ann, 1: bors}
        for _ in range(80):
            if "roll" in pending_kinds(game_id):
                return game_id, clients
            play_on(game_id, clients)
        raise AssertionError("no die to roll at the table")
    ann, bors = client_for("ann")[0], client_for("bors")[0]
    short = {"round_limit": 1} if phase == "over" else {}
    game_id = ann.post(
        "/api/games/", {"name": "Badon", "seats": 2, "order": "seating", **short}, format="json"
    ).json()["id"]
    assert bors.post(f"/api/games/{game_id}/join/").status_code == 201
    game = Game.objects.get(pk=game_id)  # the same dice at every run: the bots come to the
    game.dice_seed = f"bounds {phase}"  # phase played to (a battle) within the same steps
    game.dice_commitment = ServerDice.commitment(game.dice_seed)
    game.save()
    assert ann.post(f"/api/games/{game_id}/start/").status_code == 200
    clients = {0: ann, 1: bors}
    if phase == "bidding":
        for _ in range(50):
            if "bid" in pending_kinds(game_id):
                break
            play_on(game_id, clients)
        assert "bid" in pending_kinds(game_id)
    if phase in ("moving", "answering"):
        to_first_movement(game_id, [ann, bors])
    if phase in PLAYED_TO:
        reached = PLAYED_TO[phase]
        for _ in range(600):
            game = Game.objects.get(pk=game_id)
            if reached(game, game_state(game)) or not play_on(game_id, clients):
                break
        game = Game.objects.get(pk=game_id)
        assert reached(game, game_state(game)), f"the bots never came to {phase}"
    if phase == "answering":  # bors has a deal and an alliance to answer, ann her movement
        deal = {"kind": "propose_deal", "to_seat": 1, "for_gold": 5, "promise": "a feast"}
        assert act(ann, game_id, deal).status_code == 200
        assert act(ann, game_id, {"kind": "propose_alliance", "to_seat": 1}).status_code == 200
        assert {"deal_reply", "alliance_reply"} <= pending_kinds(game_id)
    return game_id, clients


LISTED = 6  # listed actions a seat, each mutated in every field


def listed_mutants(game_id) -> list[tuple[int, str, dict]]:
    """(seat, field, body): each of the first actions `legal_actions` lists for a seat the game
    waits for, with one field at and beyond its bounds — values the engine itself sees when
    they fit, in the very action the phase expects (a case above rarely is one)."""
    state = game_state(Game.objects.get(pk=game_id))
    found = []
    for seat in sorted({d.seat for d in engine.pending(state) if d.seat is not None}):
        for action in engine.legal_actions(state, seat)[:LISTED]:
            data = {k: v for k, v in action.to_dict().items() if k != "seat"}
            for field, kind in FIELDS[data["kind"]].items():
                if field != "seat":
                    found += [(seat, field, {**data, field: v}) for v in hostile(kind)]
    return found


def names_it(answer, field) -> bool:
    """A refusal names the field (its name in the message) or the rule it breaks."""
    payload = answer.json()
    message = payload["message"]
    named = field is not None and field in message
    return (
        named or bool(payload.get("rule")) or (field == "expected_version" and "version" in message)
    )


REQUEST = {  # the fields of the request around the action (ActionRequestSerializer)
    "seat": [0, MAX_SEATS - 1, MAX_SEATS, -1, 10**30, "0", 1.5],
    "expected_version": [0, 2**31 - 1, 2**31, -1, 10**30, "1"],
    "faces": [[1], [MAX_FACE], [0], [MAX_FACE + 1], [10**30], [1] * 200, [1] * 201, "6", [None]],
}
REQUEST_CASES = [(name, value) for name, values in REQUEST.items() for value in values]


@pytest.mark.timeout(120)
@pytest.mark.parametrize("phase", PHASES)
def test_no_value_through_the_api_breaks_a_running_game(phase):
    game_id, clients = reach(phase)
    game = Game.objects.get(pk=game_id)
    ruleset = game_ruleset(game)
    table = game.mode == Game.Mode.TABLE
    mutants = listed_mutants(game_id)
    assert mutants or phase == "over", f"nothing listed in {phase}"

    @settings(
        max_examples=16,  # a phase: the decoder test above tries every case
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(
        case=st.sampled_from(CASES),
        request=st.none() | st.sampled_from(REQUEST_CASES),
        poster=st.sampled_from([0, 1]),
        mutant=st.none() | st.sampled_from(mutants or [None]),
    )
    def posted(case, request, poster, mutant):
        kind, field, value = case
        sent = body(kind, field, value)
        extra = {request[0]: request[1]} if request else {}
        if mutant is not None:  # a listed action, one field beyond: by its seat (at a table
            seat, field, sent = mutant  # the host enters it for that seat)
            poster, request = (0, None) if table else (seat, None)
            extra = {"seat": seat} if table else {}
        # Rolled back, the next example starts from the same game; the read caches keep only
        # what commits (selectors.states._after_commit), so nothing of a rolled-back version stays.
        with transaction.atomic():
            answer = act(clients[poster], game_id, sent, **extra)
            status = answer.status_code
            assert 200 <= status < 300 or 400 <= status < 500, answer.content
            over = phase == "over" and answer.json().get("code") == "not_active"
            if status >= 400 and not over:  # (a finished game says so, before any field)
                assert names_it(answer, request[0] if request else field), answer.content
            play_on(game_id, clients)  # the game still acts
            game = Game.objects.get(pk=game_id)
            assert game_check_replay(game=game)
            back = State.from_json(game.state, ruleset)  # the stored state round-trips
            assert back.copy().to_json() == game.state
            transaction.set_rollback(True)

    posted()
