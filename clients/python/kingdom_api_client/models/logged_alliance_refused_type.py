from enum import StrEnum


class LoggedAllianceRefusedType(StrEnum):
    ALLIANCE_REFUSED = "alliance_refused"

    def __str__(self) -> str:
        return str(self.value)
