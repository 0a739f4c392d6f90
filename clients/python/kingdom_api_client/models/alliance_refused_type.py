from enum import StrEnum


class AllianceRefusedType(StrEnum):
    ALLIANCE_REFUSED = "alliance_refused"

    def __str__(self) -> str:
        return str(self.value)
