"""Deadlines swept by a real worker on Redis and PostgreSQL (issue 7)."""

from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from kingdom.models import Game, GameAction, PendingDecision
from kingdom.services import game_create, game_expire_decision, game_join, game_start
from kingdom.tasks import expire_deadlines

pytestmark = [
    pytest.mark.celery,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(240),  # a worker started (and waited on) for each test
]


def two_player_game():
    users = [
        get_user_model().objects.create_user(n, password="x-long-secret-9") for n in ("ann", "bors")
    ]
    game = game_create(host=users[0], name="Clock", seats=2, order="seating")
    game_join(game_id=game.pk, user=users[1])
    return game_start(game_id=game.pk, user=users[0]), users


def test_a_due_decision_gets_its_default_once(celery_worker):
    game, _ = two_player_game()
    decision = PendingDecision.objects.get(game=game)
    assert decision.kind == "choose_challenger" and decision.deadline is not None
    assert decision.deadline - timezone.now() > timedelta(hours=47)  # 48 h for a turn's decision
    PendingDecision.objects.filter(pk=decision.pk).update(deadline=timezone.now())
    assert expire_deadlines.delay().get(timeout=30) == 1
    actions = list(GameAction.objects.filter(game=game))
    assert [(a.kind, a.user_id, a.data["challenger"]) for a in actions] == [
        ("choose_challenger", None, "arthur")
    ]
    assert expire_deadlines.delay().get(timeout=30) == 0  # nothing due: nothing happens again
    assert Game.objects.get(pk=game.pk).version == 1


def test_a_decision_answered_before_the_sweep_is_left_alone():
    game, _ = two_player_game()
    decision = PendingDecision.objects.get(game=game)
    PendingDecision.objects.filter(pk=decision.pk).update(
        deadline=timezone.now() + timedelta(hours=1)
    )
    assert game_expire_decision(decision_id=decision.pk) is False
    assert not GameAction.objects.filter(game=game).exists()


def test_a_late_answer_and_the_sweep_at_the_same_instant_apply_once():
    import threading

    from django.db import connection

    from kingdom.errors import Conflict
    from kingdom.services import game_submit_action

    for attempt in range(5):
        game, (ann, _) = two_player_game() if attempt == 0 else _another_game(attempt)
        decision = PendingDecision.objects.get(game=game)
        PendingDecision.objects.filter(pk=decision.pk).update(deadline=timezone.now())
        barrier = threading.Barrier(2)
        outcome = {}

        def sweep(decision_id=decision.pk, outcome=outcome, barrier=barrier):
            barrier.wait()
            outcome["sweep"] = game_expire_decision(decision_id=decision_id)
            connection.close()

        def player(game_id=game.pk, user=ann, outcome=outcome, barrier=barrier):
            barrier.wait()
            try:
                game_submit_action(
                    game_id=game_id,
                    user=user,
                    action={"kind": "choose_challenger", "challenger": "mark"},
                    expected_version=0,
                )
                outcome["player"] = True
            except Conflict:
                outcome["player"] = False
            connection.close()

        threads = [threading.Thread(target=sweep), threading.Thread(target=player)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert GameAction.objects.filter(game=game).count() == 1
        assert outcome["sweep"] != outcome["player"], outcome


def _another_game(n):
    users = [
        get_user_model().objects.create_user(f"{name}{n}", password="x-long-secret-9")
        for name in ("ann", "bors")
    ]
    game = game_create(host=users[0], name="Clock", seats=2, order="seating")
    game_join(game_id=game.pk, user=users[1])
    return game_start(game_id=game.pk, user=users[0]), users
