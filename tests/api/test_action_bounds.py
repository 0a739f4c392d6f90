"""Bounded actions (issue 26): no value a client sends can poison a game."""

import pytest

from kingdom.models import Game
from kingdom.services import game_check_replay

from .test_alliances import two_at_war  # noqa: F401 (a fixture)
from .test_games import act

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "action",
    [
        {"kind": "propose_deal", "to_seat": 1, "for_gold": 10**30},
        {"kind": "propose_deal", "to_seat": 1, "gold": 10**30},
    ],
)
def test_a_fortune_in_gold_is_refused_and_the_game_plays_on(two_at_war, action):  # noqa: F811
    game_id, ann, bors = two_at_war
    version = Game.objects.get(pk=game_id).version
    refused = act(ann, game_id, action)
    assert refused.status_code == 400, refused.content
    assert Game.objects.get(pk=game_id).version == version
    fair = act(ann, game_id, {"kind": "propose_deal", "to_seat": 1, "for_gold": 5})
    assert fair.status_code == 200, fair.content
    assert game_check_replay(game=Game.objects.get(pk=game_id))
