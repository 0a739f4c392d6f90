"""Planning aids, the engine's answers for the game's ruleset: the squares a group can reach (rules
9, 10) and the odds of a planned battle (rules 14, 18, 20, 33)."""

from __future__ import annotations

from kingdom.errors import IllegalMove
from kingdom.models import Game
from kingdom.rules.actions import Move
from kingdom.rules.errors import IllegalAction
from kingdom.rules.movement import Group, reachable, refusals
from kingdom.rules.odds import BattleOdds
from kingdom.rules.odds import battle_odds as odds_of_battle
from kingdom.rules.turns import cards_for_move
from kingdom.selectors.games import has_started
from kingdom.selectors.states import game_ruleset, game_state


def reachable_squares(
    *,
    game: Game,
    seat: int,
    origin: str,
    knights: int,
    footsoldiers: int,
    challenger: bool,
    free_move: bool = False,
) -> tuple[dict[str, tuple[str, ...]], int, dict[str, tuple[str, str]]]:
    """Every square or river side the pieces at `origin` can reach this move, each with its
    path (rule 9), how many free-move cards the move spends (rule 10: one for each piece
    that has already moved; asked with `free_move`, or refused with the rule that forbids it),
    and why the squares beside that reach are not in it (movement.refusals: rule, reason).
    Nothing before the game has started (it has no state, no pieces on the board yet), as
    legal-actions offers nothing then."""
    if not has_started(game):
        return {}, 0, {}
    state = game_state(game)
    if not state.rs.board.is_node(origin):
        raise IllegalMove(f"{origin!r} is not a land square or river side", rule="rule 9")
    group = Group(knights, footsoldiers, challenger)
    if group.empty:
        raise IllegalMove("name the knights, footsoldiers or challenger that move", rule="rule 9")
    cards = 0
    if free_move:
        planned = Move(
            seat=seat,
            origin=origin,
            destination=origin,
            knights=knights,
            footsoldiers=footsoldiers,
            challenger=challenger,
            free_move=True,
        )
        try:
            cards = len(cards_for_move(state, planned))
        except IllegalAction as refused:
            raise IllegalMove(refused.detail, rule=refused.rule) from None
    paths = reachable(state, seat, origin, group)
    return paths, cards, refusals(state, seat, origin, group, paths)


def battle_odds(
    *,
    game: Game,
    attacker_knights: int,
    attacker_footsoldiers: int,
    defender_knights: int,
    defender_footsoldiers: int,
    holder: str | None = None,
    attacker_cards: int = 0,
    defender_cards: int = 0,
    attacker_guardian: bool = False,
    defender_guardian: bool = False,
    attacker_ally_knights: int = 0,
    attacker_ally_footsoldiers: int = 0,
    defender_ally_knights: int = 0,
    defender_ally_footsoldiers: int = 0,
) -> BattleOdds:
    """The exact odds of a planned battle under the game's frozen ruleset (its tables, dice and
    wages): a siege of a defended castle or village on table 3 (rules 18, 20), table 1
    otherwise (rule 14 iii) — the engine's own choice (`combat.first_table`); an ally's pieces
    fight on either side (rule 33)."""
    rs = game_ruleset(game)
    return odds_of_battle(
        rs.tables,
        (attacker_knights, attacker_footsoldiers),
        (defender_knights, defender_footsoldiers),
        holder=holder,
        attacker_cards=attacker_cards,
        defender_cards=defender_cards,
        attacker_guardian=attacker_guardian,
        defender_guardian=defender_guardian,
        red_faces=rs.defaults.red_die_faces,
        blue_faces=rs.defaults.blue_die_faces,
        knight_wage=rs.defaults.knight_wage,
        footsoldier_wage=rs.defaults.footsoldier_wage,
        attacker_ally=(attacker_ally_knights, attacker_ally_footsoldiers),
        defender_ally=(defender_ally_knights, defender_ally_footsoldiers),
    )
