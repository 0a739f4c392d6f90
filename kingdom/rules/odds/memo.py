"""The memos of the odds: bounded, shared by a server's threads under one lock."""

from __future__ import annotations

import threading
from typing import Any

MEMO_LOCK = threading.Lock()  # a server's threads may fill and trim the memos at once


def remember(memo: dict[Any, Any], key: Any, value: Any, size: int) -> None:
    """memo[key] = value, forgetting the oldest entry once the memo holds `size`."""
    with MEMO_LOCK:
        if len(memo) >= size:
            del memo[next(iter(memo))]
        memo[key] = value
