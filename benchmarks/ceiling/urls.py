"""The project's URLs, and under /bench/ bare DRF endpoints:

- `POST /bench/rows/{id}/`: in a transaction, `select_for_update` a row of a one-column table,
  add one, save it, answer JSON (the least an action POST must do: lock, write, answer);
- `GET /bench/rows/{id}/`: read the row, answer JSON (the least a game view must do);
- `POST /bench/actions/{n}/`: the fair ceiling of the action POST (issue 28): the same
  database work as one, the statements a real action POST sent replayed on a game of its own
  (benchmarks/ceiling/replay.py: the captures of client `n`, in the pickle file named by
  `BENCH_ACTION_REPLAY`), answering that POST's JSON (no engine, no view built).

All go through the same middleware, authentication, permissions, throttles and renderer as
every API view. The table is made and dropped by benchmarks/http_load.py.
"""

import os
import pickle
from functools import cache
from pathlib import Path

from django.db import models, transaction
from django.http import Http404
from django.urls import path
from rest_framework.response import Response
from rest_framework.views import APIView

from benchmarks.ceiling import replay
from config.urls import handler500
from config.urls import urlpatterns as project

TABLE = "bench_ceiling_rows"


class Row(models.Model):
    n = models.BigIntegerField(default=0)

    class Meta:
        app_label = "kingdom"
        managed = False
        db_table = TABLE

    def __str__(self) -> str:
        return f"row {self.pk}"


class RowView(APIView):
    def get(self, request, pk: int):
        row = Row.objects.get(pk=pk)
        return Response({"id": row.pk, "n": row.n})

    def post(self, request, pk: int):
        step = int(request.data.get("step", 1))
        with transaction.atomic():
            row = Row.objects.select_for_update().get(pk=pk)
            row.n += step
            row.save(update_fields=["n"])
        return Response({"id": row.pk, "n": row.n})


@cache
def captures() -> list[dict]:
    """The captured action POSTs (benchmarks/http_load.py writes them), once per process."""
    path = os.environ.get("BENCH_ACTION_REPLAY")
    if not path:
        return []
    return [replay.prepared(c) for c in pickle.loads(Path(path).read_bytes())]


class ActionReplayView(APIView):
    def post(self, request, n: int):
        if not request.data or n >= len(captures()):
            raise Http404
        captured = captures()[n]
        replay.replay(captured)
        return Response(captured["answer"])


urlpatterns = [
    path("bench/rows/<int:pk>/", RowView.as_view()),
    path("bench/actions/<int:n>/", ActionReplayView.as_view()),
    *project,
]

__all__ = ["handler500", "urlpatterns"]
