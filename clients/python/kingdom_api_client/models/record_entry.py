from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RecordEntry")


@_attrs_define
class RecordEntry:
    """
    Attributes:
        field (str):
        value (Any):
        rule (str):
        event (int):
        at (datetime.datetime):
        author (str):
    """

    field: str
    value: Any
    rule: str
    event: int
    at: datetime.datetime
    author: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        value = self.value

        rule = self.rule

        event = self.event

        at = self.at.isoformat()

        author = self.author

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "field": field,
                "value": value,
                "rule": rule,
                "event": event,
                "at": at,
                "author": author,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        field = d.pop("field")

        value = d.pop("value")

        rule = d.pop("rule")

        event = d.pop("event")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        author = d.pop("author")

        record_entry = cls(
            field=field,
            value=value,
            rule=rule,
            event=event,
            at=at,
            author=author,
        )

        record_entry.additional_properties = d
        return record_entry

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
