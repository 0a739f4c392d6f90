"""`{% rule_titles %}`: the rules' tooltips for the pages' rule badges (frontend/rulebook.py),
as a JSON script the badges read (ui.js `ruleBadge`)."""

from django import template
from django.utils.html import json_script

from frontend import rulebook

register = template.Library()


@register.simple_tag
def rule_titles():
    return json_script(rulebook.titles(), "rule-titles")
