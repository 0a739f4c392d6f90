from enum import StrEnum


class LoggedTournamentAnnouncedType(StrEnum):
    TOURNAMENT_ANNOUNCED = "tournament_announced"

    def __str__(self) -> str:
        return str(self.value)
