"""The working context of one `apply`: the state being changed, the dice, the events so far."""

from __future__ import annotations

from kingdom.rules.dice import Dice, Die
from kingdom.rules.events import Event
from kingdom.rules.ruleset import Ruleset
from kingdom.rules.state import Roll, RollPurpose, State


class Ctx:
    def __init__(self, state: State, dice: Dice) -> None:
        self.state = state
        self.dice = dice
        self.events: list[Event] = []

    @property
    def rs(self) -> Ruleset:
        return self.state.rs

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def request_roll(
        self, seat: int, die: str, purpose: RollPurpose, rule: str, *, of_seat: int | None = None
    ) -> None:
        """Wait for a die: the engine rolls it at once with server dice, or waits for its face."""
        assert self.state.pending_roll is None, "one roll at a time"
        self.state.pending_roll = Roll(
            seat=seat, die=die, purpose=purpose, rule=rule, of_seat=of_seat
        )

    def draw(self, size: int) -> int:
        """A hidden chance in 0..size-1 (the grail's site, a shuffle), drawn at once from the
        server's dice (house 2): only a play-by-web game draws, and its dice never wait."""
        value = self.dice.draw(size, self.state.draws_made)
        if value is None:
            raise AssertionError("a hidden draw needs the server's dice (house 2)")
        self.state.draws_made += 1
        return value

    def faces(self, die: str) -> int:
        d = self.rs.defaults
        return d.blue_die_faces if die == Die.BLUE else d.red_die_faces
