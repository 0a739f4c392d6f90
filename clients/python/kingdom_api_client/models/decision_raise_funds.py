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
    from ..models.raise_funds_detail import RaiseFundsDetail


T = TypeVar("T", bound="DecisionRaiseFunds")


@_attrs_define
class DecisionRaiseFunds:
    """raise the gold you owe. You cannot pay a due in full: offer another player cards or a promise for gold (the game
    waits for his answer), propose deals to several players (each answers on his own clock, yours runs on), or declare
    bankruptcy (rule 32). Who: the debtor. Clock: reply. Answered by: offer_deal, propose_deal, declare_bankrupt. When
    late: bankruptcy: what you have goes to the creditor and you leave the game.

        Attributes:
            seat (int | None):
            kind (Literal['raise_funds']):
            rule (str):
            detail (RaiseFundsDetail):
    """

    seat: int | None
    kind: Literal["raise_funds"]
    rule: str
    detail: RaiseFundsDetail
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
        from ..models.raise_funds_detail import RaiseFundsDetail

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["raise_funds"], d.pop("kind"))
        if kind != "raise_funds":
            raise ValueError(f"kind must match const 'raise_funds', got '{kind}'")

        rule = d.pop("rule")

        detail = RaiseFundsDetail.from_dict(d.pop("detail"))

        decision_raise_funds = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
        )

        decision_raise_funds.additional_properties = d
        return decision_raise_funds

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
