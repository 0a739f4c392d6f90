from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Profile")


@_attrs_define
class Profile:
    """How and when you are told of your decisions (every time is in `time_zone`).

    Attributes:
        time_zone (str): a name from the IANA zone database, e.g. Europe/London
        reminder_hours (list[float]): hours before a deadline at which to remind you, e.g. [12, 1]
        digest_hour (int):
        email_decisions (bool | Unset):
        quiet_start (None | str | Unset): a local time of day in your `time_zone`, HH:MM or HH:MM:SS (no offset)
        quiet_end (None | str | Unset): a local time of day in your `time_zone`, HH:MM or HH:MM:SS (no offset)
        digest (bool | Unset):
        message_mail_minutes (int | None | Unset): minutes after which a message you have not read is mailed to you (0:
            at once; null: never — the daily digest still counts them)
        reply_by_mail (bool | Unset): your decision mails carry a reply address and the codes to answer with (issue 32:
            docs/play-by-mail.md)
        bot_account (bool | Unset): a bot account (issue 31, docs/bot-authors.md): a program plays it through the API,
            it is shown as a bot wherever its name appears, and it takes a seat only when a host invites it by name. Changed
            only while it has no seat in a game that has not finished (else a 409 `seated` naming the games)
    """

    time_zone: str
    reminder_hours: list[float]
    digest_hour: int
    email_decisions: bool | Unset = UNSET
    quiet_start: None | str | Unset = UNSET
    quiet_end: None | str | Unset = UNSET
    digest: bool | Unset = UNSET
    message_mail_minutes: int | None | Unset = UNSET
    reply_by_mail: bool | Unset = UNSET
    bot_account: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        time_zone = self.time_zone

        reminder_hours = self.reminder_hours

        digest_hour = self.digest_hour

        email_decisions = self.email_decisions

        quiet_start: None | str | Unset
        if isinstance(self.quiet_start, Unset):
            quiet_start = UNSET
        else:
            quiet_start = self.quiet_start

        quiet_end: None | str | Unset
        if isinstance(self.quiet_end, Unset):
            quiet_end = UNSET
        else:
            quiet_end = self.quiet_end

        digest = self.digest

        message_mail_minutes: int | None | Unset
        if isinstance(self.message_mail_minutes, Unset):
            message_mail_minutes = UNSET
        else:
            message_mail_minutes = self.message_mail_minutes

        reply_by_mail = self.reply_by_mail

        bot_account = self.bot_account

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "time_zone": time_zone,
                "reminder_hours": reminder_hours,
                "digest_hour": digest_hour,
            }
        )
        if email_decisions is not UNSET:
            field_dict["email_decisions"] = email_decisions
        if quiet_start is not UNSET:
            field_dict["quiet_start"] = quiet_start
        if quiet_end is not UNSET:
            field_dict["quiet_end"] = quiet_end
        if digest is not UNSET:
            field_dict["digest"] = digest
        if message_mail_minutes is not UNSET:
            field_dict["message_mail_minutes"] = message_mail_minutes
        if reply_by_mail is not UNSET:
            field_dict["reply_by_mail"] = reply_by_mail
        if bot_account is not UNSET:
            field_dict["bot_account"] = bot_account

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        time_zone = d.pop("time_zone")

        reminder_hours = cast(list[float], d.pop("reminder_hours"))

        digest_hour = d.pop("digest_hour")

        email_decisions = d.pop("email_decisions", UNSET)

        def _parse_quiet_start(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        quiet_start = _parse_quiet_start(d.pop("quiet_start", UNSET))

        def _parse_quiet_end(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        quiet_end = _parse_quiet_end(d.pop("quiet_end", UNSET))

        digest = d.pop("digest", UNSET)

        def _parse_message_mail_minutes(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        message_mail_minutes = _parse_message_mail_minutes(
            d.pop("message_mail_minutes", UNSET)
        )

        reply_by_mail = d.pop("reply_by_mail", UNSET)

        bot_account = d.pop("bot_account", UNSET)

        profile = cls(
            time_zone=time_zone,
            reminder_hours=reminder_hours,
            digest_hour=digest_hour,
            email_decisions=email_decisions,
            quiet_start=quiet_start,
            quiet_end=quiet_end,
            digest=digest,
            message_mail_minutes=message_mail_minutes,
            reply_by_mail=reply_by_mail,
            bot_account=bot_account,
        )

        profile.additional_properties = d
        return profile

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
