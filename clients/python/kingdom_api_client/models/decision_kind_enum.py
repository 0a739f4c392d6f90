from enum import StrEnum


class DecisionKindEnum(StrEnum):
    ALLIANCE_REPLY = "alliance_reply"
    ANSWER_DEAL = "answer_deal"
    ANSWER_RIDDLE = "answer_riddle"
    BATTLE_CARDS = "battle_cards"
    BID = "bid"
    CHOOSE_BATTLE = "choose_battle"
    CHOOSE_CHALLENGER = "choose_challenger"
    CHOOSE_REFUGE = "choose_refuge"
    DEAL_REPLY = "deal_reply"
    ENTER_CARD = "enter_card"
    JOUST_PICK = "joust_pick"
    JOUST_REPLY = "joust_reply"
    JUDGE_RIDDLE = "judge_riddle"
    LEAVE_SITE = "leave_site"
    MOVE = "move"
    PURCHASE = "purchase"
    QUEST = "quest"
    RAISE_FUNDS = "raise_funds"
    RANSOM = "ransom"
    ROLL = "roll"
    TURN_TOKEN = "turn_token"

    def __str__(self) -> str:
        return str(self.value)
