"""The suite's one way to wait for something done elsewhere (a Celery worker, a live server's
thread, a browser's request, PostgreSQL): poll a condition until it holds, never sleep a fixed
time and hope. (Selenium's own waits, tests/browser/helpers.py `wait`, poll the page.)"""

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def wait_for(check: Callable[[], T], what: str, timeout: float = 30, every: float = 0.05) -> T:
    """Call `check()` every `every` seconds until it returns something true, and return that
    value; fail naming `what` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise AssertionError(f"waited {timeout:g} s for {what}")
        time.sleep(every)
