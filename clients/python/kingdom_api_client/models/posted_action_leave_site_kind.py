from enum import StrEnum


class PostedActionLeaveSiteKind(StrEnum):
    LEAVE_SITE = "leave_site"

    def __str__(self) -> str:
        return str(self.value)
