from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_play_cards_kind import PostedActionPlayCardsKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionPlayCards")


@_attrs_define
class PostedActionPlayCards:
    """Play `count` "add 1 to your battle throw" cards in this round (rule 13); 0 = none.

    Attributes:
        kind (PostedActionPlayCardsKind):
        count (int | Unset):  Default: 0.
    """

    kind: PostedActionPlayCardsKind
    count: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionPlayCardsKind(d.pop("kind"))

        count = d.pop("count", UNSET)

        posted_action_play_cards = cls(
            kind=kind,
            count=count,
        )

        return posted_action_play_cards
