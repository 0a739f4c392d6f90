from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.enter_card_detail_pack import EnterCardDetailPack

T = TypeVar("T", bound="EnterCardDetail")


@_attrs_define
class EnterCardDetail:
    """
    Attributes:
        pack (EnterCardDetailPack):
    """

    pack: EnterCardDetailPack

    def to_dict(self) -> dict[str, Any]:
        pack = self.pack.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pack": pack,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pack = EnterCardDetailPack(d.pop("pack"))

        enter_card_detail = cls(
            pack=pack,
        )

        return enter_card_detail
