"""An expert bot's seat (issue 33, docs/bots.md): its decisions that need thought are never
taken in a player's request nor in the sweep's batch; they are announced, after the commit, to
the worker's `kingdom.play_expert` task, which thinks without a lock and then applies its
choice, as the seat's bot, if the game has not moved meanwhile."""

import pytest
from django.contrib.auth import get_user_model

from kingdom import services
from kingdom.models import Game, GameAction, PendingDecision
from kingdom.rules.bot import Bot
from kingdom.rules.bots.expert import ExpertBot
from kingdom.tasks import play_expert

pytestmark = pytest.mark.django_db


@pytest.fixture
def announced():
    """The games whose expert decision was announced to the worker."""
    games: list[int] = []

    def heard(sender, game_id: int, **kwargs) -> None:
        games.append(game_id)

    services.expert_waiting.connect(heard, dispatch_uid="test-expert-waiting")
    yield games
    services.expert_waiting.disconnect(dispatch_uid="test-expert-waiting")


def expert_to_choose() -> tuple[Game, object]:
    """Ann's two-seat game against an expert bot: Ann has chosen her challenger (rule 4 v),
    the expert took the one left at once (nothing to weigh), and its bid (rule 5), among
    several, waits."""
    ann = get_user_model().objects.create_user("ann")
    game = services.game_create(
        host=ann, name="Expert", seats=2, bots=1, bot_levels=["expert"], order="seating",
        round_limit=3,
    )  # fmt: skip
    services.game_start(game_id=game.pk, user=ann)
    game.refresh_from_db()
    action = Bot(0).choose(services.game_state(game), 0)
    assert action is not None and action.kind == "choose_challenger"
    services.game_submit_action(game_id=game.pk, user=ann, action=action.to_dict())
    game.refresh_from_db()
    return game, ann


def test_the_request_leaves_the_experts_thought_to_the_worker(
    announced, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks() as callbacks:
        game, _ = expert_to_choose()
    assert announced == [game.pk]
    assert "enqueue_thought" in [getattr(c, "func", c).__name__ for c in callbacks]
    state = services.game_state(game)
    assert [d.seat for d in services.pending_of(state)] == [0, 1]  # sealed bids, both asked
    assert ExpertBot(0).answer_at_once(state, 1) is None  # it needs thought
    assert [a.kind for a in GameAction.objects.filter(game=game, author="bot")] == [
        "choose_challenger"
    ]


def test_the_worker_thinks_and_plays_it_as_the_seats_bot(announced):
    game, _ = expert_to_choose()
    version = game.version
    assert services.game_play_expert(game_id=game.pk)
    game.refresh_from_db()
    assert game.version > version
    first = GameAction.objects.get(game=game, version=version + 1)
    assert (first.seat, first.author, first.kind) == (1, "bot", "bid")
    assert not any(d.seat == 1 for d in services.pending_of(services.game_state(game))) or (
        announced.count(game.pk) == 2  # its next decision needs thought again: announced
    )


def test_the_task_thinks_by_the_workers_clock(announced):
    game, _ = expert_to_choose()
    version = game.version
    assert play_expert(game.pk) is True
    game.refresh_from_db()
    assert GameAction.objects.get(game=game, version=version + 1).author == "bot"
    assert play_expert(10**9) is False  # no such game: nothing to do


def test_a_thought_about_a_game_that_moved_on_is_dropped(announced, monkeypatch):
    game, _ = expert_to_choose()
    real = ExpertBot.choose

    def meanwhile(self, state, seat):
        Game.objects.filter(pk=game.pk).update(version=game.version + 1)  # someone else
        return real(self, state, seat)

    monkeypatch.setattr(ExpertBot, "choose", meanwhile)
    assert services.game_play_expert(game_id=game.pk) is False
    assert not GameAction.objects.filter(game=game, version__gt=game.version).exists()


def test_the_sweep_never_thinks_for_an_expert(announced):
    """The expert's decision is due at once (a bot's), so the sweep takes it up: it only
    announces it again, at no cost to its batch."""
    game, _ = expert_to_choose()
    version = game.version
    (row,) = PendingDecision.objects.filter(game=game, seat=1)
    services.game_expire_due(limit=10)
    game.refresh_from_db()
    assert game.version == version
    assert announced.count(game.pk) == 2
    assert PendingDecision.objects.filter(pk=row.pk).exists()


def test_the_host_chooses_each_bot_seats_level_and_autopilot_stays_sound():
    ann = get_user_model().objects.create_user("ann")
    game = services.game_create(
        host=ann, name="Mixed", seats=3, bots=2, bot_levels=["expert", "sound"]
    )
    levels = dict(game.seats.values_list("index", "bot_level"))
    assert levels == {0: "sound", 1: "expert", 2: "sound"}


def test_the_api_seats_an_expert_and_lists_it_among_the_levels():
    from rest_framework.test import APIClient

    api = APIClient()
    api.force_authenticate(get_user_model().objects.create_user("bors"))
    made = api.post(
        "/api/games/", {"name": "Hard", "seats": 3, "bots": 2, "bot_levels": ["expert", "random"]},
        format="json",
    )  # fmt: skip
    assert made.status_code == 201, made.content
    seats = {s["index"]: s["bot_level"] for s in made.json()["seats"]}
    assert (seats[1], seats[2]) == ("expert", "random")
    wrong = api.post(
        "/api/games/", {"name": "Hard", "seats": 2, "bots": 1, "bot_levels": ["grandmaster"]},
        format="json",
    )  # fmt: skip
    assert wrong.status_code == 400 and "bot_levels" in str(wrong.json()), wrong.content
