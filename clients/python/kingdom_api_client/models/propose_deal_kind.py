from enum import StrEnum


class ProposeDealKind(StrEnum):
    PROPOSE_DEAL = "propose_deal"

    def __str__(self) -> str:
        return str(self.value)
