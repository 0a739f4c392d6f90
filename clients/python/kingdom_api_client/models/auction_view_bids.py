from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AuctionViewBids")


@_attrs_define
class AuctionViewBids:
    additional_properties: dict[str, int | Literal["sealed"]] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        auction_view_bids = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(data: object) -> int | Literal["sealed"]:
                additional_property_type_1 = cast(Literal["sealed"], data)
                if additional_property_type_1 != "sealed":
                    raise ValueError(
                        f"AdditionalProperty_type_1 must match const 'sealed', got '{additional_property_type_1}'"
                    )
                return additional_property_type_1
                return cast(int | Literal["sealed"], data)

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        auction_view_bids.additional_properties = additional_properties
        return auction_view_bids

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> int | Literal["sealed"]:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: int | Literal["sealed"]) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
