from enum import StrEnum


class PostedActionProposeDealKind(StrEnum):
    PROPOSE_DEAL = "propose_deal"

    def __str__(self) -> str:
        return str(self.value)
