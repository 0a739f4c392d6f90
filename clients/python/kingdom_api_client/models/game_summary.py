from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.mode_enum import ModeEnum
from ..models.status_enum import StatusEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_summary import SeatSummary


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """
    Attributes:
        id (int):
        name (str):
        host (str):
        seats (list[SeatSummary]):
        updated_at (datetime.datetime):
        mode (ModeEnum | Unset): * `server` - Play by web (server dice)
            * `table` - A physical game (faces typed in)
        status (StatusEnum | Unset): * `open` - Open for players
            * `active` - Under way
            * `paused` - Paused by the host
            * `finished` - Finished
        version (int | Unset):
        seats_wanted (int | Unset):
    """

    id: int
    name: str
    host: str
    seats: list[SeatSummary]
    updated_at: datetime.datetime
    mode: ModeEnum | Unset = UNSET
    status: StatusEnum | Unset = UNSET
    version: int | Unset = UNSET
    seats_wanted: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        host = self.host

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        updated_at = self.updated_at.isoformat()

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        version = self.version

        seats_wanted = self.seats_wanted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "host": host,
                "seats": seats,
                "updated_at": updated_at,
            }
        )
        if mode is not UNSET:
            field_dict["mode"] = mode
        if status is not UNSET:
            field_dict["status"] = status
        if version is not UNSET:
            field_dict["version"] = version
        if seats_wanted is not UNSET:
            field_dict["seats_wanted"] = seats_wanted

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat_summary import SeatSummary

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        host = d.pop("host")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        _mode = d.pop("mode", UNSET)
        mode: ModeEnum | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = ModeEnum(_mode)

        _status = d.pop("status", UNSET)
        status: StatusEnum | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = StatusEnum(_status)

        version = d.pop("version", UNSET)

        seats_wanted = d.pop("seats_wanted", UNSET)

        game_summary = cls(
            id=id,
            name=name,
            host=host,
            seats=seats,
            updated_at=updated_at,
            mode=mode,
            status=status,
            version=version,
            seats_wanted=seats_wanted,
        )

        game_summary.additional_properties = d
        return game_summary

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
