from enum import StrEnum


class AllegianceFormedType(StrEnum):
    ALLEGIANCE_FORMED = "allegiance_formed"

    def __str__(self) -> str:
        return str(self.value)
