from django.contrib.auth import views as auth_views
from django.urls import path, reverse_lazy

from frontend import views

app_name = "frontend"

urlpatterns = [
    path("", views.home, name="home"),
    path(
        "login/",
        auth_views.LoginView.as_view(
            template_name="registration/login.html",
            next_page=reverse_lazy("frontend:lobby"),
            redirect_authenticated_user=True,
        ),
        name="login",
    ),
    path(
        "logout/",
        auth_views.LogoutView.as_view(next_page=reverse_lazy("frontend:home")),
        name="logout",
    ),
    path("signup/", views.signup, name="signup"),
    path("confirm-email/<str:token>/", views.confirm_email, name="confirm-email"),
    path("settings/", views.settings_page, name="settings"),
    path("mail/answer/<str:token>/<int:number>/", views.mail_answer, name="mail-answer"),
    path("rules/", views.rules, name="rules"),
    path("games/", views.lobby, name="lobby"),
    path("games/<int:game_id>/", views.game, name="game"),
    path("games/<int:game_id>/record/", views.record, name="record"),
    path("games/<int:game_id>/dice/", views.dice, name="dice"),
]
