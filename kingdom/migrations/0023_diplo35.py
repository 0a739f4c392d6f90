"""An offer is one decision until it is answered (issue 35): the keys of the offers of alliance
and of the deals between players hold no turn number any more (`DecisionSpec.spans_turns`), so a
pending offer's row takes its key without the turn and keeps its deadline and its mail, instead
of being asked anew (a new deadline, a new mail) at the next change of turn."""

import re

from django.db import migrations

OFFERS = ("alliance_reply", "deal_reply")
TURN = re.compile(r"^([^/]+/[^/]+)/t\d+/")


def keys_without_turn(apps, schema_editor):
    PendingDecision = apps.get_model("kingdom", "PendingDecision")
    rows = list(PendingDecision.objects.filter(kind__in=OFFERS).exclude(key=""))
    for row in rows:
        row.key = TURN.sub(r"\1/", row.key, count=1)
    PendingDecision.objects.bulk_update(rows, ["key"])


def keys_with_turn(apps, schema_editor):
    """Back: the turn is not known any more; the next save asks the offers anew."""


class Migration(migrations.Migration):
    dependencies = [("kingdom", "0022_revert")]

    operations = [migrations.RunPython(keys_without_turn, keys_with_turn)]
