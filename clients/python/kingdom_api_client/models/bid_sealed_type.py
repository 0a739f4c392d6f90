from enum import StrEnum


class BidSealedType(StrEnum):
    BID_SEALED = "bid_sealed"

    def __str__(self) -> str:
        return str(self.value)
