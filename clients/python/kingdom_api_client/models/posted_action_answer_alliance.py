from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_answer_alliance_kind import PostedActionAnswerAllianceKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionAnswerAlliance")


@_attrs_define
class PostedActionAnswerAlliance:
    """Accept or refuse the alliance `from_seat` proposed to you (rule 33).

    Attributes:
        kind (PostedActionAnswerAllianceKind):
        from_seat (int | Unset):  Default: 0.
        accept (bool | Unset):  Default: False.
    """

    kind: PostedActionAnswerAllianceKind
    from_seat: int | Unset = 0
    accept: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        from_seat = self.from_seat

        accept = self.accept

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if from_seat is not UNSET:
            field_dict["from_seat"] = from_seat
        if accept is not UNSET:
            field_dict["accept"] = accept

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionAnswerAllianceKind(d.pop("kind"))

        from_seat = d.pop("from_seat", UNSET)

        accept = d.pop("accept", UNSET)

        posted_action_answer_alliance = cls(
            kind=kind,
            from_seat=from_seat,
            accept=accept,
        )

        return posted_action_answer_alliance
