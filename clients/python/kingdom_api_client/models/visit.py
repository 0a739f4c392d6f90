from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Visit")


@_attrs_define
class Visit:
    """
    Attributes:
        version (int):
        at (datetime.datetime):
        at_local (str): in your time zone
    """

    version: int
    at: datetime.datetime
    at_local: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        at = self.at.isoformat()

        at_local = self.at_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "at": at,
                "at_local": at_local,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        version = d.pop("version")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        at_local = d.pop("at_local")

        visit = cls(
            version=version,
            at=at,
            at_local=at_local,
        )

        visit.additional_properties = d
        return visit

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
