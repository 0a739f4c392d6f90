from enum import StrEnum


class BattleEndedType(StrEnum):
    BATTLE_ENDED = "battle_ended"

    def __str__(self) -> str:
        return str(self.value)
