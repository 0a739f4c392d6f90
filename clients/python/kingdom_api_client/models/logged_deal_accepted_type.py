from enum import StrEnum


class LoggedDealAcceptedType(StrEnum):
    DEAL_ACCEPTED = "deal_accepted"

    def __str__(self) -> str:
        return str(self.value)
