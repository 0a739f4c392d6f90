from enum import StrEnum


class BattleOutcome(StrEnum):
    ATTACKER_WINS = "attacker_wins"
    DEFENDER_WINS = "defender_wins"
    DELAYED = "delayed"
    INCONCLUSIVE = "inconclusive"

    def __str__(self) -> str:
        return str(self.value)
