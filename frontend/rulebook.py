"""The rules at hand (issue 18): the printed rulebook (docs/rulebook.txt, a copy of the OCR text
the project plays by) and the house rules (docs/house-rules.md), cut into one entry a rule, each
with its anchor on the rules page (`#rule-14`, `#house-4`) and a short title for the badges'
tooltips. Read once, on first use."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

DOCS = Path(__file__).resolve().parent.parent / "docs"
RULEBOOK = DOCS / "rulebook.txt"
HOUSE_RULES = DOCS / "house-rules.md"

NUMBERED = re.compile(r"^#+\s+(\d+)\s+(.*)$")
HEADING = re.compile(r"^#+\s+(.*)$")
HOUSE_ROW = re.compile(r"^\|\s*house (\d+)\s*\|(.*)\|(.*)\|\s*$")
CITE = re.compile(r"^(rule|house)\s+(\d+)\b", re.IGNORECASE)
# Names the rulebook prints in capitals that keep their capitals in a title.
PROPER = ("Holy Grail", "Royal Challenger", "Camelot", "Royal Jousting Tournament")


@dataclass(frozen=True)
class Block:
    kind: str  # "p", "li" or "h"
    html: SafeString


@dataclass(frozen=True)
class Rule:
    cite: str  # "rule 14", "house 4"
    anchor: str  # "rule-14", "house-4"
    title: str
    blocks: list[Block] = field(default_factory=list)

    @property
    def tooltip(self) -> str:
        return f"{self.cite.capitalize()}: {self.title}"


def anchor_of(cite: str) -> str | None:
    """The anchor of a rule cited as on a badge ("rule 14 iii" → "rule-14"), or None."""
    match = CITE.match(cite.strip())
    return f"{match[1].lower()}-{int(match[2])}" if match else None


def _title(text: str) -> str:
    title = text.strip().capitalize()
    for name in PROPER:
        title = re.sub(re.escape(name), name, title, flags=re.IGNORECASE)
    return title


def _clean(text: str) -> str:
    """The OCR's TeX left-overs in plain words: `$1 \\times 200$` → `1 × 200`."""
    text = re.sub(r"\$([^$]*)\$", r"\1", text).replace("\\times", "×")
    return re.sub(r"\s+", " ", text).strip()


def _inline(text: str) -> SafeString:
    """Markdown's **bold**, *emphasis* and `code` as HTML, everything else escaped."""
    html = str(escape(text))
    html = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", html)
    html = re.sub(r"\*(.+?)\*", r"<em>\1</em>", html)
    html = re.sub(r"`(.+?)`", r"<code>\1</code>", html)
    return mark_safe(html)  # escaped above: only our own tags are added


def _split_title(text: str) -> tuple[str, str]:
    """A heading the OCR ran into its first sentence: the words in capitals are the title."""
    words = text.split()
    n = 0
    while n < len(words) and not any(ch.islower() for ch in words[n]):
        n += 1
    return " ".join(words[:n]), " ".join(words[n:])


def printed_rules(text: str) -> list[Rule]:
    """The numbered rules of the printed rulebook, up to its battle tables (the app draws them
    from the ruleset)."""
    rules: list[Rule] = []
    current: Rule | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if (numbered := NUMBERED.match(line)) is not None:
            title, rest = _split_title(numbered[2])
            number = int(numbered[1])
            current = Rule(f"rule {number}", f"rule-{number}", _title(title))
            rules.append(current)
            if rest:
                current.blocks.append(Block("p", _inline(_clean(rest))))
            continue
        if current is None:
            continue
        if (heading := HEADING.match(line)) is not None:
            if heading[1].strip().upper() == "BATTLE TABLES":
                break
            if not current.blocks:  # the title ran on to a second heading line
                joined = _title(f"{current.title} {heading[1]}")
                current = Rule(current.cite, current.anchor, joined, current.blocks)
                rules[-1] = current
            else:
                current.blocks.append(Block("h", _inline(_title(heading[1]))))
            continue
        if line.startswith("- "):
            current.blocks.append(Block("li", _inline(_clean(line[2:]))))
        else:
            current.blocks.append(Block("p", _inline(_clean(line))))
    return rules


def house_rules(text: str) -> list[Rule]:
    """The house rules' table: one entry a `house N` row, its title its first sentence."""
    rules = []
    for line in text.splitlines():
        if (row := HOUSE_ROW.match(line.strip())) is None:
            continue
        number, body, where = int(row[1]), row[2].strip(), row[3].strip()
        plain = re.sub(r"[*`]", "", body)
        first = re.split(r"(?<=[.;:])\s", plain, maxsplit=1)[0].rstrip(".;:")
        if first.count("(") > first.count(")"):  # cut inside brackets: end before them
            first = first[: first.rindex("(")].rstrip()
        title = first if len(first) <= 70 else f"{first[:69].rstrip()}…"
        blocks = [Block("p", _inline(body))]
        if where:
            blocks.append(Block("p", _inline(f"Where: {where}")))
        rules.append(Rule(f"house {number}", f"house-{number}", title, blocks))
    return rules


@functools.cache
def all_rules() -> tuple[list[Rule], list[Rule]]:
    """(the printed rules, the house rules), read once."""
    return (
        printed_rules(RULEBOOK.read_text(encoding="utf-8")),
        house_rules(HOUSE_RULES.read_text(encoding="utf-8")),
    )


@functools.cache
def titles() -> dict[str, str]:
    """Anchor → tooltip ("rule-14" → "Rule 14: How to resolve combat"), for the badges."""
    printed, house = all_rules()
    return {rule.anchor: rule.tooltip for rule in [*printed, *house]}
