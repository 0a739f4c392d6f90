"""`manage.py simulate N`: N bot games through the services on the real database, with a
progress bar and a summary (turns, winners, battles, gold, time).

`manage.py simulate --levels sound,random,random,random --games 400`: whole games between bots
of those levels through the engine alone (no database), each level seated in turn at every
seat, in parallel processes, with a progress bar and the table of how each level fared
(`kingdom.bot_matches`, docs/bots.md)."""

import os
import time
from collections import Counter

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from kingdom.bot_matches import play_matches, table
from kingdom.models import Game, GameEvent, LedgerPosting
from kingdom.rules.bot import Bot
from kingdom.rules.bots import LEVELS
from kingdom.services import game_create, game_start, game_state, game_submit_action


class Command(BaseCommand):
    help = "Play N whole games by bots through the services and print a summary."

    def add_arguments(self, parser):
        parser.add_argument("games", type=int, nargs="?", default=5)
        parser.add_argument("--seats", type=int, default=4)
        parser.add_argument("--rounds", type=int, default=20, help="the agreed round limit")
        parser.add_argument("--seed", default="simulate")
        parser.add_argument(
            "--levels",
            help="comma-separated bot levels, one per seat (sound, random): play bot against "
            "bot through the engine and print the table of how each level fared",
        )
        parser.add_argument("--games", dest="games_wanted", type=int, help="same as N")
        parser.add_argument(
            "--workers", type=int, default=os.cpu_count() or 1, help="processes for --levels"
        )

    def handle(self, *args, games, seats, rounds, seed, **options):
        games = options.get("games_wanted") or games
        if options.get("levels"):
            self._levels(options["levels"], games, rounds, seed, options["workers"])
            return
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
                assert action is not None  # seat 0 plays alone: every decision is his
                game = game_submit_action(game_id=game.pk, user=user, action=action.to_dict()).game
            finished.append(game)
            self._progress(number + 1, games)
        self.stdout.write("")
        self._summary(finished, time.perf_counter() - started)

    def _levels(self, levels: str, games: int, rounds: int, seed: str, workers: int) -> None:
        wanted = [level.strip() for level in levels.split(",")]
        unknown = [level for level in wanted if level not in LEVELS]
        if unknown or not 2 <= len(wanted) <= 6:
            raise CommandError(
                f"--levels names 2 to 6 seats' levels among {', '.join(LEVELS)}: {levels!r}"
            )
        started = time.perf_counter()
        matches = []
        for match in play_matches(wanted, games, seed=seed, round_limit=rounds, workers=workers):
            matches.append(match)
            self._progress(len(matches), games)
        self.stdout.write("")
        self.stdout.write(
            f"{games} games of {len(wanted)} seats to {rounds} rounds "
            f"({', '.join(wanted)}; seed {seed!r}) in {time.perf_counter() - started:.1f} s"
        )
        for line in table(matches):
            self.stdout.write(line)

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
        winners: Counter[str | None] = Counter()
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
