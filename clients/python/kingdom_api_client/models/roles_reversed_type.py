from enum import StrEnum


class RolesReversedType(StrEnum):
    ROLES_REVERSED = "roles_reversed"

    def __str__(self) -> str:
        return str(self.value)
