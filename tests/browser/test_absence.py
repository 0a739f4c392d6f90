"""Absence in the browser: the settings page saves a time zone and quiet hours; the host pauses
and resumes a game as the other player watches; a player takes leave, comes back, hands his
seat to the bot and takes it back; the host replaces a player and a third user takes the seat
through the page link. Every control is labelled; no console error but the one bad save."""

import datetime

import pytest
from django.utils import timezone
from selenium.webdriver.common.by import By

from kingdom.models import Game, PendingDecision, Profile, Seat
from kingdom.services import game_join
from kingdom.tasks import expire_deadlines

from .helpers import (
    Console,
    click,
    confirm,
    find,
    log_in,
    make_user,
    open_record,
    shot,
    text_of,
    type_into,
    unlabelled,
    wait,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),  # Chromium windows, each step waiting up to 20 s
]


def seat_text(driver, index):
    return driver.find_element(By.CSS_SELECTOR, f'#seats li[data-seat="{index}"]').text


def test_settings_pause_leave_autopilot_and_replacement(live_server, browsers, artifacts):
    base = live_server.url
    console = Console()
    ann_user, bors_user, cai_user = make_user("ann"), make_user("bors"), make_user("cai")
    ann = browsers(1280, 1000)
    bors = browsers(1280, 1000)

    # -- settings: a bad time zone shows the API's message; a good one and quiet hours save.
    log_in(ann, base, "ann", then="/settings/")
    find(ann, "#nav-settings")
    wait(ann, lambda d: d.find_element(By.ID, "s-time-zone").get_attribute("value") == "UTC")
    assert unlabelled(ann) == []
    type_into(ann, "#s-time-zone", "Nowhere/Atlantis")
    click(ann, "#save-settings")
    # By its field, in words (issue 18): no "profile: {'time_zone': [ErrorDetail(…".
    error = wait(ann, lambda d: d.find_element(By.CSS_SELECTOR, "#s-time-zone-error"))
    assert error.text == "'Nowhere/Atlantis' is not a time zone (e.g. Europe/London)."
    assert find(ann, "#s-time-zone").get_attribute("aria-invalid") == "true"
    assert "ErrorDetail" not in ann.page_source
    type_into(ann, "#s-email", "ann@example.com")
    type_into(ann, "#s-time-zone", "Europe/Paris")
    type_into(ann, "#s-reminders", "12, 1")
    # <input type=time> is typed in as the browser's locale shows it (12 or 24 hours).
    twelve = ann.execute_script(
        "return ['h11', 'h12'].includes(new Intl.DateTimeFormat(navigator.language,"
        " {hour: 'numeric'}).resolvedOptions().hourCycle)"
    )
    type_into(ann, "#s-quiet-start", "1000PM" if twelve else "2200")
    type_into(ann, "#s-quiet-end", "0730AM" if twelve else "0730")
    assert find(ann, "#s-quiet-start").get_attribute("value") == "22:00"
    assert find(ann, "#s-quiet-end").get_attribute("value") == "07:30"
    click(ann, "#save-settings")
    wait(ann, lambda d: "Settings saved" in d.find_element(By.ID, "messages").text)
    profile = Profile.objects.get(user=ann_user)
    assert profile.time_zone == "Europe/Paris"
    assert profile.quiet_start == datetime.time(22, 0) and profile.quiet_end == datetime.time(7, 30)
    assert profile.reminder_hours == [12, 1]
    ann_user.refresh_from_db()
    assert ann_user.email == "ann@example.com"
    shot(ann, artifacts, "absence-01-settings")
    console.collect("ann", ann)  # the refused save logged its 400: expected

    # -- the lobby form: a leave allowance and a bot that never takes over.
    ann.get(f"{base}/games/")
    wait(ann, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready"))
    type_into(ann, "#g-name", "Badon")
    type_into(ann, "#g-seats", "2")
    type_into(ann, "#g-leave-days", "5")
    find(ann, "#g-autopilot-after").send_keys("never")
    # Seating order: Ann chooses first, so the autopilot Bors switches on below finds no decision
    # of his to answer, and the one default of the log is the clock's.
    find(ann, "#g-order").send_keys("In seating order")
    assert unlabelled(ann) == []
    click(ann, "#create")
    wait(ann, lambda d: d.current_url.rstrip("/")[-1].isdigit())
    game_id = int(ann.current_url.rstrip("/").rsplit("/", 1)[1])
    game = Game.objects.get(pk=game_id)
    assert game.settings["leave_days"] == 5 and game.settings["autopilot_after"] is None
    assert game.settings["order"] == "seating"
    game_join(game_id=game_id, user=bors_user)
    click(ann, "#start")
    wait(ann, lambda d: d.find_element(By.ID, "absence").is_displayed())
    log_in(bors, base, "bors", then=f"/games/{game_id}/")
    find(bors, "#autopilot-on")
    assert "never takes over" in text_of(bors, "#autopilot-status")
    assert unlabelled(ann) == [] and unlabelled(bors) == []

    # -- the host pauses: the other player's page shows it; he resumes.
    click(ann, "#pause")
    find(bors, "#paused-banner")
    assert Game.objects.get(pk=game_id).status == "paused"
    # What waits shows "paused", not a deadline running out; nobody is offered an action.
    wait(ann, lambda d: d.find_elements(By.CSS_SELECTOR, "#status .pending .paused"))
    for page in (ann, bors):
        assert text_of(page, "#status .pending .paused") == "paused"
        assert not page.find_elements(By.CSS_SELECTOR, "#status .deadline")
        assert not page.find_elements(By.CSS_SELECTOR, "#decisions .decision")
    assert "The game is paused" in text_of(ann, "#decisions")
    shot(bors, artifacts, "absence-02-paused")
    click(ann, "#resume")
    wait(bors, lambda d: not d.find_elements(By.ID, "paused-banner"))
    assert Game.objects.get(pk=game_id).status == "active"

    # -- Bors takes two days of leave: Ann sees him on leave until …; he comes back.
    type_into(bors, "#leave-days", "2")
    click(bors, "#take-leave")
    assert "Take 2 days of leave?" in confirm(bors)
    wait(bors, lambda d: "You are on leave until" in d.find_element(By.ID, "leave-status").text)
    assert "3 days of leave left" in text_of(bors, "#leave-left")
    wait(ann, lambda d: "on leave until" in seat_text(d, 1))
    assert Seat.objects.get(game_id=game_id, index=1).leave_until is not None
    shot(ann, artifacts, "absence-03-on-leave")
    click(bors, "#come-back")
    wait(ann, lambda d: "on leave" not in seat_text(d, 1))
    wait(bors, lambda d: "not on leave" in d.find_element(By.ID, "leave-status").text)

    # -- autopilot on and off.
    click(bors, "#autopilot-on")
    assert "Hand your seat to the bot?" in confirm(bors)
    wait(ann, lambda d: "on autopilot" in seat_text(d, 1))
    assert Seat.objects.get(game_id=game_id, index=1).autopilot
    click(bors, "#autopilot-off")
    wait(ann, lambda d: "on autopilot" not in seat_text(d, 1))
    assert not Seat.objects.get(game_id=game_id, index=1).autopilot
    console.collect("bors", bors)

    # -- the log tells all of it, and a default says it was the clock's.
    log = lambda d: d.find_element(By.ID, "log").text  # noqa: E731
    wait(ann, lambda d: "takes the seat back from the bot" in log(d))
    for line in (
        "The host pauses the game",
        "The host resumes the game",
        "bors takes 2 days of leave",
        "bors is back from leave",
        "The bot plays for bors (autopilot, at the player's request)",
    ):
        assert line in log(ann), line
    PendingDecision.objects.filter(game_id=game_id).update(
        deadline=timezone.now() - datetime.timedelta(hours=1)
    )
    assert expire_deadlines(budget=30) >= 1
    wait(ann, lambda d: d.find_elements(By.CSS_SELECTOR, "#log li.by-clock .by"))
    assert text_of(ann, "#log li.by-clock .by") == "by the clock"
    # The record cards say it too: the first Royal Challenger was chosen by the clock.
    open_record(ann, base, game_id, 2)
    marks = [
        e.get_attribute("textContent").strip()
        for e in ann.find_elements(By.CSS_SELECTOR, ".record-card .by")
    ]  # (some in a closed <details>)
    assert marks and set(marks) == {"by the clock"}, marks
    shot(ann, artifacts, "absence-04-record-by-the-clock")
    ann.get(f"{base}/games/{game_id}/")
    find(ann, "#absence")

    # -- the host replaces Bors; Cai opens the link and takes the seat.
    click(ann, '[data-replace="1"]')
    link = find(ann, 'a[data-invitation="1"]').get_attribute("href")
    assert link.startswith(f"{base}/games/{game_id}/?code=")
    wait(ann, lambda d: "offered to a new player" in seat_text(d, 1))
    shot(ann, artifacts, "absence-04-replace")
    cai = browsers(1280, 1000)
    log_in(cai, base, "cai", then=link.removeprefix(base))
    click(cai, "#join")
    wait(cai, lambda d: "cai (you)" in seat_text(d, 1))
    seat = Seat.objects.get(game_id=game_id, index=1)
    assert seat.user == cai_user and not seat.autopilot and not seat.invite_code
    find(cai, "#autopilot-on")
    assert "code=" not in cai.current_url
    shot(cai, artifacts, "absence-05-taken-over")
    console.collect("ann", ann)
    console.collect("cai", cai)
    assert console.errors(expected=("/api/me/ - Failed to load resource",)) == []
