from enum import StrEnum


class GoldTransferredType(StrEnum):
    GOLD_TRANSFERRED = "gold_transferred"

    def __str__(self) -> str:
        return str(self.value)
