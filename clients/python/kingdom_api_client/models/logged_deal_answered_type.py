from enum import StrEnum


class LoggedDealAnsweredType(StrEnum):
    DEAL_ANSWERED = "deal_answered"

    def __str__(self) -> str:
        return str(self.value)
