"""`manage.py checkreplay [GAME_ID ...]`: replay games from their logs and compare with their
snapshots (all started games when no id is given). Exits 1 when one differs."""

from django.core.management.base import BaseCommand, CommandError

from kingdom.models import Game
from kingdom.services import game_check_replay


class Command(BaseCommand):
    help = "Replay games from their event logs and check each equals its stored snapshot."

    def add_arguments(self, parser):
        parser.add_argument("game_ids", nargs="*", type=int)

    def handle(self, *args, game_ids, **options):
        games = Game.objects.exclude(state=None)
        if game_ids:
            games = games.filter(pk__in=game_ids)
        failed = []
        for game in games.order_by("pk"):
            ok = game_check_replay(game=game)
            self.stdout.write(f"game {game.pk} ({game.name}): {'ok' if ok else 'DIFFERS'}")
            if not ok:
                failed.append(game.pk)
        if failed:
            raise CommandError(f"replay differs from the snapshot for games {failed}")
