from enum import StrEnum


class PostedActionMoveKind(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
