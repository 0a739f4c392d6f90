"""Play by mail (issue 32): the short codes a player answers a decision with, by reply.

`menu` lists what a decision mail offers, taken from the engine's legal actions for that
decision (`DecisionSpec.legal`): "ACCEPT · REFUSE", "BID <gold> (0 to 40) · PASS",
"1 Arthur · 2 Gawain", the move syntax. `parse` reads a reply's lines back into actions, in
the API's JSON form; the service door (`services.game_submit_action`) judges them exactly as
it judges the same action posted from the page, with the engine's messages. Nothing here
decides what is legal: a code names an action, the engine says whether it may be played.

Codes are case-insensitive; a choice may be given by its number or its words. One line
answers most decisions; a movement takes one MOVE line per move and END MOVEMENT, a purchase
one BUY line per purchase and END TURN (docs/play-by-mail.md).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from kingdom.rules.actions import (
    Action,
    AnswerAlliance,
    AnswerDeal,
    AnswerJoust,
    Buy,
    ChooseChallenger,
    ChooseRefuge,
    DeclareBankrupt,
    Execute,
    FightBattle,
    LeaveSite,
    Move,
    OfferDeal,
    QuestFight,
    QuestRetreat,
    SetRansom,
)
from kingdom.rules.decisions import Decision, DecisionKind, spec
from kingdom.rules.state import State

K = DecisionKind

# The kinds a reply may answer: every kind a player is asked on the web, less those that ask
# for a die's face or a card at a physical table (nobody mails a die).
MAILABLE = frozenset(K) - {K.ROLL, K.ENTER_CARD, K.TURN_TOKEN, K.JUDGE_RIDDLE}
MAX_LINES = 40  # lines of one reply read as answers (a movement's moves); the rest is ignored

_YES = {"ACCEPT", "YES", "Y", "OK", "JA", "OUI", "SI", "SÍ"}
_NO = {"REFUSE", "NO", "N", "DECLINE", "NEIN", "NON"}


class ReplyError(ValueError):
    """A reply that names no action of its decision (not the engine's refusal: a misspelling)."""


@dataclass(frozen=True)
class Choice:
    number: int
    code: str  # what the player writes: "ACCEPT", "RETREAT K14", "Gawain"
    action: dict[str, Any]  # the action, as the API takes it (without its seat)


def _json(action: Action) -> dict[str, Any]:
    data = action.to_dict()
    data.pop("seat", None)
    return data


def _name(key: str) -> str:
    return key.replace("_", " ").title()


def _word(action: Action) -> str:
    """A legal action of a small choice as the player writes it."""
    match action:
        case AnswerAlliance() | AnswerDeal() | AnswerJoust():
            return "ACCEPT" if action.accept else "REFUSE"
        case SetRansom():
            return f"RANSOM {action.amount}"
        case Execute():
            return "EXECUTE"
        case QuestFight():
            return "FIGHT"
        case QuestRetreat():
            return f"RETREAT {action.to}"
        case LeaveSite():
            return f"LEAVE {action.to}"
        case ChooseChallenger():
            return _name(action.challenger)
        case ChooseRefuge():
            return _name(action.castle)
        case FightBattle():
            return f"BATTLE {action.node}"
        case DeclareBankrupt():
            return "BANKRUPT"
        case OfferDeal():
            return f"OFFER {action.gold} gold to seat {action.to_seat}"
    return action.kind.replace("_", " ").upper()


def choices(state: State, decision: Decision) -> list[Choice]:
    """The numbered choices of a decision whose legal actions are few and fixed (yes/no, a
    refuge, a challenger, a retreat); [] for those answered with a syntax (bid, move, buy)."""
    if decision.kind in _SYNTAX or decision.seat is None:
        return []
    legal = spec(decision.kind).legal(state, decision.seat, decision)
    return [Choice(n, _word(a), _json(a)) for n, a in enumerate(legal, start=1)]


def menu(state: State, decision: Decision) -> list[str]:
    """The lines a decision mail lists under "Reply with one line"."""
    syntax = _SYNTAX.get(decision.kind)
    if syntax is not None:
        return syntax(state, decision)
    listed = choices(state, decision)
    if len(listed) == 2 and {c.code for c in listed} == {"ACCEPT", "REFUSE"}:
        return ["ACCEPT or REFUSE"]
    return [f"{c.number}  {c.code}" for c in listed]


# -- the kinds answered with a syntax ------------------------------------------------------------
def _menu_bid(state: State, d: Decision) -> list[str]:
    cap = d.detail.get("max")
    upto = f"0 to {cap}" if cap is not None else "0 or more"
    return [f"BID <gold>   ({upto}; e.g. BID 10)", "PASS   (no bid: BID 0)"]


def _menu_cards(state: State, d: Decision) -> list[str]:
    return [f"CARDS <n>   (0 to {d.detail.get('max', 0)} add-one cards; CARDS 0 plays none)"]


def _menu_pick(state: State, d: Decision) -> list[str]:
    k = d.detail.get("numbers", 1)
    faces = state.rs.defaults.red_die_faces
    example = " ".join(str(n) for n in range(1, k + 1))
    return [f"PICK <{k} number{'s' if k != 1 else ''} from 1 to {faces}>   (e.g. PICK {example})"]


def _menu_riddle(state: State, d: Decision) -> list[str]:
    return ["ANSWER <your answer in words>"]


def _menu_move(state: State, d: Decision) -> list[str]:
    assert d.seat is not None
    legal = [a for a in spec(d.kind).legal(state, d.seat, d) if isinstance(a, Move)]
    # A few of the moves open now, one from each square, as the player would write them.
    firsts = {a.origin: a for a in reversed(legal) if not a.free_move}
    examples = [line_for(a, state, d) for a in list(firsts.values())[:3]]
    said = f"; open now, e.g. {' · '.join(examples)}" if examples else ""
    return [
        "MOVE <from> <to> [<n>K] [<n>F] [C]   (K knights, F footsoldiers, C your challenger"
        f"{said})",
        "FREE MOVE <from> <to> ...   (the same, again, on free-move cards: rule 10)",
        "END MOVEMENT   (one MOVE line per move, then END MOVEMENT)",
    ]


def _menu_purchase(state: State, d: Decision) -> list[str]:
    assert d.seat is not None
    castles = sorted({a.castle for a in spec(d.kind).legal(state, d.seat, d) if isinstance(a, Buy)})
    where = f"; your castles that may receive them: {', '.join(castles)}" if castles else ""
    return [
        f"BUY <castle's square> [<n>K] [<n>F]   (e.g. BUY K14 1K 2F{where})",
        "END TURN   (one BUY line per purchase, then END TURN)",
    ]


_SYNTAX = {
    K.BID: _menu_bid,
    K.BATTLE_CARDS: _menu_cards,
    K.JOUST_PICK: _menu_pick,
    K.ANSWER_RIDDLE: _menu_riddle,
    K.MOVE: _menu_move,
    K.PURCHASE: _menu_purchase,
}


# -- reading a reply ------------------------------------------------------------------------------
def _words(line: str) -> list[str]:
    return line.replace(",", " ").replace("·", " ").split()


def _number(text: str, what: str) -> int:
    if not re.fullmatch(r"\d{1,12}", text):
        raise ReplyError(f"{what} must be a whole number, not {text!r}")
    return int(text)


def _pieces(words: list[str]) -> dict[str, Any]:
    """`2K 1F C` → knights 2, footsoldiers 1, challenger true."""
    found: dict[str, Any] = {}
    for word in words:
        w = word.upper()
        piece = re.fullmatch(r"(\d{1,6})\s*(K|F)", w)
        if piece:
            found["knights" if piece[2] == "K" else "footsoldiers"] = int(piece[1])
        elif w in ("C", "CHALLENGER"):
            found["challenger"] = True
        else:
            raise ReplyError(f"{word!r} is not a number of pieces (2K, 1F) or C")
    return found


def _parse_bid(words: list[str], d: Decision) -> dict[str, Any]:
    if words[0] == "PASS":
        return {"kind": "bid", "amount": 0}
    if words[0] == "BID" and len(words) == 2:
        return {"kind": "bid", "amount": _number(words[1], "a bid")}
    if len(words) == 1 and words[0].isdigit():
        return {"kind": "bid", "amount": _number(words[0], "a bid")}
    raise ReplyError("write BID and an amount of gold (BID 10), or PASS")


def _parse_cards(words: list[str], d: Decision) -> dict[str, Any]:
    count = words[1] if words[0] == "CARDS" and len(words) == 2 else words[0]
    return {"kind": "play_cards", "count": _number(count, "the number of cards")}


def _parse_pick(words: list[str], d: Decision) -> dict[str, Any]:
    numbers = words[1:] if words[0] == "PICK" else words
    if not numbers:
        raise ReplyError("write PICK and your numbers (PICK 1 2)")
    return {"kind": "pick_numbers", "numbers": [_number(n, "a number") for n in numbers]}


def _parse_riddle(words: list[str], d: Decision, line: str = "") -> dict[str, Any]:
    answer = re.sub(r"(?i)^\s*answer\b[:\s]*", "", line).strip()
    return {"kind": "answer_riddle", "answer": answer}


def _parse_move(words: list[str], d: Decision) -> dict[str, Any]:
    if words[:2] == ["END", "MOVEMENT"] or words == ["END"]:
        return {"kind": "end_movement"}
    free = words[:2] == ["FREE", "MOVE"]
    rest = words[2:] if free else words[1:] if words[0] == "MOVE" else None
    if rest is None or len(rest) < 2:
        raise ReplyError(
            "write MOVE <from> <to> and the pieces (MOVE K14 L15 2K 1F), or END MOVEMENT"
        )
    origin, destination, *pieces = rest
    return {
        "kind": "move",
        "origin": origin,
        "destination": destination,
        **_pieces(pieces),
        **({"free_move": True} if free else {}),
    }


def _parse_purchase(words: list[str], d: Decision) -> dict[str, Any]:
    if words[:2] == ["END", "TURN"] or words == ["END"]:
        return {"kind": "end_turn"}
    if words[0] != "BUY" or len(words) < 3:
        raise ReplyError("write BUY <castle's square> and the pieces (BUY K14 1K 2F), or END TURN")
    return {"kind": "buy", "castle": words[1], **_pieces(words[2:])}


def parse_line(line: str, state: State, d: Decision) -> dict[str, Any]:
    """One line of a reply as an action of decision `d` (its API JSON form, without seat)."""
    words = [w.upper() for w in _words(line)]
    if not words:
        raise ReplyError("the reply is empty")
    kind = d.kind
    if kind == K.BID:
        return _parse_bid(words, d)
    if kind == K.BATTLE_CARDS:
        return _parse_cards(words, d)
    if kind == K.JOUST_PICK:
        return _parse_pick(words, d)
    if kind == K.ANSWER_RIDDLE:
        return _parse_riddle(words, d, line)
    if kind == K.MOVE:
        return _parse_move(words, d)
    if kind == K.PURCHASE:
        return _parse_purchase(words, d)
    return _parse_choice(words, state, d)


def _parse_choice(words: list[str], state: State, d: Decision) -> dict[str, Any]:
    listed = choices(state, d)
    said = " ".join(words)
    if len(words) == 1 and words[0].isdigit():
        number = int(words[0])
        for choice in listed:
            if choice.number == number:
                return choice.action
        raise ReplyError(f"there is no choice {number}: answer 1 to {len(listed)}")
    yes_no = "ACCEPT" if said in _YES else "REFUSE" if said in _NO else said
    for choice in listed:
        if choice.code.upper() == yes_no or choice.code.upper().replace("_", " ") == said:
            return choice.action
    raise ReplyError(f"{' '.join(words)!r} is none of the choices")


def answer_lines(text: str, d: Decision) -> list[str]:
    """The lines of a reply that answer: all of them (up to MAX_LINES) for a movement or a
    purchase, else the first."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    many = d.kind in (K.MOVE, K.PURCHASE)
    return lines[:MAX_LINES] if many else lines[:1]


def line_for(action: Action, state: State, decision: Decision) -> str:
    """The line a player writes to play `action` on `decision` (what `parse_line` reads back):
    the docs' examples, and the tests' player who answers only by mail."""
    data = _json(action)
    match data["kind"]:
        case "bid":
            return f"BID {data['amount']}" if data["amount"] else "PASS"
        case "play_cards":
            return f"CARDS {data['count']}"
        case "pick_numbers":
            return "PICK " + " ".join(str(n) for n in data["numbers"])
        case "answer_riddle":
            return f"ANSWER {data['answer']}"
        case "end_movement":
            return "END MOVEMENT"
        case "end_turn":
            return "END TURN"
        case "move":
            pieces = _pieces_text(data)
            prefix = "FREE MOVE" if data.get("free_move") else "MOVE"
            return f"{prefix} {data['origin']} {data['destination']}{pieces}"
        case "buy":
            return f"BUY {data['castle']}{_pieces_text(data)}"
    for choice in choices(state, decision):
        if choice.action == data:
            return choice.code if _unique(choice, state, decision) else str(choice.number)
    raise ReplyError(f"{data['kind']} does not answer {decision.kind.value} by mail")


def _pieces_text(data: dict[str, Any]) -> str:
    said = [f"{data[k]}{k[0].upper()}" for k in ("knights", "footsoldiers") if data.get(k)]
    if data.get("challenger"):
        said.append("C")
    return "".join(f" {s}" for s in said)


def _unique(choice: Choice, state: State, decision: Decision) -> bool:
    """Whether a choice's words name it alone (else its number is written)."""
    same = [c for c in choices(state, decision) if c.code.upper() == choice.code.upper()]
    return len(same) == 1
