"""Decision mails a player gets (issue 35): a 20-round game played at one turn a day.

In a throwaway database beside DATABASE_URL's (the loopback PostgreSQL of `make bench`), four
players with confirmed addresses and the default mail settings play a game by web through the
service door (a bot chooses for each; the server rolls). Each comes to the game from his mail,
a day after the others played: every mail written for a decision he has not seen is sent after
its delay. Having acted, he looks at the result on the page (`visits.visit_mark`), so a
decision his own action brings (his purchase after his move, a battle's card) is not mailed.

It prints, per player and round, the decision mails sent, against what the same game wrote
before issue 35 (one mail for each decision that became a player's). It measures; it never
fails.

    SECRET_KEY=x scripts/with-services.sh .venv/bin/python benchmarks/mails.py
"""

from __future__ import annotations

import os
import sys
import traceback
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.support.database import loopback_database, own_database  # noqa: E402

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("SECRET_KEY", "bench")
os.environ["EMAIL_URL"] = "memorymail://"  # Django's locmem backend: nothing leaves

ROUNDS = int(os.environ.get("MAIL_ROUNDS", "20"))
PLAYERS = ("ann", "bors", "cai", "dagonet")
DATABASE = f"kingdom_bench_mails_{os.getpid()}"
MAX_ACTIONS = 20_000
SEED = os.environ.get("MAIL_SEED", "issue-35")


def counting_decisions(notify, decided: dict[int, int]):
    """`notify.decisions_made_in`, counting each decision that became a human's (the mails
    written before issue 35: one each)."""
    original = notify.decisions_made_in

    def counted(made):
        for _game, rows, seats in made:
            humans = {s.index: s.user_id for s in seats if s.user_id}
            for row in rows:
                if row.seat in humans:
                    decided[humans[row.seat]] = decided.get(humans[row.seat], 0) + 1
        return original(made)

    return counted


def play() -> None:
    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.utils import timezone

    from kingdom import notify, selectors, services, visits
    from kingdom.models import Mail, VerifiedEmail
    from kingdom.rules import engine
    from kingdom.rules.bot import Bot
    from kingdom.rules.dice import ServerDice

    users = [get_user_model().objects.create_user(n, email=f"{n}@example.org") for n in PLAYERS]
    VerifiedEmail.objects.bulk_create(VerifiedEmail(user=u, email=u.email) for u in users)
    decided: dict[int, int] = {}
    notify.decisions_made_in = counting_decisions(notify, decided)
    host = users[0]
    game = services.game_create(host=host, name="A month", seats=len(users), order="seating")
    for user in users[1:]:
        services.game_join(game_id=game.pk, user=user)
    game.dice_seed = SEED  # the same game every run
    game.dice_commitment = ServerDice.commitment(SEED)
    game.save()
    game = services.game_start(game_id=game.pk, user=host)
    by_seat = {s.index: s.user for s in game.seats.all()}
    bot = Bot("mails")
    delay = timedelta(seconds=settings.DECISION_MAIL_DELAY_SECONDS)
    rounds = 0
    for _ in range(MAX_ACTIONS):
        game.refresh_from_db()
        state = selectors.game_state(game)
        rounds = state.turn.round if state.turn else 0
        if game.status != game.Status.ACTIVE or rounds > ROUNDS:
            break
        # A day passes: what was written for a decision not seen is sent.
        for key in Mail.objects.filter(sent_at__isnull=True, moot="").values_list("key", flat=True):
            notify.deliver(key, now=timezone.now() + delay)
        seat = engine.pending(state)[0].seat
        action = bot.choose(state, seat).to_dict()
        action.pop("seat", None)
        services.game_submit_action(game_id=game.pk, user=by_seat[seat], action=action)
        game.refresh_from_db()  # he looks at what his move did: his page marks it
        visits.visit_mark(game=game, seat=seat, version=game.version)
    report(users, decided, min(rounds, ROUNDS), Mail)


def report(users, decided: dict[int, int], rounds: int, Mail) -> None:
    print(f"mails: a four-player game by web, {rounds} rounds, one turn a day")
    print(f"  {'player':<10}{'sent':>8}{'a round':>10}{'before (one a decision)':>26}")
    for user in users:
        sent = Mail.objects.filter(user=user, kind="decision", sent_at__isnull=False).count()
        before = decided.get(user.pk, 0)
        print(f"  {user.username:<10}{sent:>8}{sent / max(rounds, 1):>10.1f}{before:>26}")
    subjects = Mail.objects.filter(kind="decision", sent_at__isnull=False).values_list(
        "subject", flat=True
    )
    kinds: dict[str, int] = {}
    for subject in subjects:  # "[Kingdom] A month: <what> — by <deadline>"
        what = subject.split(": ", 1)[1].split(" — ")[0]
        kinds[what] = kinds.get(what, 0) + 1
    print("  sent, by what they ask: " + "; ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    moot = Mail.objects.filter(kind="decision").exclude(moot="").values_list("moot", flat=True)
    reasons: dict[str, int] = {}
    for reason in moot:
        reasons[reason] = reasons.get(reason, 0) + 1
    print(f"  not sent after all: {reasons or 'none'}")


def main() -> None:
    url = loopback_database()
    if url is None:
        print("mails: needs PostgreSQL on loopback in DATABASE_URL (run it with `make bench`)")
        return
    with own_database(url, DATABASE):
        try:
            from django.core.management import call_command

            call_command("migrate", verbosity=0)
            call_command("loadrules", "--if-empty", verbosity=0)
            play()
        except Exception:  # noqa: BLE001 - a benchmark prints its failure and carries on
            print("mails: stopped by an error:")
            traceback.print_exc(file=sys.stdout)


if __name__ == "__main__":
    main()
