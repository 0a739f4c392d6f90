from enum import StrEnum


class AllianceFormedType(StrEnum):
    ALLIANCE_FORMED = "alliance_formed"

    def __str__(self) -> str:
        return str(self.value)
