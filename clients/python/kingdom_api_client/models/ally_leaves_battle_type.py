from enum import StrEnum


class AllyLeavesBattleType(StrEnum):
    ALLY_LEAVES_BATTLE = "ally_leaves_battle"

    def __str__(self) -> str:
        return str(self.value)
