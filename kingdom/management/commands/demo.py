"""`manage.py demo`: the demo admin for `make run`; safe to run again."""

import os

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

DEMO_USERNAME = "admin"


class Command(BaseCommand):
    help = "Create the demo admin user (idempotent) and print where to go."

    def handle(self, *args, **options):
        password = os.environ.get("DEMO_ADMIN_PASSWORD", "kingdom-demo")
        user_model = get_user_model()
        user, created = user_model.objects.get_or_create(
            username=DEMO_USERNAME,
            defaults={"is_staff": True, "is_superuser": True, "email": "admin@localhost"},
        )
        if created:
            user.set_password(password)
            user.save(update_fields=["password"])
        site = os.environ.get("SITE_URL", "http://127.0.0.1:8000")
        state = "created" if created else "already there"
        self.stdout.write(f"Demo admin {state}: {DEMO_USERNAME} / {password}")
        self.stdout.write(f"Open {site}/  ·  admin {site}/admin/  ·  API docs {site}/api/docs/")
        self.stdout.write(f"Health with a worker round trip: {site}/healthz?worker=1")
