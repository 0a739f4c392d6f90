"""The project's URLs, and under /bench/ two bare DRF endpoints on a one-column table:

- `POST /bench/rows/{id}/`: in a transaction, `select_for_update` the row, add one, save it,
  answer JSON (the least an action POST must do: lock, write, answer);
- `GET /bench/rows/{id}/`: read the row, answer JSON (the least a game view must do).

Both go through the same middleware, authentication, permissions, throttles and renderer as
every API view. The table is made and dropped by benchmarks/http_load.py.
"""

from django.db import models, transaction
from django.urls import path
from rest_framework.response import Response
from rest_framework.views import APIView

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


urlpatterns = [path("bench/rows/<int:pk>/", RowView.as_view()), *project]

__all__ = ["handler500", "urlpatterns"]
