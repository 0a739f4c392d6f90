from enum import StrEnum


class PostedActionEndAllianceKind(StrEnum):
    END_ALLIANCE = "end_alliance"

    def __str__(self) -> str:
        return str(self.value)
