from enum import StrEnum


class DealAnsweredType(StrEnum):
    DEAL_ANSWERED = "deal_answered"

    def __str__(self) -> str:
        return str(self.value)
