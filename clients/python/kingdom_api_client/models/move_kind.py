from enum import StrEnum


class MoveKind(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
