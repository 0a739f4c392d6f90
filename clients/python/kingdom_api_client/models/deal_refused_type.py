from enum import StrEnum


class DealRefusedType(StrEnum):
    DEAL_REFUSED = "deal_refused"

    def __str__(self) -> str:
        return str(self.value)
