from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.battle_ahead import BattleAhead
    from ..models.site_entry import SiteEntry


T = TypeVar("T", bound="MoveForecast")


@_attrs_define
class MoveForecast:
    """What the movement phase may start: the battles "End movement" fights now, and a grail
    quest on entering a mystic site.

    Attributes:
        battles (list[BattleAhead]):
        site (None | SiteEntry):
    """

    battles: list[BattleAhead]
    site: None | SiteEntry
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.site_entry import SiteEntry

        battles = []
        for battles_item_data in self.battles:
            battles_item = battles_item_data.to_dict()
            battles.append(battles_item)

        site: dict[str, Any] | None
        if isinstance(self.site, SiteEntry):
            site = self.site.to_dict()
        else:
            site = self.site

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "battles": battles,
                "site": site,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.battle_ahead import BattleAhead
        from ..models.site_entry import SiteEntry

        d = dict(src_dict)
        battles = []
        _battles = d.pop("battles")
        for battles_item_data in _battles:
            battles_item = BattleAhead.from_dict(battles_item_data)

            battles.append(battles_item)

        def _parse_site(data: object) -> None | SiteEntry:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                site_type_0 = SiteEntry.from_dict(data)

                return site_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SiteEntry, data)

        site = _parse_site(d.pop("site"))

        move_forecast = cls(
            battles=battles,
            site=site,
        )

        move_forecast.additional_properties = d
        return move_forecast

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
