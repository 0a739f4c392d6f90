from enum import StrEnum


class LoggedCardsHandedOverType(StrEnum):
    CARDS_HANDED_OVER = "cards_handed_over"

    def __str__(self) -> str:
        return str(self.value)
