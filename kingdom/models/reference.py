"""Reference data: the board, the challengers, the battle tables, the decks and the ruleset
defaults, as the admins edit them.

These tables hold exactly what `fixtures/*.json` holds; `kingdom.reference` loads the fixtures
into them, rebuilds the JSON the rules engine takes (`Ruleset.from_dict`) and refuses edits the
engine could not play. A game freezes that JSON at its creation, so editing these rows changes
new games only. Where the order of the JSON matters (decks, challengers, rivers, the features
of the board), a `position` keeps it. No logic lives here: see the `kingdom/reference/` package.
"""

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator, RegexValidator
from django.db import models
from django.db.models import Q

from kingdom.rules.board import COMMODITIES
from kingdom.rules.combat import CELL_KINDS, CURATED_SOURCES

SINGLETON_PK = 1

#: The bounds of every number a curator types (docs/decks.md, "The bounds of a number"): far
#: above every number of the rules (fixtures/limits.json's largest is 2,000 starting gold; the
#: engine's validator then checks those finer limits), far below what the database stores (a
#: PostgreSQL integer holds 2,147,483,647, a small integer 32,767), so that a mistyped 20-digit
#: number is refused by its field instead of failing the database's write.
NUMBER_MAX = 1_000_000
#: A chivalry award may be negative (house 4: a shameful feat).
NUMBER_MIN = -NUMBER_MAX
#: A place in a list: the longest list (the fortune deck, 47 cards) is far below.
POSITION_MAX = 9_999
#: A battle table's numbers (bands, rows, columns, casualties): scores of two dice and casualty
#: points of 0–20 (rule 15); a small integer column.
SMALL_MAX = 1_000
#: The longest text of a card or a rule's note (a text, a question): the longest of the fixtures
#: is 327 characters (docs/decks.md). Bounded in the admin's forms and deck files, not in the
#: column (a TextField's length would make SQLite rebuild the tables and their triggers).
TEXT_MAX = 2_000
#: A cell's casualty points: the engine reads 0–20 (kingdom.rules.combat, rule 15).
CASUALTIES_MAX = 20


def bounded(low: int, high: int) -> list:
    """The validators of a number between `low` and `high` (the admin shows them as the field's
    HTML min and max, `kingdom.admin.guard`)."""
    return [MinValueValidator(low), MaxValueValidator(high)]


MOUTHS = [("N", "north"), ("E", "east"), ("S", "south"), ("W", "west")]
DICE = [("red", "red"), ("blue", "blue")]
COMMODITY_CHOICES = [(commodity, commodity) for commodity in COMMODITIES]


class Positioned(models.Model):
    """A row whose place in its list matters (the printed order of a deck, of the board)."""

    position = models.PositiveIntegerField(
        default=0,
        validators=bounded(0, POSITION_MAX),
        help_text="Place in the list (the order of the fixtures), smallest first.",
    )

    class Meta:
        abstract = True
        ordering = ["position", "pk"]


# ----------------------------------------------------------------------------- the ruleset


class RulesetSettings(models.Model):
    """The single row of the ruleset's own texts: its name and the rules its tables cite."""

    name = models.CharField(max_length=200)
    taxes_rule = models.CharField(max_length=40, default="rule 24")
    chivalry_rule = models.CharField(max_length=40, default="house 4")
    coins_rule = models.CharField(max_length=40, default="rule 4 iii")
    battle_tables_rule = models.CharField(max_length=40, default="rule 15")
    battle_tables_note = models.TextField(blank=True)

    class Meta:
        verbose_name = "ruleset settings"
        verbose_name_plural = "ruleset settings"
        constraints = [
            models.CheckConstraint(condition=Q(pk=SINGLETON_PK), name="rulesetsettings_single")
        ]

    def __str__(self):
        return self.name or "Ruleset"


class RulesetDefault(Positioned):
    """A number of the rules (`fixtures/ruleset.json` "defaults"), with the rule it comes from."""

    name = models.SlugField(max_length=60, unique=True)
    value = models.PositiveIntegerField(validators=bounded(0, NUMBER_MAX))
    rule = models.CharField(max_length=40, help_text='The rule it comes from: "rule 4 iii".')
    text = models.TextField()

    class Meta(Positioned.Meta):
        verbose_name = "ruleset default"

    def __str__(self):
        return self.name


class CommodityTax(Positioned):
    """Rule 24: the gold a village of this commodity pays its controller each turn."""

    commodity = models.CharField(max_length=40, unique=True, choices=COMMODITY_CHOICES)
    gold = models.PositiveIntegerField(validators=bounded(0, NUMBER_MAX))

    class Meta(Positioned.Meta):
        verbose_name = "commodity tax"
        verbose_name_plural = "commodity taxes"

    def __str__(self):
        return self.commodity


class ChivalryAward(Positioned):
    """House 4: chivalry points for a feat (negative for a shameful one)."""

    feat = models.SlugField(
        max_length=60,
        unique=True,
        validators=[
            RegexValidator(r"^rule$", inverse_match=True, message='"rule" names the citation.')
        ],
    )
    points = models.IntegerField(validators=bounded(NUMBER_MIN, NUMBER_MAX))

    class Meta(Positioned.Meta):
        verbose_name = "chivalry award"

    def __str__(self):
        return self.feat


class CoinDenomination(models.Model):
    """Rule 4 iii: a coin, and how many of it the moneylender gives each player at the start."""

    value = models.PositiveIntegerField(unique=True, validators=bounded(1, NUMBER_MAX))
    starting_count = models.PositiveIntegerField(
        default=0,
        validators=bounded(0, NUMBER_MAX),
        help_text="Coins of this value in a starting purse (0: none).",
    )

    class Meta:
        ordering = ["-value"]
        verbose_name = "coin denomination"

    def __str__(self):
        return f"{self.value} gold"


# -------------------------------------------------------------------------------- the board


class BoardSettings(models.Model):
    """The single row of the board (house 5): its name, the terrain legend and the map."""

    name = models.CharField(max_length=200)
    legend = models.JSONField(
        default=dict, help_text='Map character to terrain: {".": "sea", "p": "plain", …}.'
    )
    terrain = models.JSONField(
        default=list, help_text="The map, one string per row (row 1 is the north)."
    )

    class Meta:
        verbose_name = "board"
        verbose_name_plural = "board"
        constraints = [
            models.CheckConstraint(condition=Q(pk=SINGLETON_PK), name="boardsettings_single")
        ]

    def __str__(self):
        return self.name or "Board"


class River(Positioned):
    """A river (rule 9 ii, rule 11): its squares run from the source to the mouth."""

    name = models.CharField(max_length=60, unique=True)
    mouth = models.CharField(
        max_length=1, choices=MOUTHS, help_text="The edge of the last square facing the sea."
    )

    def __str__(self):
        return self.name


class RiverSquare(Positioned):
    """One square of a river's course; the first is its source. A bridge joins its two sides."""

    river = models.ForeignKey(River, on_delete=models.CASCADE, related_name="squares")
    square = models.CharField(max_length=4)
    bridge = models.BooleanField(default=False)

    class Meta(Positioned.Meta):
        verbose_name = "river square"
        constraints = [models.UniqueConstraint(fields=["river", "square"], name="riversquare_once")]

    def __str__(self):
        return self.square


class Castle(Positioned):
    """A castle (rules 18, 19, 24): Camelot, or a Royal Challenger's home castle."""

    square = models.CharField(max_length=4, unique=True)
    name = models.CharField(max_length=60, unique=True)
    camelot = models.BooleanField(default=False)

    def __str__(self):
        return f"{self.name} ({self.square})"


class Village(Positioned):
    """A village and the commodity it produces (rules 20, 24)."""

    square = models.CharField(max_length=4, unique=True)
    name = models.CharField(max_length=60, unique=True)
    commodity = models.CharField(max_length=40, choices=COMMODITY_CHOICES)

    def __str__(self):
        return f"{self.name} ({self.square})"


class MysticSite(Positioned):
    """A mystic site, a ring of standing stones (rules 4 viii, 27)."""

    square = models.CharField(max_length=4, unique=True)
    name = models.CharField(max_length=60, unique=True)

    class Meta(Positioned.Meta):
        verbose_name = "mystic site"

    def __str__(self):
        return f"{self.name} ({self.square})"


class Challenger(Positioned):
    """A Royal Challenger (rule 4 v): his home castle and his three villages, in order."""

    key = models.SlugField(max_length=40, unique=True)
    name = models.CharField(max_length=100)
    colour = models.CharField(max_length=20, help_text='A CSS colour: "#c8a400".')
    castle = models.ForeignKey(Castle, on_delete=models.PROTECT, related_name="challengers")
    villages: "models.ManyToManyField[Village, ChallengerVillage]" = models.ManyToManyField(
        Village, through="ChallengerVillage", related_name="challengers"
    )

    def __str__(self):
        return self.name


class ChallengerVillage(Positioned):
    """A village in a challenger's colours at the start (rule 4 v), in the fixtures' order."""

    challenger = models.ForeignKey(
        Challenger, on_delete=models.CASCADE, related_name="challenger_villages"
    )
    village = models.ForeignKey(Village, on_delete=models.PROTECT, related_name="+")

    class Meta(Positioned.Meta):
        verbose_name = "challenger's village"
        verbose_name_plural = "challengers' villages"
        constraints = [
            models.UniqueConstraint(fields=["challenger", "village"], name="challengervillage_once")
        ]

    def __str__(self):
        return f"village {self.position + 1}"


# -------------------------------------------------------------------------------- the decks


class FortuneCard(Positioned):
    """A card of fortune (rule 7); `effect` is one of the kinds of docs/decks.md."""

    code = models.CharField(max_length=8, unique=True, help_text="Stable id: F01.")
    title = models.CharField(max_length=200)
    text = models.TextField()
    keep = models.BooleanField(default=False, help_text="Kept in hand until played.")
    effect = models.JSONField(
        default=dict, help_text='{"kind": "gain_gold", "scope": "drawer", "amount": 40}'
    )

    class Meta(Positioned.Meta):
        verbose_name = "fortune card"

    def __str__(self):
        return f"{self.code} {self.title}"


class GuardianCard(Positioned):
    """A guardian of a mystic site (rule 28): its endurance, its die and the penalties."""

    code = models.CharField(max_length=8, unique=True, help_text="Stable id: G01.")
    name = models.CharField(max_length=200)
    text = models.TextField()
    endurance = models.PositiveIntegerField(validators=bounded(0, NUMBER_MAX))
    die = models.CharField(max_length=10, choices=DICE)
    retreat_endurance = models.PositiveIntegerField(validators=bounded(0, NUMBER_MAX))
    retreat_chivalry = models.PositiveIntegerField(validators=bounded(0, NUMBER_MAX))
    slay_chivalry = models.PositiveIntegerField(validators=bounded(0, NUMBER_MAX))

    class Meta(Positioned.Meta):
        verbose_name = "guardian card"

    def __str__(self):
        return f"{self.code} {self.name}"


class RiddleCard(Positioned):
    """A riddle (rule 29) and every answer it accepts (RULES.md section 7)."""

    code = models.CharField(max_length=8, unique=True, help_text="Stable id: R01.")
    question = models.TextField()
    answers = models.JSONField(default=list, help_text="Every accepted answer.")

    class Meta(Positioned.Meta):
        verbose_name = "riddle card"

    def __str__(self):
        return self.code


# ------------------------------------------------------------------------ the battle tables


class BattleBand(models.Model):
    """A band of scores (rule 15): the row and column headings of every battle table."""

    index = models.PositiveSmallIntegerField(
        unique=True, validators=bounded(0, SMALL_MAX), help_text="0 for the lowest band."
    )
    low = models.PositiveSmallIntegerField(validators=bounded(0, SMALL_MAX))
    high = models.PositiveSmallIntegerField(validators=bounded(0, SMALL_MAX))

    class Meta:
        ordering = ["index"]
        verbose_name = "battle band"

    def __str__(self):
        return f"{self.low}–{self.high}"


class BattleTable(models.Model):
    """Battle table 1, 2 or 3 (rules 14–15) and the actions its bands stand for."""

    number = models.PositiveSmallIntegerField(unique=True, validators=bounded(0, SMALL_MAX))
    name = models.CharField(max_length=100)
    rule = models.CharField(max_length=40)
    attacker_actions = models.JSONField(default=list, help_text="One per band, lowest first.")
    defender_actions = models.JSONField(default=list, help_text="One per band, lowest first.")

    class Meta:
        ordering = ["number"]
        verbose_name = "battle table"

    def __str__(self):
        return f"Table {self.number}: {self.name}"


class BattleTableCell(models.Model):
    """One cell: row = the defender's band, column = the attacker's band (rule 14 iii).

    `defender` and `attacker` are casualty points; empty means the card prints none (the
    engine reads 0), which keeps the fixtures' JSON exactly.
    """

    table = models.ForeignKey(BattleTable, on_delete=models.CASCADE, related_name="cells")
    row = models.PositiveSmallIntegerField(
        validators=bounded(0, SMALL_MAX), help_text="The defender's band, from 0."
    )
    column = models.PositiveSmallIntegerField(
        validators=bounded(0, SMALL_MAX), help_text="The attacker's band, from 0."
    )
    kind = models.CharField(max_length=20, choices=[(k, k) for k in CELL_KINDS])
    defender = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=bounded(0, CASUALTIES_MAX)
    )
    attacker = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=bounded(0, CASUALTIES_MAX)
    )
    source = models.CharField(
        max_length=20, choices=[(s, s) for s in CURATED_SOURCES], default=CURATED_SOURCES[0]
    )

    class Meta:
        ordering = ["table__number", "row", "column"]
        verbose_name = "battle table cell"
        constraints = [
            models.UniqueConstraint(fields=["table", "row", "column"], name="battlecell_once")
        ]

    def __str__(self):
        return f"row {self.row + 1}, column {self.column + 1}"


# -------------------------------------------------------------------------- the import log


class DeckImport(models.Model):
    """One deck import through the admin: who, when, and what it added, changed and removed.

    Written by `kingdom.reference.reference_import_deck`; each card's own history (old → new)
    is in the admin's log as well.
    """

    deck = models.CharField(max_length=20)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    imported_at = models.DateTimeField(auto_now_add=True)
    added = models.PositiveIntegerField(default=0)
    changed = models.PositiveIntegerField(default=0)
    removed = models.PositiveIntegerField(default=0)
    summary = models.TextField()

    class Meta:
        ordering = ["-imported_at", "-pk"]
        verbose_name = "deck import"

    def __str__(self):
        return f"{self.deck} deck, {self.imported_at:%Y-%m-%d %H:%M}"
