"""A click while an action is on its way is never silently lost.

Until the server answers, the page still shows the panels the answer is about to replace; a
click on one of them used to be dropped without a word (CI saw "End movement" vanish after a
move whose answer was late). Now, while the action travels, the acting panels' other controls
are disabled — the click waits, as a player sees — and the redrawn panels take clicks at once.
The page's POST is held inside the page (its fetch waits for the test) so the moment is
certain, not a race."""

import pytest

from .helpers import Console, click, find, game_row, log_in, pending, synced, wait, wait_version
from .test_move_form import ANN, ann_to_move

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(120),
]

# The page's POSTs of actions wait for `window.__release()` before they leave.
HOLD = """
const original = window.fetch;
window.__held = 0;
window.fetch = async (url, options) => {
  if (String(url).includes('/actions/') && options && options.method === 'POST') {
    window.__held += 1;
    await new Promise((resolve) => { window.__release = resolve; });
  }
  return original(url, options);
};
"""

FREE = "#decisions :is(button, input, select):not(:disabled)"


def test_the_panels_wait_while_an_action_travels_and_take_clicks_once_answered(
    live_server, browsers
):
    console = Console()
    game_id, _ = ann_to_move()
    ann = browsers(1280, 1000)
    log_in(ann, live_server.url, "ann", then=f"/games/{game_id}/")
    synced(ann, game_id)
    find(ann, '.decision[data-kind="move"] [data-action="end_movement"]')
    assert ann.find_elements("css selector", "#move-origin:not(:disabled)")
    ann.execute_script(HOLD)
    before = game_row(game_id).version

    # "End movement" sent and held: the panels it will replace take no click meanwhile,
    # but for the button the keyboard is on (a second click on it is ignored).
    click(ann, '[data-action="end_movement"]')
    wait(ann, lambda d: d.execute_script("return window.__held") == 1)
    assert "busy" in ann.find_element("tag name", "body").get_attribute("class")
    free = ann.find_elements("css selector", FREE)
    assert [e.get_attribute("data-action") for e in free] == ["end_movement"]
    assert ann.find_elements("css selector", "#move-origin:disabled")
    assert game_row(game_id).version == before

    # Answered: the next decision's panel is drawn and takes clicks; nothing stays disabled.
    ann.execute_script("window.__release()")
    wait_version(game_id, before)
    (decision,) = [d for d in pending(game_id) if d.seat == ANN]
    find(ann, f'.decision[data-kind="{decision.kind}"]')
    wait(ann, lambda d: "busy" not in d.find_element("tag name", "body").get_attribute("class"))
    assert not ann.find_elements("css selector", "[data-busy]")
    assert not ann.find_elements("css selector", '.decision[data-kind="move"]')
    assert ann.find_elements("css selector", FREE)
    console.collect("ann", ann)
    assert console.errors() == []
