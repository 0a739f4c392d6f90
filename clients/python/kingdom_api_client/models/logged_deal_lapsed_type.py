from enum import StrEnum


class LoggedDealLapsedType(StrEnum):
    DEAL_LAPSED = "deal_lapsed"

    def __str__(self) -> str:
        return str(self.value)
