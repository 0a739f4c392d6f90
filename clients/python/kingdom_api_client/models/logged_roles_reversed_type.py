from enum import StrEnum


class LoggedRolesReversedType(StrEnum):
    ROLES_REVERSED = "roles_reversed"

    def __str__(self) -> str:
        return str(self.value)
