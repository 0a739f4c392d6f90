from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dice_audit_rolls_item import DiceAuditRollsItem


T = TypeVar("T", bound="DiceAudit")


@_attrs_define
class DiceAudit:
    """
    Attributes:
        mode (str): server (server dice) or table (faces typed in)
        commitment (str):
        seed (None | str):
        rolls (list[DiceAuditRollsItem]):
    """

    mode: str
    commitment: str
    seed: None | str
    rolls: list[DiceAuditRollsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode

        commitment = self.commitment

        seed: None | str
        seed = self.seed

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mode": mode,
                "commitment": commitment,
                "seed": seed,
                "rolls": rolls,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_audit_rolls_item import DiceAuditRollsItem

        d = dict(src_dict)
        mode = d.pop("mode")

        commitment = d.pop("commitment")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceAuditRollsItem.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        dice_audit = cls(
            mode=mode,
            commitment=commitment,
            seed=seed,
            rolls=rolls,
        )

        dice_audit.additional_properties = d
        return dice_audit

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
