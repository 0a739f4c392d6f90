"""The engine's JSON in the OpenAPI document: component schemas generated from the msgspec structs
of `kingdom.rules` (actions, events, state) and the odds, never hand-written copies of them.

`engine_components()` is what drf-spectacular's postprocessing hook (`add_engine_components`)
adds to `components.schemas`; fields of the response serializers point at them with `$ref`
(`ActionField`, `EventField`, `StateViewField`, `OddsField`). `Action` and `Event` are `oneOf`
with a discriminator (`kind`, `type`). `StateView` is `State` as `engine.view` shows it to a
seat: the secrets it removes are gone, the packs and others' hands are counts, sealed bids and
picks are "sealed", and each player carries `tax_due` and `cost_of_allegiance`.
"""

import copy
import functools
import typing
from typing import Any

import msgspec
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from kingdom.rules.actions import ACTIONS
from kingdom.rules.decisions import SPECS, DecisionSpec
from kingdom.rules.events import Event
from kingdom.rules.forecast import KINDS as FORECASTS
from kingdom.rules.odds import BattleOdds
from kingdom.rules.state import State

REF = "#/components/schemas/{name}"


def ref(name: str) -> dict[str, str]:
    return {"$ref": REF.format(name=name)}


def _subclasses(cls: type[Any]) -> list[type]:
    found: list[type] = []
    for sub in cls.__subclasses__():
        found.append(sub)
        found.extend(_subclasses(sub))
    return found


def _tagged(union: dict[str, Any], field: str) -> dict[str, Any]:
    """msgspec's `anyOf` of tagged structs as a `oneOf` with a discriminator on `field`."""
    return {
        "oneOf": union["anyOf"],
        "discriminator": {"propertyName": field, "mapping": union["discriminator"]["mapping"]},
    }


def _plain_tuples(schema: Any) -> Any:
    """msgspec's fixed-length tuples of one type (`prefixItems`, `items: false`) as arrays of
    that type and length: the same values, in words every OpenAPI tool reads (schemathesis
    turns `prefixItems` into the older `items: [...]`, which 2020-12 validators refuse)."""
    if isinstance(schema, list):
        return [_plain_tuples(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    schema = {k: _plain_tuples(v) for k, v in schema.items()}
    prefix = schema.get("prefixItems")
    if prefix and all(item == prefix[0] for item in prefix):
        schema.pop("prefixItems")
        schema["items"] = prefix[0]
    return schema


def _count() -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {"count": {"type": "integer"}},
        "required": ["count"],
    }


def _or_sealed(schema: dict[str, Any]) -> dict[str, Any]:
    return {"anyOf": [schema, {"type": "string", "const": "sealed"}]}


def _state_view(components: dict[str, Any]) -> None:
    """`StateView`, `PlayerView` and the sealed variants, from `State` as `engine.view` edits it."""
    view = copy.deepcopy(components["State"])
    view["title"] = "StateView"
    props = view["properties"]
    for secret in ("grail_site", "draws_made"):
        props.pop(secret)
    for pack in ("fortune_pack", "guardian_pack", "riddle_pack"):
        props[pack] = _count()
    props["players"]["items"] = ref("PlayerView")
    props["setup"] = ref("SetupView")
    props["joust"] = {"anyOf": [ref("JoustView"), {"type": "null"}]}
    props["deal"] = {"anyOf": [ref("DealView"), {"type": "null"}]}
    props["battle"] = {"anyOf": [ref("BattleView"), {"type": "null"}]}
    props["pending"] = {"type": "array", "items": ref("PendingDecision")}
    view["required"] = [*view["required"], "pending"]
    components["StateView"] = view

    player = copy.deepcopy(components["Player"])
    player["title"] = "PlayerView"
    pp = player["properties"]
    pp["hand"] = {"anyOf": [pp["hand"], _count()], "description": "others': a count"}
    riddle = {
        "type": "object",
        "properties": {
            "card": {"type": "string"},
            "answers": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["card", "answers"],
    }
    pp["known_riddles"] = {"anyOf": [{"type": "array", "items": riddle}, _count()]}
    pp["tax_due"] = {"type": "integer"}
    pp["cost_of_allegiance"] = {"type": "integer"}
    player["required"] = [*player.get("required", []), "tax_due", "cost_of_allegiance"]
    components["PlayerView"] = player

    _sealed(components, "Setup", "SetupView", "auction", nullable=ref("AuctionView"))
    _sealed(components, "AuctionState", "AuctionView", "bids")
    _sealed(components, "Joust", "JoustView", "picks")
    _sealed(components, "Battle", "BattleView", "cards")
    deal = copy.deepcopy(components["Deal"])
    deal["title"] = "DealView"
    deal["properties"]["cards"] = {
        "anyOf": [deal["properties"]["cards"], {"type": "integer"}],
        "description": "a third seat sees how many",
    }
    components["DealView"] = deal


def _sealed(
    components: dict[str, Any],
    name: str,
    view_name: str,
    field: str,
    nullable: dict[str, str] | None = None,
) -> None:
    """`view_name`: `name` with `field`'s values "sealed" for other seats (or, with `nullable`,
    `field` pointing at another view)."""
    schema = copy.deepcopy(components[name])
    schema["title"] = view_name
    prop = schema["properties"][field]
    if nullable is not None:
        schema["properties"][field] = {"anyOf": [nullable, {"type": "null"}], "default": None}
    else:
        prop["additionalProperties"] = _or_sealed(prop["additionalProperties"])
    components[view_name] = schema


@functools.cache
def engine_components() -> dict[str, Any]:
    """Every component schema of the engine's JSON, keyed by name."""
    actions: Any = typing.Union[tuple(ACTIONS.values())]  # noqa: UP007 (a runtime union of classes)
    events: Any = typing.Union[tuple(_subclasses(Event))]  # noqa: UP007
    (action, event, _state, _odds, *_forecasts), components = msgspec.json.schema_components(
        [actions, events, State, BattleOdds, *FORECASTS.values()], ref_template=REF
    )
    components = _plain_tuples(components)
    components = _renamed(components)
    action, event = _renamed(action), _renamed(event)
    components["Action"] = _tagged(action, "kind")
    components.update(_action_requests(components, action["discriminator"]["mapping"]))
    components["Event"] = _tagged(event, "type")
    _state_view(components)
    components["Error"] = ERROR
    components.update(_decisions())
    components.update(SERVICE_EVENTS)
    components.update(logged_components(components))
    return _titled(components)


# Two structs of one name (`Roll`, the action and the die the game waits for) are named by
# msgspec with their module paths; a generator makes a Python or TypeScript name of each
# component, so each gets a plain name here (issue 31). Any other path is refused.
RENAMED = {"kingdom.rules.actions.Roll": "Roll", "kingdom.rules.state.Roll": "AwaitedRoll"}


def _renamed(schema: Any) -> Any:
    """`schema` with the components of `RENAMED` (keys and `$ref`s) under their plain names."""
    if isinstance(schema, list):
        return [_renamed(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    renamed = {RENAMED.get(k, k): _renamed(v) for k, v in schema.items()}
    target = renamed.get("$ref")
    if isinstance(target, str):
        name = target.rsplit("/", 1)[1]
        renamed["$ref"] = REF.format(name=RENAMED.get(name, name))
    if isinstance(renamed.get("mapping"), dict):
        renamed["mapping"] = _renamed_refs(renamed["mapping"])
    return renamed


def _renamed_refs(mapping: dict[str, str]) -> dict[str, str]:
    return {
        k: REF.format(name=RENAMED.get(v.rsplit("/", 1)[1], v.rsplit("/", 1)[1]))
        for k, v in mapping.items()
    }


def _titled(components: dict[str, Any]) -> dict[str, Any]:
    """Each component titled by its own name: generators name their classes after a `title`,
    and msgspec's titles (a struct's class name) were shared by an action and its posted form
    (`Move`, `PostedAction_move`). A decision's label moves to the head of its description."""
    for name, schema in components.items():
        if "." in name:
            raise ValueError(f"component {name!r} is named by a module path: add it to RENAMED")
        title = schema.get("title")
        if title and title != name and name.startswith("Decision_"):
            schema["description"] = f"{title}. {schema.get('description', '')}".strip()
        schema["title"] = name
    return components


def _action_requests(components: dict[str, Any], mapping: dict[str, str]) -> dict[str, Any]:
    """`PostedAction`: the action a client sends (`POST …/actions/`), a `oneOf` by `kind`:
    each of `Action`'s variants without its `seat`, which the server sets (the caller's own, or
    at a physical table the body's `seat`)."""
    variants = {}
    for kind, target in mapping.items():
        schema = copy.deepcopy(components[target.rsplit("/", 1)[1]])
        schema["properties"].pop("seat", None)
        schema["required"] = [name for name in schema.get("required", []) if name != "seat"]
        schema["additionalProperties"] = False  # the engine refuses unknown fields
        variants[f"PostedAction_{kind}"] = schema
    request = {
        "description": "an action for your seat, by its `kind` (kingdom.rules.actions); the "
        "engine refuses a wrong one with a 400 naming the field or the rule",
        "oneOf": [ref(name) for name in variants],
        "discriminator": {
            "propertyName": "kind",
            "mapping": {kind: REF.format(name=f"PostedAction_{kind}") for kind in mapping},
        },
    }
    return {**variants, "PostedAction": request}


def _decisions() -> dict[str, Any]:
    """`PendingDecision`: one variant a kind (kingdom.rules.decisions), by its `kind`, each
    saying who answers it and with which actions (`Action`'s variants), its `detail` the
    kind's declared TypedDict (`DecisionSpec.detail`), no key more."""
    types = [spec.detail for spec in SPECS.values()]
    details, components = msgspec.json.schema_components(types, ref_template=REF)
    for schema in components.values():
        schema.setdefault("additionalProperties", False)
    variants = {
        f"Decision_{spec.kind.value}": _decision(spec, detail)
        for spec, detail in zip(SPECS.values(), details, strict=True)
    }
    pending = {
        "oneOf": [ref(name) for name in variants],
        "discriminator": {
            "propertyName": "kind",
            "mapping": {
                spec.kind.value: REF.format(name=f"Decision_{spec.kind.value}")
                for spec in SPECS.values()
            },
        },
    }
    return {**components, **variants, "PendingDecision": pending}


def _decision(spec: DecisionSpec, detail: dict[str, Any]) -> dict[str, Any]:
    answers = ", ".join(spec.action_kinds()) or "none (the table's host enters it)"
    properties: dict[str, Any] = {
        "seat": {"type": ["integer", "null"]},
        "kind": {"type": "string", "const": spec.kind.value},
        "rule": {"type": "string"},
        "detail": {**detail, "description": "what the decision is about"},
    }
    if spec.kind in FORECASTS:
        properties["forecast"] = {
            **ref(FORECASTS[spec.kind].__name__),
            "description": "what each choice costs the seat deciding (kingdom.rules.forecast); "
            "only in that seat's own view",
        }
    return {
        "title": spec.label,
        "description": f"{spec.help} Who: {spec.who}. Clock: {spec.clock.value}. "
        f"Answered by: {answers}. When late: {spec.if_late}.",
        "type": "object",
        "properties": properties,
        "required": ["seat", "kind", "rule", "detail"],
    }


# The log's events that are the service's, not the engine's: absence (leave, pause, autopilot,
# a seat taken over: rule `absence`, docs/deadlines.md) and an undo at a table (rule `undo`).
_ENTRY = {
    "title": "UndoneAction",
    "type": "object",
    "description": "an action taken back (kingdom.selectors.entry_summary)",
    "properties": {
        "version": {"type": "integer", "description": "the game's version it made"},
        "seat": {"type": ["integer", "null"]},
        "kind": {"type": "string", "description": "the action's kind"},
        "author": {"type": "string", "description": "player, host, clock, bot, autopilot"},
        "at": {"type": "string", "format": "date-time"},
    },
    "required": ["version", "seat", "kind", "author", "at"],
}
SERVICE_EVENTS = {
    "UndoneAction": _ENTRY,
    "Undone": {
        "title": "Undone",
        "type": "object",
        "description": "An entry taken back at a physical table (kingdom.services.game_undo): "
        "who took it back (`by`, `author`), the actions and the events (their sequence numbers, "
        "now shown to nobody) it took back, the version the undo came at (`from_version`) and "
        "the version whose game it brought back (`back_to`).",
        "properties": {
            "type": {"type": "string", "const": "undone"},
            "rule": {"type": "string", "const": "undo"},
            "seat": {"type": ["integer", "null"], "description": "the entry's seat"},
            "kind": {"type": "string", "description": "the entry's action"},
            "by": {"type": "string", "description": "who took it back"},
            "from_version": {"type": "integer"},
            "back_to": {"type": "integer"},
            "actions": {"type": "array", "items": ref("UndoneAction")},
            "events": {"type": "array", "items": {"type": "integer"}},
        },
        "required": [
            "type",
            "rule",
            "seat",
            "kind",
            "by",
            "from_version",
            "back_to",
            "actions",
            "events",
        ],
    },
    "ServiceEvent": {
        "title": "ServiceEvent",
        "type": "object",
        "description": "An event of the service, not the engine (a replay skips it): absence "
        "(`leave_taken`, `leave_ended`, `game_paused`, `game_resumed`, `autopilot_changed`, "
        "`seat_taken_over`; rule `absence`), an undo at a table (`undone`, rule `undo`: see "
        "Undone) or a revert by staff (`reverted`, rule `revert`: who (`by`), back to which "
        "version (`to_version`, from `from_version`), why (`reason`), and the actions and "
        "events it took back, as an undo's; docs/staff.md).",
        "properties": {
            "type": {"type": "string"},
            "rule": {"type": "string", "enum": ["absence", "undo", "revert"]},
        },
        "required": ["type", "rule"],
    },
}

# Every error is `{"code", "message", "rule"}` (api.exceptions), with `fields` for a form's.
ERROR = {
    "title": "Error",
    "type": "object",
    "properties": {
        "code": {"type": "string", "description": "what went wrong, for programs"},
        "message": {"type": "string", "description": "what went wrong, for people"},
        "rule": {"type": ["string", "null"], "description": "the rule that refused it"},
        "fields": {"type": "object", "description": "a form's problems, field by field"},
    },
    "required": ["code", "message", "rule"],
}
# What any operation may answer besides its own: a bad request or action, no or a wrong login,
# not yours, no such game, a stale version, an Idempotency-Key reused, a wrong media type, too
# many requests, an outage (503).
ERRORS = {
    400: "bad request: the message names the field or the rule",
    401: "not logged in",
    403: "not allowed",
    404: "no such game (or not one you may see)",
    405: "method not allowed",
    406: "not acceptable",
    409: "stale: the game has moved on (expected_version)",
    415: "unsupported media type",
    422: "the Idempotency-Key was used for another request",
    429: "too many requests",
    503: "the service cannot answer now (its database is away): try again later",
}


# The headers of those answers a client acts on (issue 31): log in again on a 401, wait
# `Retry-After` seconds on a 429 or 503.
ERROR_HEADERS = {
    401: {
        "WWW-Authenticate": {
            "schema": {"type": "string"},
            "description": "`Token`: send `Authorization: Token <key>` (POST /api/auth/token/)",
        }
    },
    429: {
        "Retry-After": {
            "schema": {"type": "integer", "minimum": 0},
            "description": "seconds to wait before the next request",
        }
    },
    503: {
        "Retry-After": {
            "schema": {"type": "integer", "minimum": 0},
            "description": "seconds to wait before trying again (the database is away)",
        }
    },
}


class KingdomAutoSchema(AutoSchema):
    """drf-spectacular's AutoSchema with the error answers every operation may give, and their
    headers."""

    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        for code, description in ERRORS.items():
            answer = responses.setdefault(
                str(code),
                {
                    "description": description,
                    "content": {"application/json": {"schema": ref("Error")}},
                },
            )
            if code in ERROR_HEADERS:
                answer.setdefault("headers", {}).update(copy.deepcopy(ERROR_HEADERS[code]))
        return responses


def add_engine_components(result: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    """drf-spectacular postprocessing hook: the engine's components beside the serializers'."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    for name, schema in engine_components().items():
        # A serializer's component of the same name would hide the engine's (and a $ref to it
        # would point at the serializer: `ActionRequest` once pointed at itself).
        if name in schemas and schemas[name] != schema:
            raise ValueError(f"component {name!r} is both a serializer's and the engine's")
        schemas[name] = schema
    return result


# A local time of day, as the server writes it ("22:00:00") and reads it ("22:00"): no offset,
# so not the `format: time` of JSON Schema (RFC 3339's full-time, which has one; issue 31).
LOCAL_TIME = {
    "type": ["string", "null"],
    "pattern": r"^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]{1,6})?)?$",
    "description": "a local time of day in your `time_zone`, HH:MM or HH:MM:SS (no offset)",
    "examples": ["22:00"],
}


@extend_schema_field(LOCAL_TIME)
class LocalTimeField(serializers.TimeField):
    """A time of day in the profile's own time zone (no offset)."""


@extend_schema_field(ref("Action"))
class ActionField(serializers.DictField):
    """An action (`kingdom.rules.actions`), by its `kind`."""


@extend_schema_field({"anyOf": [ref("Action"), {"type": "null"}]})
class TypedActionField(serializers.DictField):
    """An action as it was typed in, or null for whoever did not type it."""


@extend_schema_field(ref("PostedAction"))
class ActionRequestField(serializers.DictField):
    """The action a client sends, by its `kind` (`seat` is the server's to set)."""


@extend_schema_field(ref("Event"))
class EventField(serializers.DictField):
    """An event (`kingdom.rules.events`), by its `type`."""


@extend_schema_field({"anyOf": [ref("StateView"), {"type": "null"}]})
class StateViewField(serializers.DictField):
    """The state as a seat may see it (`engine.view`); null before the game starts."""


@extend_schema_field(ref("PendingDecision"))
class PendingDecisionField(serializers.DictField):
    """A decision the game waits for now (engine.pending_view), by its `kind`."""


@extend_schema_field(ref("BattleOdds"))
class OddsField(serializers.DictField):
    """A battle's exact odds (`kingdom.rules.odds.BattleOdds`)."""


def _logged(event: str, **fields: dict[str, Any]) -> dict[str, Any]:
    return {
        "allOf": [
            ref(event),
            {"type": "object", "properties": fields, "required": list(fields)},
        ]
    }


_LOG_FIELDS = {
    "sequence": {"type": "integer"},
    "version": {"type": "integer"},
    "at": {"type": "string", "format": "date-time"},
    "author": {"type": "string", "description": "player, host, clock, bot, autopilot, game"},
}
# The types of the service's events (kingdom.projections.store_absence_event and
# store_service_event in kingdom.services): `undone` has its own component, the rest share
# `ServiceEvent`. tests/api/test_openapi_clients.py checks the list against the services.
SERVICE_EVENT_TYPES = (
    "leave_taken",
    "leave_ended",
    "game_paused",
    "game_resumed",
    "autopilot_changed",
    "seat_taken_over",
    "seat_claimed",
    "reverted",
)


def _with_log_fields(name: str, schema: dict[str, Any]) -> dict[str, Any]:
    logged = copy.deepcopy(schema)
    logged["title"] = name
    logged["properties"] = {**logged["properties"], **_LOG_FIELDS}
    logged["required"] = [*logged.get("required", []), *_LOG_FIELDS]
    return logged


def logged_components(components: dict[str, Any]) -> dict[str, Any]:
    """`LoggedEvent`: an entry of the log (`GET …/events/`), a `oneOf` by `type` of each event
    (the engine's, `Undone`, `ServiceEvent`) with the log's fields (`sequence`, `version`, `at`,
    `author`) among its own: one flat object each, which every generator reads (an `allOf` of
    a `oneOf` it did not, issue 31)."""
    found: dict[str, Any] = {}
    mapping: dict[str, str] = {}
    for kind, target in components["Event"]["discriminator"]["mapping"].items():
        event = target.rsplit("/", 1)[1]
        found[f"Logged{event}"] = _with_log_fields(f"Logged{event}", components[event])
        mapping[kind] = REF.format(name=f"Logged{event}")
    found["LoggedUndone"] = _with_log_fields("LoggedUndone", components["Undone"])
    mapping["undone"] = REF.format(name="LoggedUndone")
    service = _with_log_fields("LoggedServiceEvent", components["ServiceEvent"])
    service["properties"]["type"] = {"type": "string", "enum": list(SERVICE_EVENT_TYPES)}
    found["LoggedServiceEvent"] = service
    mapping.update({kind: REF.format(name="LoggedServiceEvent") for kind in SERVICE_EVENT_TYPES})
    found["LoggedEvent"] = {
        "title": "LoggedEvent",
        "description": "an entry of the log, by its `type`: an event of the engine or of the "
        "service, with its place (`sequence`), the game's `version`, its time and author",
        "oneOf": [ref(name) for name in found],
        "discriminator": {"propertyName": "type", "mapping": mapping},
    }
    return found


@extend_schema_field(ref("LoggedEvent"))
class LoggedEventField(serializers.DictField):
    """An event of the log: its place (`sequence`), the game's `version`, its time and author
    beside the event's own fields (the engine's, or the service's: absence, undo)."""


@extend_schema_field(ref("LoggedUndone"))
class UndoneField(serializers.DictField):
    """The `undone` entry an undo wrote to the log."""


@extend_schema_field({"anyOf": [ref("Error"), {"type": "null"}]})
class RefusalField(serializers.DictField):
    """Why an undo would be refused now (the error it would answer), or null."""


@extend_schema_field(
    _logged(
        "DieRolled",
        sequence={"type": "integer"},
        index={"type": "integer", "description": "the roll's place among the game's rolls"},
        faces={"type": "integer", "description": "the faces of its die"},
    )
)
class RollField(serializers.DictField):
    """A die roll of the audit, with its place in the log."""
