"""The project's settings, with the URLconf that adds the bare endpoints (benchmark only), and
with `BENCH_TIMING_LOG` set, each request's timings logged (benchmarks/ceiling/timing.py)."""

import os

from config.settings import *  # noqa: F403 - the same settings, every one of them
from config.settings import MIDDLEWARE

ROOT_URLCONF = "benchmarks.ceiling.urls"
if os.environ.get("BENCH_TIMING_LOG"):
    MIDDLEWARE = ["benchmarks.ceiling.timing.TimingMiddleware", *MIDDLEWARE]
