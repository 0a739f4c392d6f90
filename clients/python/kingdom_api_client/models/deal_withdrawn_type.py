from enum import StrEnum


class DealWithdrawnType(StrEnum):
    DEAL_WITHDRAWN = "deal_withdrawn"

    def __str__(self) -> str:
        return str(self.value)
