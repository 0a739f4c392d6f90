from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.patched_profile_request import PatchedProfileRequest


T = TypeVar("T", bound="PatchedMeRequest")


@_attrs_define
class PatchedMeRequest:
    """
    Attributes:
        email (str | Unset):
        profile (PatchedProfileRequest | Unset): How and when you are told of your decisions (every time is in
            `time_zone`).
    """

    email: str | Unset = UNSET
    profile: PatchedProfileRequest | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        email: str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        profile: dict[str, Any] | Unset = UNSET
        if not isinstance(self.profile, Unset):
            profile = self.profile.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if email is not UNSET:
            field_dict["email"] = email
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.patched_profile_request import PatchedProfileRequest

        d = dict(src_dict)

        def _parse_email(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))

        _profile = d.pop("profile", UNSET)
        profile: PatchedProfileRequest | Unset
        if isinstance(_profile, Unset):
            profile = UNSET
        else:
            profile = PatchedProfileRequest.from_dict(_profile)

        patched_me_request = cls(
            email=email,
            profile=profile,
        )

        patched_me_request.additional_properties = d
        return patched_me_request

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
