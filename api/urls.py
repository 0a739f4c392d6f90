"""REST API routes. Every view is thin: it checks who you are and calls a service or selector."""

from django.urls import path

from api import messages, replay, views

app_name = "api"

urlpatterns = [
    path("auth/signup/", views.SignUp.as_view(), name="signup"),
    path("auth/token/", views.ObtainToken.as_view(), name="auth-token"),
    path("me/", views.Me.as_view(), name="me"),
    path("me/confirm-email/", views.ConfirmEmail.as_view(), name="me-confirm-email"),
    path("board/", views.Board.as_view(), name="board"),
    path("decks/", views.Decks.as_view(), name="decks"),
    path("decision-kinds/", views.DecisionKinds.as_view(), name="decision-kinds"),
    path("games/", views.Games.as_view(), name="games"),
    path("games/defaults/", views.NewGameDefaults.as_view(), name="game-defaults"),
    path("games/<int:game_id>/", views.GameDetail.as_view(), name="game"),
    path("games/<int:game_id>/join/", views.GameJoin.as_view(), name="game-join"),
    path("games/<int:game_id>/invite-bot/", views.GameInviteBot.as_view(), name="game-invite-bot"),
    path("games/<int:game_id>/start/", views.GameStart.as_view(), name="game-start"),
    path("games/<int:game_id>/leave/", views.GameLeave.as_view(), name="game-leave"),
    path("games/<int:game_id>/pause/", views.GamePause.as_view(), name="game-pause"),
    path("games/<int:game_id>/resume/", views.GameResume.as_view(), name="game-resume"),
    path("games/<int:game_id>/autopilot/", views.GameAutopilot.as_view(), name="game-autopilot"),
    path(
        "games/<int:game_id>/mail-replies/",
        views.GameMailReplies.as_view(),
        name="game-mail-replies",
    ),
    path(
        "games/<int:game_id>/seats/<int:index>/replace/",
        views.GameReplaceSeat.as_view(),
        name="game-replace-seat",
    ),
    path("games/<int:game_id>/actions/", views.GameActions.as_view(), name="game-actions"),
    path("games/<int:game_id>/undo/", views.GameUndo.as_view(), name="game-undo"),
    path("games/<int:game_id>/legal-actions/", views.GameLegalActions.as_view(), name="game-legal"),
    path("games/<int:game_id>/reachable/", views.GameReachable.as_view(), name="game-reachable"),
    path("games/<int:game_id>/odds/", views.GameOdds.as_view(), name="game-odds"),
    path("games/<int:game_id>/record-cards/", views.GameRecordCards.as_view(), name="game-cards"),
    path("games/<int:game_id>/ledger/", views.GameLedger.as_view(), name="game-ledger"),
    path("games/<int:game_id>/events/", views.GameEvents.as_view(), name="game-events"),
    path("games/<int:game_id>/dice/", views.GameDice.as_view(), name="game-dice"),
    # What happened since your last visit, and replays (issue 30): api/replay.py
    path("games/<int:game_id>/replay/", replay.GameReplay.as_view(), name="game-replay"),
    path("games/<int:game_id>/since/", replay.GameSince.as_view(), name="game-since"),
    path("games/<int:game_id>/seen/", replay.GameSeen.as_view(), name="game-seen"),
    # Messages (issue 19): api/messages.py
    path("games/<int:game_id>/messages/", messages.GameMessages.as_view(), name="game-messages"),
    path(
        "games/<int:game_id>/messages/read/",
        messages.GameMessagesRead.as_view(),
        name="game-messages-read",
    ),
    path(
        "games/<int:game_id>/messages/<int:message_id>/hide/",
        messages.GameMessageHide.as_view(),
        name="game-message-hide",
    ),
    path(
        "games/<int:game_id>/messages/<int:message_id>/report/",
        messages.GameMessageReport.as_view(),
        name="game-message-report",
    ),
    path(
        "games/<int:game_id>/seats/<int:index>/mute/",
        messages.GameSeatMute.as_view(),
        name="game-seat-mute",
    ),
]
