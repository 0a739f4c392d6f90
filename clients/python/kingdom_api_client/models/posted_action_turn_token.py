from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_turn_token_kind import PostedActionTurnTokenKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionTurnToken")


@_attrs_define
class PostedActionTurnToken:
    """At a physical table: what the turned magic token shows (rule 29).

    Attributes:
        kind (PostedActionTurnTokenKind):
        grail (bool | Unset):  Default: False.
    """

    kind: PostedActionTurnTokenKind
    grail: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        grail = self.grail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if grail is not UNSET:
            field_dict["grail"] = grail

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionTurnTokenKind(d.pop("kind"))

        grail = d.pop("grail", UNSET)

        posted_action_turn_token = cls(
            kind=kind,
            grail=grail,
        )

        return posted_action_turn_token
