from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.messages_read_unread import MessagesReadUnread


T = TypeVar("T", bound="MessagesRead")


@_attrs_define
class MessagesRead:
    """
    Attributes:
        unread (MessagesReadUnread): messages others wrote that you have not read: "table", and by seat (private)
        last_read (int):
    """

    unread: MessagesReadUnread
    last_read: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        unread = self.unread.to_dict()

        last_read = self.last_read

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "unread": unread,
                "last_read": last_read,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.messages_read_unread import MessagesReadUnread

        d = dict(src_dict)
        unread = MessagesReadUnread.from_dict(d.pop("unread"))

        last_read = d.pop("last_read")

        messages_read = cls(
            unread=unread,
            last_read=last_read,
        )

        messages_read.additional_properties = d
        return messages_read

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
