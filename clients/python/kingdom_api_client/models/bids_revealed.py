from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bids_revealed_type import BidsRevealedType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bids_revealed_bids import BidsRevealedBids


T = TypeVar("T", bound="BidsRevealed")


@_attrs_define
class BidsRevealed:
    """
    Attributes:
        type_ (BidsRevealedType):
        rule (str):
        challenger (str):
        bids (BidsRevealedBids):
        visible_to (list[int] | None | Unset):
    """

    type_: BidsRevealedType
    rule: str
    challenger: str
    bids: BidsRevealedBids
    visible_to: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        rule = self.rule

        challenger = self.challenger

        bids = self.bids.to_dict()

        visible_to: list[int] | None | Unset
        if isinstance(self.visible_to, Unset):
            visible_to = UNSET
        elif isinstance(self.visible_to, list):
            visible_to = self.visible_to

        else:
            visible_to = self.visible_to

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "rule": rule,
                "challenger": challenger,
                "bids": bids,
            }
        )
        if visible_to is not UNSET:
            field_dict["visible_to"] = visible_to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.bids_revealed_bids import BidsRevealedBids

        d = dict(src_dict)
        type_ = BidsRevealedType(d.pop("type"))

        rule = d.pop("rule")

        challenger = d.pop("challenger")

        bids = BidsRevealedBids.from_dict(d.pop("bids"))

        def _parse_visible_to(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                visible_to_type_0 = cast(list[int], data)

                return visible_to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        visible_to = _parse_visible_to(d.pop("visible_to", UNSET))

        bids_revealed = cls(
            type_=type_,
            rule=rule,
            challenger=challenger,
            bids=bids,
            visible_to=visible_to,
        )

        bids_revealed.additional_properties = d
        return bids_revealed

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
