"""The REST API: thin views that check who you are and the payload, then call a service or a
selector. Errors are `{"code", "message", "rule"}` (api.exceptions).

One module per topic (api/urls.py routes to the names listed here):
- `accounts`: sign-up, the API token, who you are and your settings, your e-mail's confirmation;
- `lobby`: the games listed, a new game and its defaults, a game's view, join, invite a bot, start;
- `seats`: leave, pause and resume, autopilot, answers by mail, a seat offered anew;
- `actions`: an action submitted, an undo at a table, the legal actions;
- `planning`: the squares within reach, the odds of a battle;
- `records`: the Record Cards, the ledger, the event log, the dice audit;
- `reference`: the board, the decks, the kinds of decision;
- `common`: what they share (the polling headers, the 404 of an unseen game).
The messages and the replays have their own modules beside this package (api/messages.py,
api/replay.py)."""

from api.views.accounts import ConfirmEmail, Me, ObtainToken, SignUp
from api.views.actions import GameActions, GameLegalActions, GameUndo
from api.views.common import unseen_is_no_game
from api.views.lobby import (
    GameDetail,
    GameInviteBot,
    GameJoin,
    GamePages,
    Games,
    GameStart,
    NewGameDefaults,
)
from api.views.planning import GameOdds, GameReachable
from api.views.records import GameDice, GameEvents, GameLedger, GameRecordCards
from api.views.reference import Board, DecisionKinds, Decks
from api.views.seats import (
    GameAutopilot,
    GameLeave,
    GameMailReplies,
    GamePause,
    GameReplaceSeat,
    GameResume,
)

__all__ = [
    "Board",
    "ConfirmEmail",
    "DecisionKinds",
    "Decks",
    "GameActions",
    "GameAutopilot",
    "GameDetail",
    "GameDice",
    "GameEvents",
    "GameInviteBot",
    "GameJoin",
    "GameLeave",
    "GameLedger",
    "GameLegalActions",
    "GameMailReplies",
    "GameOdds",
    "GamePages",
    "GamePause",
    "GameReachable",
    "GameRecordCards",
    "GameReplaceSeat",
    "GameResume",
    "GameStart",
    "GameUndo",
    "Games",
    "Me",
    "NewGameDefaults",
    "ObtainToken",
    "SignUp",
    "unseen_is_no_game",
]
