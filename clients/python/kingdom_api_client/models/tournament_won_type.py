from enum import StrEnum


class TournamentWonType(StrEnum):
    TOURNAMENT_WON = "tournament_won"

    def __str__(self) -> str:
        return str(self.value)
