from enum import StrEnum


class CardKeptType(StrEnum):
    CARD_KEPT = "card_kept"

    def __str__(self) -> str:
        return str(self.value)
