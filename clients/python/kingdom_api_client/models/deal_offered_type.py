from enum import StrEnum


class DealOfferedType(StrEnum):
    DEAL_OFFERED = "deal_offered"

    def __str__(self) -> str:
        return str(self.value)
