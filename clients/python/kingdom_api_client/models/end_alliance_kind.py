from enum import StrEnum


class EndAllianceKind(StrEnum):
    END_ALLIANCE = "end_alliance"

    def __str__(self) -> str:
        return str(self.value)
