"""`manage.py receive_mail`: one reply to a decision mail, an RFC 822 message on standard
input, as an MTA's pipe delivers it (issue 32; Postfix and Exim in docs/production.md).

It exits 0 whatever became of the message (its outcome is printed and kept, InboundMail), so
the MTA never bounces a reply back to a stranger; only a failure of the server itself (the
database down) exits 75 (EX_TEMPFAIL), and the MTA tries again later.
"""

from __future__ import annotations

import sys

from anymail.inbound import AnymailInboundMessage
from django.conf import settings
from django.core.management.base import BaseCommand

from kingdom import inbound

EX_TEMPFAIL = 75


class Command(BaseCommand):
    help = "Take one reply to a decision mail (an RFC 822 message) from standard input."

    def add_arguments(self, parser):
        parser.add_argument(
            "--recipient",
            default=None,
            help="the envelope recipient (Postfix ${recipient}, Exim $local_part@$domain)",
        )

    def handle(self, *args, recipient=None, **options):
        limit = settings.MAIL_REPLY_MAX_BYTES
        raw = sys.stdin.buffer.read(limit)
        while sys.stdin.buffer.read(1 << 20):  # the rest of a message beyond the limit: unread
            pass
        message = AnymailInboundMessage.parse_raw_mime_bytes(raw)
        try:
            row = inbound.receive(message, via="pipe", recipient=recipient)
        except Exception as error:  # noqa: BLE001 - the MTA keeps the message and tries again
            self.stderr.write(f"receive_mail: {type(error).__name__}: {error}")
            sys.exit(EX_TEMPFAIL)
        self.stdout.write(f"{row.outcome}: {row.detail or 'ok'}")
