from enum import StrEnum


class DealAcceptedType(StrEnum):
    DEAL_ACCEPTED = "deal_accepted"

    def __str__(self) -> str:
        return str(self.value)
