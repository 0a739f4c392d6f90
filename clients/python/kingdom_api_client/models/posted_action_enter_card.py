from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_enter_card_kind import PostedActionEnterCardKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionEnterCard")


@_attrs_define
class PostedActionEnterCard:
    """At a physical table: the card just drawn from a pack (fortune, guardian or riddle).

    Attributes:
        kind (PostedActionEnterCardKind):
        card (str | Unset):  Default: ''.
    """

    kind: PostedActionEnterCardKind
    card: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionEnterCardKind(d.pop("kind"))

        card = d.pop("card", UNSET)

        posted_action_enter_card = cls(
            kind=kind,
            card=card,
        )

        return posted_action_enter_card
