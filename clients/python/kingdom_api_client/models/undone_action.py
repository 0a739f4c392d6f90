from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="UndoneAction")


@_attrs_define
class UndoneAction:
    """an action taken back (kingdom.selectors.entry_summary)

    Attributes:
        version (int): the game's version it made
        seat (int | None):
        kind (str): the action's kind
        author (str): player, host, clock, bot, autopilot
        at (datetime.datetime):
    """

    version: int
    seat: int | None
    kind: str
    author: str
    at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        seat: int | None
        seat = self.seat

        kind = self.kind

        author = self.author

        at = self.at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "seat": seat,
                "kind": kind,
                "author": author,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        version = d.pop("version")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = d.pop("kind")

        author = d.pop("author")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        undone_action = cls(
            version=version,
            seat=seat,
            kind=kind,
            author=author,
            at=at,
        )

        undone_action.additional_properties = d
        return undone_action

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
