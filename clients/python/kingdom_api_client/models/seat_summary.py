from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatSummary")


@_attrs_define
class SeatSummary:
    """A seat as the lobby lists it.

    Attributes:
        index (int):
        name (str):
        bot (bool): a built-in bot plays the seat (docs/bots.md)
        bot_level (None | str): a built-in bot's level (docs/bots.md); null for any other seat
        bot_account (bool): a bot account plays the seat: a program of its owner's, through the API (issue 31, docs/bot-
            authors.md); it was seated by the host's invitation by name
        yours (bool): you play this seat
    """

    index: int
    name: str
    bot: bool
    bot_level: None | str
    bot_account: bool
    yours: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        name = self.name

        bot = self.bot

        bot_level: None | str
        bot_level = self.bot_level

        bot_account = self.bot_account

        yours = self.yours

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "name": name,
                "bot": bot,
                "bot_level": bot_level,
                "bot_account": bot_account,
                "yours": yours,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        index = d.pop("index")

        name = d.pop("name")

        bot = d.pop("bot")

        def _parse_bot_level(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot_level = _parse_bot_level(d.pop("bot_level"))

        bot_account = d.pop("bot_account")

        yours = d.pop("yours")

        seat_summary = cls(
            index=index,
            name=name,
            bot=bot,
            bot_level=bot_level,
            bot_account=bot_account,
            yours=yours,
        )

        seat_summary.additional_properties = d
        return seat_summary

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
