from enum import StrEnum


class LoggedPhaseStartedType(StrEnum):
    PHASE_STARTED = "phase_started"

    def __str__(self) -> str:
        return str(self.value)
