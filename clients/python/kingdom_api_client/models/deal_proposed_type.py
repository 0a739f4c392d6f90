from enum import StrEnum


class DealProposedType(StrEnum):
    DEAL_PROPOSED = "deal_proposed"

    def __str__(self) -> str:
        return str(self.value)
