from enum import StrEnum


class PacksShuffledType(StrEnum):
    PACKS_SHUFFLED = "packs_shuffled"

    def __str__(self) -> str:
        return str(self.value)
