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
    from ..models.ransom_detail import RansomDetail


T = TypeVar("T", bound="DecisionRansom")


@_attrs_define
class DecisionRansom:
    """decide a prisoner's ransom. Your prisoner cannot pay the ransom: accept the gold he has, or execute him (rule 21 iii
    c). Who: the captor. Clock: reply. Answered by: set_ransom, execute. When late: all the gold the prisoner has is
    accepted as his ransom.

        Attributes:
            seat (int | None):
            kind (Literal['ransom']):
            rule (str):
            detail (RansomDetail):
    """

    seat: int | None
    kind: Literal["ransom"]
    rule: str
    detail: RansomDetail
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
        from ..models.ransom_detail import RansomDetail

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["ransom"], d.pop("kind"))
        if kind != "ransom":
            raise ValueError(f"kind must match const 'ransom', got '{kind}'")

        rule = d.pop("rule")

        detail = RansomDetail.from_dict(d.pop("detail"))

        decision_ransom = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
        )

        decision_ransom.additional_properties = d
        return decision_ransom

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
