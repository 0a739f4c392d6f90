"""The project's settings, with the URLconf that adds the bare endpoints (benchmark only)."""

from config.settings import *  # noqa: F403 - the same settings, every one of them

ROOT_URLCONF = "benchmarks.ceiling.urls"
