from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.posted_action_answer_deal_kind import PostedActionAnswerDealKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionAnswerDeal")


@_attrs_define
class PostedActionAnswerDeal:
    """Accept or refuse a deal: the one a debtor offered you while the game waits for him
    (`number` None), or the offer numbered `number` another player proposed you (rule 32,
    house 28).

    Attributes:
        kind (PostedActionAnswerDealKind):
        accept (bool | Unset):  Default: False.
        number (int | None | Unset):
    """

    kind: PostedActionAnswerDealKind
    accept: bool | Unset = False
    number: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        accept = self.accept

        number: int | None | Unset
        if isinstance(self.number, Unset):
            number = UNSET
        else:
            number = self.number

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if accept is not UNSET:
            field_dict["accept"] = accept
        if number is not UNSET:
            field_dict["number"] = number

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionAnswerDealKind(d.pop("kind"))

        accept = d.pop("accept", UNSET)

        def _parse_number(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        number = _parse_number(d.pop("number", UNSET))

        posted_action_answer_deal = cls(
            kind=kind,
            accept=accept,
            number=number,
        )

        return posted_action_answer_deal
