from enum import StrEnum


class LoggedTournamentWonType(StrEnum):
    TOURNAMENT_WON = "tournament_won"

    def __str__(self) -> str:
        return str(self.value)
