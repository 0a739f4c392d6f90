from enum import StrEnum


class DealLapsedType(StrEnum):
    DEAL_LAPSED = "deal_lapsed"

    def __str__(self) -> str:
        return str(self.value)
