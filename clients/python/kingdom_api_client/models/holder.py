from enum import StrEnum


class Holder(StrEnum):
    CASTLE = "castle"
    VILLAGE = "village"

    def __str__(self) -> str:
        return str(self.value)
