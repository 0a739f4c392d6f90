from enum import StrEnum


class LoggedAllianceFormedType(StrEnum):
    ALLIANCE_FORMED = "alliance_formed"

    def __str__(self) -> str:
        return str(self.value)
