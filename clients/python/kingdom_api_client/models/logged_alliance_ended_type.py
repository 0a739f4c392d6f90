from enum import StrEnum


class LoggedAllianceEndedType(StrEnum):
    ALLIANCE_ENDED = "alliance_ended"

    def __str__(self) -> str:
        return str(self.value)
