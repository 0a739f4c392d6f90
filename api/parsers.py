"""JSON bodies the server can hold: no deeper than MAX_DEPTH, no lone surrogates.

Python's parser raises `RecursionError` on JSON nested about a thousand deep, and a lone
surrogate (`"\\ud800"`) is no text PostgreSQL or UTF-8 can store or echo back; both are
refused here as a 400 before any view runs.
"""

from rest_framework import parsers
from rest_framework.exceptions import ParseError

MAX_DEPTH = 32  # an action is 3 deep; a profile 3


def _surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def check(data) -> None:
    """Walk the document without recursion: its depth and every string and key."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise ParseError(f"JSON nested deeper than {MAX_DEPTH} levels")
        if isinstance(value, dict):
            for key, item in value.items():
                if _surrogate(key):
                    raise ParseError("JSON text holds a lone surrogate (not Unicode text)")
                stack.append((item, depth + 1))
        elif isinstance(value, list):
            stack.extend((item, depth + 1) for item in value)
        elif isinstance(value, str) and _surrogate(value):
            raise ParseError("JSON text holds a lone surrogate (not Unicode text)")


class JSONParser(parsers.JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError(f"JSON nested deeper than {MAX_DEPTH} levels") from None
        check(data)
        return data
