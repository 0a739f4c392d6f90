from enum import StrEnum


class PostedActionResignKind(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
