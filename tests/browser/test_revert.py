"""A game gone wrong, mended by staff in the admin (issue 26, docs/staff.md), in the browser: a
game broken on purpose (an action whose stored state no action can go on from, written through
the ORM) answers its next action with a failure; staff find it among the games whose last
action failed, see its health, pick the version before the break from the log, see what a
revert takes back, say why and confirm; the game is healthy again and played on."""

import pytest
from django.contrib.auth import get_user_model
from django.core import mail as outbox
from rest_framework.test import APIClient
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from kingdom.models import Game, GameAction
from kingdom.rules import engine
from kingdom.rules.bot import Bot
from kingdom.services import game_state
from kingdom.tasks import send_due_mail
from tests.services.test_absence import players, started
from tests.services.test_revert import play, poison

from .helpers import PASSWORD, click, find, shot, text_of, type_into, wait

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),  # Chromium windows, each step waiting up to 20 s
]


def next_action(game_id, users):
    """The next decision's answer as a bot would give it, and the player who gives it."""
    state = game_state(Game.objects.get(pk=game_id))
    decision = next(d for d in engine.pending(state) if d.seat is not None)
    action = Bot("revert").choose(state, decision.seat).to_dict()
    action.pop("seat")
    return users[decision.seat], action


def post_action(game_id, users):
    user, action = next_action(game_id, users)
    client = APIClient(raise_request_exception=False)
    client.force_authenticate(user)
    return client.post(f"/api/games/{game_id}/actions/", {"action": action}, format="json")


def failed_games(driver):
    return [a.text for a in driver.find_elements(By.CSS_SELECTOR, "#result_list tbody th a")]


def test_a_broken_game_is_found_reverted_in_the_admin_and_played_on(
    live_server, browsers, artifacts
):
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    game.name = "Camlann"
    game.save(update_fields=["name"])
    play(game, [ann, bors], 3)
    good = poison(game, ann)
    broken = good.version + 1
    answer = post_action(game.pk, [ann, bors])
    assert answer.status_code == 500, "the broken game cannot go on"
    assert Game.objects.get(pk=game.pk).last_error.startswith("OverflowError")

    get_user_model().objects.create_superuser("nimue", "nimue@example.org", PASSWORD)
    base = live_server.url
    driver = browsers()
    driver.get(f"{base}/admin/login/")
    type_into(driver, "#id_username", "nimue")
    type_into(driver, "#id_password", PASSWORD + Keys.ENTER)
    wait(driver, lambda d: "Site administration" in d.page_source, message="not logged in")

    # 1. Found among the games whose last action failed; its health on its page.
    driver.get(f"{base}/admin/kingdom/game/?failed=yes")
    wait(driver, lambda d: failed_games(d) == ["Camlann"], message="not listed as failed")
    shot(driver, artifacts, "revert-failed-games")
    click(driver, "#result_list tbody th a")
    health = text_of(driver, ".field-health .readonly")
    assert health.startswith("The log does not replay") or "another state" in health
    assert text_of(driver, ".field-last_error .readonly").startswith("OverflowError")

    # 2. The log; the version before the break; what a revert to it takes back.
    click(driver, "#revert-link")
    assert "reverted" not in text_of(driver, "#revert-log")
    click(driver, f"#pick-v{good.version}")
    click(driver, "#revert-preview-button")
    taken = text_of(driver, "#revert-actions")
    assert f"{broken} ann propose deal" in taken
    assert len(driver.find_elements(By.CSS_SELECTOR, "#revert-actions tbody tr")) == 1
    shot(driver, artifacts, "revert-preview")

    # 3. Say why and confirm.
    type_into(driver, "#id_reason", "a deal for 10^30 gold broke the game")
    outbox.outbox.clear()
    click(driver, "input[name=confirm]")
    wait(driver, lambda d: "is back as at version" in d.page_source, message="not reverted")
    assert "The log replays to exactly the stored state." in text_of(driver, ".field-health")
    shot(driver, artifacts, "revert-done")
    now = Game.objects.get(pk=game.pk)
    assert now.version == broken + 1 and now.state == good.state
    assert GameAction.objects.get(game=game, version=broken).undone
    driver.get(f"{base}/admin/kingdom/game/?failed=yes")
    wait(driver, lambda d: "0 games" in d.find_element(By.ID, "changelist").text)
    driver.get(f"{base}/admin/kingdom/game/{game.pk}/revert/")
    row = text_of(driver, f"#log-v{broken}")
    assert "reverted by staff (nimue)" in row

    # 4. Every player is told; the game is played on.
    send_due_mail()
    told = {m.to[0] for m in outbox.outbox if "by staff" in m.subject}
    assert told == {"ann@example.org", "bors@example.org"}
    answer = post_action(game.pk, [ann, bors])
    assert answer.status_code == 200, answer.content
    assert answer.json()["version"] > broken + 1


def test_a_stale_preview_is_refused_and_a_version_not_earlier_too(live_server, browsers):
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    play(game, [ann, bors], 3)
    first = GameAction.objects.filter(game=game).order_by("version").first().version
    get_user_model().objects.create_superuser("nimue", "nimue@example.org", PASSWORD)
    base = live_server.url
    driver = browsers()
    driver.get(f"{base}/admin/login/")
    type_into(driver, "#id_username", "nimue")
    type_into(driver, "#id_password", PASSWORD + Keys.ENTER)
    wait(driver, lambda d: "Site administration" in d.page_source, message="not logged in")
    driver.get(f"{base}/admin/kingdom/game/{game.pk}/revert/?to_version={first}")
    find(driver, "#revert-preview")
    play(game, [ann, bors], 1)  # the game moves on after the preview
    type_into(driver, "#id_reason", "too late")
    click(driver, "input[name=confirm]")
    refused = text_of(driver, "#revert-errors")
    assert "changed since the preview" in refused
    assert not GameAction.objects.filter(game=game, undone=True).exists()
    driver.get(f"{base}/admin/kingdom/game/{game.pk}/revert/?to_version=999")
    assert "is not earlier than the game's version" in text_of(driver, "#revert-refusal")
