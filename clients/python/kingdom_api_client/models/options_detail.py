from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="OptionsDetail")


@_attrs_define
class OptionsDetail:
    """
    Attributes:
        options (list[str]):
    """

    options: list[str]

    def to_dict(self) -> dict[str, Any]:
        options = self.options

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        options = cast(list[str], d.pop("options"))

        options_detail = cls(
            options=options,
        )

        return options_detail
