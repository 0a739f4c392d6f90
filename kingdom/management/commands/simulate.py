"""`manage.py simulate N`: N bot games through the services on the real database, with a
progress bar and a summary (turns, winners, battles, gold, time)."""

import time
from collections import Counter

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

from kingdom.models import Game, GameEvent, LedgerPosting
from kingdom.rules.bot import Bot
from kingdom.services import game_create, game_start, game_state, game_submit_action


class Command(BaseCommand):
    help = "Play N whole games by bots through the services and print a summary."

    def add_arguments(self, parser):
        parser.add_argument("games", type=int, nargs="?", default=5)
        parser.add_argument("--seats", type=int, default=4)
        parser.add_argument("--rounds", type=int, default=20, help="the agreed round limit")
        parser.add_argument("--seed", default="simulate")

    def handle(self, *args, games, seats, rounds, seed, **options):
        user, _ = get_user_model().objects.get_or_create(username="simulator")
        started = time.perf_counter()
        finished: list[Game] = []
        for number in range(games):
            with transaction.atomic():
                game = game_create(
                    host=user, name=f"Simulation {number + 1}", seats=seats, bots=seats - 1,
                    round_limit=rounds, turn_hours=None, reply_hours=None,
                )  # fmt: skip
            game = game_start(game_id=game.pk, user=user)
            bot = Bot(f"{seed}-{number}")
            while game.status == Game.Status.ACTIVE:
                action = bot.choose(game_state(game), 0)
                game = game_submit_action(game_id=game.pk, user=user, action=action.to_dict()).game
            finished.append(game)
            self._progress(number + 1, games)
        self.stdout.write("")
        self._summary(finished, time.perf_counter() - started)

    def _progress(self, done: int, total: int) -> None:
        width = 30
        filled = width * done // total
        self.stdout.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}", ending="")
        self.stdout.flush()

    def _summary(self, games: list[Game], seconds: float) -> None:
        ids = [g.pk for g in games]
        kinds = Counter(
            GameEvent.objects.filter(
                game_id__in=ids, type__in=["turn_started", "battle_started"]
            ).values_list("type", flat=True)
        )
        gold = sum(p.amount for p in LedgerPosting.objects.filter(game_id__in=ids))
        winners = Counter()
        for game in games:
            state = game_state(game)
            winners[
                state.player(state.winner).challenger if state.winner is not None else "none"
            ] += 1
        self.stdout.write(
            f"games {len(games)} in {seconds:.1f} s ({seconds / max(len(games), 1):.2f} s a game)"
        )
        self.stdout.write(
            f"turns {kinds['turn_started']}, battles {kinds['battle_started']}, gold moved {gold}"
        )
        self.stdout.write("winners: " + ", ".join(f"{k} {v}" for k, v in winners.most_common()))
