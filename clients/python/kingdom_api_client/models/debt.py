from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Debt")


@_attrs_define
class Debt:
    """A due the player could not pay in full (rule 32); the game waits while he raises funds.

    Attributes:
        seat (int):
        creditor (int | None):
        amount (int):
        reason (str):
        rule (str):
    """

    seat: int
    creditor: int | None
    amount: int
    reason: str
    rule: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        creditor: int | None
        creditor = self.creditor

        amount = self.amount

        reason = self.reason

        rule = self.rule

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "creditor": creditor,
                "amount": amount,
                "reason": reason,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_creditor(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        creditor = _parse_creditor(d.pop("creditor"))

        amount = d.pop("amount")

        reason = d.pop("reason")

        rule = d.pop("rule")

        debt = cls(
            seat=seat,
            creditor=creditor,
            amount=amount,
            reason=reason,
            rule=rule,
        )

        debt.additional_properties = d
        return debt

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
