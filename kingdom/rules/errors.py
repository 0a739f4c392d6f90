"""Errors of the rules engine: a player's mistake is an `IllegalAction`, never a bare exception."""


class IllegalAction(ValueError):
    """An action the rules forbid. `rule` names the rule (`"rule 9 iii"`, `"house 3"`).

    The message names the rule and the input, e.g.
    `rule 9 iii: footsoldiers in marsh move 1 square; F12→F14 is 2`.
    """

    def __init__(self, rule: str, message: str, code: str = "illegal_action"):
        self.rule = rule
        self.code = code
        self.detail = message
        super().__init__(f"{rule}: {message}")


class NotYourDecision(IllegalAction):
    """The seat has no pending decision of this kind (the API's 403/409)."""

    def __init__(self, rule: str, message: str):
        super().__init__(rule, message, code="not_your_decision")


class RulesetError(ValueError):
    """Ruleset data the engine cannot play; the message names the item and the field."""
