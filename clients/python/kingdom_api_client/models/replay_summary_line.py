from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReplaySummaryLine")


@_attrs_define
class ReplaySummaryLine:
    """
    Attributes:
        text (str):
        rule (str):
        kind (str): moves, battles, holder, alliance, capture, …
        where (None | str): the square it names
    """

    text: str
    rule: str
    kind: str
    where: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        rule = self.rule

        kind = self.kind

        where: None | str
        where = self.where

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "text": text,
                "rule": rule,
                "kind": kind,
                "where": where,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        text = d.pop("text")

        rule = d.pop("rule")

        kind = d.pop("kind")

        def _parse_where(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        where = _parse_where(d.pop("where"))

        replay_summary_line = cls(
            text=text,
            rule=rule,
            kind=kind,
            where=where,
        )

        replay_summary_line.additional_properties = d
        return replay_summary_line

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
