from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.order import Order
from ..types import UNSET, Unset

T = TypeVar("T", bound="Settings")


@_attrs_define
class Settings:
    """What the host chose at creation.

    Attributes:
        order (Order | Unset): How the first player is found (rule 4 iv): by the red die, or as the host seated them.
        auction_order (list[str] | Unset):
        round_limit (int | None | Unset):
    """

    order: Order | Unset = UNSET
    auction_order: list[str] | Unset = UNSET
    round_limit: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        order: str | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order.value

        auction_order: list[str] | Unset = UNSET
        if not isinstance(self.auction_order, Unset):
            auction_order = self.auction_order

        round_limit: int | None | Unset
        if isinstance(self.round_limit, Unset):
            round_limit = UNSET
        else:
            round_limit = self.round_limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if order is not UNSET:
            field_dict["order"] = order
        if auction_order is not UNSET:
            field_dict["auction_order"] = auction_order
        if round_limit is not UNSET:
            field_dict["round_limit"] = round_limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _order = d.pop("order", UNSET)
        order: Order | Unset
        if isinstance(_order, Unset):
            order = UNSET
        else:
            order = Order(_order)

        auction_order = cast(list[str], d.pop("auction_order", UNSET))

        def _parse_round_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        round_limit = _parse_round_limit(d.pop("round_limit", UNSET))

        settings = cls(
            order=order,
            auction_order=auction_order,
            round_limit=round_limit,
        )

        settings.additional_properties = d
        return settings

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
