"""An API token with its user, as each token-authenticated request reads it (issue 28).

DRF's `TokenAuthentication` builds and compiles `Token.objects.select_related("user").get(key=…)`
for every request: a third of the action POST's own CPU under cProfile went to Django's
compiler making that one SELECT again. Here it is compiled once per connection
(`kingdom.batched.Selected.of`) and only its parameter changes: the same SQL, the same one
query, the same instances.
"""

from __future__ import annotations

from django.db.models import QuerySet
from rest_framework.authtoken.models import Token

from kingdom import batched

# As many rows as `QuerySet.get` asks for (Django's MAX_GET_RESULTS): the same SQL as DRF's.
GET_ROWS = 21


def token_with_user(key: str) -> Token | None:
    """The token whose key is `key`, its `user` read with it (None: no such token)."""
    read = batched.Selected.of(_token, key)
    (rows,) = batched.together([read.statement])
    found = read.instances(rows)
    return found[0] if found else None


def _token(key: str) -> QuerySet[Token]:
    return Token.objects.select_related("user").filter(key=key).order_by()[:GET_ROWS]
