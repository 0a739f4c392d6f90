from enum import StrEnum


class RollPurpose(StrEnum):
    AUCTION = "auction"
    BATTLE_ATTACKER = "battle attacker"
    BATTLE_DEFENDER = "battle defender"
    CARD_CASUALTY = "card casualty"
    CASUALTY = "casualty"
    DUEL = "duel"
    ESCAPE = "escape"
    GUARDIAN = "guardian"
    JOUST = "joust"
    ORDER = "order"
    QUESTER = "quester"

    def __str__(self) -> str:
        return str(self.value)
