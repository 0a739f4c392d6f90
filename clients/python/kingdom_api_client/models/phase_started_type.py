from enum import StrEnum


class PhaseStartedType(StrEnum):
    PHASE_STARTED = "phase_started"

    def __str__(self) -> str:
        return str(self.value)
