from enum import StrEnum


class BuyKind(StrEnum):
    BUY = "buy"

    def __str__(self) -> str:
        return str(self.value)
