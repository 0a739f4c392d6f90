"""Undo at a physical table (issue 17): the last entry typed in — and, step by step, those
before it — is taken back through the service door, under the game's lock. The game is rebuilt
by replaying its log without it (the faces typed in are in the log, so the replay is exact);
its version moves on, never back; the record cards and the ledger follow; the log keeps an
`undone` entry (who, when, what) and no longer shows what was taken back. Refused in a game
played by web, and to anyone but the host or the entry's own player while it is the last."""

import threading

import pytest
from django.contrib.auth import get_user_model
from django.db import connection

from kingdom import selectors
from kingdom.errors import Conflict, Forbidden
from kingdom.models import Game, GameAction, GameEvent, LedgerPosting, RecordEntry
from kingdom.rules import engine
from kingdom.rules.bot import Bot
from kingdom.services import (
    game_check_replay,
    game_create,
    game_join,
    game_start,
    game_submit_action,
    game_undo,
)


def player(name):
    return get_user_model().objects.create_user(name, password="x-secret-91")


def table_game(mode="table"):
    """A started two-seat game with accounts: ann hosts, bors sits in seat 1."""
    ann, bors = player("ann"), player("bors")
    game = game_create(host=ann, name="Badon", mode=mode, seats=2, order="seating")
    game_join(game_id=game.pk, user=bors)
    return game_start(game_id=game.pk, user=ann), ann, bors


def fresh(game):
    return Game.objects.get(pk=game.pk)


def entry(game, user, *, bot=None, seat=None):
    """The host (or `user` for his own seat) enters the next decision: the bot's choice,
    faces included (at a table a roll is a face typed in). Returns the action entered."""
    state = selectors.game_state(fresh(game))
    decision = engine.pending(state)[0]
    seat = decision.seat if seat is None else seat
    action = (bot or Bot("undo")).choose(state, seat).to_dict()
    action.pop("seat")
    game_submit_action(game_id=game.pk, user=user, action=action, seat=seat)
    return action


def cards(game):
    return [
        {k: v for k, v in card.items() if k != "entries"}
        | {"entries": [(e["field"], e["value"], e["event"]) for e in card["entries"]]}
        for card in selectors.record_cards(game=fresh(game), seat=None)
    ]


def snapshot(game):
    game = fresh(game)
    return (
        game.state,
        cards(game),
        sorted(LedgerPosting.objects.filter(game=game).values_list("pk")),
    )


@pytest.mark.django_db
def test_entries_are_taken_back_step_by_step_and_the_version_moves_on():
    game, ann, _ = table_game()
    bot = Bot("steps")
    before = []
    for _ in range(8):
        before.append((fresh(game).version, snapshot(game)))
        entry(game, ann, bot=bot)
    top = fresh(game).version
    for step in range(1, 4):
        version, (state, record, ledger) = before[-step]
        undone = game_undo(game_id=game.pk, user=ann, expected_version=top + step - 1)
        now = fresh(game)
        assert now.version == top + step, "an undo is a new version, never an old one"
        assert now.state == state, f"step {step}: the game before the entry, by replay"
        assert cards(game) == record, f"step {step}: the record cards follow"
        assert sorted(LedgerPosting.objects.filter(game=game).values_list("pk")) == ledger
        assert undone.event.data["back_to"] <= version
        assert game_check_replay(game=now)
    # The log keeps the three undos (who, what) and hides what they took back.
    undos = GameEvent.objects.filter(game=game, type="undone").order_by("sequence")
    assert [(u.data["by"], u.rule) for u in undos] == [("ann", "undo")] * 3
    # ann's own seat's entry is hers ("player"); another seat's, the host's.
    assert [u.author for u in undos] == ["player" if u.data["seat"] == 0 else "host" for u in undos]
    taken = [s for u in undos for s in u.data["events"]]
    assert (
        taken and GameEvent.objects.filter(game=game, sequence__in=taken, undone=False).count() == 0
    )
    shown = {e.sequence for e in selectors.game_events(game=fresh(game), seat=0, limit=10_000)}
    assert not shown & set(taken) and {u.sequence for u in undos} <= shown
    assert GameAction.objects.filter(game=game, undone=True).count() == sum(
        len(u.data["actions"]) for u in undos
    )
    # The entries after an undo count again: the game goes on from there.
    entry(game, ann, bot=bot)
    assert fresh(game).version == top + 4 and game_check_replay(game=fresh(game))


@pytest.mark.django_db
def test_the_undo_entry_says_who_took_back_what_and_when():
    game, ann, _ = table_game()
    entry(game, ann)  # ann chooses her challenger (her own seat: "player")
    typed = entry(game, ann)  # the host enters bors's choice ("host")
    version = fresh(game).version
    undone = game_undo(game_id=game.pk, user=ann, expected_version=version)
    data = undone.event.data
    assert (data["type"], data["rule"], data["by"], undone.event.author) == (
        "undone",
        "undo",
        "ann",
        "host",  # bors's entry, taken back by the host
    )
    assert (data["seat"], data["kind"], data["from_version"], data["back_to"]) == (
        1,
        typed["kind"],
        version,
        version - 1,
    )
    assert [(a["version"], a["seat"], a["author"]) for a in data["actions"]] == [
        (version, 1, "host")
    ]
    assert undone.event.created_at is not None and undone.event.version == version + 1


@pytest.mark.django_db
def test_undo_after_a_battle_with_typed_faces_and_the_right_face_typed_again():
    """A battle's last throw (a face typed in) is taken back: its wages, spoils and record
    lines go; typing the same face again makes exactly the same game, another face another."""
    game, ann, _ = table_game()
    bot = Bot("battle")
    for _ in range(600):
        last = fresh(game).version
        saved = snapshot(game)
        typed = entry(game, ann, bot=bot)
        ended = GameEvent.objects.filter(game=game, version__gt=last, type="battle_ended")
        if ended.exists() and typed["kind"] == "roll":
            break
    else:
        pytest.fail("no battle ended on a typed face in 600 entries")
    after = fresh(game).state
    sequences = list(
        GameEvent.objects.filter(game=game, version__gt=last).values_list("sequence", flat=True)
    )
    assert RecordEntry.objects.filter(game=game, event__sequence__in=sequences).exists()

    game_undo(game_id=game.pk, user=ann, expected_version=fresh(game).version)
    assert snapshot(game) == saved, "the battle is unfinished again; its lines and postings gone"
    assert not RecordEntry.objects.filter(game=game, event__sequence__in=sequences).exists()
    assert not LedgerPosting.objects.filter(game=game, event__sequence__in=sequences).exists()

    state = selectors.game_state(fresh(game))
    decision = engine.pending(state)[0]
    assert decision.kind == "roll"
    game_submit_action(game_id=game.pk, user=ann, action=typed, seat=decision.seat)
    assert fresh(game).state == after, "the same face again: the same battle"
    assert game_check_replay(game=fresh(game))


@pytest.mark.django_db
def test_a_game_played_by_web_refuses_undo_naming_why():
    game, ann, _ = table_game(mode="server")
    entry(game, ann)
    with pytest.raises(Conflict) as refused:
        game_undo(game_id=game.pk, user=ann, expected_version=fresh(game).version)
    assert refused.value.code == "undo_not_at_table"
    assert "played by web" in refused.value.message
    assert not GameAction.objects.filter(game=game, undone=True).exists()


@pytest.mark.django_db
def test_only_the_host_or_the_player_of_the_last_entry_takes_it_back():
    game, ann, bors = table_game()
    with pytest.raises(Conflict) as nothing:
        game_undo(game_id=game.pk, user=ann, expected_version=fresh(game).version)
    assert nothing.value.code == "no_entry"
    entry(game, ann)  # ann's own choice
    with pytest.raises(Forbidden) as refused:
        game_undo(game_id=game.pk, user=bors, expected_version=fresh(game).version)
    assert refused.value.code == "not_host"
    entry(game, bors)  # bors enters his own choice himself
    game_undo(game_id=game.pk, user=bors, expected_version=fresh(game).version)
    # Now ann's is the last entry: not bors's to take back.
    with pytest.raises(Forbidden):
        game_undo(game_id=game.pk, user=bors, expected_version=fresh(game).version)
    stranger = player("cai")
    with pytest.raises(Forbidden):
        game_undo(game_id=game.pk, user=stranger, expected_version=fresh(game).version)
    assert GameEvent.objects.filter(game=game, type="undone").count() == 1


@pytest.mark.django_db
def test_a_stale_version_is_refused_and_nothing_is_taken_back():
    game, ann, _ = table_game()
    entry(game, ann)
    entry(game, ann)
    version = fresh(game).version
    with pytest.raises(Conflict) as stale:
        game_undo(game_id=game.pk, user=ann, expected_version=version - 1)
    assert stale.value.code == "stale_version"
    assert fresh(game).version == version
    assert not GameAction.objects.filter(game=game, undone=True).exists()


@pytest.mark.django_db
def test_the_cached_state_of_a_version_stays_true_after_an_undo():
    game, ann, _ = table_game()
    entry(game, ann)
    first = fresh(game)
    at_first = selectors.game_state(first)  # parsed and cached for this version
    entry(game, ann)
    second = fresh(game)
    etag = selectors.game_etag(selectors.game_get(game_id=game.pk, user=ann), 0, ann)
    game_undo(game_id=game.pk, user=ann, expected_version=second.version)
    third = fresh(game)
    assert third.version == second.version + 1
    assert selectors.game_state(third).to_json() == at_first.to_json()
    assert selectors.game_etag(selectors.game_get(game_id=game.pk, user=ann), 0, ann) != etag


@pytest.mark.django_db(transaction=True)
def test_an_undo_racing_an_action_on_the_same_version_one_wins_the_other_is_stale():
    game, ann, _ = table_game()
    entry(game, ann)
    version = fresh(game).version
    state = selectors.game_state(fresh(game))
    decision = engine.pending(state)[0]
    action = Bot("race").choose(state, decision.seat).to_dict()
    action.pop("seat")
    barrier, answers = threading.Barrier(2), {}

    def run(name, call):
        try:
            barrier.wait()
            call()
            answers[name] = "ok"
        except Conflict as error:
            answers[name] = error.code
        finally:
            connection.close()

    calls = {
        "undo": lambda: game_undo(game_id=game.pk, user=ann, expected_version=version),
        "act": lambda: game_submit_action(
            game_id=game.pk,
            user=ann,
            action=action,
            seat=decision.seat,
            expected_version=version,
        ),
    }
    threads = [threading.Thread(target=run, args=item) for item in calls.items()]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(answers.values()) == ["ok", "stale_version"], answers
    now = fresh(game)
    assert now.version == version + 1
    undone = GameAction.objects.filter(game=game, undone=True).count()
    assert undone == (1 if answers["undo"] == "ok" else 0)
    assert game_check_replay(game=now)


@pytest.mark.django_db
def test_the_entry_that_ended_the_game_is_taken_back_and_the_game_is_under_way_again():
    ann, bors = player("ann"), player("bors")
    game = game_create(
        host=ann, name="Camlann", mode="table", seats=2, order="seating", round_limit=1
    )
    game_join(game_id=game.pk, user=bors)
    game = game_start(game_id=game.pk, user=ann)
    bot = Bot("end")
    for _ in range(400):
        typed = entry(game, ann, bot=bot)
        if fresh(game).status == Game.Status.FINISHED:
            break
    else:
        pytest.fail("one round did not end the game in 400 entries")
    ended = fresh(game)
    game_undo(game_id=game.pk, user=ann, expected_version=ended.version)
    again = fresh(game)
    assert (again.status, again.finished_at) == (Game.Status.ACTIVE, None)
    assert selectors.game_state(again).phase.value != "over"
    assert not GameEvent.objects.filter(game=game, type="game_ended", undone=False).exists()
    decision = engine.pending(selectors.game_state(again))[0]
    game_submit_action(game_id=game.pk, user=ann, action=typed, seat=decision.seat)
    assert fresh(game).status == Game.Status.FINISHED and fresh(game).state == ended.state


@pytest.mark.django_db
def test_an_undo_takes_back_the_entry_before_a_challenger_chosen_at_the_table_with_it():
    """A challenger chosen at the table when the game was created is entered by itself once
    its seat is asked (rule 4 v): it is no entry of its own. Undo takes back the entry that
    led to it, and it with it; entered again, that entry brings it back."""
    ann = player("ann")
    names = [{"name": "Ann"}, {"name": "Bors"}, {"name": "Cai", "challenger": "mark"}]
    game = game_create(host=ann, name="Badon", mode="table", order="seating", players=names)
    game = game_start(game_id=game.pk, user=ann)
    for seat, challenger in ((0, "arthur"), (1, "lot")):
        action = {"kind": "choose_challenger", "challenger": challenger}
        game_submit_action(game_id=game.pk, user=ann, action=action, seat=seat)
    chosen = [p.challenger for p in selectors.game_state(fresh(game)).players]
    assert chosen == ["arthur", "lot", "mark"]  # Cai's, entered after Bors's

    undone = game_undo(game_id=game.pk, user=ann)
    assert undone.event.data["seat"] == 1 and undone.event.data["kind"] == "choose_challenger"
    taken = GameAction.objects.filter(game_id=game.pk, undone=True).order_by("version")
    assert [(a.seat, a.data["challenger"]) for a in taken] == [(1, "lot"), (2, "mark")]
    state = selectors.game_state(fresh(game))
    assert [p.challenger for p in state.players] == ["arthur", None, None]
    assert [(d.seat, d.kind) for d in engine.pending(state)] == [(1, "choose_challenger")]

    action = {"kind": "choose_challenger", "challenger": "lancelot"}
    game_submit_action(game_id=game.pk, user=ann, action=action, seat=1)
    chosen = [p.challenger for p in selectors.game_state(fresh(game)).players]
    assert chosen == ["arthur", "lancelot", "mark"]
    assert game_check_replay(game=fresh(game))
