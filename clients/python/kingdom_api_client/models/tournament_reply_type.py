from enum import StrEnum


class TournamentReplyType(StrEnum):
    TOURNAMENT_REPLY = "tournament_reply"

    def __str__(self) -> str:
        return str(self.value)
