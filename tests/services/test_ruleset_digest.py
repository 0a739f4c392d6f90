"""The frozen ruleset's digest (issue 15): kept in `Game.ruleset_md5` by PostgreSQL's trigger
(migration 0019) when the ruleset is written, never by the snapshot's writes, and computed
when read where it is empty (another database, a row written before the column)."""

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.db.models import TextField
from django.db.models.functions import MD5, Cast

from kingdom.models import Game
from kingdom.selectors import frozen_digest
from kingdom.services import game_create

pytestmark = pytest.mark.django_db


def digests(game_id: int) -> tuple[str, str, str]:
    """(the column, `frozen_digest`, the md5 of the ruleset's text computed now)."""
    return (
        Game.objects.filter(pk=game_id)
        .values_list("ruleset_md5", frozen_digest(), MD5(Cast("ruleset", TextField())))
        .get()
    )


@pytest.mark.skipif(connection.vendor != "postgresql", reason="the trigger is PostgreSQL's")
def test_the_trigger_keeps_the_digest_of_the_ruleset_written():
    host = get_user_model().objects.create_user("ann")
    game = game_create(host=host, name="digest", seats=2)
    created = digests(game.pk)
    assert created[0] == created[1] == created[2] and len(created[0]) == 32

    Game.objects.filter(pk=game.pk).update(ruleset={"edited": True})
    edited = digests(game.pk)
    assert edited[0] == edited[1] == edited[2] != created[0]


def test_an_empty_digest_is_computed_when_read():
    host = get_user_model().objects.create_user("ann")
    game = game_create(host=host, name="digest", seats=2)
    with connection.cursor() as cursor:  # a row from before the column, or without the trigger
        if connection.vendor == "postgresql":
            cursor.execute("SET LOCAL session_replication_role = replica")  # no trigger fires
        cursor.execute("UPDATE kingdom_game SET ruleset_md5 = '' WHERE id = %s", [game.pk])
    stored, read, computed = digests(game.pk)
    assert (stored, read) == ("", computed) and len(computed) == 32
