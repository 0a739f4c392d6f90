from enum import StrEnum


class LoggedPiecesPlacedType(StrEnum):
    PIECES_PLACED = "pieces_placed"

    def __str__(self) -> str:
        return str(self.value)
