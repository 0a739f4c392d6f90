from enum import StrEnum


class LoggedBidsRevealedType(StrEnum):
    BIDS_REVEALED = "bids_revealed"

    def __str__(self) -> str:
        return str(self.value)
