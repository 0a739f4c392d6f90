from enum import StrEnum


class LoggedServiceEventType(StrEnum):
    AUTOPILOT_CHANGED = "autopilot_changed"
    GAME_PAUSED = "game_paused"
    GAME_RESUMED = "game_resumed"
    LEAVE_ENDED = "leave_ended"
    LEAVE_TAKEN = "leave_taken"
    REVERTED = "reverted"
    SEAT_CLAIMED = "seat_claimed"
    SEAT_TAKEN_OVER = "seat_taken_over"

    def __str__(self) -> str:
        return str(self.value)
