from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_started_type import GameStartedType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GameStarted")


@_attrs_define
class GameStarted:
    """
    Attributes:
        type_ (GameStartedType):
        rule (str):
        seats (list[str]):
        mode (str):
        visible_to (list[int] | None | Unset):
        dice_commitment (None | str | Unset):
    """

    type_: GameStartedType
    rule: str
    seats: list[str]
    mode: str
    visible_to: list[int] | None | Unset = UNSET
    dice_commitment: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        rule = self.rule

        seats = self.seats

        mode = self.mode

        visible_to: list[int] | None | Unset
        if isinstance(self.visible_to, Unset):
            visible_to = UNSET
        elif isinstance(self.visible_to, list):
            visible_to = self.visible_to

        else:
            visible_to = self.visible_to

        dice_commitment: None | str | Unset
        if isinstance(self.dice_commitment, Unset):
            dice_commitment = UNSET
        else:
            dice_commitment = self.dice_commitment

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "rule": rule,
                "seats": seats,
                "mode": mode,
            }
        )
        if visible_to is not UNSET:
            field_dict["visible_to"] = visible_to
        if dice_commitment is not UNSET:
            field_dict["dice_commitment"] = dice_commitment

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = GameStartedType(d.pop("type"))

        rule = d.pop("rule")

        seats = cast(list[str], d.pop("seats"))

        mode = d.pop("mode")

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

        def _parse_dice_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        dice_commitment = _parse_dice_commitment(d.pop("dice_commitment", UNSET))

        game_started = cls(
            type_=type_,
            rule=rule,
            seats=seats,
            mode=mode,
            visible_to=visible_to,
            dice_commitment=dice_commitment,
        )

        game_started.additional_properties = d
        return game_started

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
