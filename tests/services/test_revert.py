"""A game gone wrong, mended by staff (issue 26, docs/staff.md): `game_revert` puts a game back
to an earlier version in one locked transaction. The actions after it stay in the log, marked
(`undone`, named by the `reverted` entry: who, to which version, why); the game is rebuilt from
its log alone — also when its stored state cannot be read at all —; every pending decision is
asked anew with a fresh deadline; the version moves on; every player is mailed. Refused to
anyone without the permission, for a version that is not earlier, and when the game moved on
since the preview."""

from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.core import mail as outbox
from django.utils import timezone

from kingdom import selectors
from kingdom.errors import Conflict, Forbidden, ServiceError
from kingdom.models import Game, GameAction, GameEvent, Mail, PendingDecision
from kingdom.rules import engine
from kingdom.rules.bot import Bot
from kingdom.services import (
    clear_caches,
    game_check_replay,
    game_record_failure,
    game_revert,
    game_submit_action,
    game_undo,
)
from kingdom.tasks import send_due_mail

from .test_absence import players, started

pytestmark = pytest.mark.django_db


def fresh(game):
    return Game.objects.get(pk=game.pk)


def staff(name="merlin", *, allowed=True):
    user = get_user_model().objects.create_user(name, password="x-secret-91", is_staff=True)
    if allowed:
        user.user_permissions.add(Permission.objects.get(codename="revert_game"))
    return get_user_model().objects.get(pk=user.pk)  # its permissions read afresh


def play(game, users, steps, *, host=None):
    """`steps` decisions answered as a bot would, each by its seat's player (at a table: by
    the host); the game's stored state after each, by version."""
    bot, states = Bot("revert"), {}
    for _ in range(steps):
        state = selectors.game_state(fresh(game))
        decision = next(d for d in engine.pending(state) if d.seat is not None)
        action = bot.choose(state, decision.seat).to_dict()
        action.pop("seat")
        game_submit_action(
            game_id=game.pk,
            user=host or users[decision.seat],
            action=action,
            seat=decision.seat,
        )
        now = fresh(game)
        states[now.version] = now.state
    return states


def table_game(users):
    from kingdom.services import game_create, game_start

    game = game_create(
        host=users[0],
        name="Badon",
        mode="table",
        order="seating",
        players=[{"name": u.get_username(), "challenger": None} for u in users],
    )
    return game_start(game_id=game.pk, user=users[0])


def poison(game, user):
    """Break the game as issue 26's 10^30 gold did, through the ORM (the engine's API refuses
    to make it): an action at a new version whose stored state holds a number msgspec cannot
    copy, so that every action after it fails. The game as it was before, read."""
    good = fresh(game)
    poisoned = dict(good.state)
    poisoned["players"] = [{**p, "gold": 10**30} for p in good.state["players"]]
    GameAction.objects.create(
        game=good,
        version=good.version + 1,
        seat=0,
        user=user,
        kind="propose_deal",
        data={"kind": "propose_deal", "seat": 0, "to_seat": 1, "for_gold": 10**30},
        author="player",
    )
    Game.objects.filter(pk=game.pk).update(state=poisoned, version=good.version + 1)
    clear_caches()
    return good


def counted(game):
    rows = GameAction.objects.filter(game=game, undone=False)
    return list(rows.values_list("version", flat=True))


def test_a_web_game_reverted_keeps_the_log_replays_and_tells_every_player():
    ann, bors = players("ann", "bors")
    game = started([ann, bors], turn_hours=24, reply_hours=24)
    states = play(game, [ann, bors], 6)
    versions = counted(game)
    back = versions[2]  # three actions still count after it
    top = fresh(game).version
    old = {row.pk: row.deadline for row in PendingDecision.objects.filter(game=game)}
    taken_events = list(
        GameEvent.objects.filter(game=game, engine=True, version__gt=back).values_list(
            "sequence", flat=True
        )
    )
    outbox.outbox.clear()
    Mail.objects.all().delete()
    merlin = staff()

    reverted = game_revert(
        game_id=game.pk,
        user=merlin,
        to_version=back,
        reason="a bug found later moved a knight twice",
        expected_version=top,
    )

    now = fresh(game)
    assert now.version == top + 1, "a revert is a new version, never an old one"
    assert now.state == states[back], "the game as it was at the version chosen"
    assert game_check_replay(game=now)
    assert now.status == Game.Status.ACTIVE
    # The actions after it stay in the log, marked; the entry says who, to where, why.
    kept = GameAction.objects.filter(game=game, version__gt=back, version__lte=top)
    assert kept.count() == len([v for v in versions if v > back]) and all(a.undone for a in kept)
    data = reverted.event.data
    assert (data["type"], data["rule"], data["by"], reverted.event.author) == (
        "reverted",
        "revert",
        "merlin",
        "staff",
    )
    assert (data["to_version"], data["from_version"], data["reason"]) == (
        back,
        top,
        "a bug found later moved a knight twice",
    )
    assert [a["version"] for a in data["actions"]] == [v for v in versions if v > back]
    assert data["events"] == taken_events and taken_events
    shown = {e.sequence for e in selectors.game_events(game=now, seat=0, limit=10_000)}
    assert not shown & set(taken_events) and reverted.event.sequence in shown
    log = selectors.revert_log(game=now)
    assert {r["status"] for r in log if r["version"] > back} == {"reverted by staff (merlin)"}
    # Every decision waiting now is asked anew: a new row, a fresh deadline.
    rows = list(PendingDecision.objects.filter(game=game))
    assert rows and not {r.pk for r in rows} & set(old)
    assert all(r.deadline > timezone.now() + timedelta(hours=23) for r in rows)
    # Every player is mailed what happened (and the decision now his, anew).
    assert send_due_mail() >= 2
    for name in ("ann", "bors"):
        (letter,) = [
            m for m in outbox.outbox if m.to == [f"{name}@example.org"] and "staff" in m.subject
        ]
        assert letter.subject == f"[Kingdom] Long war: put back to version {back} by staff"
        assert "merlin, of the server's staff" in letter.body
        assert "Why: a bug found later moved a knight twice" in letter.body
        assert f"version {versions[3]}: " in letter.body
    # The game goes on from there.
    play(game, [ann, bors], 2)
    assert game_check_replay(game=fresh(game))


def test_a_table_game_reverted_past_an_undo_and_its_end_is_under_way_again():
    ann, bors = players("ann", "bors")
    game = table_game([ann, bors])
    states = play(game, [ann, bors], 5, host=ann)
    undone_at_table = counted(game)[-1]
    game_undo(game_id=game.pk, user=ann)
    back = counted(game)[1]
    # Say the game had ended: the revert takes the end back and it is under way again.
    Game.objects.filter(pk=game.pk).update(status=Game.Status.FINISHED, finished_at=timezone.now())
    reverted = game_revert(
        game_id=game.pk, user=staff(), to_version=back, reason="the host typed a wrong face"
    )
    now = fresh(game)
    assert (now.status, now.finished_at) == (Game.Status.ACTIVE, None)
    assert now.state == states[back] and game_check_replay(game=now)
    assert reverted.pending and all(r.deadline is None for r in reverted.pending)  # no clock
    status = {r["version"]: r["status"] for r in selectors.revert_log(game=now)}
    assert status[undone_at_table] == "undone at the table"
    assert status[counted(game)[0]] == "counts"
    assert {status[a["version"]] for a in reverted.event.data["actions"]} == {
        "reverted by staff (merlin)"
    }
    play(game, [ann, bors], 2, host=ann)
    assert game_check_replay(game=fresh(game))


def test_refused_to_players_and_staff_without_the_permission():
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    play(game, [ann, bors], 3)
    version = fresh(game).version
    for user in (ann, staff("kay", allowed=False)):
        with pytest.raises(Forbidden) as refused:
            game_revert(game_id=game.pk, user=user, to_version=0, reason="why not")
        assert refused.value.code == "not_staff"
    assert fresh(game).version == version and not GameAction.objects.filter(undone=True).exists()


def test_refused_for_a_version_not_earlier_nor_one_the_game_was_at_nor_a_stale_preview():
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    play(game, [ann, bors], 3)
    merlin, top = staff(), fresh(game).version
    for to_version in (top, top + 5, -1):
        with pytest.raises(ServiceError) as refused:
            game_revert(game_id=game.pk, user=merlin, to_version=to_version, reason="r")
        assert refused.value.code == "bad_version"
        assert f"version {to_version} is not earlier than the game's version {top}" in str(
            refused.value
        )
    with pytest.raises(Conflict) as stale:
        game_revert(
            game_id=game.pk, user=merlin, to_version=0, reason="r", expected_version=top - 1
        )
    assert stale.value.code == "stale_version" and "changed since the preview" in str(stale.value)
    with pytest.raises(ServiceError) as blank:
        game_revert(game_id=game.pk, user=merlin, to_version=0, reason="   ")
    assert blank.value.code == "bad_reason"
    first = counted(game)[0]
    game_revert(game_id=game.pk, user=merlin, to_version=first, reason="one")
    with pytest.raises(ServiceError) as gone:  # its actions no longer count: not a version now
        game_revert(game_id=game.pk, user=merlin, to_version=top, reason="two")
    assert gone.value.code == "bad_version"


def test_a_game_whose_stored_state_is_poisoned_is_reverted_from_its_log():
    """The state written by an action (via the ORM: the engine's API cannot make it) holds a
    number msgspec cannot copy: every action after it fails. The revert never reads it."""
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    states = play(game, [ann, bors], 3)
    good = poison(game, ann)
    state = selectors.game_state(fresh(game))
    decision = next(d for d in engine.pending(state) if d.seat is not None)
    action = Bot("revert").choose(state, decision.seat).to_dict()
    action.pop("seat")
    with pytest.raises(OverflowError):
        game_submit_action(game_id=game.pk, user=[ann, bors][decision.seat], action=action)
    game_record_failure(game_id=game.pk, error=OverflowError("can't serialize ints"))
    assert fresh(game).last_error == "OverflowError: can't serialize ints"

    game_revert(game_id=game.pk, user=staff(), to_version=good.version, reason="poisoned deal")

    now = fresh(game)
    assert now.state == states[good.version] and game_check_replay(game=now)
    assert (now.last_error, now.last_error_at) == ("", None)
    assert GameAction.objects.get(game=game, version=good.version + 1).undone
    play(game, [ann, bors], 2)
    assert game_check_replay(game=fresh(game))


def test_an_action_that_succeeds_clears_the_last_failure():
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    game_record_failure(game_id=game.pk, error="KeyError: 'players'")
    assert fresh(game).last_error_at is not None
    play(game, [ann, bors], 1)
    assert (fresh(game).last_error, fresh(game).last_error_at) == ("", None)


def test_a_default_the_clock_cannot_apply_is_kept_as_the_games_last_error_and_others_go_on():
    """The sweep's decision-by-decision retry (kingdom.tasks) records the failure on its game,
    so the admin's list of failed games shows a game whose clock is stuck."""
    from kingdom.tasks import expire_deadlines

    ann, bors, cai, dag = players("ann", "bors", "cai", "dagonet")
    broken, sound = started([ann, bors]), started([cai, dag])
    poison(broken, ann)
    PendingDecision.objects.filter(game__in=[broken, sound]).update(deadline=timezone.now())

    assert expire_deadlines(budget=20) == 1  # the sound game's default; the broken one's failed

    assert fresh(sound).version > 0 and fresh(sound).last_error == ""
    assert fresh(broken).last_error.startswith("OverflowError")
    assert PendingDecision.objects.filter(game=broken).exists()  # still due, tried next sweep


# -- the admin's pages (the browser test, tests/browser/test_revert.py, clicks through them) -----
def test_the_admin_lists_failed_games_and_refuses_a_revert_to_staff_who_may_only_look(client):
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    play(game, [ann, bors], 2)
    game_record_failure(game_id=game.pk, error=KeyError("players"))
    kay = staff("kay", allowed=False)
    kay.user_permissions.add(Permission.objects.get(codename="view_game"))
    client.force_login(kay)
    listed = client.get("/admin/kingdom/game/?failed=yes")
    assert listed.status_code == 200 and f"/admin/kingdom/game/{game.pk}/change/" in listed.text
    assert f"/{game.pk}/change/" not in client.get("/admin/kingdom/game/?failed=no").text
    page = client.get(f"/admin/kingdom/game/{game.pk}/change/")
    assert "The log replays to exactly the stored state." in page.text
    assert "KeyError: &#x27;players&#x27;" in page.text
    first = counted(game)[0]
    preview = client.get(f"/admin/kingdom/game/{game.pk}/revert/?to_version={first}")
    assert 'id="revert-not-allowed"' in preview.text and 'name="confirm"' not in preview.text
    posted = client.post(
        f"/admin/kingdom/game/{game.pk}/revert/",
        {"to_version": first, "expected_version": fresh(game).version, "reason": "no"},
    )
    assert posted.status_code == 403 and not GameAction.objects.filter(undone=True).exists()
