"""A game whose seats are all played by bots never stalls (issue 26): bots answer at once up to
MAX_BOT_ACTIONS actions a request; what they still owe then is due at once, and the sweep lets
them carry on, SWEEP_BOT_ACTIONS a game a batch, until the game ends."""

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from kingdom import services
from kingdom.models import Game, GameAction, PendingDecision
from kingdom.services import bots, clock
from kingdom.tasks import expire_deadlines

pytestmark = pytest.mark.django_db


@pytest.fixture
def small_limits(monkeypatch):
    monkeypatch.setattr(bots, "MAX_BOT_ACTIONS", 30)  # where they are used
    monkeypatch.setattr(clock, "SWEEP_BOT_ACTIONS", 25)


def all_bots() -> Game:
    """Ann's three-seat game with two bots, begun, and Ann's seat then put on autopilot."""
    ann = get_user_model().objects.create_user("ann")
    game = services.game_create(
        host=ann, name="Bots", seats=3, bots=2, order="seating", round_limit=3
    )
    services.game_start(game_id=game.pk, user=ann)
    services.game_set_autopilot(game_id=game.pk, user=ann, on=True)
    return Game.objects.get(pk=game.pk)


def test_bots_at_their_limit_leave_their_next_decision_due_at_once(small_limits):
    before = timezone.now()
    game = all_bots()
    assert game.status == Game.Status.ACTIVE
    played = GameAction.objects.filter(game=game, author__in=["bot", "autopilot"]).count()
    assert played == 30
    waiting = list(PendingDecision.objects.filter(game=game, seat__isnull=False))
    assert waiting and all(before <= d.deadline <= timezone.now() for d in waiting)


def test_the_sweep_carries_an_all_bot_game_to_its_end(small_limits):
    game = all_bots()
    version = game.version
    assert expire_deadlines(budget=120) >= 1
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    later = GameAction.objects.filter(game=game, version__gt=version)
    assert later.count() > clock.SWEEP_BOT_ACTIONS  # more than one batch
    assert set(later.values_list("author", flat=True)) <= {"bot", "autopilot", "game"}
    assert not PendingDecision.objects.filter(game=game).exists()


def test_a_players_own_decision_keeps_its_deadline():
    ann = get_user_model().objects.create_user("ann")
    game = services.game_create(host=ann, name="Bots", seats=3, bots=2, order="seating")
    services.game_start(game_id=game.pk, user=ann)
    (own,) = PendingDecision.objects.filter(game=game, seat=0)
    assert own.deadline > timezone.now() + timezone.timedelta(hours=23)
