"""What the modules above the outbox plug into it as the app starts (kingdom.inbound,
kingdom.replay): they import the outbox, it may not import them. Set as
`notify.hooks.<name> = …`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kingdom.models import Game, Mail, Profile

# Issue 32 (kingdom.inbound sets it): the reply address and answer codes of a mail about a
# decision, filled in as it is sent; None leaves mails as they are.
reply_part: Callable[[Mail], Any] | None = None
# Issue 30: what happened in a game since the player last looked, in words, for his "your
# move" mail and his digest: {"since", "text", "url"} or None. Set by kingdom.replay (above
# this module: it reads the log through the selectors) when the app is ready.
since_summary: Callable[[Game, int, Profile | None], dict | None] | None = None
