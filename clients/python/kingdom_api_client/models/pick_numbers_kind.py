from enum import StrEnum


class PickNumbersKind(StrEnum):
    PICK_NUMBERS = "pick_numbers"

    def __str__(self) -> str:
        return str(self.value)
