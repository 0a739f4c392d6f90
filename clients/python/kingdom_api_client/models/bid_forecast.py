from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.purse_turns import PurseTurns


T = TypeVar("T", bound="BidForecast")


@_attrs_define
class BidForecast:
    """A sealed bid's cost (rules 5, 8, 24): the winner pays his bid at the start of every turn,
    beside the allegiances he has, and collects the Tax Due of the allegiance's squares.

    Attributes:
        gold (int):
        cost_of_allegiance (int):
        tax_due (int):
        tax_due_if_won (int):
        warn_turns (int):
        lasts (list[PurseTurns]):
        forever_max_bid (int | None):
    """

    gold: int
    cost_of_allegiance: int
    tax_due: int
    tax_due_if_won: int
    warn_turns: int
    lasts: list[PurseTurns]
    forever_max_bid: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        gold = self.gold

        cost_of_allegiance = self.cost_of_allegiance

        tax_due = self.tax_due

        tax_due_if_won = self.tax_due_if_won

        warn_turns = self.warn_turns

        lasts = []
        for lasts_item_data in self.lasts:
            lasts_item = lasts_item_data.to_dict()
            lasts.append(lasts_item)

        forever_max_bid: int | None
        forever_max_bid = self.forever_max_bid

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "gold": gold,
                "cost_of_allegiance": cost_of_allegiance,
                "tax_due": tax_due,
                "tax_due_if_won": tax_due_if_won,
                "warn_turns": warn_turns,
                "lasts": lasts,
                "forever_max_bid": forever_max_bid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.purse_turns import PurseTurns

        d = dict(src_dict)
        gold = d.pop("gold")

        cost_of_allegiance = d.pop("cost_of_allegiance")

        tax_due = d.pop("tax_due")

        tax_due_if_won = d.pop("tax_due_if_won")

        warn_turns = d.pop("warn_turns")

        lasts = []
        _lasts = d.pop("lasts")
        for lasts_item_data in _lasts:
            lasts_item = PurseTurns.from_dict(lasts_item_data)

            lasts.append(lasts_item)

        def _parse_forever_max_bid(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        forever_max_bid = _parse_forever_max_bid(d.pop("forever_max_bid"))

        bid_forecast = cls(
            gold=gold,
            cost_of_allegiance=cost_of_allegiance,
            tax_due=tax_due,
            tax_due_if_won=tax_due_if_won,
            warn_turns=warn_turns,
            lasts=lasts,
            forever_max_bid=forever_max_bid,
        )

        bid_forecast.additional_properties = d
        return bid_forecast

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
