from enum import StrEnum


class AllianceProposedType(StrEnum):
    ALLIANCE_PROPOSED = "alliance_proposed"

    def __str__(self) -> str:
        return str(self.value)
