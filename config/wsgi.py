"""WSGI entry point (gunicorn config.wsgi).

Each process makes before its first request what it would otherwise make during it — the URL
resolver's maps (and with them every view, serializer and the rules engine) and the Celery
app's tasks — then hands everything it has made so far to Python's permanent generation
(`gc.freeze`): the collector's full collections, which visit every object they track, no
longer walk the hundred thousand objects of the loaded code. Measured with benchmarks/soak.py
(docs/performance.md, "The latency tail"): such a collection paused a request 40–300 ms, and a
worker's first action POST spent 100–250 ms of CPU making these maps.
"""

import gc
import os

from django.core.wsgi import get_wsgi_application
from django.urls import get_resolver

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_wsgi_application()


def _made_before_requests() -> None:
    from config.celery import app

    get_resolver().reverse_dict  # noqa: B018 - builds the resolver's maps (imports the views)
    app.finalize(auto=True)  # the tasks' classes, which the first `delay` would make
    gc.collect()
    gc.freeze()


_made_before_requests()
