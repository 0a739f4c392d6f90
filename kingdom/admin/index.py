"""The admin's index grouped the way a curator looks for things (INDEX_GROUPS)."""

from __future__ import annotations

from django.contrib import admin
from django.urls import reverse

#: The index in the groups a curator looks for: each model as "app_label.model_name".
INDEX_GROUPS = {
    "Decks": "kingdom.fortunecard kingdom.guardiancard kingdom.riddlecard kingdom.deckimport",
    "Battle": "kingdom.battletable kingdom.battleband kingdom.battletablecell",
    "Board": "kingdom.boardsettings kingdom.castle kingdom.village kingdom.mysticsite "
    "kingdom.river kingdom.riversquare kingdom.challenger kingdom.challengervillage",
    "Ruleset numbers": "kingdom.rulesetsettings kingdom.rulesetdefault kingdom.commoditytax "
    "kingdom.chivalryaward kingdom.coindenomination",
    "Games and players": "kingdom.game kingdom.profile auth.user kingdom.messagereport",
    "Mail": "kingdom.mail",
}


def grouped_app_list(site: admin.AdminSite, request, app_label=None):
    """The index grouped (INDEX_GROUPS); an app's own page, and what no group names, as usual."""
    apps = admin.AdminSite.get_app_list(site, request, app_label)
    if app_label:
        return apps
    found = {
        f"{app['app_label']}.{model['object_name'].lower()}": model
        for app in apps
        for model in app["models"]
    }
    groups = []
    for name, keys in INDEX_GROUPS.items():
        models_ = [found.pop(key) for key in keys.split() if key in found]
        if models_:
            slug = name.lower().replace(" ", "-")
            groups.append(
                {
                    "name": name,
                    "app_label": f"kingdom-{slug}",
                    "app_url": reverse("admin:app_list", args=["kingdom"]),
                    "has_module_perms": True,
                    "models": models_,
                }
            )
    for app in apps:
        label = app["app_label"]
        rest = [m for m in app["models"] if f"{label}.{m['object_name'].lower()}" in found]
        if rest:
            groups.append({**app, "models": rest})
    return groups


admin.site.get_app_list = grouped_app_list.__get__(admin.site)  # type: ignore[method-assign]  # grouped
