from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_choose_challenger_kind import (
    PostedActionChooseChallengerKind,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionChooseChallenger")


@_attrs_define
class PostedActionChooseChallenger:
    """Select a Royal Challenger (rule 4 v).

    Attributes:
        kind (PostedActionChooseChallengerKind):
        challenger (str | Unset):  Default: ''.
    """

    kind: PostedActionChooseChallengerKind
    challenger: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        challenger = self.challenger

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if challenger is not UNSET:
            field_dict["challenger"] = challenger

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionChooseChallengerKind(d.pop("kind"))

        challenger = d.pop("challenger", UNSET)

        posted_action_choose_challenger = cls(
            kind=kind,
            challenger=challenger,
        )

        return posted_action_choose_challenger
