from __future__ import annotations

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
    from ..models.options_detail import OptionsDetail


T = TypeVar("T", bound="DecisionLeaveSite")


@_attrs_define
class DecisionLeaveSite:
    """leave the mystic site. A wrong answer: your challenger departs from the mystic site to an adjacent square (rule 29).
    Who: the questing player. Clock: reply. Answered by: leave_site. When late: the first adjacent square.

        Attributes:
            seat (int | None):
            kind (Literal['leave_site']):
            rule (str):
            detail (OptionsDetail):
    """

    seat: int | None
    kind: Literal["leave_site"]
    rule: str
    detail: OptionsDetail
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        kind = self.kind

        rule = self.rule

        detail = self.detail.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "rule": rule,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.options_detail import OptionsDetail

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["leave_site"], d.pop("kind"))
        if kind != "leave_site":
            raise ValueError(f"kind must match const 'leave_site', got '{kind}'")

        rule = d.pop("rule")

        detail = OptionsDetail.from_dict(d.pop("detail"))

        decision_leave_site = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
        )

        decision_leave_site.additional_properties = d
        return decision_leave_site

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
