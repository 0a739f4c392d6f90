from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatView")


@_attrs_define
class SeatView:
    """A seat's absence (selectors.seat_absence); `leave_days_left` for its own player only.

    Attributes:
        autopilot (bool):
        missed_deadlines (int):
        on_leave_until (datetime.datetime | None):
        replacement_offered (bool):
        index (int):
        name (str):
        bot (bool): a built-in bot plays the seat (docs/bots.md)
        bot_account (bool): a bot account plays the seat: a program of its owner's, through the API (issue 31, docs/bot-
            authors.md); it was seated by the host's invitation by name
        user (None | str):
        claimable (bool): a physical table's named seat that no player has claimed yet
        leave_days_left (float | Unset):
        replacement_code (str | Unset): the host's only
        claim_code (str | Unset): the host's only: the secret code with which a player claims this named seat (`POST
            /api/games/{id}/join/?code=…`), then enters its decisions too
    """

    autopilot: bool
    missed_deadlines: int
    on_leave_until: datetime.datetime | None
    replacement_offered: bool
    index: int
    name: str
    bot: bool
    bot_account: bool
    user: None | str
    claimable: bool
    leave_days_left: float | Unset = UNSET
    replacement_code: str | Unset = UNSET
    claim_code: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        autopilot = self.autopilot

        missed_deadlines = self.missed_deadlines

        on_leave_until: None | str
        if isinstance(self.on_leave_until, datetime.datetime):
            on_leave_until = self.on_leave_until.isoformat()
        else:
            on_leave_until = self.on_leave_until

        replacement_offered = self.replacement_offered

        index = self.index

        name = self.name

        bot = self.bot

        bot_account = self.bot_account

        user: None | str
        user = self.user

        claimable = self.claimable

        leave_days_left = self.leave_days_left

        replacement_code = self.replacement_code

        claim_code = self.claim_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "autopilot": autopilot,
                "missed_deadlines": missed_deadlines,
                "on_leave_until": on_leave_until,
                "replacement_offered": replacement_offered,
                "index": index,
                "name": name,
                "bot": bot,
                "bot_account": bot_account,
                "user": user,
                "claimable": claimable,
            }
        )
        if leave_days_left is not UNSET:
            field_dict["leave_days_left"] = leave_days_left
        if replacement_code is not UNSET:
            field_dict["replacement_code"] = replacement_code
        if claim_code is not UNSET:
            field_dict["claim_code"] = claim_code

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        autopilot = d.pop("autopilot")

        missed_deadlines = d.pop("missed_deadlines")

        def _parse_on_leave_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_leave_until_type_0 = datetime.datetime.fromisoformat(data)

                return on_leave_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        on_leave_until = _parse_on_leave_until(d.pop("on_leave_until"))

        replacement_offered = d.pop("replacement_offered")

        index = d.pop("index")

        name = d.pop("name")

        bot = d.pop("bot")

        bot_account = d.pop("bot_account")

        def _parse_user(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user = _parse_user(d.pop("user"))

        claimable = d.pop("claimable")

        leave_days_left = d.pop("leave_days_left", UNSET)

        replacement_code = d.pop("replacement_code", UNSET)

        claim_code = d.pop("claim_code", UNSET)

        seat_view = cls(
            autopilot=autopilot,
            missed_deadlines=missed_deadlines,
            on_leave_until=on_leave_until,
            replacement_offered=replacement_offered,
            index=index,
            name=name,
            bot=bot,
            bot_account=bot_account,
            user=user,
            claimable=claimable,
            leave_days_left=leave_days_left,
            replacement_code=replacement_code,
            claim_code=claim_code,
        )

        seat_view.additional_properties = d
        return seat_view

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
