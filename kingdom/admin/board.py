"""The board's admins (the map, rivers, castles, villages, mystic sites, challengers) and its
preview, drawn with the editor's own symbols.

The terrain is written with the characters of the board's legend (the ones the curator types
in the map: `.` sea, `p` plain, …), so that the map and its preview read alike; castles,
villages and mystic sites are drawn over their square, and a second character marks the
rivers. The legend under it lists every symbol the preview uses.
"""

from __future__ import annotations

from django import forms
from django.contrib import admin
from django.utils.html import format_html, format_html_join

from kingdom.admin.guard import (
    BoundedInline,
    LinesField,
    ReferenceAdmin,
    SingletonAdmin,
    SingletonForm,
)
from kingdom.models import (
    BoardSettings,
    Castle,
    Challenger,
    ChallengerVillage,
    MysticSite,
    River,
    RiverSquare,
    Village,
)
from kingdom.reference import (
    reference_ruleset_data,
)
from kingdom.rules.board import Board, BoardError
from kingdom.rules.board.drawing import FEATURES, WATER, ascii_map


def terrain_symbols(legend: dict[str, str]) -> dict[str, str]:
    """Terrain → the legend's character for it (the first, if the legend gives several)."""
    symbols: dict[str, str] = {}
    for char, terrain in legend.items():
        symbols.setdefault(terrain, char)
    return symbols


def board_preview(board: Board, legend: dict[str, str]) -> str:
    """The board drawn as the engine draws it (`ascii_map`), its terrain in the legend's own
    characters."""
    return ascii_map(board, terrain_symbols(legend))


def legend_entries(legend: dict[str, str]) -> list[tuple[str, str]]:
    """Every symbol of the preview and what it stands for, the map's terrain first."""
    terrain = [(char, name) for name, char in terrain_symbols(legend).items()]
    features = list(FEATURES.values())
    water = [(f"·{char}", f"{name} (second character)") for char, name in WATER.items()]
    return terrain + features + water


class BoardSettingsForm(SingletonForm):
    terrain = LinesField(
        widget=forms.Textarea(attrs={"rows": 28, "cols": 40, "style": "font-family: monospace"}),
        help_text="The map, one line a row (row 1 is the north), one character a square, "
        "as the legend maps them.",
    )

    class Meta:
        model = BoardSettings
        fields = ["name", "legend", "terrain"]


@admin.register(BoardSettings)
class BoardSettingsAdmin(SingletonAdmin):
    form = BoardSettingsForm
    list_display = ["name", "size"]
    readonly_fields = ["preview"]
    fields = ["name", "legend", "terrain", "preview"]

    @admin.display(description="columns × rows")
    def size(self, obj):
        rows = obj.terrain if isinstance(obj.terrain, list) else []
        return f"{max((len(r) for r in rows), default=0)} × {len(rows)}"

    @admin.display(description="the board as saved")
    def preview(self, obj):
        if obj is None or obj.pk is None:
            return "-"
        data = reference_ruleset_data()["board"]
        try:
            board = Board.from_dict(data)
        except BoardError as error:
            return str(error)
        legend = format_html_join(
            "",
            "<li><code>{}</code> {}</li>",
            legend_entries(data["legend"]),
        )
        return format_html(
            '<pre id="board-preview" style="line-height: 1.1">{}</pre>'
            '<ul id="board-legend" style="columns: 3; list-style: none; padding: 0">{}</ul>',
            board_preview(board, data["legend"]),
            legend,
        )


class RiverSquareInline(BoundedInline):
    model = RiverSquare
    fields = ["position", "square", "bridge"]
    extra = 0


@admin.register(River)
class RiverAdmin(ReferenceAdmin):
    check_form_alone = False
    inlines = [RiverSquareInline]
    list_display = ["name", "mouth", "source", "bridges", "position"]
    search_fields = ["name", "squares__square"]
    list_filter = ["mouth"]

    def get_queryset(self, request):
        return super().get_queryset(request).prefetch_related("squares")

    @admin.display(description="source")
    def source(self, obj):
        squares = list(obj.squares.all())
        return squares[0].square if squares else "-"

    @admin.display(description="bridges")
    def bridges(self, obj):
        return ", ".join(s.square for s in obj.squares.all() if s.bridge) or "-"


@admin.register(RiverSquare)
class RiverSquareAdmin(ReferenceAdmin):
    list_display = ["square", "river", "position", "bridge"]
    list_select_related = ["river"]
    list_filter = ["river", "bridge"]
    search_fields = ["square", "river__name"]
    ordering = ["river__position", "river", "position"]


@admin.register(Castle)
class CastleAdmin(ReferenceAdmin):
    list_display = ["name", "square", "camelot", "position"]
    list_filter = ["camelot"]
    search_fields = ["name", "square"]


@admin.register(Village)
class VillageAdmin(ReferenceAdmin):
    list_display = ["name", "square", "commodity", "position"]
    list_filter = ["commodity"]
    search_fields = ["name", "square", "commodity"]


@admin.register(MysticSite)
class MysticSiteAdmin(ReferenceAdmin):
    list_display = ["name", "square", "position"]
    search_fields = ["name", "square"]


class ChallengerVillageInline(BoundedInline):
    model = ChallengerVillage
    fields = ["position", "village"]
    extra = 0


@admin.register(Challenger)
class ChallengerAdmin(ReferenceAdmin):
    check_form_alone = False
    inlines = [ChallengerVillageInline]
    list_display = ["name", "key", "swatch", "castle", "village_names", "position"]
    list_select_related = ["castle"]
    search_fields = ["name", "key", "castle__name", "villages__name"]

    def get_queryset(self, request):
        return super().get_queryset(request).prefetch_related("challenger_villages__village")

    @admin.display(description="colour")
    def swatch(self, obj):
        return format_html(
            '<span style="display:inline-block;width:1em;height:1em;background:{};'
            'border:1px solid #888;vertical-align:middle"></span> {}',
            obj.colour,
            obj.colour,
        )

    @admin.display(description="villages")
    def village_names(self, obj):
        return ", ".join(link.village.name for link in obj.challenger_villages.all())


@admin.register(ChallengerVillage)
class ChallengerVillageAdmin(ReferenceAdmin):
    list_display = ["challenger", "village", "position"]
    list_select_related = ["challenger", "village"]
    list_filter = ["challenger"]
    search_fields = ["challenger__name", "village__name"]
    ordering = ["challenger__position", "challenger", "position"]
