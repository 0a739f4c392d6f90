from enum import StrEnum


class PiecesLostType(StrEnum):
    PIECES_LOST = "pieces_lost"

    def __str__(self) -> str:
        return str(self.value)
