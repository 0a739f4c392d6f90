from enum import StrEnum


class GamesOddsRetrieveHolderType3Type1(StrEnum):
    CASTLE = "castle"
    VILLAGE = "village"

    def __str__(self) -> str:
        return str(self.value)
