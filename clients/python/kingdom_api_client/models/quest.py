from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.quest_stage import QuestStage
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.quest_faces import QuestFaces


T = TypeVar("T", bound="Quest")


@_attrs_define
class Quest:
    """A Royal Challenger on a mystic site facing its guardian (rules 27–31).

    Attributes:
        seat (int):
        site (str):
        left (int):
        guardian (None | str | Unset):
        guardian_endurance (int | Unset):  Default: 0.
        stage (QuestStage | Unset): Where a quest stands (rules 28–29).
        faces (QuestFaces | Unset):
        riddle (None | str | Unset):
        answer (None | str | Unset):
    """

    seat: int
    site: str
    left: int
    guardian: None | str | Unset = UNSET
    guardian_endurance: int | Unset = 0
    stage: QuestStage | Unset = UNSET
    faces: QuestFaces | Unset = UNSET
    riddle: None | str | Unset = UNSET
    answer: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        site = self.site

        left = self.left

        guardian: None | str | Unset
        if isinstance(self.guardian, Unset):
            guardian = UNSET
        else:
            guardian = self.guardian

        guardian_endurance = self.guardian_endurance

        stage: str | Unset = UNSET
        if not isinstance(self.stage, Unset):
            stage = self.stage.value

        faces: dict[str, Any] | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = self.faces.to_dict()

        riddle: None | str | Unset
        if isinstance(self.riddle, Unset):
            riddle = UNSET
        else:
            riddle = self.riddle

        answer: None | str | Unset
        if isinstance(self.answer, Unset):
            answer = UNSET
        else:
            answer = self.answer

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "site": site,
                "left": left,
            }
        )
        if guardian is not UNSET:
            field_dict["guardian"] = guardian
        if guardian_endurance is not UNSET:
            field_dict["guardian_endurance"] = guardian_endurance
        if stage is not UNSET:
            field_dict["stage"] = stage
        if faces is not UNSET:
            field_dict["faces"] = faces
        if riddle is not UNSET:
            field_dict["riddle"] = riddle
        if answer is not UNSET:
            field_dict["answer"] = answer

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.quest_faces import QuestFaces

        d = dict(src_dict)
        seat = d.pop("seat")

        site = d.pop("site")

        left = d.pop("left")

        def _parse_guardian(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        guardian = _parse_guardian(d.pop("guardian", UNSET))

        guardian_endurance = d.pop("guardian_endurance", UNSET)

        _stage = d.pop("stage", UNSET)
        stage: QuestStage | Unset
        if isinstance(_stage, Unset):
            stage = UNSET
        else:
            stage = QuestStage(_stage)

        _faces = d.pop("faces", UNSET)
        faces: QuestFaces | Unset
        if isinstance(_faces, Unset):
            faces = UNSET
        else:
            faces = QuestFaces.from_dict(_faces)

        def _parse_riddle(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        riddle = _parse_riddle(d.pop("riddle", UNSET))

        def _parse_answer(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        answer = _parse_answer(d.pop("answer", UNSET))

        quest = cls(
            seat=seat,
            site=site,
            left=left,
            guardian=guardian,
            guardian_endurance=guardian_endurance,
            stage=stage,
            faces=faces,
            riddle=riddle,
            answer=answer,
        )

        quest.additional_properties = d
        return quest

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
