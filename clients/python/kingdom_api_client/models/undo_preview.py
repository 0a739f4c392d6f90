from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.error import Error
    from ..models.undo_entry import UndoEntry


T = TypeVar("T", bound="UndoPreview")


@_attrs_define
class UndoPreview:
    """
    Attributes:
        version (int):
        allowed (bool): whether you may take the last entry back now
        refusal (Error | None): why not (the error an undo would answer), or null
        entry (None | UndoEntry):
    """

    version: int
    allowed: bool
    refusal: Error | None
    entry: None | UndoEntry
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.error import Error
        from ..models.undo_entry import UndoEntry

        version = self.version

        allowed = self.allowed

        refusal: dict[str, Any] | None
        if isinstance(self.refusal, Error):
            refusal = self.refusal.to_dict()
        else:
            refusal = self.refusal

        entry: dict[str, Any] | None
        if isinstance(self.entry, UndoEntry):
            entry = self.entry.to_dict()
        else:
            entry = self.entry

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "allowed": allowed,
                "refusal": refusal,
                "entry": entry,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.error import Error
        from ..models.undo_entry import UndoEntry

        d = dict(src_dict)
        version = d.pop("version")

        allowed = d.pop("allowed")

        def _parse_refusal(data: object) -> Error | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                refusal_type_0 = Error.from_dict(data)

                return refusal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Error | None, data)

        refusal = _parse_refusal(d.pop("refusal"))

        def _parse_entry(data: object) -> None | UndoEntry:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                entry_type_0 = UndoEntry.from_dict(data)

                return entry_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UndoEntry, data)

        entry = _parse_entry(d.pop("entry"))

        undo_preview = cls(
            version=version,
            allowed=allowed,
            refusal=refusal,
            entry=entry,
        )

        undo_preview.additional_properties = d
        return undo_preview

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
