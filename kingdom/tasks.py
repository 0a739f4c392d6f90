"""Celery tasks: thin, idempotent wrappers that take ids and call services. Running one twice
changes nothing more than running it once (each re-checks under a lock).

The tasks are the top of the domain: they import the services and kingdom.notify, never the
other way round (.importlinter "domain-layers"). The mails notify writes are announced by its
`mails_written` signal, received here (connected by KingdomConfig.ready)."""

import gc
import logging
import time
from collections.abc import Iterator
from contextlib import contextmanager

from celery import shared_task
from django.db import transaction
from django.dispatch import receiver
from django.utils import timezone

from kingdom import accounts
from kingdom.notify import mails_written
from kingdom.services import expert_waiting

log = logging.getLogger(__name__)
SWEEP_BATCH = 100  # decisions claimed in one transaction (their games locked together)
SWEEP_BUDGET = 25  # one sweep's seconds at most; beat starts the next one a period after the last


@shared_task(name="kingdom.ping", acks_late=True, ignore_result=False)
def ping(token: str) -> str:
    """Answer `pong:<token>`: the health page's round trip through broker and worker."""
    return f"pong:{token}"


@shared_task(name="kingdom.expire_deadlines", acks_late=True, ignore_result=False)
def expire_deadlines(budget: float = SWEEP_BUDGET, batch: int = SWEEP_BATCH) -> int:
    """Beat's sweep (every `KINGDOM_SWEEP_SECONDS`, 30 s by default): apply the default action
    of every decision past its deadline, batch after batch, until none is due or the budget is
    spent. Returns how many it applied. Its start is the heartbeat `/healthz` reads for beat.
    A batch is up to `batch` decisions claimed, applied and committed together
    (services.game_expire_due): sweeps running at once share the due decisions by batches.

    Idempotent: each decision is re-checked under its lock, and a decision or game another
    sweep or a player holds right now is skipped until the next sweep.
    """
    from kingdom.models import Heartbeat
    from kingdom.services import game_expire_due

    Heartbeat.objects.update_or_create(name="expire_deadlines", defaults={"at": timezone.now()})
    applied, tried, stop = 0, set[int](), time.monotonic() + budget
    while time.monotonic() < stop:
        try:
            with _collector_paused():
                left, done = game_expire_due(limit=batch, skip=tried)
        except Exception:  # one broken default rolls its batch back: that batch one by one
            log.exception("a batch of defaults failed; its decisions are tried one by one")
            left, done = _one_by_one(tried, stop, batch)
        applied += done
        tried.update(left)
        if not left and not done:
            break
    return applied


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused for one batch of the sweep, resumed after it
    (issue 28, the sweep's profile: ~320 collections for 2,000 defaults, a fifth of the
    sweeping process's CPU). A batch's objects are freed by their reference counts as usual;
    whatever cycles it left are collected once it is over, at the collector's next turn."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _one_by_one(tried: set[int], stop: float, batch: int) -> tuple[list[int], int]:
    """The sweep's batch, a decision a transaction: a broken one (logged, rolled back, and kept
    on its game as the game's last error, which the admin lists) does not stall every other.
    Returns the decisions tried and how many defaults it applied."""
    from kingdom.models import Game, PendingDecision
    from kingdom.services import game_expire_decision, game_record_failure

    due = list(
        PendingDecision.objects.filter(
            deadline__lte=timezone.now(), game__status=Game.Status.ACTIVE
        )
        .exclude(pk__in=tried)
        .order_by("deadline", "pk")
        .values_list("pk", "game_id")[:batch]
    )
    applied = 0
    for pk, game_id in due:
        try:
            applied += game_expire_decision(decision_id=pk)
        except Exception as error:
            log.exception("the default of decision %s failed; the sweep goes on", pk)
            game_record_failure(game_id=game_id, error=error)
        if time.monotonic() >= stop:
            break
    return [pk for pk, _ in due], applied


@shared_task(name="kingdom.play_expert", acks_late=True, ignore_result=True)
def play_expert(game_id: int) -> bool:
    """An expert bot's decision (issue 33), thought over for the ruleset's
    `expert_milliseconds` by this worker's clock (the engine has none), then applied with the
    bots' answers after it; the next expert decision is announced again. Idempotent: applied
    only if the game has not moved since it was read (services.game_play_expert)."""
    from kingdom.models import Game
    from kingdom.selectors import game_ruleset
    from kingdom.services import game_play_expert

    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        return False
    stop = time.monotonic() + game_ruleset(game).defaults.expert_milliseconds / 1000

    def out_of_time() -> bool:
        return time.monotonic() >= stop

    return game_play_expert(game_id=game_id, out_of_time=out_of_time)


@receiver(expert_waiting, dispatch_uid="kingdom.tasks.think_on_commit")
def think_on_commit(sender, game_id: int, **kwargs) -> None:
    """An expert bot's decision waits: the worker thinks it over once the transaction that
    asked it commits (never in the request or the sweep's batch). A broker down is logged; the
    sweep announces the decision again (it is due at once, docs/deadlines.md)."""

    def enqueue_thought() -> None:  # named: Django logs a robust callback's failure by name
        play_expert.delay(game_id)

    transaction.on_commit(enqueue_thought, robust=True)


@shared_task(name="kingdom.deliver_mails", acks_late=True, ignore_result=True)
def deliver_mails(keys: list[str]) -> int:
    """Send the mails just written (after the commit that wrote them)."""
    from kingdom.notify import deliver

    return sum(deliver(key) for key in keys)


@receiver(mails_written, dispatch_uid="kingdom.tasks.deliver_on_commit")
def deliver_on_commit(sender, keys: list[str], **kwargs) -> None:
    """Send the mails just written once the transaction that wrote them commits; rolled back,
    they were never written and nothing is sent. This is Celery's `delay_on_commit`
    (`on_commit(delay)`) made robust: a broker down at that moment is logged, not
    raised after the game's change has committed, and beat's `send_due_mail` sends them later."""

    def enqueue_delivery() -> None:  # named: Django logs a robust callback's failure by name
        deliver_mails.delay(keys)

    transaction.on_commit(enqueue_delivery, robust=True)


@shared_task(
    name="kingdom.retry_confirmation",
    acks_late=True,
    ignore_result=True,
    autoretry_for=(Exception,),
    retry_backoff=60,  # 1, 2, 4 … minutes after each failure, at most an hour apart
    retry_backoff_max=3600,
    retry_jitter=False,
    max_retries=10,
)
def retry_confirmation(user_id: int, email: str) -> bool:
    """Try again a confirmation mail that failed at sign-up (or at a change of address)."""
    return accounts.mail_confirmation(user_id=user_id, email=email)


@receiver(accounts.confirmation_failed, dispatch_uid="kingdom.tasks.retry_confirmation")
def confirmation_failed(sender, user_id: int, email: str, **kwargs) -> None:
    """A confirmation mail failed to send: a worker tries it again a minute later, then with
    growing delays (issue 35). A broker down too is logged: the user can still ask again."""
    try:
        retry_confirmation.apply_async((user_id, email), countdown=60)
    except Exception as error:  # noqa: BLE001 - the broker is down as well
        log.warning("confirmation mail to user %s not queued again: %s", user_id, error)


@shared_task(name="kingdom.send_due_mail", acks_late=True, ignore_result=True)
def send_due_mail() -> int:
    """Beat: send what is due and unsent (a retry after a failure, the end of quiet hours)."""
    from kingdom.notify import deliver, due_keys

    return sum(deliver(key) for key in due_keys())


@shared_task(name="kingdom.queue_reminders", acks_late=True, ignore_result=True)
def queue_reminders() -> int:
    from kingdom.notify import queue_reminders as run

    return run()


@shared_task(name="kingdom.queue_digests", acks_late=True, ignore_result=True)
def queue_digests() -> int:
    from kingdom.notify import queue_digests as run

    return run()
