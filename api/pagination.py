"""Cursor pages (newest first) for every list of the API, with one answer to a cursor that this
server did not give: a 400 `bad_query` naming `cursor`, as any other bad query parameter.

DRF's `CursorPagination` refuses a cursor it cannot decode, but passes the position it holds
(`p=`) to the database unchecked: `p=abc` on an integer ordering was a `ValueError` and a 500.
Here the position is read by the ordering field's own `to_python` first.
"""

from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework.exceptions import NotFound
from rest_framework.pagination import CursorPagination

from kingdom.errors import IllegalMove

INVALID_CURSOR = "cursor: not a cursor from this list's `next` or `previous` link"


class Pages(CursorPagination):
    """Set `ordering` (one field, e.g. "-id") and the page sizes in a subclass."""

    def paginate_queryset(self, queryset, request, view=None):
        self._model = queryset.model
        return super().paginate_queryset(queryset, request, view)

    def get_page_size(self, request):
        """The page size asked for (`page_size_query_param`), refused when it is no whole number
        from 1 to `max_page_size` (DRF's own silently used its default; issue 31)."""
        asked = request.query_params.get(self.page_size_query_param or "")
        if asked is None:
            return self.page_size
        top = self.max_page_size or self.page_size or 0
        if not asked.isdigit() or not 1 <= int(asked) <= top:
            raise IllegalMove(
                f"{self.page_size_query_param}: a whole number from 1 to {top}", code="bad_query"
            )
        return int(asked)

    def decode_cursor(self, request):
        try:
            cursor = super().decode_cursor(request)
        except NotFound:
            raise IllegalMove(INVALID_CURSOR, code="bad_query") from None
        if cursor is not None and cursor.position is not None:
            name = self.ordering[0].lstrip("-")
            try:
                self._model._meta.get_field(name).to_python(cursor.position)
            except DjangoValidationError:
                raise IllegalMove(INVALID_CURSOR, code="bad_query") from None
        return cursor
