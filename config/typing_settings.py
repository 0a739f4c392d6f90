"""The settings mypy's Django plugin reads the models through (`make test`'s mypy, issue 29):
the project's own, with the secret a production start requires stood in for (nothing runs)."""

import os

os.environ.setdefault("SECRET_KEY", "mypy-reads-the-models-only")

from config.settings import *  # noqa: F403
