"""Accounts: signing up, the API token (log in, log out everywhere), who you are and your
settings, the confirmation of your e-mail address."""

from typing import Any

from axes.exceptions import AxesBackendPermissionDenied
from django.contrib.auth import logout
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import transaction
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.authtoken.models import Token
from rest_framework.authtoken.views import ObtainAuthToken
from rest_framework.permissions import AllowAny, BasePermission, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle
from rest_framework.views import APIView

from api.authentication import token_expired
from api.parsers import JSONParser
from api.serializers import (
    EmailStateSerializer,
    MeResponseSerializer,
    MeSerializer,
    ProfileSerializer,
    SignedUpSerializer,
    SignUpSerializer,
    TokenSerializer,
)
from api.throttles import LoginThrottle, SignUpThrottle
from api.views.common import SignedIn
from kingdom import accounts
from kingdom.errors import IllegalMove
from kingdom.models import Profile, VerifiedEmail


class ObtainToken(ObtainAuthToken):
    """POST: exchange a username and password for the API token that scripts send as
    `Authorization: Token <key>` (it expires after TOKEN_TTL_DAYS; an expired one is replaced).
    DELETE: revoke your token, so that every script using it is logged out (and this session
    too): log out everywhere."""

    parser_classes = (JSONParser,)  # JSON only, as every other operation (issue 31)
    throttle_classes = (LoginThrottle,)

    def get_permissions(self) -> list[BasePermission]:
        return [IsAuthenticated()] if self.request.method == "DELETE" else []

    def get_throttles(self) -> list[BaseThrottle]:
        return [t() for t in self.throttle_classes] if self.request.method == "POST" else []

    @extend_schema(responses=TokenSerializer)
    def post(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        form = self.get_serializer(data=request.data)
        if not form.is_valid():
            # django-axes refused the name from this address (too many wrong passwords).
            if getattr(request, "axes_locked_out", False):
                raise AxesBackendPermissionDenied("locked out")
            raise serializers.ValidationError(form.errors)
        user = form.validated_data["user"]
        with transaction.atomic():
            token = Token.objects.select_for_update().filter(user=user).first()
            if token is not None and token_expired(token):
                token.delete()
                token = None
            if token is None:
                token = Token.objects.create(user=user)
        return Response({"token": token.key})

    @extend_schema(request=None, responses={204: None})
    def delete(self, request: SignedIn) -> Response:
        accounts.revoke_tokens(request.user)
        if request.user.is_authenticated and request.session.session_key:
            logout(request._request)
        return Response(status=status.HTTP_204_NO_CONTENT)


class Me(APIView):
    """Who the API thinks you are, your e-mail and your notification settings (PATCH them)."""

    @extend_schema(responses=MeResponseSerializer)
    def get(self, request: SignedIn) -> Response:
        return Response(self._me(request.user))

    @extend_schema(request=MeSerializer, responses=MeResponseSerializer)
    def patch(self, request: SignedIn) -> Response:
        """Change your settings; a new e-mail address is mailed a confirmation link, and no
        other mail goes to it until the link is followed."""
        form = MeSerializer(data=request.data, partial=True)
        form.is_valid(raise_exception=True)
        profile, _ = Profile.objects.get_or_create(user=request.user)
        settings = ProfileSerializer(profile, data=request.data.get("profile") or {}, partial=True)
        settings.is_valid(raise_exception=True)
        bot_account = settings.validated_data.pop("bot_account", None)
        with transaction.atomic():
            settings.save()
            if bot_account is not None:  # only while seated nowhere unfinished (else a 409)
                accounts.account_set_bot(user=request.user, on=bot_account)
            email = form.validated_data.get("email")
            if email is not None and email != request.user.email:
                request.user.email = email
                request.user.save(update_fields=["email"])
                if not VerifiedEmail.holds(request.user):
                    accounts.send_confirmation(request.user)
        return Response(self._me(request.user))

    @staticmethod
    def _me(user: User) -> dict:
        profile = Profile.objects.filter(user=user).first() or Profile(user=user)
        return {
            "id": user.pk,
            "username": user.get_username(),
            "is_staff": user.is_staff,
            "email": user.email,
            "email_verified": VerifiedEmail.holds(user),
            "profile": ProfileSerializer(profile).data,
        }


class ConfirmEmail(APIView):
    """Mail yourself a new confirmation link for your address (no mail goes to an address
    until its link is followed)."""

    @extend_schema(request=None, responses={200: EmailStateSerializer, 202: EmailStateSerializer})
    def post(self, request: SignedIn) -> Response:
        if not request.user.email:
            raise IllegalMove("you have no e-mail address to confirm", code="no_email")
        if VerifiedEmail.holds(request.user):
            return Response({"email": request.user.email, "email_verified": True})
        accounts.send_confirmation(request.user)
        return Response(
            {"email": request.user.email, "email_verified": False},
            status=status.HTTP_202_ACCEPTED,
        )


class SignUp(APIView):
    """Create an account; the answer carries its API token. An e-mail address given is
    mailed a confirmation link."""

    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_classes = [SignUpThrottle]

    @extend_schema(request=SignUpSerializer, responses={201: SignedUpSerializer})
    def post(self, request: Request) -> Response:
        form = SignUpSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        try:
            with transaction.atomic():
                user = accounts.user_signup(**form.validated_data)
                token = Token.objects.create(user=user)
        except DjangoValidationError as problems:  # the checks are the service's (one set)
            raise serializers.ValidationError(problems.message_dict) from None
        return Response(
            {"id": user.pk, "username": user.username, "token": token.key},
            status=status.HTTP_201_CREATED,
        )
