"""A fortune card's effect as a form: a kind, a scope and one field per parameter.

A curator who has never read docs/decks.md can write any card: the kind is a dropdown that
says what each kind does, every parameter is its own field whose help gives its range for each
kind, and `keep` follows from the kind. The page shows (effect_form.js) only the fields of the
chosen kind, with their range, a live preview of the card as the players' hand shows it, and a
warning when a number in the text is not the effect's.

The effect is then checked by the engine's validator like any edit (kingdom.rules.validation),
and its messages are shown by the parameter they name.
"""

from __future__ import annotations

import re
from typing import Any

from django import forms

from kingdom.models import FortuneCard
from kingdom.rules.validation import FORTUNE_EFFECTS

#: What each kind does, in the words of docs/decks.md's headings.
KIND_WORDS = {
    "gain_gold": "take gold from the moneylender",
    "pay_gold": "pay gold to the moneylender",
    "gain_per_village": "take gold for each village controlled",
    "pay_per_village": "pay gold for each village controlled",
    "gain_per_castle": "take gold for each castle controlled",
    "pay_per_castle": "pay gold for each castle controlled",
    "pay_per_piece": "pay gold for each piece on the board",
    "gain_chivalry": "gain chivalry points",
    "lose_chivalry": "lose chivalry points",
    "gain_endurance": "recover endurance",
    "lose_endurance": "lose endurance",
    "lose_pieces": "pieces standing in a kind of place are lost",
    "free_troops": "troops join the drawer for free",
    "miss_turn": "the drawer misses turns",
    "free_move": "move again (kept in hand)",
    "add_one": "add 1 to a battle throw (kept in hand)",
    "magic_lance": "one more number in a tournament (kept in hand)",
    "royal_joust": "the Royal Jousting Tournament",
    "nothing": "an omen: nothing happens",
}
SCOPE_WORDS = {
    "drawer": "drawer: the player who drew the card",
    "all": "all: every player it applies to, the drawer included",
    "others": "others: every player it applies to but the drawer",
}
PARAM_WORDS = {
    "amount": "Gold, chivalry or endurance, per village, castle or piece for those kinds.",
    "piece": "Which pieces: mounted knights, footsoldiers, or any.",
    "where": "Which places are struck (docs/decks.md, lose_pieces).",
    "count": "Pieces lost in each place struck, or all of them.",
    "knights": "Companies of mounted knights placed on the home castle.",
    "footsoldiers": "Footsoldier detachments placed on the home castle.",
    "turns": "Turns the drawer misses.",
    "decline_chivalry": "Chivalry lost by each player who declines the invitation.",
    "prize_gold": "Gold the champion takes from the moneylender.",
    "prize_chivalry": "Chivalry the champion gains.",
}
#: what each word a parameter takes means (docs/decks.md, lose_pieces and pay_per_piece)
VALUE_WORDS = {
    "forest": "forest squares",
    "marsh": "marsh squares",
    "mountain": "mountain squares",
    "river": "the squares of a river's course",
    "bridge": "the squares with a bridge",
    "coast": "land squares next to the sea",
    "camelot_adjacent": "the squares next to Camelot",
    "mystic_adjacent": "the squares next to a mystic site",
    "knight": "mounted knights",
    "footsoldier": "footsoldiers",
    "any": "either kind",
}
#: every parameter of every kind, in the order of docs/decks.md
PARAMS: list[str] = list(dict.fromkeys(n for e in FORTUNE_EFFECTS.values() for n in e.params))


def effect_spec() -> dict[str, Any]:
    """The closed set of kinds for the page's script: scopes, keep, and each parameter's range."""
    return {
        kind: {
            "words": KIND_WORDS.get(kind, ""),
            "scopes": list(effect.scopes),
            "keep": effect.keep,
            "params": {
                name: {"low": p.low, "high": p.high, "words": list(p.words)}
                for name, p in effect.params.items()
            },
        }
        for kind, effect in FORTUNE_EFFECTS.items()
    }


def _ranges(name: str) -> str:
    """`amount`: "gain_gold 1–100; gain_chivalry 1–3; …" — the range of a parameter per kind."""
    by_kind = [
        f"{kind} {effect.params[name].describe().replace('a whole number ', '')}"
        for kind, effect in FORTUNE_EFFECTS.items()
        if name in effect.params
    ]
    return "; ".join(by_kind)


#: The most digits of a number of a card's text that is read as one (no effect's number has
#: more; Python refuses to convert more than 4,300).
TEXT_NUMBER_DIGITS = 12


def text_numbers(text: str) -> set[int]:
    return {
        int(number)
        for number in re.findall(r"\d+", text or "")
        if len(number) <= TEXT_NUMBER_DIGITS
    }


def number_mismatches(text: str, effect: dict[str, Any]) -> list[str]:
    """The effect's numbers the text does not state, when the text states numbers at all
    (docs/decks.md: "the text states the effect in plain words with the same numbers")."""
    said = text_numbers(text)
    if not said:
        return []
    return [
        f"{name} {value}"
        for name, value in effect.items()
        if name not in ("kind", "scope") and type(value) is int and value and value not in said
    ]


class FortuneCardForm(forms.ModelForm):
    """The fortune card's form; mixed into the admin's ReferenceForm (see kingdom.admin)."""

    kind = forms.ChoiceField(
        choices=[("", "— choose what the card does —")]
        + [(kind, f"{kind}: {KIND_WORDS.get(kind, '')}") for kind in FORTUNE_EFFECTS],
        help_text="What the card does (docs/decks.md, 'The closed set of effect kinds'). "
        "Kept in hand follows from it: free_move, add_one and magic_lance are kept.",
    )
    scope = forms.ChoiceField(
        choices=list(SCOPE_WORDS.items()),
        initial="drawer",
        help_text="Who is affected (rule 7). Some kinds allow the drawer only.",
    )
    numbers_differ = forms.BooleanField(
        required=False,
        label="The text's numbers differ on purpose",
        help_text="Tick only if the text rightly gives numbers other than the effect's.",
    )

    class Meta:
        model = FortuneCard
        fields = ["code", "title", "text", "position"]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        effect = self.instance.effect if isinstance(self.instance.effect, dict) else {}
        for name in ("kind", "scope"):
            if name in effect:
                self.initial[name] = effect[name]
        for name in PARAMS:
            if name in effect:
                self.initial[name] = str(effect[name]) if name == "count" else effect[name]
        self.effect: dict[str, Any] | None = None

    def clean(self) -> dict[str, Any] | None:
        data = self.cleaned_data
        kind = data.get("kind")
        if kind in FORTUNE_EFFECTS:
            spec = FORTUNE_EFFECTS[kind]
            effect: dict[str, Any] = {"kind": kind, "scope": data.get("scope")}
            for name, param in spec.params.items():
                value = data.get(name)
                if value in (None, ""):
                    self.add_error(name, f"{kind} needs {name}: {param.describe()}.")
                else:
                    effect[name] = int(value) if str(value).isdigit() else value
            self.effect = effect
            missing = number_mismatches(data.get("text", ""), effect)
            if missing and not data.get("numbers_differ"):
                said = ", ".join(str(n) for n in sorted(text_numbers(data.get("text", ""))))
                self.add_error(
                    "text",
                    f"The text says {said} but the effect's {', '.join(missing)} is not in it: "
                    "make them agree, or tick “The text's numbers differ on purpose”.",
                )
        return super().clean()

    def apply_effect(self, card: FortuneCard) -> FortuneCard:
        """Put the form's effect, and the keep its kind implies, on `card`."""
        if self.effect is not None:
            card.effect = self.effect
            card.keep = FORTUNE_EFFECTS[self.effect["kind"]].keep
        return card


def _param_field(name: str) -> forms.Field:
    help_text = f"{PARAM_WORDS.get(name, '')} Range by kind: {_ranges(name)}."
    words = list(
        dict.fromkeys(
            w for e in FORTUNE_EFFECTS.values() if name in e.params for w in e.params[name].words
        )
    )
    if name == "count":
        return forms.ChoiceField(
            required=False,
            choices=[("", "—"), ("1", "1"), ("2", "2"), ("3", "3"), ("all", "all")],
            help_text=help_text,
        )
    if words:
        choices = [(w, f"{w}: {VALUE_WORDS[w]}" if w in VALUE_WORDS else w) for w in words]
        return forms.ChoiceField(required=False, choices=[("", "—"), *choices], help_text=help_text)
    lows, highs = zip(
        *(
            (e.params[name].low, e.params[name].high)
            for e in FORTUNE_EFFECTS.values()
            if name in e.params and e.params[name].low is not None
        ),
        strict=True,
    )
    # bounded by the widest range of any kind (shown as the input's min and max); the engine's
    # validator then checks the chosen kind's own range
    return forms.IntegerField(
        required=False, min_value=min(lows), max_value=max(highs), help_text=help_text
    )


for _name in PARAMS:
    FortuneCardForm.base_fields[_name] = _param_field(_name)
    FortuneCardForm.declared_fields[_name] = FortuneCardForm.base_fields[_name]

#: the form's fields in the page's order
FIELDS = ["code", "title", "text", "kind", "scope", *PARAMS, "numbers_differ", "position"]
