from enum import StrEnum


class LoggedTournamentReplyType(StrEnum):
    TOURNAMENT_REPLY = "tournament_reply"

    def __str__(self) -> str:
        return str(self.value)
