"""The games: their frozen ruleset, state snapshot, seats, the append-only log and its
projections (ledger, record cards, pending decisions), and idempotency keys.

Every write goes through `kingdom.services` inside one transaction that holds the game row's
lock; nothing here has business logic.
"""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta

from django.conf import settings
from django.db import models
from django.db.models.base import ModelState
from django.utils import timezone

from kingdom.models.messages import MESSAGE_MAIL_MINUTES
from kingdom.rules.bots import DEFAULT_LEVEL, LEVELS

BOT_LEVELS = [(level, level) for level in LEVELS]

# A user's name is his seat's name in every game: sign-up (API and web) refuses longer ones.
SEAT_NAME_LENGTH = 60
DEFAULT_SEATS = 4  # a new game's seats unless its host asks for others (within the ruleset's)


def new_invite_code() -> str:
    return secrets.token_urlsafe(12)


class LoadedFast:
    """A model whose rows read from the database become instances without `Model.__init__`
    (issue 28, the sweep's profile: about 17 µs a row of a dozen columns, against 2 µs): the
    values are set by their column's attribute name, as `__init__` would set them, and the
    instance marked as read from `db`, as Django's `from_db` does. A column the query left
    out stays deferred (it is absent from the instance's `__dict__`, which is how Django tells
    a deferred field). No `pre_init` or `post_init` signal is sent for these rows: nothing in
    the project listens to them for these models (tests/test_models_loading.py checks both)."""

    @classmethod
    def from_db(cls, db, field_names, values):
        new = cls.__new__(cls)
        state = ModelState()
        state.adding, state.db = False, db
        new.__dict__["_state"] = state
        new.__dict__.update(zip(field_names, values, strict=True))
        return new


class Game(LoadedFast, models.Model):
    class Mode(models.TextChoices):
        SERVER = "server", "Play by web (server dice)"
        TABLE = "table", "A physical game (faces typed in)"

    class Status(models.TextChoices):
        OPEN = "open", "Open for players"
        ACTIVE = "active", "Under way"
        PAUSED = "paused", "Paused by the host"
        FINISHED = "finished", "Finished"

    name = models.CharField(max_length=100)
    host = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="hosted_games"
    )
    mode = models.CharField(max_length=10, choices=Mode.choices, default=Mode.SERVER)
    status = models.CharField(
        max_length=10, choices=Status.choices, default=Status.OPEN, db_index=True
    )
    seats_wanted = models.PositiveSmallIntegerField(default=4)
    listed = models.BooleanField(default=True)  # an open game shown in everyone's lobby
    invite_code = models.CharField(max_length=32, default=new_invite_code)  # joins an unlisted game
    settings = models.JSONField(default=dict, blank=True)  # the engine's Settings, as JSON
    ruleset = models.JSONField()  # frozen at creation (house: running games keep theirs)
    # The frozen ruleset's digest (md5 of its text), kept by a PostgreSQL trigger whenever the
    # ruleset is written (migration 0019): games frozen with the same ruleset share one parsed
    # Ruleset in a process (selectors.frozen_digest) without the database digesting the column
    # again on every read (issue 15: the sweep). Empty elsewhere: computed when read.
    ruleset_md5 = models.CharField(max_length=32, blank=True, default="", editable=False)
    version = models.PositiveIntegerField(default=0)  # actions applied; clients send it back
    event_count = models.PositiveIntegerField(default=0)  # events in the log
    state = models.JSONField(null=True, blank=True)  # the snapshot; the log is the truth
    dice_seed = models.CharField(max_length=64, blank=True)  # SECRET until the game ends
    dice_commitment = models.CharField(max_length=64, blank=True)  # SHA-256 of the seed
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    paused_at = models.DateTimeField(null=True, blank=True)  # deadlines stand still meanwhile
    # Writes that may change what a seat sees, counted by the database itself (triggers of
    # migration 0019): every UPDATE of this row and every statement writing its seats add one.
    # A poll's ETag names it, so an unchanged poll reads this one column (issue 15).
    view_changes = models.PositiveBigIntegerField(default=0, editable=False)
    # Issue 26, its health: the last unexpected failure of an action on it (an exception the
    # write path did not expect, recorded after its transaction rolled back by
    # services.game_record_failure), cleared when an action succeeds or staff revert the game.
    last_error = models.TextField(blank=True, default="", editable=False)
    last_error_at = models.DateTimeField(null=True, blank=True, editable=False)
    # Issue 32: the host lets the players answer their decisions by replying to the mails.
    mail_replies = models.BooleanField(default=True)

    # Not columns: what some reads add to the row (for mypy; set only by those reads).
    viewer: int | None  # selectors.game_get: the user it was read for, and his seat (-1: none)
    viewer_seat: int
    leave_ends: datetime | None  # selectors.game_get: when the first leave under way ends

    class Meta:
        ordering = ["-updated_at"]
        # Staff put a game gone wrong back to an earlier version (services.game_revert).
        permissions = [("revert_game", "Can revert a game to an earlier version")]

    def __str__(self) -> str:
        return f"{self.name} (#{self.pk})"


class Seat(LoadedFast, models.Model):
    # Not a column: the clock counted a missed deadline on this row (services.clock._missed), and
    # the sweep saves the changed rows of its batch together.
    missed_changed = False

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="seats",
    )
    name = models.CharField(max_length=SEAT_NAME_LENGTH)
    is_bot = models.BooleanField(default=False)
    # Issue 31: the seat is played by a bot account (Profile.bot_account) a host invited by
    # name; fixed for the seat's life (an account changes its mark only while seated nowhere
    # unfinished: kingdom.accounts.account_set_bot).
    bot_account = models.BooleanField(default=False)
    # Issue 20: the bot's level for a bot seat, and for this seat on autopilot (docs/bots.md).
    bot_level = models.CharField(max_length=8, choices=BOT_LEVELS, default=DEFAULT_LEVEL)
    joined_at = models.DateTimeField(auto_now_add=True)
    # Absence (issue 7): the bot plays a seat on autopilot; leave extends its deadlines.
    autopilot = models.BooleanField(default=False)
    missed_deadlines = models.PositiveSmallIntegerField(default=0)  # in a row
    leave_until = models.DateTimeField(null=True, blank=True)
    leave_used = models.DurationField(default=timedelta)
    invite_code = models.CharField(max_length=32, blank=True)  # the host replaces the player
    # A named seat of a physical table (no account): its secret claim code, which a player
    # sends from his own phone to enter for the seat too (blank once claimed, or never named).
    claim_code = models.CharField(max_length=32, blank=True)

    class Meta:
        ordering = ["game_id", "index"]
        constraints = [
            models.UniqueConstraint(fields=["game", "index"], name="seat_index_unique"),
            models.UniqueConstraint(
                fields=["game", "user"],
                condition=models.Q(user__isnull=False),
                name="one_seat_per_user",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.name} (seat {self.index} of game {self.game_id})"

    @property
    def played_by_bot(self) -> bool:
        return self.is_bot or self.autopilot

    def on_leave(self, now) -> bool:
        return self.leave_until is not None and self.leave_until > now


class Author(models.TextChoices):
    """Who made an action and its events (stamped by the service door, kingdom/services/):
    the seat's own player, the host (entering another seat's decision at a physical table, or
    pausing and resuming), the clock (a deadline's default action), a bot seat, the bot playing
    a seat on autopilot, or the game itself (its setup, when the host starts it, and a
    challenger chosen at a physical table before the game, entered once its seat is asked), or
    staff (who reverted the game to an earlier version: kingdom.services.game_revert).
    Blank: before this was recorded."""

    GAME = "game", "the game"
    PLAYER = "player", "the player"
    HOST = "host", "the host"
    CLOCK = "clock", "the clock"
    BOT = "bot", "a bot"
    AUTOPILOT = "autopilot", "the bot (autopilot)"
    STAFF = "staff", "staff (a revert)"


class GameAction(LoadedFast, models.Model):
    """One applied action: with its events it is enough to replay the game exactly. An action
    taken back at a physical table (`undone`, kingdom.services.game_undo) stays in the log for
    the record, but no longer counts: a replay skips it."""

    # No index of its own: `action_version_unique` (game, version) serves it (issue 28).
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="actions", db_index=False)
    version = models.PositiveIntegerField()  # the game's version after this action
    seat = models.PositiveSmallIntegerField(null=True, blank=True)  # None: the game itself
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    kind = models.CharField(max_length=40)
    data = models.JSONField()
    author = models.CharField(max_length=10, choices=Author.choices, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    undone = models.BooleanField(default=False)  # taken back at a table: no longer counts

    class Meta:
        ordering = ["game_id", "version"]
        constraints = [
            models.UniqueConstraint(fields=["game", "version"], name="action_version_unique")
        ]

    def __str__(self) -> str:
        return f"{self.kind} (v{self.version} of game {self.game_id})"


class GameEvent(LoadedFast, models.Model):
    """The append-only log. A private event names its seats in `seats` as `|0|2|`, so that
    every database can filter it with a plain `contains`. Each row has its time (`created_at`)
    and its author, stamped by the service door (the engine has no clock). The absence events
    (leave, pause, autopilot) are the service's, not the engine's (`engine` false): replays
    skip them. The events of an action taken back at a table are `undone`: kept for the record,
    shown to nobody, skipped by replays; their ledger postings and record-card lines are gone,
    and the service's `undone` event says who took what back, and when."""

    # No index of its own: `event_sequence_unique` (game, sequence) serves it (issue 28).
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="events", db_index=False)
    sequence = models.PositiveIntegerField()
    version = models.PositiveIntegerField()  # 0 for the events of the start
    type = models.CharField(max_length=40)
    rule = models.CharField(max_length=40)
    data = models.JSONField()
    public = models.BooleanField(default=True)
    seats = models.CharField(max_length=30, blank=True)
    author = models.CharField(max_length=10, choices=Author.choices, blank=True)
    engine = models.BooleanField(default=True)  # False: an absence event of the service
    created_at = models.DateTimeField(default=timezone.now)
    undone = models.BooleanField(default=False)  # its action was taken back at a table

    class Meta:
        ordering = ["game_id", "sequence"]
        constraints = [
            models.UniqueConstraint(fields=["game", "sequence"], name="event_sequence_unique")
        ]
        indexes = [models.Index(fields=["game", "public", "sequence"])]

    def __str__(self) -> str:
        return f"{self.type} #{self.sequence} of game {self.game_id}"


class LedgerPosting(LoadedFast, models.Model):
    """A gold movement between two accounts: a seat or the moneylender (null)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="ledger")
    event = models.OneToOneField(GameEvent, on_delete=models.CASCADE, related_name="posting")
    payer = models.PositiveSmallIntegerField(null=True, blank=True)
    payee = models.PositiveSmallIntegerField(null=True, blank=True)
    amount = models.PositiveIntegerField()
    reason = models.CharField(max_length=80)
    rule = models.CharField(max_length=40)

    class Meta:
        ordering = ["game_id", "event__sequence"]

    def __str__(self) -> str:
        return f"{self.amount} gold: {self.payer} → {self.payee} ({self.reason})"


class RecordEntry(LoadedFast, models.Model):
    """A line of a Royal Challenger's Record Card, linked to the event that wrote it."""

    class Field(models.TextChoices):
        CHALLENGER = "challenger"
        TAX_DUE = "tax_due"
        COST_OF_ALLEGIANCE = "cost_of_allegiance"
        CHIVALRY = "chivalry"
        ENDURANCE = "endurance"
        GOLD = "gold"
        BATTLE_SCORE = "battle_score"
        HOLDINGS = "holdings"

    # The line's game is its event's (the write path copies it): the event's key is checked,
    # not this one too (a deadline's default writes ~9 lines, each checked at commit), and the
    # index on (game, seat, field) serves it (issue 28). Deleting a game still cascades.
    game = models.ForeignKey(
        Game,
        on_delete=models.CASCADE,
        related_name="record_entries",
        db_index=False,
        db_constraint=False,
    )
    seat = models.PositiveSmallIntegerField()
    event = models.ForeignKey(GameEvent, on_delete=models.CASCADE, related_name="record_entries")
    field = models.CharField(max_length=24, choices=Field.choices)
    value = models.JSONField()
    rule = models.CharField(max_length=40)

    class Meta:
        ordering = ["game_id", "seat", "event__sequence"]
        indexes = [models.Index(fields=["game", "seat", "field"])]

    def __str__(self) -> str:
        return f"seat {self.seat} {self.field}: {self.value}"


class PendingDecision(LoadedFast, models.Model):
    """Who must decide what now; kept in step with every change; deadlines live here.

    One row per decision instance, by its identity `key` (kingdom.rules.decisions.identity):
    a decision the engine asks anew — the next auction's bid, the next joust ride — is a new
    row with its own deadline, mail and reminders, even for the same seat and kind."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="pending")
    key = models.CharField(max_length=200, default="")  # "" only on rows made before keys
    seat = models.PositiveSmallIntegerField(null=True, blank=True)
    kind = models.CharField(max_length=30)
    rule = models.CharField(max_length=40)
    detail = models.JSONField(default=dict)
    deadline = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game_id", "seat"]
        constraints = [
            models.UniqueConstraint(
                fields=["game", "key"], condition=~models.Q(key=""), name="decision_key_unique"
            )
        ]
        # The sweep claims the oldest due decisions in (deadline, id) order: read from this
        # index, a batch's claim stops at its 100th row instead of sorting every due decision
        # (issue 15: 25 ms a batch with 10,000 due, 0.3 ms with it).
        indexes = [models.Index(fields=["deadline", "id"], name="decision_deadline_order")]

    def __str__(self) -> str:
        return f"seat {self.seat}: {self.kind} ({self.key})"


class IdempotencyKey(models.Model):
    """A write's key: the same key again returns the stored response (issue 6)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    key = models.CharField(max_length=100)
    request_hash = models.CharField(max_length=64)
    status_code = models.PositiveSmallIntegerField()
    response = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "key"], name="idempotency_unique")]

    def __str__(self) -> str:
        return f"{self.key} ({self.user_id})"


class Profile(LoadedFast, models.Model):
    """A player's own settings: his time zone, when and how he is told of his decisions."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile"
    )
    time_zone = models.CharField(max_length=64, default="UTC")  # an IANA name
    email_decisions = models.BooleanField(default=True)  # a mail when a decision becomes his
    reminder_hours = models.JSONField(default=list, blank=True)  # e.g. [12, 1] before a deadline
    quiet_start = models.TimeField(null=True, blank=True)  # no mail between these local times
    quiet_end = models.TimeField(null=True, blank=True)
    digest = models.BooleanField(default=False)  # one daily mail instead of one per decision
    digest_hour = models.PositiveSmallIntegerField(default=8)  # local hour of the digest
    # Issue 19: a message he has not read this many minutes after it came is mailed (None:
    # never; messages are then only counted in his digest).
    message_mail_minutes = models.PositiveIntegerField(
        null=True, blank=True, default=MESSAGE_MAIL_MINUTES
    )
    # Issue 32: his decision mails carry a reply address and the codes to answer with.
    reply_by_mail = models.BooleanField(default=True)
    # Issue 31: a bot account (like Lichess's BOT accounts), marked by its owner: a program
    # plays it through the API; it takes a seat only when a host invites it by name.
    bot_account = models.BooleanField(default=False)

    def __str__(self) -> str:
        return f"settings of {self.user}"


class VerifiedEmail(models.Model):
    """The address a user confirmed with the link mailed to it: mail goes to no other (an
    address changed since is unverified until its own link is followed)."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="verified_email"
    )
    email = models.EmailField(max_length=254)
    verified_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"{self.email} (verified)"

    @classmethod
    def holds(cls, user) -> bool:
        """Is the user's current address the one he confirmed?"""
        return bool(user.email) and cls.objects.filter(user=user, email__iexact=user.email).exists()


class Mail(models.Model):
    """The outbox, kept as history: a mail is written in the transaction that makes it due,
    and sent by a task after commit (and by beat's retry sweep). `key` makes every notice
    exactly one row. A mail that has become moot before it went out (its decision answered or
    expired — `decision` is then empty —, its game over) is not sent: `moot` says why."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    game = models.ForeignKey(Game, null=True, blank=True, on_delete=models.CASCADE)
    decision = models.ForeignKey(
        PendingDecision, null=True, blank=True, on_delete=models.SET_NULL, related_name="mails"
    )
    kind = models.CharField(max_length=20)
    key = models.CharField(max_length=120, unique=True)
    subject = models.CharField(max_length=200)
    body = models.TextField()
    html = models.TextField(blank=True)  # the same mail in HTML (an alternative part)
    not_before = models.DateTimeField(db_index=True)
    sent_at = models.DateTimeField(null=True, blank=True)
    moot = models.CharField(max_length=60, blank=True)  # why it was not sent after all
    attempts = models.PositiveSmallIntegerField(default=0)
    last_error = models.CharField(max_length=200, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["sent_at", "not_before"])]

    def __str__(self) -> str:
        return f"{self.kind} to {self.user_id}: {self.subject}"


class Heartbeat(models.Model):
    """When a periodic sweep last ran (`name`: its task). The health page reads it: no sweep
    for two of beat's periods means beat (or every worker) is down."""

    name = models.CharField(max_length=60, primary_key=True)
    at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.name} at {self.at:%Y-%m-%d %H:%M:%S}"
