// The fortune card's effect form (kingdom/admin/effects.py): shows the fields of the chosen
// kind with their range, the scopes it allows, a live preview of the card as a player's hand
// shows it, and a warning when a number of the effect is not in the text.
"use strict";

function effectForm() {
  const specNode = document.getElementById("effect-spec");
  if (!specNode) return;
  const spec = JSON.parse(specNode.textContent);
  const form = document.getElementById("fortunecard_form");
  const field = (name) => form.querySelector(`[name="${name}"]`);
  const row = (name) => form.querySelector(`.form-row.field-${name}, .fieldBox.field-${name}`);
  const params = Array.from(new Set(Object.values(spec).flatMap((k) => Object.keys(k.params))));

  function effect() {
    const kind = field("kind").value;
    const out = { kind, scope: field("scope").value };
    if (!spec[kind]) return out;
    for (const name of Object.keys(spec[kind].params)) {
      const value = field(name).value;
      if (value !== "") out[name] = /^\d+$/.test(value) ? Number(value) : value;
    }
    return out;
  }

  function showFields() {
    const kind = spec[field("kind").value];
    for (const name of params) {
      const box = row(name);
      const param = kind && kind.params[name];
      if (box) box.style.display = param ? "" : "none";
      const input = field(name);
      if (param && param.low !== null && input.type === "number") {
        input.min = param.low;
        input.max = param.high;
        input.placeholder = `${param.low}–${param.high}`;
      }
      let note = box && box.querySelector(".effect-range");
      if (box && !note) {
        note = document.createElement("div");
        note.className = "effect-range";
        input.insertAdjacentElement("afterend", note);
      }
      if (note) {
        const choices = param ? [param.low !== null ? `${param.low}–${param.high}` : null, ...param.words].filter(Boolean) : [];
        note.textContent = param ? `For ${field("kind").value}: ${choices.join(" or ")}` : "";
      }
    }
    const scope = field("scope");
    for (const option of scope.options) option.disabled = Boolean(kind) && !kind.scopes.includes(option.value);
    if (kind && !kind.scopes.includes(scope.value)) scope.value = kind.scopes[0];
  }

  function numbersIn(text) {
    return new Set((text.match(/\d+/g) || []).map(Number));
  }

  function render() {
    const e = effect();
    const kind = spec[e.kind];
    const title = field("title").value.trim() || "(no title)";
    const text = field("text").value.trim();
    const preview = document.getElementById("card-preview");
    preview.replaceChildren();
    const strong = document.createElement("strong");
    strong.textContent = title;
    preview.append(strong);
    if (kind) {
      const badge = document.createElement("span");
      badge.className = "badge";
      badge.textContent = e.kind.replace(/_/g, " ");
      preview.append(" ", badge);
    }
    const p = document.createElement("p");
    p.textContent = text || "(no text)";
    preview.append(p);
    const rule = document.createElement("p");
    rule.className = "effect-words";
    rule.textContent = kind
      ? `${kind.words}; ${e.scope}` + Object.entries(e).filter(([k]) => k !== "kind" && k !== "scope").map(([k, v]) => `; ${k} ${v}`).join("") + (kind.keep ? " — kept in hand until played" : "")
      : "Choose what the card does.";
    preview.append(rule);
    const said = numbersIn(text);
    const missing = said.size
      ? Object.entries(e).filter(([k, v]) => k !== "kind" && k !== "scope" && typeof v === "number" && v && !said.has(v)).map(([k, v]) => `${k} ${v}`)
      : [];
    const warning = document.getElementById("number-warning");
    warning.hidden = missing.length === 0;
    warning.textContent = missing.length
      ? `The text says ${Array.from(said).sort((a, b) => a - b).join(", ")} but the effect's ${missing.join(", ")} is not in it.`
      : "";
  }

  form.addEventListener("input", render);
  form.addEventListener("change", () => {
    showFields();
    render();
  });
  showFields();
  render();
}

// The admin loads its scripts in the page's head: start once the form is there.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", effectForm);
else effectForm();
