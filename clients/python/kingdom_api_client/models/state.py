from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.mode import Mode
from ..models.phase import Phase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.awaited_roll import AwaitedRoll
    from ..models.battle import Battle
    from ..models.card_loss import CardLoss
    from ..models.deal import Deal
    from ..models.debt import Debt
    from ..models.duel import Duel
    from ..models.escape import Escape
    from ..models.joust import Joust
    from ..models.offer import Offer
    from ..models.player import Player
    from ..models.proposal import Proposal
    from ..models.quest import Quest
    from ..models.ransom import Ransom
    from ..models.settings import Settings
    from ..models.setup import Setup
    from ..models.state_control import StateControl
    from ..models.state_sieges import StateSieges
    from ..models.state_tokens import StateTokens
    from ..models.turn import Turn


T = TypeVar("T", bound="State")


@_attrs_define
class State:
    """
    Attributes:
        mode (Mode): Play-by-web with server dice, or a physical game whose faces are typed in (house 2).
        settings (Settings): What the host chose at creation.
        players (list[Player]):
        phase (Phase | Unset): Where the game stands. Set-up (rules 4–5), then each turn's phases (rule 6 i–vi).
        order (list[int] | Unset):
        setup (Setup | Unset):
        turn (None | Turn | Unset):
        control (StateControl | Unset):
        tokens (StateTokens | Unset):
        grail_site (None | str | Unset):
        fortune_pack (list[str] | Unset):
        fortune_under (int | None | Unset):
        guardian_pack (list[str] | Unset):
        riddle_pack (list[str] | Unset):
        card_losses (list[CardLoss] | Unset):
        joust (Joust | None | Unset):
        quest (None | Quest | Unset):
        rolls_made (int | Unset):  Default: 0.
        draws_made (int | Unset):  Default: 0.
        pending_roll (AwaitedRoll | None | Unset):
        debt (Debt | None | Unset):
        dues (list[Debt] | Unset):
        deal (Deal | None | Unset):
        battle (Battle | None | Unset):
        escape (Escape | None | Unset):
        duel (Duel | None | Unset):
        ransom (None | Ransom | Unset):
        sieges (StateSieges | Unset):
        alliances (list[list[int]] | Unset):
        proposals (list[Proposal] | Unset):
        proposals_made (int | Unset):  Default: 0.
        offers (list[Offer] | Unset):
        offers_made (int | Unset):  Default: 0.
        royal_guardian (int | None | Unset):
        camelot_fallen (bool | Unset):  Default: False.
        winner (int | None | Unset):
        ended_by (None | str | Unset):
    """

    mode: Mode
    settings: Settings
    players: list[Player]
    phase: Phase | Unset = UNSET
    order: list[int] | Unset = UNSET
    setup: Setup | Unset = UNSET
    turn: None | Turn | Unset = UNSET
    control: StateControl | Unset = UNSET
    tokens: StateTokens | Unset = UNSET
    grail_site: None | str | Unset = UNSET
    fortune_pack: list[str] | Unset = UNSET
    fortune_under: int | None | Unset = UNSET
    guardian_pack: list[str] | Unset = UNSET
    riddle_pack: list[str] | Unset = UNSET
    card_losses: list[CardLoss] | Unset = UNSET
    joust: Joust | None | Unset = UNSET
    quest: None | Quest | Unset = UNSET
    rolls_made: int | Unset = 0
    draws_made: int | Unset = 0
    pending_roll: AwaitedRoll | None | Unset = UNSET
    debt: Debt | None | Unset = UNSET
    dues: list[Debt] | Unset = UNSET
    deal: Deal | None | Unset = UNSET
    battle: Battle | None | Unset = UNSET
    escape: Escape | None | Unset = UNSET
    duel: Duel | None | Unset = UNSET
    ransom: None | Ransom | Unset = UNSET
    sieges: StateSieges | Unset = UNSET
    alliances: list[list[int]] | Unset = UNSET
    proposals: list[Proposal] | Unset = UNSET
    proposals_made: int | Unset = 0
    offers: list[Offer] | Unset = UNSET
    offers_made: int | Unset = 0
    royal_guardian: int | None | Unset = UNSET
    camelot_fallen: bool | Unset = False
    winner: int | None | Unset = UNSET
    ended_by: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.awaited_roll import AwaitedRoll
        from ..models.battle import Battle
        from ..models.deal import Deal
        from ..models.debt import Debt
        from ..models.duel import Duel
        from ..models.escape import Escape
        from ..models.joust import Joust
        from ..models.quest import Quest
        from ..models.ransom import Ransom
        from ..models.turn import Turn

        mode = self.mode.value

        settings = self.settings.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        phase: str | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value

        order: list[int] | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order

        setup: dict[str, Any] | Unset = UNSET
        if not isinstance(self.setup, Unset):
            setup = self.setup.to_dict()

        turn: dict[str, Any] | None | Unset
        if isinstance(self.turn, Unset):
            turn = UNSET
        elif isinstance(self.turn, Turn):
            turn = self.turn.to_dict()
        else:
            turn = self.turn

        control: dict[str, Any] | Unset = UNSET
        if not isinstance(self.control, Unset):
            control = self.control.to_dict()

        tokens: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tokens, Unset):
            tokens = self.tokens.to_dict()

        grail_site: None | str | Unset
        if isinstance(self.grail_site, Unset):
            grail_site = UNSET
        else:
            grail_site = self.grail_site

        fortune_pack: list[str] | Unset = UNSET
        if not isinstance(self.fortune_pack, Unset):
            fortune_pack = self.fortune_pack

        fortune_under: int | None | Unset
        if isinstance(self.fortune_under, Unset):
            fortune_under = UNSET
        else:
            fortune_under = self.fortune_under

        guardian_pack: list[str] | Unset = UNSET
        if not isinstance(self.guardian_pack, Unset):
            guardian_pack = self.guardian_pack

        riddle_pack: list[str] | Unset = UNSET
        if not isinstance(self.riddle_pack, Unset):
            riddle_pack = self.riddle_pack

        card_losses: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.card_losses, Unset):
            card_losses = []
            for card_losses_item_data in self.card_losses:
                card_losses_item = card_losses_item_data.to_dict()
                card_losses.append(card_losses_item)

        joust: dict[str, Any] | None | Unset
        if isinstance(self.joust, Unset):
            joust = UNSET
        elif isinstance(self.joust, Joust):
            joust = self.joust.to_dict()
        else:
            joust = self.joust

        quest: dict[str, Any] | None | Unset
        if isinstance(self.quest, Unset):
            quest = UNSET
        elif isinstance(self.quest, Quest):
            quest = self.quest.to_dict()
        else:
            quest = self.quest

        rolls_made = self.rolls_made

        draws_made = self.draws_made

        pending_roll: dict[str, Any] | None | Unset
        if isinstance(self.pending_roll, Unset):
            pending_roll = UNSET
        elif isinstance(self.pending_roll, AwaitedRoll):
            pending_roll = self.pending_roll.to_dict()
        else:
            pending_roll = self.pending_roll

        debt: dict[str, Any] | None | Unset
        if isinstance(self.debt, Unset):
            debt = UNSET
        elif isinstance(self.debt, Debt):
            debt = self.debt.to_dict()
        else:
            debt = self.debt

        dues: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.dues, Unset):
            dues = []
            for dues_item_data in self.dues:
                dues_item = dues_item_data.to_dict()
                dues.append(dues_item)

        deal: dict[str, Any] | None | Unset
        if isinstance(self.deal, Unset):
            deal = UNSET
        elif isinstance(self.deal, Deal):
            deal = self.deal.to_dict()
        else:
            deal = self.deal

        battle: dict[str, Any] | None | Unset
        if isinstance(self.battle, Unset):
            battle = UNSET
        elif isinstance(self.battle, Battle):
            battle = self.battle.to_dict()
        else:
            battle = self.battle

        escape: dict[str, Any] | None | Unset
        if isinstance(self.escape, Unset):
            escape = UNSET
        elif isinstance(self.escape, Escape):
            escape = self.escape.to_dict()
        else:
            escape = self.escape

        duel: dict[str, Any] | None | Unset
        if isinstance(self.duel, Unset):
            duel = UNSET
        elif isinstance(self.duel, Duel):
            duel = self.duel.to_dict()
        else:
            duel = self.duel

        ransom: dict[str, Any] | None | Unset
        if isinstance(self.ransom, Unset):
            ransom = UNSET
        elif isinstance(self.ransom, Ransom):
            ransom = self.ransom.to_dict()
        else:
            ransom = self.ransom

        sieges: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sieges, Unset):
            sieges = self.sieges.to_dict()

        alliances: list[list[int]] | Unset = UNSET
        if not isinstance(self.alliances, Unset):
            alliances = []
            for alliances_item_data in self.alliances:
                alliances_item = alliances_item_data

                alliances.append(alliances_item)

        proposals: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.proposals, Unset):
            proposals = []
            for proposals_item_data in self.proposals:
                proposals_item = proposals_item_data.to_dict()
                proposals.append(proposals_item)

        proposals_made = self.proposals_made

        offers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.offers, Unset):
            offers = []
            for offers_item_data in self.offers:
                offers_item = offers_item_data.to_dict()
                offers.append(offers_item)

        offers_made = self.offers_made

        royal_guardian: int | None | Unset
        if isinstance(self.royal_guardian, Unset):
            royal_guardian = UNSET
        else:
            royal_guardian = self.royal_guardian

        camelot_fallen = self.camelot_fallen

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        ended_by: None | str | Unset
        if isinstance(self.ended_by, Unset):
            ended_by = UNSET
        else:
            ended_by = self.ended_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mode": mode,
                "settings": settings,
                "players": players,
            }
        )
        if phase is not UNSET:
            field_dict["phase"] = phase
        if order is not UNSET:
            field_dict["order"] = order
        if setup is not UNSET:
            field_dict["setup"] = setup
        if turn is not UNSET:
            field_dict["turn"] = turn
        if control is not UNSET:
            field_dict["control"] = control
        if tokens is not UNSET:
            field_dict["tokens"] = tokens
        if grail_site is not UNSET:
            field_dict["grail_site"] = grail_site
        if fortune_pack is not UNSET:
            field_dict["fortune_pack"] = fortune_pack
        if fortune_under is not UNSET:
            field_dict["fortune_under"] = fortune_under
        if guardian_pack is not UNSET:
            field_dict["guardian_pack"] = guardian_pack
        if riddle_pack is not UNSET:
            field_dict["riddle_pack"] = riddle_pack
        if card_losses is not UNSET:
            field_dict["card_losses"] = card_losses
        if joust is not UNSET:
            field_dict["joust"] = joust
        if quest is not UNSET:
            field_dict["quest"] = quest
        if rolls_made is not UNSET:
            field_dict["rolls_made"] = rolls_made
        if draws_made is not UNSET:
            field_dict["draws_made"] = draws_made
        if pending_roll is not UNSET:
            field_dict["pending_roll"] = pending_roll
        if debt is not UNSET:
            field_dict["debt"] = debt
        if dues is not UNSET:
            field_dict["dues"] = dues
        if deal is not UNSET:
            field_dict["deal"] = deal
        if battle is not UNSET:
            field_dict["battle"] = battle
        if escape is not UNSET:
            field_dict["escape"] = escape
        if duel is not UNSET:
            field_dict["duel"] = duel
        if ransom is not UNSET:
            field_dict["ransom"] = ransom
        if sieges is not UNSET:
            field_dict["sieges"] = sieges
        if alliances is not UNSET:
            field_dict["alliances"] = alliances
        if proposals is not UNSET:
            field_dict["proposals"] = proposals
        if proposals_made is not UNSET:
            field_dict["proposals_made"] = proposals_made
        if offers is not UNSET:
            field_dict["offers"] = offers
        if offers_made is not UNSET:
            field_dict["offers_made"] = offers_made
        if royal_guardian is not UNSET:
            field_dict["royal_guardian"] = royal_guardian
        if camelot_fallen is not UNSET:
            field_dict["camelot_fallen"] = camelot_fallen
        if winner is not UNSET:
            field_dict["winner"] = winner
        if ended_by is not UNSET:
            field_dict["ended_by"] = ended_by

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.awaited_roll import AwaitedRoll
        from ..models.battle import Battle
        from ..models.card_loss import CardLoss
        from ..models.deal import Deal
        from ..models.debt import Debt
        from ..models.duel import Duel
        from ..models.escape import Escape
        from ..models.joust import Joust
        from ..models.offer import Offer
        from ..models.player import Player
        from ..models.proposal import Proposal
        from ..models.quest import Quest
        from ..models.ransom import Ransom
        from ..models.settings import Settings
        from ..models.setup import Setup
        from ..models.state_control import StateControl
        from ..models.state_sieges import StateSieges
        from ..models.state_tokens import StateTokens
        from ..models.turn import Turn

        d = dict(src_dict)
        mode = Mode(d.pop("mode"))

        settings = Settings.from_dict(d.pop("settings"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = Player.from_dict(players_item_data)

            players.append(players_item)

        _phase = d.pop("phase", UNSET)
        phase: Phase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = Phase(_phase)

        order = cast(list[int], d.pop("order", UNSET))

        _setup = d.pop("setup", UNSET)
        setup: Setup | Unset
        if isinstance(_setup, Unset):
            setup = UNSET
        else:
            setup = Setup.from_dict(_setup)

        def _parse_turn(data: object) -> None | Turn | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_0 = Turn.from_dict(data)

                return turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Turn | Unset, data)

        turn = _parse_turn(d.pop("turn", UNSET))

        _control = d.pop("control", UNSET)
        control: StateControl | Unset
        if isinstance(_control, Unset):
            control = UNSET
        else:
            control = StateControl.from_dict(_control)

        _tokens = d.pop("tokens", UNSET)
        tokens: StateTokens | Unset
        if isinstance(_tokens, Unset):
            tokens = UNSET
        else:
            tokens = StateTokens.from_dict(_tokens)

        def _parse_grail_site(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        grail_site = _parse_grail_site(d.pop("grail_site", UNSET))

        fortune_pack = cast(list[str], d.pop("fortune_pack", UNSET))

        def _parse_fortune_under(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        fortune_under = _parse_fortune_under(d.pop("fortune_under", UNSET))

        guardian_pack = cast(list[str], d.pop("guardian_pack", UNSET))

        riddle_pack = cast(list[str], d.pop("riddle_pack", UNSET))

        _card_losses = d.pop("card_losses", UNSET)
        card_losses: list[CardLoss] | Unset = UNSET
        if _card_losses is not UNSET:
            card_losses = []
            for card_losses_item_data in _card_losses:
                card_losses_item = CardLoss.from_dict(card_losses_item_data)

                card_losses.append(card_losses_item)

        def _parse_joust(data: object) -> Joust | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                joust_type_0 = Joust.from_dict(data)

                return joust_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Joust | None | Unset, data)

        joust = _parse_joust(d.pop("joust", UNSET))

        def _parse_quest(data: object) -> None | Quest | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                quest_type_0 = Quest.from_dict(data)

                return quest_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Quest | Unset, data)

        quest = _parse_quest(d.pop("quest", UNSET))

        rolls_made = d.pop("rolls_made", UNSET)

        draws_made = d.pop("draws_made", UNSET)

        def _parse_pending_roll(data: object) -> AwaitedRoll | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_roll_type_0 = AwaitedRoll.from_dict(data)

                return pending_roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AwaitedRoll | None | Unset, data)

        pending_roll = _parse_pending_roll(d.pop("pending_roll", UNSET))

        def _parse_debt(data: object) -> Debt | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                debt_type_0 = Debt.from_dict(data)

                return debt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Debt | None | Unset, data)

        debt = _parse_debt(d.pop("debt", UNSET))

        _dues = d.pop("dues", UNSET)
        dues: list[Debt] | Unset = UNSET
        if _dues is not UNSET:
            dues = []
            for dues_item_data in _dues:
                dues_item = Debt.from_dict(dues_item_data)

                dues.append(dues_item)

        def _parse_deal(data: object) -> Deal | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_0 = Deal.from_dict(data)

                return deal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Deal | None | Unset, data)

        deal = _parse_deal(d.pop("deal", UNSET))

        def _parse_battle(data: object) -> Battle | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                battle_type_0 = Battle.from_dict(data)

                return battle_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Battle | None | Unset, data)

        battle = _parse_battle(d.pop("battle", UNSET))

        def _parse_escape(data: object) -> Escape | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                escape_type_0 = Escape.from_dict(data)

                return escape_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Escape | None | Unset, data)

        escape = _parse_escape(d.pop("escape", UNSET))

        def _parse_duel(data: object) -> Duel | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                duel_type_0 = Duel.from_dict(data)

                return duel_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Duel | None | Unset, data)

        duel = _parse_duel(d.pop("duel", UNSET))

        def _parse_ransom(data: object) -> None | Ransom | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ransom_type_0 = Ransom.from_dict(data)

                return ransom_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Ransom | Unset, data)

        ransom = _parse_ransom(d.pop("ransom", UNSET))

        _sieges = d.pop("sieges", UNSET)
        sieges: StateSieges | Unset
        if isinstance(_sieges, Unset):
            sieges = UNSET
        else:
            sieges = StateSieges.from_dict(_sieges)

        _alliances = d.pop("alliances", UNSET)
        alliances: list[list[int]] | Unset = UNSET
        if _alliances is not UNSET:
            alliances = []
            for alliances_item_data in _alliances:
                alliances_item = cast(list[int], alliances_item_data)

                alliances.append(alliances_item)

        _proposals = d.pop("proposals", UNSET)
        proposals: list[Proposal] | Unset = UNSET
        if _proposals is not UNSET:
            proposals = []
            for proposals_item_data in _proposals:
                proposals_item = Proposal.from_dict(proposals_item_data)

                proposals.append(proposals_item)

        proposals_made = d.pop("proposals_made", UNSET)

        _offers = d.pop("offers", UNSET)
        offers: list[Offer] | Unset = UNSET
        if _offers is not UNSET:
            offers = []
            for offers_item_data in _offers:
                offers_item = Offer.from_dict(offers_item_data)

                offers.append(offers_item)

        offers_made = d.pop("offers_made", UNSET)

        def _parse_royal_guardian(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        royal_guardian = _parse_royal_guardian(d.pop("royal_guardian", UNSET))

        camelot_fallen = d.pop("camelot_fallen", UNSET)

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        def _parse_ended_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ended_by = _parse_ended_by(d.pop("ended_by", UNSET))

        state = cls(
            mode=mode,
            settings=settings,
            players=players,
            phase=phase,
            order=order,
            setup=setup,
            turn=turn,
            control=control,
            tokens=tokens,
            grail_site=grail_site,
            fortune_pack=fortune_pack,
            fortune_under=fortune_under,
            guardian_pack=guardian_pack,
            riddle_pack=riddle_pack,
            card_losses=card_losses,
            joust=joust,
            quest=quest,
            rolls_made=rolls_made,
            draws_made=draws_made,
            pending_roll=pending_roll,
            debt=debt,
            dues=dues,
            deal=deal,
            battle=battle,
            escape=escape,
            duel=duel,
            ransom=ransom,
            sieges=sieges,
            alliances=alliances,
            proposals=proposals,
            proposals_made=proposals_made,
            offers=offers,
            offers_made=offers_made,
            royal_guardian=royal_guardian,
            camelot_fallen=camelot_fallen,
            winner=winner,
            ended_by=ended_by,
        )

        state.additional_properties = d
        return state

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
