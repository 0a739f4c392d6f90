from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auction_view_bids import AuctionViewBids
    from ..models.auction_view_rolled_total import AuctionViewRolledTotal
    from ..models.auction_view_rolls import AuctionViewRolls


T = TypeVar("T", bound="AuctionView")


@_attrs_define
class AuctionView:
    """The sealed-bid auction of one unchosen challenger (rule 5, RULES.md section 9).

    Attributes:
        challenger (str):
        bids (AuctionViewBids | Unset):
        contenders (list[int] | Unset):
        rolls (AuctionViewRolls | Unset):
        rolled_total (AuctionViewRolledTotal | Unset):
        no_bids (bool | Unset):  Default: False.
    """

    challenger: str
    bids: AuctionViewBids | Unset = UNSET
    contenders: list[int] | Unset = UNSET
    rolls: AuctionViewRolls | Unset = UNSET
    rolled_total: AuctionViewRolledTotal | Unset = UNSET
    no_bids: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        challenger = self.challenger

        bids: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bids, Unset):
            bids = self.bids.to_dict()

        contenders: list[int] | Unset = UNSET
        if not isinstance(self.contenders, Unset):
            contenders = self.contenders

        rolls: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rolls, Unset):
            rolls = self.rolls.to_dict()

        rolled_total: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rolled_total, Unset):
            rolled_total = self.rolled_total.to_dict()

        no_bids = self.no_bids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "challenger": challenger,
            }
        )
        if bids is not UNSET:
            field_dict["bids"] = bids
        if contenders is not UNSET:
            field_dict["contenders"] = contenders
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if rolled_total is not UNSET:
            field_dict["rolled_total"] = rolled_total
        if no_bids is not UNSET:
            field_dict["no_bids"] = no_bids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.auction_view_bids import AuctionViewBids
        from ..models.auction_view_rolled_total import AuctionViewRolledTotal
        from ..models.auction_view_rolls import AuctionViewRolls

        d = dict(src_dict)
        challenger = d.pop("challenger")

        _bids = d.pop("bids", UNSET)
        bids: AuctionViewBids | Unset
        if isinstance(_bids, Unset):
            bids = UNSET
        else:
            bids = AuctionViewBids.from_dict(_bids)

        contenders = cast(list[int], d.pop("contenders", UNSET))

        _rolls = d.pop("rolls", UNSET)
        rolls: AuctionViewRolls | Unset
        if isinstance(_rolls, Unset):
            rolls = UNSET
        else:
            rolls = AuctionViewRolls.from_dict(_rolls)

        _rolled_total = d.pop("rolled_total", UNSET)
        rolled_total: AuctionViewRolledTotal | Unset
        if isinstance(_rolled_total, Unset):
            rolled_total = UNSET
        else:
            rolled_total = AuctionViewRolledTotal.from_dict(_rolled_total)

        no_bids = d.pop("no_bids", UNSET)

        auction_view = cls(
            challenger=challenger,
            bids=bids,
            contenders=contenders,
            rolls=rolls,
            rolled_total=rolled_total,
            no_bids=no_bids,
        )

        auction_view.additional_properties = d
        return auction_view

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
