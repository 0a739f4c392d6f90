from enum import StrEnum


class AlliesJoinBattleType(StrEnum):
    ALLIES_JOIN_BATTLE = "allies_join_battle"

    def __str__(self) -> str:
        return str(self.value)
