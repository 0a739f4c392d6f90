from enum import StrEnum


class LoggedBidRecordedType(StrEnum):
    BID_RECORDED = "bid_recorded"

    def __str__(self) -> str:
        return str(self.value)
