from enum import StrEnum


class GamesOddsRetrieveHolderType2Type1(StrEnum):
    CASTLE = "castle"
    VILLAGE = "village"

    def __str__(self) -> str:
        return str(self.value)
