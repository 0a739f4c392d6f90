from enum import StrEnum


class PostedActionBuyKind(StrEnum):
    BUY = "buy"

    def __str__(self) -> str:
        return str(self.value)
