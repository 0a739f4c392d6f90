"""Reading an uploaded deck file (docs/decks.md, on a deck's import): bounded before anything
else reads it, so that no file can fail the preview with a 500 or fill it with megabytes.

The file is at most `FILE_MAX_BYTES`; it is UTF-8 JSON; every text (a value or a key) is at
most `TEXT_MAX` characters, encodable (no lone surrogate such as `"\\ud800"`, which no
database column stores) and without a NUL character (`"\\u0000"`, which PostgreSQL stores in
no text and no JSON); every number is a whole number within the admin's bounds
(`kingdom.models.reference.NUMBER_MIN` … `NUMBER_MAX`), read without converting a number of
thousands of digits (Python refuses more than 4,300). A refusal is a `ValidationError` whose
messages name the card and the field.

The same reading guards every JSON field of the admin's forms (`kingdom.admin.guard`):
`BoundedJSONDecoder` refuses, while it parses, a number of thousands of digits and the constants
`NaN` and `Infinity` (and, where fractions are allowed, a number too large to be finite: `1e400`);
`reference_value_problems` names every text and number of a value beyond its bounds.
"""

from __future__ import annotations

import hashlib
import json
import math
from typing import Any

from django.core.exceptions import ValidationError

from kingdom.models.reference import NUMBER_MAX, NUMBER_MIN, TEXT_MAX

#: The largest deck file (1 MiB): the largest deck of the fixtures, fortune, is 17 KB.
FILE_MAX_BYTES = 1024 * 1024
#: The most digits a number of the file may have before it is read: more is beyond the bounds.
_DIGITS_MAX = len(str(NUMBER_MAX)) + 1


class Unreadable(json.JSONDecodeError):
    """A number or a constant the reader refuses while it parses: a `JSONDecodeError`, so that
    whatever reads JSON (a form's JSON field showing its input back) takes it as unreadable."""

    def __init__(self, reason: str):
        super().__init__(reason, "", 0)
        self.reason = reason

    def __str__(self) -> str:
        return self.reason


class BoundedJSONDecoder(json.JSONDecoder):
    """JSON whose numbers are read within bounds: no number of thousands of digits, no `NaN`
    or `Infinity`, and a fraction only where `fractions` (then a finite one: `1e400` is not)."""

    def __init__(self, *, fractions: bool = True, **kwargs: Any) -> None:
        super().__init__(
            parse_int=_whole_number,
            parse_float=_finite if fractions else _no_fraction,
            parse_constant=_no_constant,
            **kwargs,
        )


def reference_value_problems(value: Any, where: str) -> list[str]:
    """Each text and number of `value` (a JSON value) beyond its bound, named by where it is:
    a text over `TEXT_MAX` characters, with a NUL character or a lone surrogate; a number that
    is not finite or beyond `NUMBER_MIN` … `NUMBER_MAX`."""
    return list(_out_of_bounds(value, where))


def reference_text_problem(text: str) -> str | None:
    """Why `text` can be stored in no column (a NUL character, a lone surrogate), or None."""
    return next(iter(_unstorable(text, "the text")), None)


def reference_read_deck_file(*, data: bytes) -> list[Any]:
    """The cards of an uploaded deck file, every text and number within bounds; else a
    `ValidationError` saying why (the size, the encoding, the JSON, or each text and number)."""
    if len(data) > FILE_MAX_BYTES:
        raise ValidationError(
            f"The file is {len(data):,} bytes: a deck file is at most {FILE_MAX_BYTES:,} bytes "
            "(1 MiB)."
        )
    try:
        cards = json.loads(data.decode("utf-8"), cls=BoundedJSONDecoder, fractions=False)
    except Unreadable as error:
        raise ValidationError(f"Not imported: {error}") from None
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        raise ValidationError(f"Not a UTF-8 JSON file: {error}") from None
    problems = list(_out_of_bounds(cards, "the file"))
    if problems:
        raise ValidationError(problems[:20] + _more(len(problems) - 20))
    if not isinstance(cards, list):
        raise ValidationError("The file must be a JSON list of cards.")
    return cards


def reference_deck_file_digest(cards: Any) -> str:
    """The digest of a deck file's cards (SHA-256 of their canonical JSON): a confirmation names
    the file that was previewed by it."""
    text = json.dumps(cards, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _whole_number(text: str) -> int:
    digits = text.lstrip("-")
    if len(digits) > _DIGITS_MAX:
        raise Unreadable(
            f"a number of {len(digits):,} digits ({text[:12]}…): a number here is a whole "
            f"number from {NUMBER_MIN:,} to {NUMBER_MAX:,}"
        )
    return int(text)


def _no_fraction(text: str) -> float:
    raise Unreadable(f"the number {text[:20]} is not a whole number")


def _finite(text: str) -> float:
    if not math.isfinite(number := float(text)):
        raise Unreadable(
            f"the number {text[:20]} is beyond the bounds of a number "
            f"({NUMBER_MIN:,} to {NUMBER_MAX:,})"
        )
    return number


def _no_constant(text: str) -> float:
    raise Unreadable(
        f"{text} is not a number (a number is finite, from {NUMBER_MIN:,} to {NUMBER_MAX:,})"
    )


def _out_of_bounds(value: Any, where: str):
    """Each text and number of `value` beyond its bound, named by where it is."""
    if isinstance(value, str):
        yield from _text_problems(value, where)
    elif isinstance(value, bool):
        return
    elif isinstance(value, int | float):
        if not (math.isfinite(value) and NUMBER_MIN <= value <= NUMBER_MAX):
            bounds = f"{NUMBER_MIN:,} to {NUMBER_MAX:,}"
            yield f"{where}: {value} is beyond the bounds of a number ({bounds})"
    elif isinstance(value, list):
        for number, item in enumerate(value, start=1):
            yield from _out_of_bounds(item, _item_where(where, number, item))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _text_problems(key, f"{where}: a key")
            yield from _out_of_bounds(item, f"{where}, {_shown(key[:40])}")


def _item_where(where: str, number: int, item: Any) -> str:
    if where == "the file":
        code = item.get("id") if isinstance(item, dict) else None
        return f"card {number}" + (f" ({_shown(code[:12])})" if isinstance(code, str) else "")
    return f"{where} #{number}"


def _text_problems(text: str, where: str):
    if len(text) > TEXT_MAX:
        yield f"{where}: a text of {len(text):,} characters, at most {TEXT_MAX:,}"
    yield from _unstorable(text, where)


def _unstorable(text: str, where: str):
    """A NUL character (PostgreSQL stores it in no text and no JSON) or a lone surrogate (no
    database encodes it)."""
    if "\x00" in text:
        yield (
            f"{where}: a NUL character (\\x00) at character {text.index(chr(0)) + 1} is not "
            "text: remove it"
        )
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        yield (
            f"{where}: a lone surrogate ({text[error.start]!r}) at character {error.start + 1} "
            "is not text: write the character itself"
        )


def _shown(text: str) -> str:
    """A text of the file as a message may quote it (a lone surrogate escaped)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _more(count: int) -> list[str]:
    return [f"… and {count} more"] if count > 0 else []
