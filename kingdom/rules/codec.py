"""Lossless JSON round trip for the engine's plain data (state, actions, events).

Dataclasses become dicts of their fields; enums their values; tuples and lists lists; dicts
with int keys get string keys. `decode(cls, data)` rebuilds from the type hints.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from functools import cache
from typing import Any, Union, get_args, get_origin

_PLAIN = (str, int, float, bool, type(None))


def encode(value: Any, skip: tuple[str, ...] = ()) -> Any:
    """Turn engine data into JSON-ready data (leaving out the fields named in `skip`)."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, _PLAIN):
        return value
    if hasattr(type(value), "__dataclass_fields__"):
        return {
            f.name: encode(getattr(value, f.name))
            for f in _fields(type(value))
            if f.name not in skip
        }
    if isinstance(value, dict):
        return {str(k) if not isinstance(k, str) else k: encode(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [encode(v) for v in value]
    if isinstance(value, set | frozenset):
        return sorted(encode(v) for v in value)
    return value


def decode(tp: Any, data: Any) -> Any:
    """Rebuild a value of type `tp` from `encode`'s output."""
    if data is None:
        return None
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        options = [a for a in get_args(tp) if a is not type(None)]
        if len(options) == 1:
            return decode(options[0], data)
        for option in options:  # a union of plain types: keep the value as it is
            if isinstance(option, type) and isinstance(data, option):
                return data
        return data
    if origin in (list, tuple, set, frozenset) and not isinstance(data, list | tuple):
        raise TypeError(f"expected a list, not {type(data).__name__}")
    if (origin is dict or _is_dataclass(tp)) and not isinstance(data, dict):
        raise TypeError(f"expected an object, not {type(data).__name__}")
    if origin is list:
        (item,) = get_args(tp) or (Any,)
        return [decode(item, v) for v in data]
    if origin is tuple:
        args = get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(args[0], v) for v in data)
        return tuple(decode(a, v) for a, v in zip(args, data, strict=True))
    if origin in (set, frozenset):
        (item,) = get_args(tp)
        return origin(decode(item, v) for v in data)
    if origin is dict:
        key_tp, value_tp = get_args(tp)
        return {_decode_key(key_tp, k): decode(value_tp, v) for k, v in data.items()}
    if origin is typing.Literal:
        return data
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        hints = _hints(tp)
        unknown = set(data) - {f.name for f in _fields(tp)}
        if unknown:
            raise TypeError(f"unknown fields {sorted(unknown)}")
        kwargs = {}
        for f in _fields(tp):
            if f.name in data:
                try:
                    kwargs[f.name] = decode(hints[f.name], data[f.name])
                except TypeError as error:
                    raise TypeError(f"{f.name}: {error}") from None
        return tp(**kwargs)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp(data)
    return data


def _is_dataclass(tp: Any) -> bool:
    return isinstance(tp, type) and dataclasses.is_dataclass(tp)


def _decode_key(tp: Any, key: str) -> Any:
    if tp is int:
        return int(key)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp(key)
    return key


@cache
def _fields(cls: type) -> tuple[dataclasses.Field, ...]:
    return tuple(f for f in dataclasses.fields(cls) if f.init)


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)
