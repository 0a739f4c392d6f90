from enum import StrEnum


class LoggedDealWithdrawnType(StrEnum):
    DEAL_WITHDRAWN = "deal_withdrawn"

    def __str__(self) -> str:
        return str(self.value)
