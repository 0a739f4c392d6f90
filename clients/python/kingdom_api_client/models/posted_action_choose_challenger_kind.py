from enum import StrEnum


class PostedActionChooseChallengerKind(StrEnum):
    CHOOSE_CHALLENGER = "choose_challenger"

    def __str__(self) -> str:
        return str(self.value)
