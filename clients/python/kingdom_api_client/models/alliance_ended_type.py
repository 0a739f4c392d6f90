from enum import StrEnum


class AllianceEndedType(StrEnum):
    ALLIANCE_ENDED = "alliance_ended"

    def __str__(self) -> str:
        return str(self.value)
