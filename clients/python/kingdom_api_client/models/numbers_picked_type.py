from enum import StrEnum


class NumbersPickedType(StrEnum):
    NUMBERS_PICKED = "numbers_picked"

    def __str__(self) -> str:
        return str(self.value)
