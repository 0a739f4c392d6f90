from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.message import Message
    from ..models.message_page_unread import MessagePageUnread


T = TypeVar("T", bound="MessagePage")


@_attrs_define
class MessagePage:
    """
    Attributes:
        unread (MessagePageUnread): messages others wrote that you have not read: "table", and by seat (private)
        next_ (None | str): older messages
        previous (None | str):
        results (list[Message]):
        last_read (int): you have read every message up to it
        muted (list[int]): seats
    """

    unread: MessagePageUnread
    next_: None | str
    previous: None | str
    results: list[Message]
    last_read: int
    muted: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        unread = self.unread.to_dict()

        next_: None | str
        next_ = self.next_

        previous: None | str
        previous = self.previous

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        last_read = self.last_read

        muted = self.muted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "unread": unread,
                "next": next_,
                "previous": previous,
                "results": results,
                "last_read": last_read,
                "muted": muted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.message import Message
        from ..models.message_page_unread import MessagePageUnread

        d = dict(src_dict)
        unread = MessagePageUnread.from_dict(d.pop("unread"))

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        def _parse_previous(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        previous = _parse_previous(d.pop("previous"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = Message.from_dict(results_item_data)

            results.append(results_item)

        last_read = d.pop("last_read")

        muted = cast(list[int], d.pop("muted"))

        message_page = cls(
            unread=unread,
            next_=next_,
            previous=previous,
            results=results,
            last_read=last_read,
            muted=muted,
        )

        message_page.additional_properties = d
        return message_page

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
