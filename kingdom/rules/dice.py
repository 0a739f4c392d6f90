"""Dice (house 2): the red die has 6 faces, the blue die 8; chance is data in the log.

Two sources behind one interface:
- `ServerDice` (play-by-web): faces derived from a secret seed and the roll's index, so the
  same seed and the same actions give the same game; the seed is committed by its hash when
  the game is created and revealed when it ends.
- `TableDice` (a physical game): the faces the players rolled, typed in, checked to be legal.

Rolls happen only at the engine's chance points; each becomes a `DieRolled` event.
"""

from __future__ import annotations

import enum
import hashlib
import secrets


class Die(enum.StrEnum):
    RED = "red"
    BLUE = "blue"


class Dice:
    """Where faces come from. `face(die, faces, index)` returns 1..faces or None (no face yet)."""

    def face(self, die: Die, faces: int, index: int) -> int | None:
        raise NotImplementedError

    def draw(self, size: int, index: int) -> int | None:
        """A uniform choice in 0..size-1 for a hidden chance (token placement, shuffles)."""
        raise NotImplementedError


class ServerDice(Dice):
    """Seeded, reproducible dice. The face of roll n is SHA-256(seed:n) mod faces, plus one."""

    def __init__(self, seed: str):
        self.seed = seed

    @staticmethod
    def new_seed() -> str:
        return secrets.token_hex(16)

    @staticmethod
    def commitment(seed: str) -> str:
        """The hash published at creation; anyone can check the revealed seed against it."""
        return hashlib.sha256(seed.encode()).hexdigest()

    def _value(self, index: int, kind: str) -> int:
        digest = hashlib.sha256(f"{self.seed}:{kind}:{index}".encode()).digest()
        return int.from_bytes(digest, "big")

    def face(self, die: Die, faces: int, index: int) -> int:
        return self._value(index, "die") % faces + 1

    def draw(self, size: int, index: int) -> int:
        return self._value(index, "draw") % size


class TableDice(Dice):
    """Faces typed in at a physical table, used in order; when they run out the engine waits."""

    def __init__(
        self, faces: list[int] | tuple[int, ...] = (), draws: list[int] | tuple[int, ...] = ()
    ) -> None:
        self.faces = list(faces)
        self.draws = list(draws)

    def face(self, die: Die, faces: int, index: int) -> int | None:
        if not self.faces:
            return None
        return self.faces.pop(0)

    def draw(self, size: int, index: int) -> int | None:
        if not self.draws:
            return None
        return self.draws.pop(0)


class NoDice(Dice):
    """For replays and checks that must not roll: every chance point waits."""

    def face(self, die: Die, faces: int, index: int) -> None:
        return None

    def draw(self, size: int, index: int) -> None:
        return None
