from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.logged_service_event_rule import LoggedServiceEventRule
from ..models.logged_service_event_type import LoggedServiceEventType

T = TypeVar("T", bound="LoggedServiceEvent")


@_attrs_define
class LoggedServiceEvent:
    """An event of the service, not the engine (a replay skips it): absence (`leave_taken`, `leave_ended`, `game_paused`,
    `game_resumed`, `autopilot_changed`, `seat_taken_over`; rule `absence`), an undo at a table (`undone`, rule `undo`:
    see Undone) or a revert by staff (`reverted`, rule `revert`: who (`by`), back to which version (`to_version`, from
    `from_version`), why (`reason`), and the actions and events it took back, as an undo's; docs/staff.md).

        Attributes:
            type_ (LoggedServiceEventType):
            rule (LoggedServiceEventRule):
            sequence (int):
            version (int):
            at (datetime.datetime):
            author (str): player, host, clock, bot, autopilot, game
    """

    type_: LoggedServiceEventType
    rule: LoggedServiceEventRule
    sequence: int
    version: int
    at: datetime.datetime
    author: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        rule = self.rule.value

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
                "sequence": sequence,
                "version": version,
                "at": at,
                "author": author,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedServiceEventType(d.pop("type"))

        rule = LoggedServiceEventRule(d.pop("rule"))

        sequence = d.pop("sequence")

        version = d.pop("version")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        author = d.pop("author")

        logged_service_event = cls(
            type_=type_,
            rule=rule,
            sequence=sequence,
            version=version,
            at=at,
            author=author,
        )

        logged_service_event.additional_properties = d
        return logged_service_event

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
