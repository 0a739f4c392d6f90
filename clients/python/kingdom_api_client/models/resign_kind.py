from enum import StrEnum


class ResignKind(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
