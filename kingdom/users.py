"""Who calls a service or a selector (types only): the request's user, signed in or not. A
service that needs a signed-in player refuses the anonymous one itself (its `pk` is None)."""

from __future__ import annotations

from django.contrib.auth.models import AnonymousUser, User

Person = User | AnonymousUser
