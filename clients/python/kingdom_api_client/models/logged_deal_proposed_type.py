from enum import StrEnum


class LoggedDealProposedType(StrEnum):
    DEAL_PROPOSED = "deal_proposed"

    def __str__(self) -> str:
        return str(self.value)
