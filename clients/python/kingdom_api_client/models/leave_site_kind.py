from enum import StrEnum


class LeaveSiteKind(StrEnum):
    LEAVE_SITE = "leave_site"

    def __str__(self) -> str:
        return str(self.value)
