from enum import StrEnum


class PostedActionProposeAllianceKind(StrEnum):
    PROPOSE_ALLIANCE = "propose_alliance"

    def __str__(self) -> str:
        return str(self.value)
