from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.allegiance_cost import AllegianceCost
    from ..models.record_card_coins import RecordCardCoins
    from ..models.record_entry import RecordEntry


T = TypeVar("T", bound="RecordCard")


@_attrs_define
class RecordCard:
    """A Royal Challenger's Record Card; the current values once the game has started.

    Attributes:
        seat (int):
        name (str):
        bot_account (bool): a bot account plays the seat: a program of its owner's, through the API (issue 31, docs/bot-
            authors.md); it was seated by the host's invitation by name
        entries (list[RecordEntry]):
        challenger (None | str | Unset):
        challenger_at (None | str | Unset):
        prisoner_of (int | None | Unset):
        villages (list[str] | Unset):
        castles (list[str] | Unset):
        tax_due (int | Unset):
        cost_of_allegiance (list[AllegianceCost] | Unset):
        chivalry (int | Unset):
        endurance (int | Unset):
        gold (int | Unset):
        coins (RecordCardCoins | Unset):
        eliminated (bool | Unset):
    """

    seat: int
    name: str
    bot_account: bool
    entries: list[RecordEntry]
    challenger: None | str | Unset = UNSET
    challenger_at: None | str | Unset = UNSET
    prisoner_of: int | None | Unset = UNSET
    villages: list[str] | Unset = UNSET
    castles: list[str] | Unset = UNSET
    tax_due: int | Unset = UNSET
    cost_of_allegiance: list[AllegianceCost] | Unset = UNSET
    chivalry: int | Unset = UNSET
    endurance: int | Unset = UNSET
    gold: int | Unset = UNSET
    coins: RecordCardCoins | Unset = UNSET
    eliminated: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        bot_account = self.bot_account

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        challenger: None | str | Unset
        if isinstance(self.challenger, Unset):
            challenger = UNSET
        else:
            challenger = self.challenger

        challenger_at: None | str | Unset
        if isinstance(self.challenger_at, Unset):
            challenger_at = UNSET
        else:
            challenger_at = self.challenger_at

        prisoner_of: int | None | Unset
        if isinstance(self.prisoner_of, Unset):
            prisoner_of = UNSET
        else:
            prisoner_of = self.prisoner_of

        villages: list[str] | Unset = UNSET
        if not isinstance(self.villages, Unset):
            villages = self.villages

        castles: list[str] | Unset = UNSET
        if not isinstance(self.castles, Unset):
            castles = self.castles

        tax_due = self.tax_due

        cost_of_allegiance: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.cost_of_allegiance, Unset):
            cost_of_allegiance = []
            for cost_of_allegiance_item_data in self.cost_of_allegiance:
                cost_of_allegiance_item = cost_of_allegiance_item_data.to_dict()
                cost_of_allegiance.append(cost_of_allegiance_item)

        chivalry = self.chivalry

        endurance = self.endurance

        gold = self.gold

        coins: dict[str, Any] | Unset = UNSET
        if not isinstance(self.coins, Unset):
            coins = self.coins.to_dict()

        eliminated = self.eliminated

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "bot_account": bot_account,
                "entries": entries,
            }
        )
        if challenger is not UNSET:
            field_dict["challenger"] = challenger
        if challenger_at is not UNSET:
            field_dict["challenger_at"] = challenger_at
        if prisoner_of is not UNSET:
            field_dict["prisoner_of"] = prisoner_of
        if villages is not UNSET:
            field_dict["villages"] = villages
        if castles is not UNSET:
            field_dict["castles"] = castles
        if tax_due is not UNSET:
            field_dict["tax_due"] = tax_due
        if cost_of_allegiance is not UNSET:
            field_dict["cost_of_allegiance"] = cost_of_allegiance
        if chivalry is not UNSET:
            field_dict["chivalry"] = chivalry
        if endurance is not UNSET:
            field_dict["endurance"] = endurance
        if gold is not UNSET:
            field_dict["gold"] = gold
        if coins is not UNSET:
            field_dict["coins"] = coins
        if eliminated is not UNSET:
            field_dict["eliminated"] = eliminated

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.allegiance_cost import AllegianceCost
        from ..models.record_card_coins import RecordCardCoins
        from ..models.record_entry import RecordEntry

        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        bot_account = d.pop("bot_account")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = RecordEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        def _parse_challenger(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        challenger = _parse_challenger(d.pop("challenger", UNSET))

        def _parse_challenger_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        challenger_at = _parse_challenger_at(d.pop("challenger_at", UNSET))

        def _parse_prisoner_of(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        prisoner_of = _parse_prisoner_of(d.pop("prisoner_of", UNSET))

        villages = cast(list[str], d.pop("villages", UNSET))

        castles = cast(list[str], d.pop("castles", UNSET))

        tax_due = d.pop("tax_due", UNSET)

        _cost_of_allegiance = d.pop("cost_of_allegiance", UNSET)
        cost_of_allegiance: list[AllegianceCost] | Unset = UNSET
        if _cost_of_allegiance is not UNSET:
            cost_of_allegiance = []
            for cost_of_allegiance_item_data in _cost_of_allegiance:
                cost_of_allegiance_item = AllegianceCost.from_dict(
                    cost_of_allegiance_item_data
                )

                cost_of_allegiance.append(cost_of_allegiance_item)

        chivalry = d.pop("chivalry", UNSET)

        endurance = d.pop("endurance", UNSET)

        gold = d.pop("gold", UNSET)

        _coins = d.pop("coins", UNSET)
        coins: RecordCardCoins | Unset
        if isinstance(_coins, Unset):
            coins = UNSET
        else:
            coins = RecordCardCoins.from_dict(_coins)

        eliminated = d.pop("eliminated", UNSET)

        record_card = cls(
            seat=seat,
            name=name,
            bot_account=bot_account,
            entries=entries,
            challenger=challenger,
            challenger_at=challenger_at,
            prisoner_of=prisoner_of,
            villages=villages,
            castles=castles,
            tax_due=tax_due,
            cost_of_allegiance=cost_of_allegiance,
            chivalry=chivalry,
            endurance=endurance,
            gold=gold,
            coins=coins,
            eliminated=eliminated,
        )

        record_card.additional_properties = d
        return record_card

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
