from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.clock_enum import ClockEnum
from ..models.decision_kind_enum import DecisionKindEnum

T = TypeVar("T", bound="DecisionKind")


@_attrs_define
class DecisionKind:
    """One kind of decision the game can wait for, as declared with the engine.

    Attributes:
        kind (DecisionKindEnum): * `roll` - roll
            * `answer_deal` - answer_deal
            * `raise_funds` - raise_funds
            * `ransom` - ransom
            * `choose_refuge` - choose_refuge
            * `battle_cards` - battle_cards
            * `choose_battle` - choose_battle
            * `joust_reply` - joust_reply
            * `joust_pick` - joust_pick
            * `enter_card` - enter_card
            * `quest` - quest
            * `turn_token` - turn_token
            * `answer_riddle` - answer_riddle
            * `judge_riddle` - judge_riddle
            * `leave_site` - leave_site
            * `choose_challenger` - choose_challenger
            * `bid` - bid
            * `move` - move
            * `purchase` - purchase
            * `alliance_reply` - alliance_reply
            * `deal_reply` - deal_reply
        label (str): what the pages and mails call it
        help_ (str): what the player decides
        who (str): who answers
        clock (ClockEnum): * `turn` - turn
            * `reply` - reply
            * `table` - table
        actions (list[str]): the action kinds that answer it
        default (str): what the clock does when the deadline passes
    """

    kind: DecisionKindEnum
    label: str
    help_: str
    who: str
    clock: ClockEnum
    actions: list[str]
    default: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        label = self.label

        help_ = self.help_

        who = self.who

        clock = self.clock.value

        actions = self.actions

        default = self.default

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "label": label,
                "help": help_,
                "who": who,
                "clock": clock,
                "actions": actions,
                "default": default,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DecisionKindEnum(d.pop("kind"))

        label = d.pop("label")

        help_ = d.pop("help")

        who = d.pop("who")

        clock = ClockEnum(d.pop("clock"))

        actions = cast(list[str], d.pop("actions"))

        default = d.pop("default")

        decision_kind = cls(
            kind=kind,
            label=label,
            help_=help_,
            who=who,
            clock=clock,
            actions=actions,
            default=default,
        )

        decision_kind.additional_properties = d
        return decision_kind

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
