"""Telling players by e-mail (issue 7, issue 22): a decision that becomes theirs, reminders
before its deadline, a daily digest, the news of a game (leave, pause, autopilot) and its end;
a message not read within the delay its reader chose (issue 19); a game reverted by staff
(issue 26).

Mails go through an outbox (`Mail`): a row is written in the same transaction as the change
that makes it due, and a task sends it after commit. Beat's sweep sends what is due again
(a failed send, a mail held back by quiet hours), so a mail server that is down never blocks a
game and a notice is never lost. Quiet hours are checked when a mail is sent: one that falls in
the window waits for its end. A mail that has become moot by then — its decision answered or
expired, its game over — is not sent; its row stays, with the reason (the outbox is history).

Every date is in the reader's time zone. Bodies come from the templates in
`kingdom/templates/kingdom/mail/` (`<kind>_subject.txt`, `<kind>.txt`, `<kind>.html`).

One module per topic: `clock` (a reader's time zone, quiet hours and words), `outbox` (a mail
written, stored, sent or found moot), `decisions` (a decision's mail, its deadlines moved),
`news` (leave, pause, autopilot, the end, a revert, a message), `digests` (beat's reminders and
daily digest), `hooks` (what kingdom.inbound and kingdom.replay plug in). Callers use the names
below, from `kingdom.notify`.
"""

from __future__ import annotations

from kingdom.notify import hooks
from kingdom.notify.clock import (
    default_text,
    duration_text,
    game_url,
    kind_label,
    local_text,
    next_digest,
    profiles_of,
    quiet_until,
    record_url,
    settings_url,
    what,
    zone,
)
from kingdom.notify.decisions import (
    DIGEST_OFFERED_AFTER,
    OFFERED,
    TURN_PART,
    _mailed_often,
    deadlines_moved,
    decision_context,
    decision_mail_delay,
    decisions_made,
    decisions_made_in,
    turn_mail_key,
)
from kingdom.notify.digests import queue_digests, queue_reminders
from kingdom.notify.news import (
    ENDED_TEXT,
    autopilot_on,
    game_over,
    game_reverted,
    leave_taken,
    message_posted,
    paused_or_resumed,
)
from kingdom.notify.outbox import (
    MAX_ATTEMPTS,
    ON_THE_PAGE,
    RETRY_AFTER,
    deliver,
    due_keys,
    mails_written,
    moot,
    new_mail,
    queue,
)

__all__ = [
    "DIGEST_OFFERED_AFTER",
    "ENDED_TEXT",
    "MAX_ATTEMPTS",
    "OFFERED",
    "ON_THE_PAGE",
    "RETRY_AFTER",
    "TURN_PART",
    "_mailed_often",
    "autopilot_on",
    "deadlines_moved",
    "decision_context",
    "decision_mail_delay",
    "decisions_made",
    "decisions_made_in",
    "default_text",
    "deliver",
    "due_keys",
    "duration_text",
    "game_over",
    "game_reverted",
    "game_url",
    "hooks",
    "kind_label",
    "leave_taken",
    "local_text",
    "mails_written",
    "message_posted",
    "moot",
    "new_mail",
    "next_digest",
    "paused_or_resumed",
    "profiles_of",
    "queue",
    "queue_digests",
    "queue_reminders",
    "quiet_until",
    "record_url",
    "settings_url",
    "turn_mail_key",
    "what",
    "zone",
]
