from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.contest_option import ContestOption


T = TypeVar("T", bound="ChooseBattleDetail")


@_attrs_define
class ChooseBattleDetail:
    """
    Attributes:
        options (list[ContestOption]):
    """

    options: list[ContestOption]

    def to_dict(self) -> dict[str, Any]:
        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.contest_option import ContestOption

        d = dict(src_dict)
        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = ContestOption.from_dict(options_item_data)

            options.append(options_item)

        choose_battle_detail = cls(
            options=options,
        )

        return choose_battle_detail
