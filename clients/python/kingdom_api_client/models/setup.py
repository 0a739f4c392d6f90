from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auction_state import AuctionState
    from ..models.setup_rolls import SetupRolls


T = TypeVar("T", bound="Setup")


@_attrs_define
class Setup:
    """
    Attributes:
        contenders (list[int] | Unset):
        rolls (SetupRolls | Unset):
        choosing (int | Unset):  Default: 0.
        to_auction (list[str] | Unset):
        auction (AuctionState | None | Unset):
    """

    contenders: list[int] | Unset = UNSET
    rolls: SetupRolls | Unset = UNSET
    choosing: int | Unset = 0
    to_auction: list[str] | Unset = UNSET
    auction: AuctionState | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_state import AuctionState

        contenders: list[int] | Unset = UNSET
        if not isinstance(self.contenders, Unset):
            contenders = self.contenders

        rolls: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rolls, Unset):
            rolls = self.rolls.to_dict()

        choosing = self.choosing

        to_auction: list[str] | Unset = UNSET
        if not isinstance(self.to_auction, Unset):
            to_auction = self.to_auction

        auction: dict[str, Any] | None | Unset
        if isinstance(self.auction, Unset):
            auction = UNSET
        elif isinstance(self.auction, AuctionState):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if contenders is not UNSET:
            field_dict["contenders"] = contenders
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if choosing is not UNSET:
            field_dict["choosing"] = choosing
        if to_auction is not UNSET:
            field_dict["to_auction"] = to_auction
        if auction is not UNSET:
            field_dict["auction"] = auction

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.auction_state import AuctionState
        from ..models.setup_rolls import SetupRolls

        d = dict(src_dict)
        contenders = cast(list[int], d.pop("contenders", UNSET))

        _rolls = d.pop("rolls", UNSET)
        rolls: SetupRolls | Unset
        if isinstance(_rolls, Unset):
            rolls = UNSET
        else:
            rolls = SetupRolls.from_dict(_rolls)

        choosing = d.pop("choosing", UNSET)

        to_auction = cast(list[str], d.pop("to_auction", UNSET))

        def _parse_auction(data: object) -> AuctionState | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_0 = AuctionState.from_dict(data)

                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionState | None | Unset, data)

        auction = _parse_auction(d.pop("auction", UNSET))

        setup = cls(
            contenders=contenders,
            rolls=rolls,
            choosing=choosing,
            to_auction=to_auction,
            auction=auction,
        )

        setup.additional_properties = d
        return setup

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
