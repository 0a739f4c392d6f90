from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.decks_fortune_item import DecksFortuneItem
    from ..models.decks_guardians_item import DecksGuardiansItem
    from ..models.riddle_question import RiddleQuestion


T = TypeVar("T", bound="Decks")


@_attrs_define
class Decks:
    """
    Attributes:
        fortune (list[DecksFortuneItem]):
        guardians (list[DecksGuardiansItem]):
        riddles (list[RiddleQuestion]):
    """

    fortune: list[DecksFortuneItem]
    guardians: list[DecksGuardiansItem]
    riddles: list[RiddleQuestion]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fortune = []
        for fortune_item_data in self.fortune:
            fortune_item = fortune_item_data.to_dict()
            fortune.append(fortune_item)

        guardians = []
        for guardians_item_data in self.guardians:
            guardians_item = guardians_item_data.to_dict()
            guardians.append(guardians_item)

        riddles = []
        for riddles_item_data in self.riddles:
            riddles_item = riddles_item_data.to_dict()
            riddles.append(riddles_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fortune": fortune,
                "guardians": guardians,
                "riddles": riddles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.decks_fortune_item import DecksFortuneItem
        from ..models.decks_guardians_item import DecksGuardiansItem
        from ..models.riddle_question import RiddleQuestion

        d = dict(src_dict)
        fortune = []
        _fortune = d.pop("fortune")
        for fortune_item_data in _fortune:
            fortune_item = DecksFortuneItem.from_dict(fortune_item_data)

            fortune.append(fortune_item)

        guardians = []
        _guardians = d.pop("guardians")
        for guardians_item_data in _guardians:
            guardians_item = DecksGuardiansItem.from_dict(guardians_item_data)

            guardians.append(guardians_item)

        riddles = []
        _riddles = d.pop("riddles")
        for riddles_item_data in _riddles:
            riddles_item = RiddleQuestion.from_dict(riddles_item_data)

            riddles.append(riddles_item)

        decks = cls(
            fortune=fortune,
            guardians=guardians,
            riddles=riddles,
        )

        decks.additional_properties = d
        return decks

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
