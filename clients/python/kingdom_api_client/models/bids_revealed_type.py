from enum import StrEnum


class BidsRevealedType(StrEnum):
    BIDS_REVEALED = "bids_revealed"

    def __str__(self) -> str:
        return str(self.value)
