from enum import StrEnum


class PiecesPlacedType(StrEnum):
    PIECES_PLACED = "pieces_placed"

    def __str__(self) -> str:
        return str(self.value)
