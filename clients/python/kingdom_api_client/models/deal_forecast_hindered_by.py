from enum import StrEnum


class DealForecastHinderedBy(StrEnum):
    BATTLE = "battle"
    PROPOSER = "proposer"
    VALUE_0 = ""
    YOU = "you"

    def __str__(self) -> str:
        return str(self.value)
