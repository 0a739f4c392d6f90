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


T = TypeVar("T", bound="DecisionChooseRefuge")


@_attrs_define
class DecisionChooseRefuge:
    """choose a refuge. Your Royal Challenger is left alone: choose among the equally near friendly castles (rule 21 i).
    Who: the fleeing challenger's player. Clock: reply. Answered by: choose_refuge. When late: the first of the equally
    near castles.

        Attributes:
            seat (int | None):
            kind (Literal['choose_refuge']):
            rule (str):
            detail (OptionsDetail):
    """

    seat: int | None
    kind: Literal["choose_refuge"]
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

        kind = cast(Literal["choose_refuge"], d.pop("kind"))
        if kind != "choose_refuge":
            raise ValueError(f"kind must match const 'choose_refuge', got '{kind}'")

        rule = d.pop("rule")

        detail = OptionsDetail.from_dict(d.pop("detail"))

        decision_choose_refuge = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
        )

        decision_choose_refuge.additional_properties = d
        return decision_choose_refuge

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
