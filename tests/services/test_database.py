"""The services tier runs on the real database: PostgreSQL under `make test`."""

import os

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import connection, transaction


@pytest.mark.django_db
def test_the_suite_runs_on_postgresql():
    assert connection.vendor == "postgresql"


@pytest.mark.django_db
def test_demo_command_creates_one_admin_and_can_run_again(capsys):
    call_command("demo")
    call_command("demo")
    admins = get_user_model().objects.filter(username="admin")
    assert admins.count() == 1
    admin = admins.get()
    assert admin.is_superuser and admin.is_staff
    assert admin.check_password("kingdom-demo")
    out = capsys.readouterr().out
    assert "already there" in out
    from kingdom.models import Game

    (game,) = Game.objects.filter(host=admin)
    # The game's page, not its API (issue 18).
    site = os.environ.get("SITE_URL", "http://127.0.0.1:8000")
    assert f"Demo game: {site}/games/{game.pk}/ (log in as the admin)" in out
    assert game.status == Game.Status.ACTIVE and game.seats.filter(is_bot=True).count() == 3


@pytest.mark.django_db(transaction=True)
def test_a_failed_transaction_writes_nothing():
    users = get_user_model().objects
    with pytest.raises(RuntimeError), transaction.atomic():
        users.create(username="half-applied")
        raise RuntimeError("stop")
    assert not users.filter(username="half-applied").exists()


@pytest.mark.django_db
def test_simulate_plays_whole_games_through_the_services(capsys):
    call_command("simulate", "2", "--seats", "3", "--rounds", "3")
    out = capsys.readouterr().out
    assert "2/2" in out and "games 2 in" in out
    from kingdom.models import Game
    from kingdom.services import game_check_replay

    games = Game.objects.filter(name__startswith="Simulation")
    assert [g.status for g in games] == [Game.Status.FINISHED] * 2
    assert all(game_check_replay(game=g) for g in games)
