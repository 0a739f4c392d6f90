from enum import StrEnum


class RideRunType(StrEnum):
    RIDE_RUN = "ride_run"

    def __str__(self) -> str:
        return str(self.value)
