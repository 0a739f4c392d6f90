"""A change as the admin's history says it: what changed, never two texts cut alike.

A JSON object is shown by the keys that changed (`effect: amount: 40 → 45`); a short value
whole (`endurance: 8 → 9`); a long one by its difference: lines (a map, a list of
answers) by the lines that changed, with their numbers (`line 22: '…' → '…'`, difflib), a long
text by the changed part in its context (`'…pays 40 gold…' → '…pays 45 gold…'`).
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Mapping
from typing import Any

#: A value shown whole when it is at most this long; longer, by its difference.
WHOLE = 120
#: Characters of context either side of a change inside a long text.
CONTEXT = 30
#: The most lines or keys of one change shown, then "… N more".
MOST = 12

_MISSING = object()


def describe_change(old: Any, new: Any) -> str:
    """`old → new`, or the difference of long values (see the module)."""
    if isinstance(old, Mapping) and isinstance(new, Mapping) and old and new:
        return _keys(old, new)
    if len(shown(old)) <= WHOLE and len(shown(new)) <= WHOLE:
        return f"{shown(old)} → {shown(new)}"
    old_lines, new_lines = _lines(old), _lines(new)
    if old_lines is not None and new_lines is not None:
        return _line_changes(old_lines, new_lines)
    if isinstance(old, str) and isinstance(new, str):
        return _in_context(old, new)
    return f"{_cut(shown(old))} → {_cut(shown(new))}"


def _cut(text: str) -> str:
    return text if len(text) <= 2 * WHOLE else text[:WHOLE] + "…" + text[-WHOLE // 2 :]


def shown(value: Any) -> str:
    """A value as a curator reads it: a text quoted, anything else as JSON."""
    if value is _MISSING:
        return "(none)"
    if isinstance(value, str):
        return repr(value)
    return json.dumps(value, ensure_ascii=False, default=str)


def _keys(old: Mapping[str, Any], new: Mapping[str, Any]) -> str:
    keys = [
        key
        for key in dict.fromkeys([*old, *new])
        if old.get(key, _MISSING) != new.get(key, _MISSING)
    ]
    parts = [
        f"{key}: {describe_change(old.get(key, _MISSING), new.get(key, _MISSING))}"
        for key in keys[:MOST]
    ]
    return ", ".join(parts + _more(len(keys) - MOST)) or "no change"


def _lines(value: Any) -> list[str] | None:
    if isinstance(value, str) and "\n" in value:
        return value.splitlines()
    if isinstance(value, list | tuple) and all(isinstance(item, str) for item in value):
        return list(value)
    return None


def _line_changes(old: list[str], new: list[str]) -> str:
    """The lines that differ, by their numbers (1 the first), as difflib's opcodes find them."""
    parts = []
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if tag == "replace" and i2 - i1 == j2 - j1:
            parts += [
                f"line {i1 + n + 1}: {describe_change(old[i1 + n], new[j1 + n])}"
                for n in range(i2 - i1)
            ]
        elif tag == "insert":
            parts += [f"line {j1 + n + 1} added: {shown(new[j1 + n])}" for n in range(j2 - j1)]
        elif tag == "delete":
            parts += [f"line {i1 + n + 1} removed: {shown(old[i1 + n])}" for n in range(i2 - i1)]
        else:
            where = f"lines {i1 + 1}–{i2}" if i2 - i1 > 1 else f"line {i1 + 1}"
            parts.append(f"{where}: {shown(old[i1:i2])} → {shown(new[j1:j2])}")
    return "; ".join(parts[:MOST] + _more(len(parts) - MOST)) or "no change"


def _in_context(old: str, new: str) -> str:
    """The changed part of a long text, with `CONTEXT` characters either side."""
    start = 0
    while start < min(len(old), len(new)) and old[start] == new[start]:
        start += 1
    end = 0
    while end < min(len(old), len(new)) - start and old[-1 - end] == new[-1 - end]:
        end += 1

    def part(text: str) -> str:
        head = max(0, start - CONTEXT)
        tail = min(len(text), len(text) - end + CONTEXT)
        middle = text[head:tail]
        if len(middle) > 2 * WHOLE:
            middle = middle[:WHOLE] + "…" + middle[-WHOLE // 2 :]
        return ("…" if head else "") + middle + ("…" if tail < len(text) else "")

    where = f"at character {start + 1}: " if start else ""
    return f"{where}{shown(part(old))} → {shown(part(new))}"


def _more(count: int) -> list[str]:
    return [f"… and {count} more"] if count > 0 else []
