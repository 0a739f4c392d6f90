from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Message")


@_attrs_define
class Message:
    """
    Attributes:
        id (int):
        sender (int): the writer's seat
        sender_name (str):
        to (int | None): the seat written to; null: table
        to_name (None | str):
        private (bool):
        text (None | str): plain text; null once hidden
        hidden (bool): the host hid it: its text is shown to nobody
        at (datetime.datetime):
        mine (bool):
    """

    id: int
    sender: int
    sender_name: str
    to: int | None
    to_name: None | str
    private: bool
    text: None | str
    hidden: bool
    at: datetime.datetime
    mine: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        sender = self.sender

        sender_name = self.sender_name

        to: int | None
        to = self.to

        to_name: None | str
        to_name = self.to_name

        private = self.private

        text: None | str
        text = self.text

        hidden = self.hidden

        at = self.at.isoformat()

        mine = self.mine

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "sender": sender,
                "sender_name": sender_name,
                "to": to,
                "to_name": to_name,
                "private": private,
                "text": text,
                "hidden": hidden,
                "at": at,
                "mine": mine,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        sender = d.pop("sender")

        sender_name = d.pop("sender_name")

        def _parse_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to = _parse_to(d.pop("to"))

        def _parse_to_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_name = _parse_to_name(d.pop("to_name"))

        private = d.pop("private")

        def _parse_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        text = _parse_text(d.pop("text"))

        hidden = d.pop("hidden")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        mine = d.pop("mine")

        message = cls(
            id=id,
            sender=sender,
            sender_name=sender_name,
            to=to,
            to_name=to_name,
            private=private,
            text=text,
            hidden=hidden,
            at=at,
            mine=mine,
        )

        message.additional_properties = d
        return message

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
