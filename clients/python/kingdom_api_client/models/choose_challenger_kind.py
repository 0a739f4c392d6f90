from enum import StrEnum


class ChooseChallengerKind(StrEnum):
    CHOOSE_CHALLENGER = "choose_challenger"

    def __str__(self) -> str:
        return str(self.value)
