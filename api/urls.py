"""REST API routes. Every view is thin: it checks who you are and calls a service or selector."""

from django.urls import path

from api import views

app_name = "api"

urlpatterns = [
    path("auth/token/", views.ObtainToken.as_view(), name="auth-token"),
    path("me/", views.Me.as_view(), name="me"),
]
