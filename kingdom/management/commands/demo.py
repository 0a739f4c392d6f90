"""`manage.py demo`: the demo admin and a demo game for `make run`; safe to run again."""

import os

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction
from django.urls import reverse

from kingdom.models import Game
from kingdom.services import game_create, game_start

DEMO_USERNAME = "admin"
DEMO_GAME = "Demo: the admin against three bots"


class Command(BaseCommand):
    help = "Create the demo admin and a started demo game (idempotent) and print where to go."

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
        game = Game.objects.filter(name=DEMO_GAME, host=user).first()
        if game is None:
            with transaction.atomic():
                game = game_create(host=user, name=DEMO_GAME, seats=4, bots=3)
            game = game_start(game_id=game.pk, user=user)
            self.stdout.write(f"Demo game created: #{game.pk}")
        site = os.environ.get("SITE_URL", "http://127.0.0.1:8000")
        page = reverse("frontend:game", args=[game.pk])
        self.stdout.write(f"Demo game: {site}{page} (log in as the admin)")
        state = "created" if created else "already there"
        self.stdout.write(f"Demo admin {state}: {DEMO_USERNAME} / {password}")
        self.stdout.write(f"Open {site}/  ·  admin {site}/admin/  ·  API docs {site}/api/docs/")
        self.stdout.write(f"Health (worker round trip, beat): {site}/healthz?worker=1&beat=1")
