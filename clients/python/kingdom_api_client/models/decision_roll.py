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
    from ..models.roll_detail import RollDetail


T = TypeVar("T", bound="DecisionRoll")


@_attrs_define
class DecisionRoll:
    """roll the die. At a physical table: roll the die the game waits for and type in its face (house 2). In play-by-web
    the server rolls. Who: the seat the die is rolled for (the host may type it in). Clock: table. Answered by: roll.
    When late: none: only a physical table asks this, and it has no deadlines.

        Attributes:
            seat (int | None):
            kind (Literal['roll']):
            rule (str):
            detail (RollDetail):
    """

    seat: int | None
    kind: Literal["roll"]
    rule: str
    detail: RollDetail
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
        from ..models.roll_detail import RollDetail

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["roll"], d.pop("kind"))
        if kind != "roll":
            raise ValueError(f"kind must match const 'roll', got '{kind}'")

        rule = d.pop("rule")

        detail = RollDetail.from_dict(d.pop("detail"))

        decision_roll = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
        )

        decision_roll.additional_properties = d
        return decision_roll

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
