"""The reference version (issue 15): whether the tables of the ruleset (`reference`) changed,
in one row, kept by the database itself."""

from django.db import models
from django.db.models import Q

from kingdom.models.reference import SINGLETON_PK


class ReferenceVersion(models.Model):
    """One row whose `token` the database itself changes, to a fresh random value, with every
    statement that writes a table of the ruleset (triggers from migration 0014: admin saves,
    deck imports, `loadrules`, a data migration or a hand edit in SQL alike), inside the same
    transaction. A process keeps the checked and parsed ruleset a new game freezes under the
    token it read (`kingdom.services`): reading one row tells it whether the tables changed.
    A token is never reused, even by an edit that was rolled back."""

    token = models.CharField(max_length=40)

    class Meta:
        verbose_name = "reference version"
        constraints = [
            models.CheckConstraint(condition=Q(pk=SINGLETON_PK), name="referenceversion_single")
        ]

    def __str__(self):
        return self.token


# The tables whose writes change the token: those `kingdom.reference.reference_ruleset_data`
# reads (a new table of the ruleset is added here and to a migration's triggers).
REFERENCE_MODELS = (
    "RulesetSettings",
    "RulesetDefault",
    "CommodityTax",
    "ChivalryAward",
    "CoinDenomination",
    "BoardSettings",
    "River",
    "RiverSquare",
    "Castle",
    "Village",
    "MysticSite",
    "Challenger",
    "ChallengerVillage",
    "FortuneCard",
    "GuardianCard",
    "RiddleCard",
    "BattleBand",
    "BattleTable",
    "BattleTableCell",
)
