from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_answer_joust_kind import PostedActionAnswerJoustKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionAnswerJoust")


@_attrs_define
class PostedActionAnswerJoust:
    """Accept or decline the invitation to a Royal Jousting Tournament (rule 7).

    Attributes:
        kind (PostedActionAnswerJoustKind):
        accept (bool | Unset):  Default: False.
    """

    kind: PostedActionAnswerJoustKind
    accept: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        accept = self.accept

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if accept is not UNSET:
            field_dict["accept"] = accept

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionAnswerJoustKind(d.pop("kind"))

        accept = d.pop("accept", UNSET)

        posted_action_answer_joust = cls(
            kind=kind,
            accept=accept,
        )

        return posted_action_answer_joust
