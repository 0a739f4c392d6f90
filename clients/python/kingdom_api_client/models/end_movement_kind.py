from enum import StrEnum


class EndMovementKind(StrEnum):
    END_MOVEMENT = "end_movement"

    def __str__(self) -> str:
        return str(self.value)
