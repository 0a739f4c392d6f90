from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.undone_action import UndoneAction


T = TypeVar("T", bound="LoggedUndone")


@_attrs_define
class LoggedUndone:
    """An entry taken back at a physical table (kingdom.services.game_undo): who took it back (`by`, `author`), the actions
    and the events (their sequence numbers, now shown to nobody) it took back, the version the undo came at
    (`from_version`) and the version whose game it brought back (`back_to`).

        Attributes:
            type_ (Literal['undone']):
            rule (Literal['undo']):
            seat (int | None): the entry's seat
            kind (str): the entry's action
            by (str): who took it back
            from_version (int):
            back_to (int):
            actions (list[UndoneAction]):
            events (list[int]):
            sequence (int):
            version (int):
            at (datetime.datetime):
            author (str): player, host, clock, bot, autopilot, game
    """

    type_: Literal["undone"]
    rule: Literal["undo"]
    seat: int | None
    kind: str
    by: str
    from_version: int
    back_to: int
    actions: list[UndoneAction]
    events: list[int]
    sequence: int
    version: int
    at: datetime.datetime
    author: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        rule = self.rule

        seat: int | None
        seat = self.seat

        kind = self.kind

        by = self.by

        from_version = self.from_version

        back_to = self.back_to

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        events = self.events

        sequence = self.sequence

        version = self.version

        at = self.at.isoformat()

        author = self.author

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "rule": rule,
                "seat": seat,
                "kind": kind,
                "by": by,
                "from_version": from_version,
                "back_to": back_to,
                "actions": actions,
                "events": events,
                "sequence": sequence,
                "version": version,
                "at": at,
                "author": author,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.undone_action import UndoneAction

        d = dict(src_dict)
        type_ = cast(Literal["undone"], d.pop("type"))
        if type_ != "undone":
            raise ValueError(f"type must match const 'undone', got '{type_}'")

        rule = cast(Literal["undo"], d.pop("rule"))
        if rule != "undo":
            raise ValueError(f"rule must match const 'undo', got '{rule}'")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = d.pop("kind")

        by = d.pop("by")

        from_version = d.pop("from_version")

        back_to = d.pop("back_to")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = UndoneAction.from_dict(actions_item_data)

            actions.append(actions_item)

        events = cast(list[int], d.pop("events"))

        sequence = d.pop("sequence")

        version = d.pop("version")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        author = d.pop("author")

        logged_undone = cls(
            type_=type_,
            rule=rule,
            seat=seat,
            kind=kind,
            by=by,
            from_version=from_version,
            back_to=back_to,
            actions=actions,
            events=events,
            sequence=sequence,
            version=version,
            at=at,
            author=author,
        )

        logged_undone.additional_properties = d
        return logged_undone

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
