"""JSON rendered by msgspec (in C; the rules engine's own dependency) instead of the standard
library's encoder: the same JSON DRF's `JSONRenderer` writes (compact, UTF-8, datetimes in ISO
8601 with `Z` for UTC), several times faster for a game's view."""

from __future__ import annotations

from typing import Any

import msgspec
from rest_framework.renderers import JSONRenderer
from rest_framework.utils.encoders import JSONEncoder

_fallback = JSONEncoder()  # DRF's own rules for what msgspec does not know (lazy strings, …)


def _default(value):
    """What msgspec does not encode itself: subclasses of the JSON types (DRF's ErrorDetail is
    a str, ReturnDict a dict), then DRF's own rules."""
    kinds: tuple[type[Any], ...] = (str, dict, list, tuple, int, float)
    for kind in kinds:
        if isinstance(value, kind):
            return kind(value)
    return _fallback.default(value)


_ENCODER = msgspec.json.Encoder(enc_hook=_default, decimal_format="number")  # as DRF: float


class MsgspecJSONRenderer(JSONRenderer):
    """DRF's JSON renderer, encoding with msgspec; an indented answer (asked by `Accept:
    application/json; indent=2`) is left to DRF's own encoder."""

    def render(self, data, accepted_media_type=None, renderer_context=None):
        if data is None:
            return b""
        if self.get_indent(accepted_media_type, renderer_context or {}):
            return super().render(data, accepted_media_type, renderer_context)
        # JSON allows U+2028 and U+2029 raw; JavaScript before ES2019 does not (DRF escapes them).
        return (
            _ENCODER.encode(data)
            .replace("\u2028".encode(), b"\\u2028")
            .replace("\u2029".encode(), b"\\u2029")
        )
