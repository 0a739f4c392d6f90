from enum import StrEnum


class PostedActionBidKind(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
