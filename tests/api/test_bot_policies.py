"""The two bots the authors' page gives (docs/bot-authors.md: its `bot.py`, and the reference
bot `kingdom_bot`) answer every decision they are asked, whatever the dice: played here against
the built-in bot through the engine alone, on the legal actions and pending decisions the API
would list (`Action.to_dict`), seat 1 theirs. A bot that finds nothing to choose while the game
waits for it stalls its game until the clock plays the default (a game with no clock: for
ever): with `declare_bankrupt` counted among the offers it never makes, a debt it could not
pay did so."""

import ast
import sys
from pathlib import Path

from kingdom.rules.actions import Action
from kingdom.rules.bots import bot_for
from kingdom.rules.dice import ServerDice
from kingdom.rules.engine import apply, legal_actions, pending, start_game
from kingdom.rules.ruleset import load_ruleset
from kingdom.rules.state import Order, Settings, State

ROOT = Path(__file__).resolve().parents[2]
# Seeds of two-seat, two-round games; "s31", "s35" and "s41" ask seat 1 to raise funds it has
# not: nothing to sell, and the bots offer no deal (rule 32).
SEEDS = [f"s{n}" for n in range(45)]


def example_bot():
    """The page's `bot.py` choice: its first legal action whose kind is not one it never makes
    (`MADE_UNASKED`, read from the page), offers declined."""
    page = (ROOT / "docs" / "bot-authors.md").read_text()
    example = page.split("```python\n", 1)[1].split("```", 1)[0]
    assigned = next(
        node
        for node in ast.parse(example).body
        if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "MADE_UNASKED"
    )
    made_unasked = ast.literal_eval(assigned.value)

    def choose(seat: int, actions: list[dict], asked: list[dict]) -> dict | None:
        choices = [a for a in actions if a["kind"] not in made_unasked]
        if not choices:
            return None
        action = dict(choices[0])
        if action["kind"] in ("answer_alliance", "answer_deal"):
            action["accept"] = False
        return action

    return choose


def reference_bot():
    sys.path.insert(0, str(ROOT / "clients" / "python"))
    try:
        from kingdom_bot import choose
    finally:
        sys.path.remove(str(ROOT / "clients" / "python"))
    return choose


def play(choose, seed: str, *, until: str | None = None) -> tuple[State, set[str]]:
    """A two-seat, two-round game, seat 0 the built-in bot's and seat 1 `choose`'s, to its end
    (or until seat 1 is asked a decision of kind `until`): the last state, and the kinds of
    decision seat 1 was asked."""
    dice = ServerDice(seed)
    settings = Settings(order=Order.SEATING, round_limit=2)
    state, _ = start_game(load_ruleset(), ["ann", "rover"], settings=settings, dice=dice)
    built_in, kinds = bot_for("sound", seed), set()
    while decisions := pending(state):
        if decisions[0].seat == 0:
            action = built_in.choose(state, 0)
        else:
            asked = [{"seat": d.seat, "kind": d.kind.value} for d in decisions]
            kinds |= {d["kind"] for d in asked}
            if until in kinds:
                break
            listed = [a.to_dict() for a in legal_actions(state, 1)]
            chosen = choose(1, listed, asked)
            assert chosen is not None, f"{seed}: nothing chosen for {asked} from {listed}"
            action = Action.from_dict({**chosen, "seat": 1})
        state, _ = apply(state, action, dice)
    return state, kinds


def test_the_example_bot_answers_every_decision_it_is_asked():
    choose, kinds = example_bot(), set()
    for seed in SEEDS:
        kinds |= play(choose, seed)[1]
    assert "raise_funds" in kinds  # the seeds reach the stall this test is about


def test_the_reference_bot_declares_bankruptcy_when_nothing_else_pays_a_due():
    """`kingdom_bot` makes no offer: asked to raise funds it has not (the example bot's game
    of seed "s31"), it declares bankruptcy, the one answer left (rule 32)."""
    state, kinds = play(example_bot(), "s31", until="raise_funds")
    assert "raise_funds" in kinds
    listed = [a.to_dict() for a in legal_actions(state, 1)]
    asked = [{"seat": d.seat, "kind": d.kind.value} for d in pending(state)]
    assert reference_bot()(1, listed, asked) == {"kind": "declare_bankrupt"}
