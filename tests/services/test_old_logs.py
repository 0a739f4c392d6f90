"""A table game recorded before issue 34 (item 6) plays on, replays and undoes.

Before issue 34 the engine logged a turn's "allegiance" line before the fortune card drawn in
that turn, and a snapshot had no count of the cards known to be under the fortune pack
(`fortune_under`). Such a game's stored log stays as it was written; `checkreplay` finds its
replay the same, an undo rebuilds it, and it plays on."""

import pytest

from kingdom import selectors
from kingdom.models import GameEvent
from kingdom.rules.bot import Bot
from kingdom.services import game_check_replay, game_undo

from .test_undo import entry, fresh, table_game

MOVED = ("type", "rule", "data", "public", "seats")


def written_the_old_way(game):
    """Each turn's allegiance line put back before its fortune card, as the engine logged it
    before issue 34 (the rows keep their numbers; their contents move), and the snapshot
    without the count of the cards under the pack. The lines moved, oldest first."""
    moved = []
    rows = list(GameEvent.objects.filter(game=game).order_by("sequence"))
    for i, row in enumerate(rows):
        if row.type != "phase_started" or row.data["phase"] != "allegiance":
            continue
        drawn = [
            j
            for j in range(i - 1, -1, -1)
            if rows[j].version == row.version and rows[j].type == "fortune_drawn"
        ]
        if not drawn:
            continue
        span = rows[drawn[0] : i + 1]
        contents = [{f: getattr(r, f) for f in MOVED} for r in span]
        for r, c in zip(span, contents[-1:] + contents[:-1], strict=True):
            for f in MOVED:
                setattr(r, f, c[f])
            r.save(update_fields=MOVED)
        moved.append(span[0].sequence)
    game = fresh(game)
    game.state.pop("fortune_under")
    game.save(update_fields=["state"])
    return moved


def log(game):
    return list(
        GameEvent.objects.filter(game=game, undone=False)
        .order_by("sequence")
        .values_list("sequence", "type", "data")
    )


@pytest.mark.django_db
def test_a_table_game_logged_before_issue_34_replays_undoes_and_plays_on():
    game, ann, _ = table_game()
    bot = Bot("old-log")
    while len(GameEvent.objects.filter(game=game, type="fortune_drawn")) < 3:
        entry(game, ann, bot=bot)
    moved = written_the_old_way(game)
    assert len(moved) >= 3
    first = GameEvent.objects.get(game=game, sequence=moved[0])
    assert (first.type, first.data["phase"]) == ("phase_started", "allegiance")
    assert game_check_replay(game=fresh(game))

    old = log(game)
    version = fresh(game).version
    game_undo(game_id=game.pk, user=ann, expected_version=version)
    assert game_check_replay(game=fresh(game))
    kept = [line for line in old if line[0] in {s for s, _, _ in log(game)}]
    assert log(game)[: len(kept)] == kept  # the old lines stay as they were written
    for _ in range(6):
        entry(game, ann, bot=bot)
    assert game_check_replay(game=fresh(game))
    assert selectors.game_state(fresh(game)).fortune_under is not None  # from the replay on
