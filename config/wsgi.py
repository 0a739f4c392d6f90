"""WSGI entry point (gunicorn config.wsgi).

Each process makes before its first request what it would otherwise make during it — the URL
resolver's maps (and with them every view, serializer and the rules engine) and the Celery
app's tasks — then hands everything it has made so far to Python's permanent generation
(`gc.freeze`): the collector's full collections, which visit every object they track, no
longer walk the hundred thousand objects of the loaded code. Measured with benchmarks/soak.py
(docs/performance.md, "The latency tail"): such a collection paused a request 40–300 ms, and a
worker's first action POST spent 100–250 ms of CPU making these maps.

The youngest generation is collected after 10,000 new objects, not Python's 700 (issue 28): an
action POST leaves a few hundred objects behind it for the collector to visit, and at 700 it
ran a young pass every other POST, a middle one every twenty and a full one every few hundred,
0.4–0.6 ms of the POST's 4–6 ms of CPU (`benchmarks/profiling/action_post.py`, which prints
the collector's passes); at 10,000 about 0.26 ms, with no more memory held (a young
generation of 10,000 objects is about a megabyte). 50,000 cost more (0.64 ms: each pass then
visits the young objects that survive the request's caches).
"""

import gc
import os

from django.core.wsgi import get_wsgi_application
from django.urls import get_resolver

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_wsgi_application()
YOUNG_OBJECTS = 10_000  # the youngest generation's threshold (Python's default: 700)


def _made_before_requests() -> None:
    from config.celery import app

    get_resolver().reverse_dict  # noqa: B018 - builds the resolver's maps (imports the views)
    app.finalize(auto=True)  # the tasks' classes, which the first `delay` would make
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG_OBJECTS, *gc.get_threshold()[1:])


_made_before_requests()
