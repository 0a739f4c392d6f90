"""Points lost, piece by piece, for the odds (rule 16; allies, rule 33): a side's knights after
L losses, and its rows of states for the points a round may take (`kingdom.rules.odds`)."""

from __future__ import annotations

import functools

from kingdom.rules import combat


@functools.lru_cache(maxsize=256)
def knights_after_losses(
    knights: int, footsoldiers: int, red_faces: int, ally: tuple[int, int] = (0, 0)
) -> tuple[tuple[float, ...], tuple[float, ...], tuple[bool, ...]]:
    """For L = 0 … pieces − 1 pieces lost one at a time (the opponent's red die picking the kind
    from a mixed force, rule 16): the chance that a knight is left, the expected knights, and
    whether no knight may be left. With an ally the leader's pieces go first (rule 33)."""
    parts = [(knights, footsoldiers)] + ([ally] if sum(ally) else [])
    armed: list[float] = []
    expected: list[float] = []
    knightless: list[bool] = []
    for number, (part_knights, part_footsoldiers) in enumerate(parts):
        later = sum(k for k, _ in parts[number + 1 :])  # knights kept until this part is gone
        pieces = part_knights + part_footsoldiers
        dist = {part_knights: 1.0}  # knights left: chance
        for lost in range(pieces):
            # exactly 1 while no knightless force is possible
            armed.append(1.0 - dist.get(0, 0.0) if not later else 1.0)
            expected.append(sum(k * p for k, p in dist.items()) + later)
            knightless.append(not later and pieces - lost <= part_footsoldiers)
            after: dict[int, float] = {}
            for k, p in dist.items():
                f = pieces - lost - k
                if combat.casualty_needs_roll(k, f):
                    for face in range(1, red_faces + 1):
                        left = combat.remove_one(k, f, face)[0]
                        after[left] = after.get(left, 0.0) + p / red_faces
                else:
                    left = combat.remove_one(k, f, None)[0]
                    after[left] = after.get(left, 0.0) + p
            dist = after
    return tuple(armed), tuple(expected), tuple(knightless)


# A side's row for n points lost from one of its states: (pieces left, ((part of the next
# state's number, chance), ...), expected knights left, expected footsoldiers left); no pieces
# left (n at or above the side's value: all go) has no parts.
Row = tuple[int, tuple[tuple[int, float], ...], float, float]


def side_rows(
    force: tuple[int, int],
    red_faces: int,
    most: int,
    unit: int,
    ally: tuple[int, int] = (0, 0),
) -> tuple[list[tuple[float, float]], list[list[Row] | None]]:
    """Per state `2 × pieces + knight-or-not` of one side (its ally's pieces counted in): the
    expected knights and footsoldiers it holds, and its rows for 0 … `most` points lost (None
    if unreachable)."""
    knights, footsoldiers = force
    pieces = knights + footsoldiers + sum(ally)
    armed, expected, knightless = knights_after_losses(knights, footsoldiers, red_faces, ally)
    holds: list[tuple[float, float]] = [(0.0, 0.0)] * (2 * pieces + 2)
    reachable: list[bool] = [False] * (2 * pieces + 2)
    for n in range(1, pieces + 1):
        lost = pieces - n
        if knightless[lost]:  # every knight may be gone by now
            holds[2 * n] = (0.0, float(n))
            reachable[2 * n] = True
        if armed[lost]:
            mean = expected[lost] / armed[lost]
            holds[2 * n + 1] = (mean, n - mean)
            reachable[2 * n + 1] = True
    rows: list[list[Row] | None] = [None] * (2 * pieces + 2)
    for state in range(2, 2 * pieces + 2):
        if not reachable[state]:
            continue
        n, has_knight = divmod(state, 2)
        row: list[Row] = []
        for points in range(most + 1):
            if points >= n:  # rule 16: the whole force goes
                row.append((0, (), 0.0, 0.0))
                continue
            left = n - points
            if not has_knight:
                parts: tuple[tuple[int, float], ...] = ((2 * left * unit, 1.0),)
            elif not points:
                parts = ((state * unit, 1.0),)
            else:
                keeps = armed[pieces - left] / armed[pieces - n]
                parts = tuple(
                    (next_state * unit, p)
                    for next_state, p in ((2 * left + 1, keeps), (2 * left, 1.0 - keeps))
                    if p
                )
            k_left = sum(p * holds[part // unit][0] for part, p in parts)
            row.append((left, parts, k_left, left - k_left))
        rows[state] = row
    return holds, rows
