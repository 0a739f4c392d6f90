from enum import StrEnum


class OrderEnum(StrEnum):
    ROLL = "roll"
    SEATING = "seating"

    def __str__(self) -> str:
        return str(self.value)
