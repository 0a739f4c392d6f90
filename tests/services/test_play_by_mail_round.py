"""Play by mail (issue 32), a scripted play-through: a three-player game played by web (the
service door the API's action POST calls) where Ann answers only by mail, through the MTA's
pipe and Mailgun's signed webhook in turn, for a whole round — her challenger, her bids, her
moves and purchases, a joust, an offer of alliance — and the same game, the same seed and the
same choices, played by web only. Her record card, and everyone's, come out identical.
The game is played from its set-up (challengers, auctions) to the end of its second round of
turns (rule 38's rounds, `state.turn.round`)."""

from __future__ import annotations

import io

import pytest
from django.core import mail as outbox
from django.core.management import call_command
from django.utils import timezone

from kingdom import inbound, reply_codes
from kingdom.models import Game, InboundMail, PendingDecision, RecordEntry
from kingdom.rules.actions import Action, ProposeAlliance
from kingdom.rules.bot import Bot
from kingdom.rules.decisions import Decision, spec
from kingdom.rules.dice import ServerDice
from kingdom.selectors import game_state, pending_of
from kingdom.services import game_create, game_join, game_start, game_submit_action
from kingdom.tasks import send_due_mail

from .test_absence import players
from .test_play_by_mail import mailgun_post

pytestmark = pytest.mark.django_db
SEED = "mail-round-10"  # a seed whose first round holds a joust Ann is invited to


@pytest.fixture(autouse=True)
def _replies_on(settings):
    settings.MAIL_REPLY_ADDRESS = "play@kingdom.test"
    settings.MAIL_REPLY_PER_HOUR = 10_000
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    settings.ANYMAIL = {"MAILGUN_WEBHOOK_SIGNING_KEY": "key-mailgun-test"}


def seeded(users) -> Game:
    game = game_create(host=users[0], name="Mail war", seats=3, order="seating", round_limit=3)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    Game.objects.filter(pk=game.pk).update(
        dice_seed=SEED, dice_commitment=ServerDice.commitment(SEED)
    )
    return game_start(game_id=game.pk, user=users[0])


def answers(decision: Decision, action: Action) -> bool:
    s = spec(decision.kind)
    return isinstance(action, s.answers) and (s.matches is None or s.matches(decision, action))


def choice(state, decision: Decision, bot: Bot) -> Action:
    """The bot's answer to the decision (its default when the bot would do something else)."""
    action = bot.choose(state, decision.seat)
    if action is None or not answers(decision, action):
        default = spec(decision.kind).default
        assert default is not None
        action = default(state, decision)
    return action


def play(
    users, by_mail: bool, monkeypatch, client=None, until_round: int = 2
) -> tuple[Game, list[str]]:
    game = seeded(users)
    bots = {n: Bot(f"seat{n}") for n in range(3)}
    kinds: list[str] = []
    offered = False
    for _ in range(2000):
        game = Game.objects.get(pk=game.pk)
        state = game_state(game)
        if game.status != Game.Status.ACTIVE or (state.turn and state.turn.round > until_round):
            break
        if not offered and state.turn is not None and state.turn.seat == 1:
            offered = True  # Bors offers Ann an alliance on his first turn (rule 33)
            offer = ProposeAlliance(seat=1, to_seat=0).to_dict()
            game_submit_action(game_id=game.pk, user=users[1], action=offer)
            continue
        pending = pending_of(state)
        offers = [d for d in pending if d.kind == "alliance_reply"]  # answered as they come
        decision = (offers or pending)[0]
        action = choice(state, decision, bots[decision.seat])
        if decision.seat == 0 and by_mail:
            kinds.append(decision.kind.value)
            line = reply_codes.line_for(action, state, decision)
            letter = letter_for(game, decision)
            if len(kinds) % 2:  # every other reply through Mailgun's signed webhook
                said = mailgun(client, raw_reply(letter, line), letter.reply_to[0])
            else:
                said = pipe(raw_reply(letter, line), monkeypatch)
            assert said == "applied: ok", (decision.kind, line, said)
        else:
            data = action.to_dict()
            data.pop("seat")
            game_submit_action(game_id=game.pk, user=users[decision.seat], action=data)
    return game, kinds


def letter_for(game: Game, decision: Decision):
    """Ann's latest mail whose reply address answers this decision (its decision mail, or the
    answer to her last reply when the decision goes on: a move after a move)."""
    send_due_mail()
    row = PendingDecision.objects.get(game=game, key=decision.key)
    now = timezone.now()
    for letter in reversed(outbox.outbox):
        if letter.to == ["ann@example.org"] and letter.reply_to:
            token = inbound.read_token(inbound.token_text_in(letter.reply_to), now)
            if token.decision == row.pk and token.game == game.pk:
                return letter
    pytest.fail(f"no mail answers {decision.key}")


def raw_reply(letter, line: str) -> bytes:
    return (
        f"From: Ann <ann@example.org>\r\nTo: {letter.reply_to[0]}\r\n"
        f"Subject: Re: {letter.subject}\r\nMessage-ID: <{id(letter)}.{len(outbox.outbox)}@ann>\r\n"
        f"Content-Type: text/plain; charset=utf-8\r\n\r\n{line}\r\n\r\n"
        "On Fri, Kingdom wrote:\r\n> " + letter.body.replace("\n", "\r\n> ")
    ).encode()


def pipe(raw: bytes, monkeypatch) -> str:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(raw)))
    out = io.StringIO()
    call_command("receive_mail", stdout=out)
    return out.getvalue().strip()


def mailgun(client, raw: bytes, recipient: str) -> str:
    response = mailgun_post(client, raw, recipient=recipient)
    assert response.status_code == 200, response.content
    row = InboundMail.objects.order_by("pk").last()
    assert row.via == "mailgun"
    return f"{row.outcome}: {row.detail or 'ok'}"


def record(game: Game) -> list[tuple]:
    rows = RecordEntry.objects.filter(game=game).order_by("seat", "event__sequence", "field")
    return [(r.seat, r.field, r.value, r.rule) for r in rows]


@pytest.mark.timeout(600)
def test_a_round_answered_only_by_mail_keeps_the_same_record_card_as_on_the_page(
    monkeypatch, client
):
    web, _ = play(players("wann", "wbors", "wcarl"), by_mail=False, monkeypatch=monkeypatch)
    ann_bors_carl = players("ann", "bors", "carl")
    mailed, kinds = play(ann_bors_carl, by_mail=True, monkeypatch=monkeypatch, client=client)
    asked = {"choose_challenger", "bid", "move", "purchase", "alliance_reply", "joust_reply"}
    assert asked | {"joust_pick"} <= set(kinds)
    assert record(mailed) == record(web)  # every seat's record card, line by line
    assert [line for line in record(mailed) if line[0] == 0]  # Ann's card has lines
    assert set(InboundMail.objects.values_list("via", flat=True)) == {"pipe", "mailgun"}
