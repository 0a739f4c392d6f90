from enum import StrEnum


class BattleStage(StrEnum):
    CARDS = "cards"
    LOSSES = "losses"
    ROLLS = "rolls"
    START = "start"

    def __str__(self) -> str:
        return str(self.value)
