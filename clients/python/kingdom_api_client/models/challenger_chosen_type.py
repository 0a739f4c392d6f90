from enum import StrEnum


class ChallengerChosenType(StrEnum):
    CHALLENGER_CHOSEN = "challenger_chosen"

    def __str__(self) -> str:
        return str(self.value)
