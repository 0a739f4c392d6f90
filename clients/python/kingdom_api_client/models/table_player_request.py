from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TablePlayerRequest")


@_attrs_define
class TablePlayerRequest:
    """A player at a physical table: a name, no account.

    Attributes:
        name (str): as the table calls him
        challenger (None | str | Unset): the Royal Challenger chosen at the table (rule 4 v), entered for the seat when
            its choice comes; none: chosen in the game
    """

    name: str
    challenger: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        challenger: None | str | Unset
        if isinstance(self.challenger, Unset):
            challenger = UNSET
        else:
            challenger = self.challenger

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if challenger is not UNSET:
            field_dict["challenger"] = challenger

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_challenger(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        challenger = _parse_challenger(d.pop("challenger", UNSET))

        table_player_request = cls(
            name=name,
            challenger=challenger,
        )

        table_player_request.additional_properties = d
        return table_player_request

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
