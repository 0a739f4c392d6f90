"""What the serializers share: query parameters parsed into a 400 `bad_query`, the bounds of
the database's integers, the help text of a bot account."""

from rest_framework import serializers

from kingdom.errors import IllegalMove

BOT_ACCOUNT_HELP = (
    "a bot account plays the seat: a program of its owner's, through the API (issue 31, "
    "docs/bot-authors.md); it was seated by the host's invitation by name"
)


class QuerySerializer(serializers.Serializer):
    """Query parameters parsed by a serializer (`parse`): a bad one is a 400 `bad_query` naming
    the parameter."""

    @classmethod
    def parse(cls, request, **context) -> dict:
        form = cls(data=request.query_params, context=context)
        if not form.is_valid():
            problems = "; ".join(
                f"{name}: {' '.join(str(m) for m in messages)}"
                for name, messages in form.errors.items()
            )
            raise IllegalMove(problems, code="bad_query")
        return form.validated_data


BIGINT = 2**63 - 1  # the database's integers: beyond, no row could match


class SeatQuerySerializer(QuerySerializer):
    seat = serializers.IntegerField(
        required=False, min_value=0, help_text="table mode, the host: another seat's"
    )


class GameQuerySerializer(QuerySerializer):
    game = serializers.IntegerField(
        required=False, help_text="what a game froze when it was created (not today's)"
    )
