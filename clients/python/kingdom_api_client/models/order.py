from enum import StrEnum


class Order(StrEnum):
    ROLL = "roll"
    SEATING = "seating"

    def __str__(self) -> str:
        return str(self.value)
