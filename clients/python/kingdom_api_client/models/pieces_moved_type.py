from enum import StrEnum


class PiecesMovedType(StrEnum):
    PIECES_MOVED = "pieces_moved"

    def __str__(self) -> str:
        return str(self.value)
