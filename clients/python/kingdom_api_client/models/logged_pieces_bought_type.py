from enum import StrEnum


class LoggedPiecesBoughtType(StrEnum):
    PIECES_BOUGHT = "pieces_bought"

    def __str__(self) -> str:
        return str(self.value)
