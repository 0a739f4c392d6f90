"""An e-mail backend whose server is down: every send fails (tests only)."""

from django.core.mail.backends.base import BaseEmailBackend


class Backend(BaseEmailBackend):
    def send_messages(self, email_messages):
        raise ConnectionRefusedError("the mail server is down")
