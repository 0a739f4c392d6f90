from enum import StrEnum


class LoggedNumbersPickedType(StrEnum):
    NUMBERS_PICKED = "numbers_picked"

    def __str__(self) -> str:
        return str(self.value)
