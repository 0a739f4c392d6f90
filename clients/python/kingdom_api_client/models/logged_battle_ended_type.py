from enum import StrEnum


class LoggedBattleEndedType(StrEnum):
    BATTLE_ENDED = "battle_ended"

    def __str__(self) -> str:
        return str(self.value)
