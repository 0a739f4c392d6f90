from enum import StrEnum


class PiecesBoughtType(StrEnum):
    PIECES_BOUGHT = "pieces_bought"

    def __str__(self) -> str:
        return str(self.value)
