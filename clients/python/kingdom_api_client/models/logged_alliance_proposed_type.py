from enum import StrEnum


class LoggedAllianceProposedType(StrEnum):
    ALLIANCE_PROPOSED = "alliance_proposed"

    def __str__(self) -> str:
        return str(self.value)
