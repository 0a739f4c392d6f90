from enum import StrEnum


class LoggedDealRefusedType(StrEnum):
    DEAL_REFUSED = "deal_refused"

    def __str__(self) -> str:
        return str(self.value)
