from enum import StrEnum


class TableReadingKindEnum(StrEnum):
    CASUALTIES = "casualties"
    DELAYED = "delayed"
    DESTROYED = "destroyed"
    REVERSE = "reverse"
    TABLE2 = "table2"

    def __str__(self) -> str:
        return str(self.value)
