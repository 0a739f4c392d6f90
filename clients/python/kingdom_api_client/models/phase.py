from enum import StrEnum


class Phase(StrEnum):
    ALLEGIANCE = "allegiance"
    AUCTION = "auction"
    BATTLES = "battles"
    CHOOSE = "choose"
    FORTUNE = "fortune"
    MOVEMENT = "movement"
    ORDER = "order"
    OVER = "over"
    PURCHASE = "purchase"
    TAXES = "taxes"

    def __str__(self) -> str:
        return str(self.value)
