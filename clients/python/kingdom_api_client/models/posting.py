from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Posting")


@_attrs_define
class Posting:
    """
    Attributes:
        event (int):
        payer (int | None):
        payee (int | None):
        amount (int):
        change (int): to your purse: + received, - paid
        reason (str):
        rule (str):
    """

    event: int
    payer: int | None
    payee: int | None
    amount: int
    change: int
    reason: str
    rule: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        event = self.event

        payer: int | None
        payer = self.payer

        payee: int | None
        payee = self.payee

        amount = self.amount

        change = self.change

        reason = self.reason

        rule = self.rule

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event": event,
                "payer": payer,
                "payee": payee,
                "amount": amount,
                "change": change,
                "reason": reason,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        event = d.pop("event")

        def _parse_payer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        payer = _parse_payer(d.pop("payer"))

        def _parse_payee(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        payee = _parse_payee(d.pop("payee"))

        amount = d.pop("amount")

        change = d.pop("change")

        reason = d.pop("reason")

        rule = d.pop("rule")

        posting = cls(
            event=event,
            payer=payer,
            payee=payee,
            amount=amount,
            change=change,
            reason=reason,
            rule=rule,
        )

        posting.additional_properties = d
        return posting

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
