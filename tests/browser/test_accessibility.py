"""Every page free of accessibility violations, as axe-core finds them (issue 30 item 5).

axe-core (from the npm lock, `node_modules/axe-core/axe.min.js`) is injected into each page once
it is ready — the home page, the log-in and sign-up forms, the lobby, a game's page with a
decision waiting, its record cards, its dice audit, the rules and the settings — at a desktop's
size and a phone's, and run with its WCAG 2 A and AA rules and its best practices. No violation
of any impact is allowed: what axe finds names the rule, its impact and the elements."""

from pathlib import Path

import pytest

from kingdom import services

from .helpers import log_in, make_user, ready, wait

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),
]

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
RUN = """
const done = arguments[arguments.length - 1];
const tags = ["wcag2a", "wcag2aa", "wcag21aa", "best-practice"];
axe.run(document, {runOnly: {type: "tag", values: tags}})
  .then((r) => done(r.violations.map((v) => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" "))}))))
  .catch((e) => done([{id: "axe-error", impact: "critical", help: String(e), nodes: []}]));
"""


def violations(driver) -> list[dict]:
    driver.execute_script(AXE.read_text())
    driver.set_script_timeout(60)
    return driver.execute_async_script(RUN)


@pytest.mark.parametrize("size", [(1280, 1000, False), (390, 844, True)], ids=["desktop", "phone"])
def test_no_page_has_an_accessibility_violation(live_server, browsers, size):
    assert AXE.exists(), "axe-core is missing: `make test` installs it (npm ci)"
    ann, bors = make_user("ann"), make_user("bors")
    game = services.game_create(host=ann, name="Badon", seats=2, order="seating")
    services.game_join(game_id=game.pk, user=bors)
    services.game_start(game_id=game.pk, user=ann)
    base = live_server.url
    driver = browsers(*size[:2], phone=size[2])
    found = {}
    for path in ("/", "/login/", "/signup/", "/rules/"):
        driver.get(base + path)
        wait(driver, lambda d: d.execute_script("return document.readyState") == "complete")
        found[path] = violations(driver)
    log_in(driver, base, "ann")
    for path in (
        "/games/",
        f"/games/{game.pk}/",
        f"/games/{game.pk}/record/",
        f"/games/{game.pk}/dice/",
        "/settings/",
    ):
        driver.get(base + path)
        ready(driver)
        found[path] = violations(driver)
    assert {path: v for path, v in found.items() if v} == {}
